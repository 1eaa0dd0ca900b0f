/**
 * The one-time code's invariants over random sequences of sends, guesses and waiting: a code
 * verifies at most once, never after 5 wrong tries, never after 300 s, and a code replaced by a
 * newer one is dead. A small model predicts every outcome, so the test also fails if a right code
 * is ever refused.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createTestApi } from '../api/harness';
import { SendOtp, VerifyOtp } from '../api/operations';
import { expectStorageWellFormed, expectTyped } from './invariants';
import { fuzz } from './runs';

const people = [
  { type: 'EMAIL', contact: 'ana@uni.eu' },
  { type: 'EMAIL', contact: 'bo@uni.eu' },
  { type: 'PHONE', contact: '+31612345678' },
] as const;

const who = fc.integer({ min: 0, max: people.length - 1 });
const step = fc.oneof(
  { arbitrary: fc.record({ kind: fc.constant('send' as const), who }), weight: 2 },
  {
    arbitrary: fc.record({
      kind: fc.constant('verify' as const),
      who,
      guess: fc.oneof(fc.constant('latest' as const), fc.constant('earlier' as const), fc.stringMatching(/^\d{6}$/)),
    }),
    weight: 6,
  },
  { arbitrary: fc.record({ kind: fc.constant('wait' as const), ms: fc.oneof(fc.integer({ min: 0, max: 400_000 }), fc.constant(300_000)) }), weight: 1 },
);

interface Sent {
  who: number;
  code: string;
  expires: number;
  verifications: number;
  wrongTries: number;
}

describe('one-time code invariants', () => {
  it('a code verifies at most once, never after 5 wrong tries, never once expired', async (context) => {
    await fuzz(
      context,
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 25 }), async (steps) => {
        let now = Date.UTC(2026, 10, 22, 10);
        const api = createTestApi({ context: { now: () => now } });
        const sent: Sent[] = [];
        let pending: Sent | null = null;

        for (const action of steps) {
          if (action.kind === 'wait') {
            now += action.ms;
            continue;
          }
          const person = people[action.who]!;
          if (action.kind === 'send') {
            await api.data(SendOtp, { input: { ...person, intent: 'SIGNUP' } });
            pending = { who: action.who, code: api.lastCode(), expires: now + 300_000, verifications: 0, wrongTries: 0 };
            sent.push(pending);
            continue;
          }
          const mine = sent.filter((record) => record.who === action.who);
          const target = action.guess === 'latest' ? mine.at(-1) : action.guess === 'earlier' ? mine.at(-2) : undefined;
          const code = target?.code ?? (typeof action.guess === 'string' && /^\d{6}$/.test(action.guess) ? action.guess : '000000');

          // What the rules say should happen, from the model alone.
          let expected: string;
          if (pending === null || now > pending.expires) {
            expected = 'OTP_EXPIRED';
            pending = null;
          } else if (pending.who === action.who && pending.code === code) {
            expected = 'VERIFIED';
          } else {
            pending.wrongTries += 1;
            expected = pending.wrongTries >= 5 ? 'TOO_MANY_ATTEMPTS' : 'INVALID_OTP';
          }

          const result = await api.run(VerifyOtp, { input: { ...person, code } });
          expectTyped(result, (data) => data.verifyOtp);
          const { verified, errors } = result.data!.verifyOtp;
          expect(verified ? 'VERIFIED' : errors[0]?.code).toBe(expected);

          if (verified) {
            const issued = sent.find((record) => record.who === action.who && record.code === code && record === pending);
            expect(issued).toBeDefined();
            // The invariants themselves, independent of how the model got there:
            expect(issued!.verifications).toBe(0);
            expect(issued!.wrongTries).toBeLessThan(5);
            expect(now).toBeLessThanOrEqual(issued!.expires);
            issued!.verifications += 1;
          }
          if (expected !== 'INVALID_OTP') pending = null;
          expectStorageWellFormed(api.storage);
        }
      }),
    );
  });
});
