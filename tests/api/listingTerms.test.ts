import fc from 'fast-check';
import { GraphQLError, Kind } from 'graphql';
import { describe, expect, it } from 'vitest';
import { DateScalar } from '../../src/api/resolvers/scalars';
import { addDays, addMonths, dayNumber, fromDayNumber, parseCalendarDate, utcToday } from '../../src/lib/calendarDate';
import { isFreeFor, stayMonths, stayProblem, stayRequest, totalMonthly } from '../../src/lib/listingTerms';

describe('calendar dates', () => {
  it('accepts real dates written exactly YYYY-MM-DD', () => {
    for (const date of ['2027-09-01', '2028-02-29', '2000-02-29', '2027-12-31', '0001-01-01', '9999-12-31']) expect(parseCalendarDate(date)).toBe(date);
  });

  it('refuses other forms and days the calendar lacks', () => {
    const refused = [
      '2027-02-29',
      '1900-02-29',
      '2027-04-31',
      '2027-13-01',
      '2027-00-10',
      '2027-01-00',
      '0000-01-01',
      '2027-9-1',
      '27-09-01',
      '2027/09/01',
      '2027-09-01T00:00:00Z',
      '2027-09-01 ',
      ' 2027-09-01',
      '+02027-09-01',
      '2027-W35-3',
      '20270901',
      '',
      '２０２７-09-01',
    ];
    for (const text of refused) expect(parseCalendarDate(text), text).toBeNull();
  });

  it('numbers days as the Unix epoch does, across leap days and centuries', () => {
    expect(dayNumber('1970-01-01')).toBe(0);
    expect(dayNumber('1969-12-31')).toBe(-1);
    expect(dayNumber('2000-03-01') - dayNumber('2000-02-28')).toBe(2);
    expect(dayNumber('1900-03-01') - dayNumber('1900-02-28')).toBe(1);
    expect(dayNumber('2028-02-29')).toBe(Date.UTC(2028, 1, 29) / 86_400_000);
    // Every day of four centuries against UTC milliseconds (UTC, so no zone can shift a day).
    for (let day = dayNumber('1900-01-01'); day <= dayNumber('2300-12-31'); day += 1) {
      const iso = new Date(day * 86_400_000).toISOString().slice(0, 10);
      if (fromDayNumber(day) !== iso || dayNumber(iso) !== day) expect(fromDayNumber(day)).toBe(iso);
    }
  });

  it('adds months on the same day, or the last day of a shorter month', () => {
    expect(addMonths('2027-01-31', 1)).toBe('2027-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2027-01-31', 2)).toBe('2027-03-31');
    expect(addMonths('2028-02-29', 12)).toBe('2029-02-28');
    expect(addMonths('2028-02-29', 48)).toBe('2032-02-29');
    expect(addMonths('2027-09-01', 10)).toBe('2028-07-01');
    expect(addMonths('2027-11-30', 3)).toBe('2028-02-29');
    expect(addMonths('2027-03-31', -1)).toBe('2027-02-28');
    expect(addMonths('2027-01-15', -1)).toBe('2026-12-15');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
  });

  it("takes today's date in UTC, whatever the machine's zone", () => {
    expect(utcToday(Date.UTC(2027, 8, 1, 23, 59, 59))).toBe('2027-09-01');
    expect(utcToday(Date.UTC(2027, 8, 2, 0, 0, 0))).toBe('2027-09-02');
    expect(utcToday(Date.UTC(1969, 11, 31, 12))).toBe('1969-12-31');
  });
});

describe('stay length in months', () => {
  it.each([
    ['2027-09-01', '2028-06-30', 10],
    ['2027-09-01', '2028-07-01', 10],
    ['2027-09-01', '2028-07-02', 11],
    ['2027-09-01', '2027-09-02', 1],
    ['2027-09-01', '2027-10-01', 1],
    ['2027-09-01', '2027-10-02', 2],
    ['2027-09-15', '2027-10-14', 1],
    ['2027-01-31', '2027-02-28', 1],
    ['2028-01-31', '2028-02-28', 1],
    ['2028-01-31', '2028-02-29', 1],
    ['2027-01-31', '2027-03-01', 2],
    ['2028-01-31', '2028-03-01', 2],
    ['2027-01-30', '2027-02-28', 1],
    ['2027-02-28', '2027-03-28', 1],
    ['2027-02-28', '2027-03-31', 2],
    ['2028-02-29', '2028-03-29', 1],
    ['2028-02-29', '2028-03-30', 2],
    ['2028-02-29', '2029-02-28', 12],
    ['2028-02-29', '2029-03-01', 13],
    ['2027-12-31', '2028-01-31', 1],
    ['2027-12-31', '2028-02-29', 2],
    ['2027-12-15', '2029-12-15', 24],
  ])('%s → %s is %i months', (moveIn, moveOut, months) => {
    expect(stayMonths(moveIn, moveOut)).toBe(months);
  });

  const date = fc.integer({ min: dayNumber('1999-01-01'), max: dayNumber('2040-12-31') }).map(fromDayNumber);

  it('is the smallest whole number of months from the move-in that reaches the move-out', () => {
    fc.assert(
      fc.property(date, fc.integer({ min: 1, max: 800 }), (moveIn, days) => {
        const moveOut = addDays(moveIn, days);
        const months = stayMonths(moveIn, moveOut);
        expect(months).toBeGreaterThanOrEqual(1);
        expect(addMonths(moveIn, months) >= moveOut).toBe(true);
        if (months > 1) expect(addMonths(moveIn, months - 1) < moveOut).toBe(true);
      }),
    );
  });

  it('never shrinks when the move-out is later', () => {
    fc.assert(
      fc.property(date, fc.integer({ min: 1, max: 800 }), fc.integer({ min: 0, max: 100 }), (moveIn, days, more) => {
        expect(stayMonths(moveIn, addDays(moveIn, days + more))).toBeGreaterThanOrEqual(stayMonths(moveIn, addDays(moveIn, days)));
      }),
    );
  });
});

