/**
 * Calendar dates without a time of day ('2027-09-01'), as the API's `Date` scalar carries them: a
 * move-in date is the same day for a student in Lisbon and a server in UTC. Nothing here goes
 * through JavaScript's Date, whose parsing and arithmetic shift by the local time zone (new
 * Date('2027-09-01').getDate() is 31 in Lisbon in winter); dates are compared as ISO text, which
 * sorts like the dates, or as day numbers, worked out with integer arithmetic.
 */

/** A date in ISO 8601's calendar form, YYYY-MM-DD, checked by parseCalendarDate. */
export type CalendarDate = string;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

interface Parts {
  year: number;
  month: number;
  day: number;
}

/**
 * The parts of a date written exactly YYYY-MM-DD, or null: no other form ('2027-9-1', a time, a
 * week date), no day the calendar lacks (2027-02-29, 2027-04-31), no year 0000 (PostgreSQL's
 * dates have none).
 */
function parts(text: string): Parts | null {
  const match = ISO_DATE.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

const pad = (value: number, width: number) => String(value).padStart(width, '0');

function format({ year, month, day }: Parts): CalendarDate {
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/** The text itself when it is a real date written YYYY-MM-DD, else null. */
export function parseCalendarDate(text: string): CalendarDate | null {
  return parts(text) === null ? null : text;
}

function checked(date: CalendarDate): Parts {
  const found = parts(date);
  if (found === null) throw new RangeError(`Not a calendar date: ${JSON.stringify(date)}`);
  return found;
}

/**
 * Days since 1970-01-01 (negative before it), by the proleptic Gregorian calendar: Howard
 * Hinnant's days_from_civil, in integers, so that a day is a number the stores can keep in typed
 * arrays and compare.
 */
export function dayNumber(date: CalendarDate): number {
  const { year, month, day } = checked(date);
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146097 + dayOfEra - 719468;
}

/** The date of a day number (dayNumber's inverse). */
export function fromDayNumber(days: number): CalendarDate {
  const z = days + 719468;
  const era = Math.floor(z / 146097);
  const dayOfEra = z - era * 146097;
  const yearOfEra = Math.floor((dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36524) - Math.floor(dayOfEra / 146096)) / 365);
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const mp = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return format({ year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day });
}

export function addDays(date: CalendarDate, days: number): CalendarDate {
  return fromDayNumber(dayNumber(date) + days);
}

/**
 * The same day `months` calendar months later (or earlier), on the month's last day when it is
 * shorter: 31 Jan + 1 month is 28 Feb (29 Feb in a leap year), 29 Feb 2028 + 12 months is
 * 28 Feb 2029. Always counted from `date` itself, so 31 Jan + 2 months is 31 Mar, not 28 Mar.
 */
export function addMonths(date: CalendarDate, months: number): CalendarDate {
  const { year, month, day } = checked(date);
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = index - targetYear * 12 + 1;
  return format({ year: targetYear, month: targetMonth, day: Math.min(day, daysInMonth(targetYear, targetMonth)) });
}

/**
 * Today's date in UTC at the instant `now` (epoch milliseconds): the one place a clock becomes a
 * date. UTC rather than the machine's zone, so a build or a seed gives the same date wherever it runs.
 */
export function utcToday(now: number = Date.now()): CalendarDate {
  return fromDayNumber(Math.floor(now / 86_400_000));
}
