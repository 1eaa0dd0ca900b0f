/**
 * The listing's 'Book' panel (docs/product.md#bookings): the stay's dates, filled from the link
 * (`?moveIn=&moveOut=`, as a dated search's cards write it) and kept there as they change, so a
 * visitor sent to log in comes back to the same dates; what the listing cannot take said beside
 * them (src/lib/bookingRules.ts, the API's own rule); the summary; then a short step with an
 * optional message, and 'Request sent'. Before the app's code runs the dates are a plain GET form
 * of this page, so what was typed is kept in the link.
 */
import type { FragmentType } from '@apollo/client';
import { useFragment, useQuery } from '@apollo/client/react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useNewestParams } from '../../features/search/useNewestParams';
import { Button } from '../../components/Button';
import { earlyKey } from '../../components/earlyKey';
import { Field } from '../../components/Field';
import { TextAreaField } from '../../components/TextAreaField';
import { SessionQuery } from '../../features/auth/session';
import { dateProblemText } from '../../features/bookings/dateProblemText';
import { useRequestBooking } from '../../features/bookings/useRequestBooking';
import { useToday } from '../../features/listings/useToday';
import { graphql } from '../../gql';
import type { BookPanel_PropertyFragment, DateProblem } from '../../gql/graphql';
import { formatCount } from '../../i18n/format';
import { translateProblem } from '../../i18n/problems';
import { bookingSummary, dateProblem } from '../../lib/bookingRules';
import { addDays, parseCalendarDate } from '../../lib/calendarDate';
import { loginHref } from '../../lib/nextPath';
import { theme } from '../../styles/theme';
import { BookingSummaryList } from './BookingSummaryList';
import { BOOK_SECTION_ID } from './ContactBar';
import { Panel } from './sectionStyles';

export const BookPanelFragment = graphql(`
  fragment BookPanel_property on Property {
    id
    price
    billsIncluded
    billsEstimate
    deposit
    availableFrom
    availableUntil
    minStayMonths
    maxStayMonths
    isMine
    bookedPeriods {
      moveIn
      moveOut
    }
  }
`);

/** Side by side where both fit (a date input has a wide least width), else one above the other. */
const Dates = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(9.5rem, 1fr));
  gap: 0.75rem;
  input { min-width: 0; width: 100%; }
`;

const Note = styled.p`
  margin: 0.75rem 0;
  color: ${theme.colors.muted};
`;

const Unavailable = styled.p`
  margin: 0.75rem 0;
  padding: 0.6rem 0.75rem;
  border-radius: ${theme.radius.md};
  background: ${theme.colors.dangerSoft};
  color: ${theme.colors.danger};
  strong { display: block; }
