import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { StaySummary } from '../../features/bookings/StaySummary';
import { hoursLeft } from '../../features/bookings/hoursLeft';
import { graphql } from '../../gql';
import type { BookingRow_BookingFragment, BookingStatus } from '../../gql/graphql';
import { formatCount } from '../../i18n/format';
import { translateProblem } from '../../i18n/problems';
import { theme } from '../../styles/theme';
import { useCancelBooking } from './useCancelBooking';

export const BookingRowFragment = graphql(`
  fragment BookingRow_booking on Booking {
    id
    status
    listingName
    listing {
      id
    }
    ...StaySummary_booking
    expiresAt
    reply
    declinedForOverlap
  }
`);

const Card = styled.article`
  display: grid;
  gap: 0.4rem;
  padding: 1rem 1.25rem;
  background: ${theme.colors.surface};
  border-radius: ${theme.radius.lg};
  box-shadow: ${theme.shadow.card};
  h2 { margin: 0; font-size: 1.1rem; }
  p { margin: 0; }
`;

const tones: Record<BookingStatus, { color: string; background: string }> = {
  PENDING: { color: theme.colors.primary, background: theme.colors.primarySoft },
  ACCEPTED: { color: theme.colors.success, background: theme.colors.successSoft },
  DECLINED: { color: theme.colors.danger, background: theme.colors.dangerSoft },
  EXPIRED: { color: theme.colors.muted, background: theme.colors.background },
  CANCELLED: { color: theme.colors.muted, background: theme.colors.background },
};

const Status = styled.p<{ $status: BookingStatus }>`
  justify-self: start;
  padding: 0.15rem 0.6rem;
  border-radius: ${theme.radius.pill};
  border: 1px solid currentColor;
  font-size: 0.9rem;
  font-weight: 700;
  color: ${({ $status }) => tones[$status].color};
  background: ${({ $status }) => tones[$status].background};
`;

const Reply = styled.p`
  color: ${theme.colors.muted};
  white-space: pre-line;
`;

const Problem = styled.p`
  color: ${theme.colors.danger};
`;

/** One of the student's requests on /bookings. */
export function BookingRow({ booking, now }: { booking: FragmentType<BookingRow_BookingFragment>; now: number }) {
  const { data, complete } = useFragment({ fragment: BookingRowFragment, fragmentName: 'BookingRow_booking', from: booking });
  const { t, i18n } = useLingui();
  const [cancel, { loading }] = useCancelBooking();
  const [problem, setProblem] = useState<string | null>(null);
  if (!complete) return null;

  const hours = hoursLeft(data.expiresAt, now);
  const shownHours = formatCount(i18n.locale, hours);
  const status: Record<BookingStatus, string> = {
    PENDING: t({
      message: plural(hours, { one: `Pending · ${shownHours} h left for the landlord`, other: `Pending · ${shownHours} h left for the landlord` }),
      comment: 'A request waiting for the landlord, with the hours they have left to answer',
    }),
    ACCEPTED: t({ message: 'Accepted', comment: 'Status of a request to book' }),
    DECLINED: t({ message: 'Declined', comment: 'Status of a request to book' }),
    EXPIRED: t({ message: 'Expired', comment: 'Status of a request to book: the landlord did not answer in 48 hours' }),
    CANCELLED: t({ message: 'Cancelled', comment: 'Status of a request to book: the student withdrew it' }),
  };

  const onCancel = async () => {
    setProblem(null);
    try {
      const { data: answer } = await cancel({ variables: { id: data.id } });
      const error = answer?.cancelBooking.errors[0];
      if (error) setProblem(translateProblem(i18n, error));
    } catch {
      setProblem(t`We couldn't cancel your request. Please try again.`);
    }
  };

  return (
    <Card aria-labelledby={`booking-${data.id}`}>
      <h2 id={`booking-${data.id}`}>{data.listing ? <Link to={`/property/${data.listing.id}`}>{data.listingName}</Link> : data.listingName}</h2>
      <StaySummary booking={data} />
      <Status $status={data.status}>{status[data.status]}</Status>
      {data.status === 'DECLINED' && data.declinedForOverlap ? <Reply>{t`The landlord accepted another request for some of these dates.`}</Reply> : null}
      {data.reply ? <Reply>{data.reply}</Reply> : null}
      {problem ? <Problem role="alert">{problem}</Problem> : null}
      {data.status === 'PENDING' ? (
        <div>
          <Button type="button" $variant="secondary" disabled={loading} onClick={() => void onCancel()}>
            {t({ message: 'Cancel request', comment: 'The student withdraws a pending request to book' })}
          </Button>
        </div>
      ) : null}
    </Card>
  );
}
