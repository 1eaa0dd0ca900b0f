/**
 * A phone's way to the 'Book' panel and the contact form, which sit below everything else on a
 * listing: the price and two buttons kept at the bottom of the screen. It is sticky (not fixed) at the end of the page's
 * column, so it takes its own room in the flow: the last section and the footer are never under it.
 */
import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import styled, { createGlobalStyle } from 'styled-components';
import { Button } from '../../components/Button';
import { earlyKey } from '../../components/earlyKey';
import { graphql } from '../../gql';
import type { ContactBar_PropertyFragment } from '../../gql/graphql';
import { formatPrice } from '../../i18n/format';
import { theme } from '../../styles/theme';

export const ContactBarFragment = graphql(`
  fragment ContactBar_property on Property {
    id
    price
    isMine
  }
`);

/** The id of the contact form's section, which the button leads to. */
export const CONTACT_SECTION_ID = 'contact';
/** The 'Book' panel's (BookPanel.tsx), kept here so that the bar needs none of the panel's code. */
export const BOOK_SECTION_ID = 'book';

/** Where the page is one column: the form is far down. */
const ONE_COLUMN = `(max-width: ${theme.breakpoints.md})`;

const Bar = styled.div`
  display: none;
  @media ${ONE_COLUMN} {
    position: sticky;
    bottom: 0;
    z-index: 6;
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 1rem;
    margin: 1.5rem calc(-1 * ${theme.layout.gutter}) 0;
    padding: 0.6rem ${theme.layout.gutter} calc(0.6rem + env(safe-area-inset-bottom, 0px));
    background: ${theme.colors.surface};
    border-top: 1px solid ${theme.colors.border};
    box-shadow: 0 -4px 16px rgb(15 23 42 / 8%);
  }
`;

/** A field reached by Tab is scrolled clear of the bar, not behind it. */
const RoomForBar = createGlobalStyle`
  @media ${ONE_COLUMN} { html { scroll-padding-bottom: 5rem; } }
`;

/** Two buttons beside the price at 320 px too: they share what the price leaves, a long label on two lines. */
const Buttons = styled.div`
  display: flex;
  flex: 1 1 auto;
  justify-content: flex-end;
  gap: 0.5rem;
  min-width: 0;
  button { min-width: 0; padding: 0.45rem 0.8rem; line-height: 1.2; }
`;

const Price = styled.p`
  margin: 0;
  font-size: 1.25rem;
  font-weight: 800;
  color: ${theme.colors.price};
  white-space: nowrap;
  flex: none;
  span { font-size: 0.9rem; font-weight: 500; color: ${theme.colors.muted}; }
`;

export function ContactBar({ property }: { property: FragmentType<ContactBar_PropertyFragment> }) {
  const { data, complete } = useFragment({ fragment: ContactBarFragment, from: property });
  const { t, i18n } = useLingui();
  if (!complete) return null;

  const toSection = (id: string) => {
    const section = document.getElementById(id);
    if (!section) return;
    section.scrollIntoView({ block: 'start' });
    // After a message or request is sent the section holds the thank-you text, and there is no field to focus.
    section.querySelector<HTMLElement>('input:not([type="hidden"]), textarea')?.focus({ preventScroll: true });
  };

  return (
    <Bar {...earlyKey('contact-bar')}>
      <RoomForBar />
      <Price>
        {formatPrice(i18n.locale, data.price)}
        <span>{t({ message: '/month', comment: 'After a monthly rent, as in €459/month' })}</span>
      </Price>
      <Buttons>
        {data.isMine ? null : (
          <Button
            type="button"
            onClick={() => {
              toSection(BOOK_SECTION_ID);
            }}
          >
            {t({ message: 'Book', comment: 'Button at the bottom of a listing on a phone: goes to the Book panel' })}
          </Button>
        )}
        <Button
          type="button"
          $variant={data.isMine ? 'primary' : 'secondary'}
          onClick={() => {
            toSection(CONTACT_SECTION_ID);
          }}
        >
          {t({ message: 'Contact landlord', comment: 'Button at the bottom of a listing on a phone: goes to the contact form' })}
        </Button>
      </Buttons>
    </Bar>
  );
}