`;

const Sent = styled.div`
  padding: 0.75rem;
  border-radius: ${theme.radius.md};
  background: ${theme.colors.successSoft};
  color: ${theme.colors.success};
  p { margin: 0.25rem 0 0; color: ${theme.colors.text}; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin-top: 0.75rem;
`;

type Step = 'dates' | 'message' | 'sent';

/** The stay a page URL's dates ask for, what the listing says to it, and its cost when it can take it. */
function readStay(listing: BookPanel_PropertyFragment, params: URLSearchParams, today: string) {
  const moveIn = parseCalendarDate(params.get('moveIn') ?? '') ?? '';
  const moveOut = parseCalendarDate(params.get('moveOut') ?? '') ?? '';
  const stay = moveIn !== '' && moveOut !== '' ? { moveIn, moveOut } : null;
  const problem = stay === null ? null : dateProblem(listing, stay, today, listing.bookedPeriods);
  const summary = stay !== null && problem === null ? bookingSummary(listing, stay) : null;
  return { moveIn, moveOut, stay, problem, summary };
}

export function BookPanel({ property }: { property: FragmentType<BookPanel_PropertyFragment> }) {
  const { data, complete } = useFragment({ fragment: BookPanelFragment, from: property });
  const { t, i18n } = useLingui();
  const [params, setParams] = useSearchParams();
  // Move-in and move-out changing close together (typed before the app ran, then replayed) each start from the other's.
  const newestParams = useNewestParams(params);
  const location = useLocation();
  const navigate = useNavigate();
  const today = useToday();
  const { data: session } = useQuery(SessionQuery);
  const [requestBooking, { loading }] = useRequestBooking();
  const [step, setStep] = useState<Step>('dates');
  const [message, setMessage] = useState('');
  const [refusal, setRefusal] = useState<{ text: string; reason: DateProblem | null } | null>(null);
  const messageBox = useRef<HTMLTextAreaElement>(null);
  // The short step replaces the form the user pressed in: their focus moves on to it.
  useEffect(() => {
    if (step === 'message') messageBox.current?.focus();
  }, [step]);
  if (!complete) return null;

  const { moveIn, moveOut, stay, problem, summary } = readStay(data, params, today);

  const setDate = (name: 'moveIn' | 'moveOut', value: string) => {
    setRefusal(null);
    const next = new URLSearchParams(newestParams.current);
    if (value === '') next.delete(name);
    else next.set(name, value);
    newestParams.sent(next);
    setParams(next, { replace: true, preventScrollReset: true, state: location.state as unknown });
  };

  const toMessage = (event: SubmitEvent) => {
    event.preventDefault();
    // The dates as the user last set them: a press right after typing (or replayed right after the
    // typing held before the app ran) comes before the router has rendered the new URL.
    const newest = newestParams.current;
    if (readStay(data, newest, today).summary === null) return;
    if (!session?.me) {
      const search = newest.toString();
      void navigate(loginHref(`${location.pathname}${search === '' ? '' : `?${search}`}`));
      return;
    }
    setStep('message');
  };

  const send = async (event: SubmitEvent) => {
    event.preventDefault();
    if (stay === null) return;
    try {
      const { data: answer } = await requestBooking({ variables: { input: { propertyId: data.id, ...stay, message } } });
      const error = answer?.requestBooking.errors[0];
      if (!error) {
        setStep('sent');
        return;
      }
      const reason = error.reason ?? null;
      setRefusal({ text: reason ? dateProblemText(i18n, reason, data) : translateProblem(i18n, error), reason });
      if (reason) setStep('dates');
    } catch {
      setRefusal({ text: t`We couldn't send your request. Please try again.`, reason: null });
    }
  };

  const stayLength = (months: number) => {
    const shown = formatCount(i18n.locale, months);
    return t({
      message: plural(months, { one: `Stay: ${shown} month`, other: `Stay: ${shown} months` }),
      comment: 'How long the chosen stay is, in months as the listing counts them',
    });
  };
  const problemText = problem ? dateProblemText(i18n, problem, data) : refusal?.reason ? refusal.text : null;
  const heading = <h2 id="book-title">{t({ message: 'Book', comment: 'Heading of the panel where a student picks dates and asks to book the listing' })}</h2>;

  if (data.isMine) return null;

  if (step === 'sent') {
    return (
      <Panel id={BOOK_SECTION_ID} aria-labelledby="book-title">
        {heading}
        <Sent role="status">
          <strong>{t({ message: 'Request sent', comment: 'After a request to book is sent' })}</strong>
          <p>{t`The landlord has 48 hours to accept or decline. Nothing is charged now.`}</p>
        </Sent>
        <Actions>
          <Link to="/bookings">{t({ message: 'See your bookings', comment: 'Link to /bookings after a request to book is sent' })}</Link>
        </Actions>
      </Panel>
    );
  }

  return (
    <Panel id={BOOK_SECTION_ID} aria-labelledby="book-title">
      {heading}
      {step === 'dates' ? (
        <form method="get" onSubmit={toMessage} noValidate>
          <Dates {...earlyKey('book:dates')}>
            <Field
              label={t({ message: 'Move-in', comment: 'Search filter: the day the student moves in' })}
              type="date"
              name="moveIn"
              min={today}
              value={moveIn}
              aria-describedby={problemText ? 'book-problem' : undefined}
              onChange={(event) => {
                setDate('moveIn', event.target.value);
              }}
            />
            <Field
              label={t({ message: 'Move-out', comment: 'Search filter: the day the student moves out' })}
              type="date"
              name="moveOut"
              min={moveIn === '' ? today : addDays(moveIn, 1)}
              value={moveOut}
              aria-describedby={problemText ? 'book-problem' : undefined}
              onChange={(event) => {
                setDate('moveOut', event.target.value);
              }}
            />
          </Dates>
          <div aria-live="polite">
            {problemText ? (
              <Unavailable id="book-problem">
                <strong>{t`These dates are not available.`}</strong>
                {problemText}
              </Unavailable>
            ) : null}
          </div>
          {summary ? (
            <>
              <Note>{stayLength(summary.months)}</Note>
              <BookingSummaryList summary={summary} />
              <Note>{t`Nothing is charged now.`}</Note>
            </>
          ) : problemText ? null : (
            <Note>{t`Choose your move-in and move-out dates.`}</Note>
          )}
          {refusal && !refusal.reason ? <Unavailable role="alert">{refusal.text}</Unavailable> : null}
          {/* Keyed itself: the summary before it comes and goes with the dates, so on a page rendered
              afresh a press held before the app ran is found again by its key, not its place. */}
          <Button type="submit" $block aria-disabled={summary === null} {...earlyKey('book:request')}>
            {t({ message: 'Request to book', comment: 'Button of the Book panel: goes on to send the request' })}
          </Button>
        </form>
      ) : (
        <form onSubmit={(event) => void send(event)}>
          <Note>{summary ? stayLength(summary.months) : null}</Note>
          <TextAreaField
            ref={messageBox}
            label={t`Message to the landlord (optional)`}
            rows={4}
            maxLength={5000}
            value={message}
            onChange={(event) => {
              setMessage(event.target.value);
            }}
          />
          {refusal ? <Unavailable role="alert">{refusal.text}</Unavailable> : null}
          <Actions>
            <Button type="submit" disabled={loading}>
              {loading
                ? t({ message: 'Sending…', comment: 'A request to book on its way' })
                : t({ message: 'Send request', comment: 'Sends the request to book' })}
            </Button>
            <Button
              type="button"
              $variant="secondary"
              onClick={() => {
                setStep('dates');
                setRefusal(null);
              }}
            >
              {t({ message: 'Back', context: 'Return to the previous step' })}
            </Button>
          </Actions>
        </form>
      )}
    </Panel>
  );
}
