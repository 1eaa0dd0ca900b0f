import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { useBookingLineText } from '../../features/bookings/useBookingLineText';
import { graphql } from '../../gql';
import type { MessageItem_MessageFragment } from '../../gql/graphql';
import { formatDateTime } from '../../i18n/format';
import { theme } from '../../styles/theme';

export const MessageItemFragment = graphql(`
  fragment MessageItem_message on Message {
    id
    text
    senderName
    isMine
    sentAt
    bookingLine {
      change
      moveIn
      moveOut
      months
      total
      note
    }
  }
`);

const Item = styled.li<{ $mine: boolean }>`
  display: grid;
  justify-items: ${({ $mine }) => ($mine ? 'end' : 'start')};
  gap: 0.2rem;
`;

const Bubble = styled.p<{ $mine: boolean }>`
  margin: 0;
  max-width: min(36rem, 85%);
  padding: 0.6rem 0.85rem;
  border-radius: ${theme.radius.lg};
  background: ${({ $mine }) => ($mine ? theme.colors.primary : theme.colors.surface)};
  color: ${({ $mine }) => ($mine ? '#fff' : theme.colors.text)};
  box-shadow: ${theme.shadow.card};
  /* Plain text as written: line breaks kept, long words broken, never markup. */
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Byline = styled.p`
  margin: 0;
  font-size: 0.8rem;
  color: ${theme.colors.muted};
`;

/** One message of a thread: who wrote it and when, and its text (rendered as text, never HTML); a request to book's line in the reader's language. */
export function MessageItem({ message }: { message: FragmentType<MessageItem_MessageFragment> }) {
  const { data, complete } = useFragment({ fragment: MessageItemFragment, from: message });
  const { i18n } = useLingui();
  const bookingLineText = useBookingLineText();
  if (!complete) return null;
  const name = data.senderName;
  return (
    <Item $mine={data.isMine}>
      <Byline>
        {data.isMine ? <Trans>You</Trans> : name === '' ? <Trans>Deleted user</Trans> : name} ·{' '}
        <time dateTime={data.sentAt}>{formatDateTime(i18n.locale, data.sentAt)}</time>
      </Byline>
      <Bubble $mine={data.isMine}>{data.bookingLine ? bookingLineText(data.bookingLine) : data.text}</Bubble>
    </Item>
  );
}
