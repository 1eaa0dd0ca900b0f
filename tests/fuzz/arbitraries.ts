/** The inputs the fuzz tests draw from: hostile, random and edge-case values of each GraphQL type. */
import fc from 'fast-check';
import { hostileStrings, longHostileText } from './hostile';

const INT32_MAX = 2 ** 31 - 1;
const INT32_MIN = -(2 ** 31);

/** Any string a client could send: hostile ones, random unicode, huge ones and near-valid contacts. */
export const anyText: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...hostileStrings), weight: 3 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 80 }), weight: 3 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }), weight: 2 },
  { arbitrary: fc.string({ unit: 'binary-ascii', maxLength: 30 }), weight: 2 },
  { arbitrary: fc.integer({ min: 1, max: 200_000 }).map((length) => longHostileText(length)), weight: 1 },
  { arbitrary: fc.emailAddress(), weight: 2 },
  { arbitrary: fc.stringMatching(/^\+?[\d ()-.]{0,22}$/), weight: 2 },
  { arbitrary: fc.stringMatching(/^\d{6}$/), weight: 1 },
);

/** A GraphQL Int: the 32-bit extremes, around zero, and the sample data's ranges. */
export const anyInt: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(INT32_MIN, INT32_MAX, -1, 0, 1, 4, 5, 6, 300, 1500),
  fc.integer({ min: INT32_MIN, max: INT32_MAX }),
  fc.integer({ min: -10, max: 2000 }),
);

/** Values a GraphQL Int can never hold: the resolvers must never see them. */
export const outOfRangeInt: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(INT32_MAX + 1, INT32_MIN - 1, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER, 1.5, -0.5, Infinity),
  fc.double({ noNaN: true }).filter((value) => !Number.isInteger(value) || value > INT32_MAX || value < INT32_MIN),
);

export const contactType = fc.constantFrom('EMAIL' as const, 'PHONE' as const);
export const intent = fc.constantFrom('SIGNUP' as const, 'LOGIN' as const);

/** A key that may be absent, explicitly null or a value: all three reach a resolver differently. */
export function optional<T>(value: fc.Arbitrary<T>): fc.Arbitrary<T | null | undefined> {
  return fc.oneof(fc.constant(undefined), fc.constant(null), value);
}

/** Strings that are sometimes a known value, so the rare "it matched" paths are exercised too. */
export function textOr(...known: string[]): fc.Arbitrary<string> {
  return known.length > 0 ? fc.oneof(anyText, fc.constantFrom(...known)) : anyText;
}

/** Drops keys whose value is undefined, as JSON variables would. */
export function compact<T extends Record<string, unknown>>(record: T): T {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined)) as T;
}
