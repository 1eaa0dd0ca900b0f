import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import styled, { css } from 'styled-components';
import { earlyKey } from '../../components/earlyKey';
import { HeartIcon } from '../../components/icons';
import { graphql } from '../../gql';
import type { SaveButton_PropertyFragment } from '../../gql/graphql';
import { theme } from '../../styles/theme';
import { useToggleSaved } from './useToggleSaved';

export const SaveButtonFragment = graphql(`
  fragment SaveButton_property on Property {
    id
    name
    isSaved
  }
`);

type Look = 'overlay' | 'labelled';

const Wrapper = styled.div<{ $look: Look }>`
  position: ${({ $look }) => ($look === 'overlay' ? 'absolute' : 'relative')};
  ${({ $look }) => ($look === 'overlay' ? 'top: 0.5rem; right: 0.5rem;' : '')}
  z-index: 2;
  display: grid;
  justify-items: end;
  gap: 0.35rem;
`;

const looks = {
  // A round button over a card's photo: the heart alone, its name says which listing.
  overlay: css`
    width: 44px;
    height: 44px;
    border-radius: 50%;
    border: 0;
    background: rgb(255 255 255 / 92%);
    box-shadow: 0 1px 4px rgb(15 23 42 / 25%);
    &:hover { background: #fff; }
  `,
  labelled: css`
    min-height: 44px;
    gap: 0.45rem;
    padding: 0.45rem 1rem;
    border: 2px solid ${theme.colors.border};
    border-radius: ${theme.radius.md};
    background: ${theme.colors.surface};
    font-weight: 600;
    color: ${theme.colors.text};
    &:hover { border-color: ${theme.colors.saved}; }
    &[aria-pressed='true'] { border-color: ${theme.colors.saved}; }
  `,
};

const Heart = styled.button<{ $look: Look }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  cursor: pointer;
  color: ${theme.colors.text};
  svg { transition: transform 0.15s ease; }
  &[aria-pressed='true'] svg { color: ${theme.colors.saved}; }
  &:active svg { transform: scale(0.85); }
  &:focus-visible { outline: 3px solid ${theme.colors.focus}; outline-offset: 2px; }
  ${({ $look }) => looks[$look]}
`;

const Failure = styled.p`
  margin: 0;
  max-width: 16rem;
  padding: 0.45rem 0.65rem;
  border-radius: ${theme.radius.sm};
  background: ${theme.colors.dangerSoft};
  border: 1px solid ${theme.colors.danger};
  color: ${theme.colors.danger};
  font-size: 0.85rem;
  font-weight: 600;
  text-align: left;
  box-shadow: ${theme.shadow.card};
`;

interface SaveButtonProps {
  property: FragmentType<SaveButton_PropertyFragment>;
  /** 'overlay' on a card's photo; 'labelled' ("Save" beside the heart) on the property page. */
  look?: Look;
}

/**
 * The heart: a toggle button (aria-pressed) named after its listing and what a press would do,
 * 'Save {name}' or 'Remove {name} from saved'. A failed save or removal is undone and said in an
 * alert beside it (docs/product.md#saved-listings).
 */
export function SaveButton({ property, look = 'overlay' }: SaveButtonProps) {
  const { data, complete } = useFragment({ fragment: SaveButtonFragment, from: property });
  const { toggle, failure } = useToggleSaved();
  const { t } = useLingui();
  if (!complete) return null;
  const name = data.name;
  return (
    <Wrapper $look={look} {...earlyKey(`save:${data.id}`)}>
      <Heart
        type="button"
        $look={look}
        aria-pressed={data.isSaved}
        aria-label={data.isSaved ? t`Remove ${name} from saved` : t`Save ${name}`}
        onClick={() => void toggle(data)}
      >
        <HeartIcon size={look === 'overlay' ? 22 : 20} filled={data.isSaved} />
        {/* The visible word stays part of the name (WCAG 2.5.3), so voice control can say it. */}
        {look === 'labelled'
          ? data.isSaved
            ? t({ message: 'Saved', context: 'Button of a saved listing, which removes it from the saved ones' })
            : t({ message: 'Save', context: 'Button that saves a listing' })
          : null}
      </Heart>
      {failure ? <Failure role="alert">{failure}</Failure> : null}
    </Wrapper>
  );
}
