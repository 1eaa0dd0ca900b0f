import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import styled from 'styled-components';
import { ErrorState } from '../../components/ErrorState';
import { Skeleton } from '../../components/Skeleton';
import { graphql } from '../../gql';
import type { DateProblem, ErrorCode } from '../../gql/graphql';
import { translateProblem } from '../../i18n/problems';
import { plainList } from '../../styles/plainList';
import { theme } from '../../styles/theme';
import { RequestRow } from './RequestRow';
import { useAnswerBooking } from './useAnswerBooking';

export const BookingRequestsQuery = graphql(`
  query BookingRequests {
    bookingRequests {
      id
      moveIn
      ...RequestRow_booking
    }
  }
`);

/** The section's id: mails about a new request link to /landlord#requests. */
export const REQUESTS_SECTION_ID = 'requests';

const Section = styled.section`
  margin-bottom: 2rem;
  scroll-margin-top: 5rem;
  h2 { margin: 0 0 0.75rem; font-size: 1.35rem; }
`;

const Rows = styled.ul`
  ${plainList}
  display: grid;
  gap: 0.75rem;
`;

const Said = styled.p<{ $problem: boolean }>`
  margin: 0 0 0.75rem;
  font-weight: 600;
  color: ${({ $problem }) => ($problem ? theme.colors.danger : theme.colors.success)};
  &:empty { margin: 0; }
`;

const Quiet = styled.p`
  margin: 0;
  color: ${theme.colors.muted};
`;

/** The landlord's 'Requests' on /landlord (docs/product.md#bookings): those waiting for an answer, the soonest to expire first. */
export function BookingRequestsSection() {
  const { data, error, refetch, networkStatus } = useQuery(BookingRequestsQuery, { notifyOnNetworkStatusChange: true, fetchPolicy: 'cache-and-network' });
  const { accept, decline, busy } = useAnswerBooking();
  const { t, i18n } = useLingui();
  const [said, setSaid] = useState<{ text: string; problem: boolean } | null>(null);
  const [now] = useState(() => Date.now());
  const requests = data?.bookingRequests;

  const answered = (errors: ReadonlyArray<{ code: ErrorCode; message: string; reason?: DateProblem | null }> | undefined, done: string) => {
    const error = errors?.[0];
    if (!error) setSaid({ text: done, problem: false });
    // Accepting is refused for dates only when another accepted stay holds some of them.
    else if (error.reason) setSaid({ text: t`You accepted another request for some of these dates.`, problem: true });
    else setSaid({ text: translateProblem(i18n, error), problem: true });
  };
  const failed = () => {
    setSaid({ text: t`We couldn't send your answer. Please try again.`, problem: true });
  };

  let content;
  if (error && !requests) {
    content = (
      <ErrorState
        title={t`We couldn't load the requests to book.`}
        onRetry={() => void refetch().catch(() => undefined)}
        retrying={networkStatus === NetworkStatus.refetch}
      />
    );
  } else if (!requests) {
    content = <Skeleton $height="120px" $radius="16px" aria-hidden="true" />;
  } else if (requests.length === 0) {
    content = <Quiet>{t`No requests are waiting for your answer.`}</Quiet>;
  } else {
    content = (
      <Rows>
        {requests.map((request) => (
          <li key={request.id}>
            <RequestRow
              booking={request}
              now={now}
              busy={busy}
              onAccept={(id) => {
                accept({ variables: { id } }).then(({ data: answer }) => {
                  answered(answer?.acceptBooking.errors, t`Request accepted: the dates are booked.`);
                }, failed);
              }}
              onDecline={(id, message) => {
                decline({ variables: { id, message } }).then(({ data: answer }) => {
                  answered(answer?.declineBooking.errors, t`Request declined.`);
                }, failed);
              }}
            />
          </li>
        ))}
      </Rows>
    );
  }

  return (
    <Section id={REQUESTS_SECTION_ID} aria-labelledby="requests-title">
      <h2 id="requests-title">{t({ message: 'Requests', comment: 'Heading on the landlord’s page: requests to book waiting for an answer' })}</h2>
      <Said role="status" $problem={said?.problem ?? false}>
        {said?.text ?? ''}
      </Said>
      {content}
    </Section>
  );
}