describe('stay rule', () => {
  it('needs a move-out after the move-in, and a move-in with a move-out', () => {
    expect(stayProblem('2027-09-01', '2027-09-01')).toEqual({ field: 'moveOut', message: 'Move-out must be after move-in.' });
    expect(stayProblem('2027-09-01', '2027-08-31')).toEqual({ field: 'moveOut', message: 'Move-out must be after move-in.' });
    expect(stayProblem(null, '2027-08-31')?.field).toBe('moveIn');
    expect(stayProblem('2027-09-01', '2027-09-02')).toBeNull();
    expect(stayProblem('2027-09-01', null)).toBeNull();
    expect(stayProblem(null, null)).toBeNull();
  });

  const day = dayNumber;
  const listing: { from: number; until: number | null; min: number; max: number | null } = {
    from: day('2027-09-01'),
    until: day('2028-06-30'),
    min: 5,
    max: 10,
  };
  const free = (moveIn: string, moveOut: string | null, terms: Partial<typeof listing> = {}) => {
    const { from, until, min, max } = { ...listing, ...terms };
    return isFreeFor(from, until, min, max, stayRequest(moveIn, moveOut));
  };

  it('matches a move-in on or after the first free day', () => {
    expect(free('2027-09-01', null)).toBe(true);
    expect(free('2027-12-24', null)).toBe(true);
    expect(free('2027-08-31', null)).toBe(false);
    // Without a move-out, neither the end date nor the stays are asked about.
    expect(free('2029-01-01', null)).toBe(true);
  });

  it('with a move-out, asks for the place to be free until then and for the stay to fit', () => {
    expect(free('2027-09-01', '2028-06-30')).toBe(true);
    expect(free('2027-09-01', '2028-07-01')).toBe(false);
    expect(free('2027-09-01', '2028-07-01', { until: null })).toBe(true);
    // 1 Sep → 30 Jun is 10 months: at most 10 passes, at most 9 does not.
    expect(free('2027-09-01', '2028-06-30', { max: 9 })).toBe(false);
    expect(free('2027-09-01', '2028-06-30', { max: null, min: 10 })).toBe(true);
    expect(free('2027-09-01', '2028-06-30', { min: 11, until: null, max: null })).toBe(false);
    // 1 Sep → 31 Jan is 5 months, the minimum.
    expect(free('2027-09-01', '2028-01-31')).toBe(true);
    expect(free('2027-09-01', '2028-01-01')).toBe(false);
    expect(free('2027-08-31', '2028-01-31')).toBe(false);
  });
});

describe('total a month', () => {
  it('is the rent when bills are included, and the rent plus their estimate when not', () => {
    expect(totalMonthly({ price: 650, billsIncluded: true, billsEstimate: null })).toBe(650);
    expect(totalMonthly({ price: 650, billsIncluded: false, billsEstimate: 85 })).toBe(735);
  });
});

describe('the Date scalar', () => {
  const refusal = (run: () => unknown) => {
    try {
      run();
    } catch (error) {
      return error instanceof GraphQLError ? error.extensions.code : error;
    }
    return 'accepted';
  };

  it('reads and writes ISO dates as the very same text', () => {
    expect(DateScalar.parseValue('2028-02-29')).toBe('2028-02-29');
    expect(DateScalar.serialize('2027-09-01')).toBe('2027-09-01');
    expect(DateScalar.parseLiteral({ kind: Kind.STRING, value: '2027-09-01' })).toBe('2027-09-01');
  });

  it('refuses anything else as INVALID_INPUT, in variables, literals and stored values alike', () => {
    for (const value of ['2027-02-29', '2027-9-1', '2027-09-01T00:00:00Z', '', 20270901, null, new Date(0), { year: 2027 }]) {
      expect(
        refusal(() => DateScalar.parseValue(value)),
        JSON.stringify(value),
      ).toBe('INVALID_INPUT');
      expect(
        refusal(() => DateScalar.serialize(value)),
        JSON.stringify(value),
      ).toBe('INVALID_INPUT');
    }
    expect(refusal(() => DateScalar.parseLiteral({ kind: Kind.STRING, value: '2027-13-01' }))).toBe('INVALID_INPUT');
    expect(refusal(() => DateScalar.parseLiteral({ kind: Kind.INT, value: '20270901' }))).toBe('INVALID_INPUT');
  });
});
