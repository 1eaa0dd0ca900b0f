import { useLingui } from '@lingui/react/macro';
import { formatDate } from '../../i18n/format';
import { RENDERED_ON, useToday } from './useToday';

/** 'Available now', or 'Available from 1 Sep 2027'; the day it was decided on is kept for hydration (useToday). */
export function AvailableFrom({ date }: { date: string }) {
  const { t, i18n } = useLingui();
  const today = useToday();
  const shown = formatDate(i18n.locale, date);
  return (
    <span {...{ [RENDERED_ON]: today }}>
      {date <= today
        ? t({ message: 'Available now', comment: 'A listing free to move into today' })
        : t({ message: `Available from ${shown}`, comment: 'The first day a listing is free, as in "Available from 1 Sep 2027"' })}
    </span>
  );
}
