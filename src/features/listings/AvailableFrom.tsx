import { useLingui } from '@lingui/react/macro';
import { formatDate } from '../../i18n/format';
import { useToday } from './useToday';

/**
 * 'Available now', or 'Available from 1 Sep 2027'. A prerendered page says the date until the app
 * has taken it over (useToday): true on any day, where 'Available now' on the build's day may not be.
 */
export function AvailableFrom({ date }: { date: string }) {
  const { t, i18n } = useLingui();
  const today = useToday();
  if (today !== null && date <= today) return <>{t({ message: 'Available now', comment: 'A listing free to move into today' })}</>;
  const shown = formatDate(i18n.locale, date);
  return <>{t({ message: `Available from ${shown}`, comment: 'The first day a listing is free, as in "Available from 1 Sep 2027"' })}</>;
}
