import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import type { BookingSummary } from '../../lib/bookingRules';
import { formatAmount, formatCount } from '../../i18n/format';
import { theme } from '../../styles/theme';
import { TermsList } from './termsStyles';

const Total = styled.div`
  border-top: 1px solid ${theme.colors.border};
  padding-top: 0.6rem;
  font-weight: 800;
`;

/** A stay's costs as the 'Book' panel shows them: rent × months, bills, deposit, total. */
export function BookingSummaryList({ summary }: { summary: BookingSummary }) {
  const { t, i18n } = useLingui();
  const { locale } = i18n;
  const months = formatCount(locale, summary.months);
  return (
    <TermsList>
      <div>
        <dt>
          {t({ message: plural(summary.months, { one: `Rent × ${months} month`, other: `Rent × ${months} months` }), comment: 'The rent for the whole stay' })}
        </dt>
        <dd>{formatAmount(locale, summary.rent)}</dd>
      </div>
      <div>
        <dt>{t({ message: 'Bills', comment: 'Price breakdown: electricity, heating, water, internet' })}</dt>
        <dd>
          {summary.bills === 0
            ? t({ message: 'Included', comment: 'Bills in the booking summary: the rent includes them' })
            : formatAmount(locale, summary.bills)}
        </dd>
      </div>
      <div>
        <dt>{t({ message: 'Deposit', comment: 'Price breakdown: paid once, returned at the end of the stay' })}</dt>
        <dd>{formatAmount(locale, summary.deposit)}</dd>
      </div>
      <Total>
        <dt>{t({ message: 'Total', comment: 'Booking summary: rent, bills and deposit for the whole stay' })}</dt>
        <dd>{formatAmount(locale, summary.total)}</dd>
      </Total>
    </TermsList>
  );
}
