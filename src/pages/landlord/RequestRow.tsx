import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { TextAreaField } from '../../components/TextAreaField';
import { StaySummary } from '../../features/bookings/StaySummary';
import { hoursLeft } from '../../features/bookings/hoursLeft';
import { graphql } from '../../gql';
import type { RequestRow_BookingFragment } from '../../gql/graphql';
import { formatCount } from '../../i18n/format';
import { theme } from '../../styles/theme';

export const RequestRowFragment = graphql(`
  fragment RequestRow_booking on Booking {
    id
    studentFirstName
    listingName
    ...StaySummary_booking
    message
    expiresAt
  }
`);

const Card = styled.article`
  display: grid;
  gap: 0.4rem;
  padding: 1rem 1.25rem;
  background: ${theme.colors.surface};
  border-radius: ${theme.radius.lg};
  box-shadow: ${theme.shadow.card};
  h3 { margin: 0; font-size: 1.05rem; }
  p { margin: 0; }
`;

const Quote = styled.blockquote`
  margin: 0.25rem 0;
  padding-left: 0.75rem;
  border-left: 3px solid ${theme.colors.border};
  white-space: pre-line;
`;

const Deadline = styled.p`
  font-weight: 700;
  color: ${theme.colors.primary};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin-top: 0.25rem;
`;

export interface RequestAnswers {
  busy: boolean;
  onAccept: (id: string) => void;
  onDecline: (id: string, message: string) => void;
}

/** One request waiting for the landlord's answer, on /landlord. */
export function RequestRow({ booking, now, busy, onAccept, onDecline }: { booking: FragmentType<RequestRow_BookingFragment>; now: number } & RequestAnswers) {
  const { data, complete } = useFragment({ fragment: RequestRowFragment, fragmentName: 'RequestRow_booking', from: booking });
  const { t, i18n } = useLingui();
  const [declining, setDeclining] = useState(false);
  const [reply, setReply] = useState('');
  const replyBox = useRef<HTMLTextAreaElement>(null);
  // 'Decline' gives way to the message box: the focus goes on to it.
  useEffect(() => {
    if (declining) replyBox.current?.focus();
  }, [declining]);
  if (!complete) return null;
  const hours = hoursLeft(data.expiresAt, now);
  const shownHours = formatCount(i18n.locale, hours);
  const name = data.studentFirstName;
  const listing = data.listingName;
  return (
    <Card aria-labelledby={`request-${data.id}`}>
      <h3 id={`request-${data.id}`}>
        {t({ message: `${name} asks to book ${listing}`, comment: 'A request to book, on the landlord’s page: the student’s first name and the listing' })}
      </h3>
      <StaySummary booking={data} />
      {data.message ? <Quote>{data.message}</Quote> : null}
      <Deadline>
        {t({
          message: plural(hours, { one: `Expires in ${shownHours} h`, other: `Expires in ${shownHours} h` }),
          comment: 'The hours left to answer a request to book',
        })}
      </Deadline>
      {declining ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            onDecline(data.id, reply);
          }}
        >
          <TextAreaField
            ref={replyBox}
            label={t`Message to the student (optional)`}
            rows={3}
            maxLength={5000}
            value={reply}
            onChange={(event) => {
              setReply(event.target.value);
            }}
          />
          <Actions>
            <Button type="submit" disabled={busy}>
              {t({ message: 'Decline request', comment: 'Confirms declining a request to book' })}
            </Button>
            <Button
              type="button"
              $variant="secondary"
              onClick={() => {
                setDeclining(false);
              }}
            >
              {t({ message: 'Back', context: 'Return to the previous step' })}
            </Button>
          </Actions>
        </form>
      ) : (
        <Actions>
          <Button
            type="button"
            disabled={busy}
            onClick={() => {
              onAccept(data.id);
            }}
          >
            {t({ message: 'Accept', comment: 'The landlord accepts a request to book' })}
          </Button>
          <Button
            type="button"
            $variant="secondary"
            disabled={busy}
            onClick={() => {
              setDeclining(true);
            }}
          >
            {t({ message: 'Decline', comment: 'The landlord declines a request to book' })}
          </Button>
        </Actions>
      )}
    </Card>
  );
}
