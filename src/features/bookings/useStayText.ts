import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { formatAmount, formatCount, formatDate } from '../../i18n/format';

export interface StayFigures {
  moveIn: string;
  moveOut: string;
  months: number;
  total: number;
}

/** '1 Sep 2027 – 30 Jun 2028 · 10 months · €7,700 in all', in the reader's language: a request's stay wherever it is shown. */
export function useStayText(): (stay: StayFigures) => string {
  const { t, i18n } = useLingui();
  const { locale } = i18n;
  return ({ moveIn, moveOut, months, total }) => {
    const from = formatDate(locale, moveIn);
    const to = formatDate(locale, moveOut);
    const count = formatCount(locale, months);
    const amount = formatAmount(locale, total);
    return [
      t({ message: `${from} – ${to}`, comment: 'A stay from its move-in to its move-out day' }),
      t({ message: plural(months, { one: `${count} month`, other: `${count} months` }), comment: 'A stay’s length' }),
      t({ message: `${amount} in all`, comment: 'A stay’s total: rent, bills and deposit' }),
    ].join(' · ');
  };
}
