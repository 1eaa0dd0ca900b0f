/** Shared steps for the sign-up, log-in, code-screen and session tests. */
import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { storageKeys } from '../../src/api/store/keys';

// The pages are lazy routes: the first one a cold worker imports can take over a second to
// transform on a busy machine, longer than Testing Library's default wait.
configure({ asyncUtilTimeout: 10_000 });

export interface SeedUser {
  id: string;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  isVerified: boolean;
}

export const ana: SeedUser = { id: 'u-ana', firstName: 'Ana', lastName: 'Silva', email: 'ana@uni.eu', phone: null, isVerified: true };
export const ben: SeedUser = { id: 'u-ben', firstName: 'Ben', lastName: 'Okafor', email: null, phone: '+31612345678', isVerified: true };

/** Registers accounts the way the backend stores them, optionally signing one in. */
export function seedUsers(users: SeedUser[], signedIn?: SeedUser) {
  localStorage.setItem(storageKeys.users, JSON.stringify(users));
  if (signedIn) localStorage.setItem(storageKeys.currentUser, JSON.stringify(signedIn));
}

/** The last code the backend "sent", read from its log line as a user reads the console. */
export function lastCode(logs: string[]): string {
  const code = /: (\d{6})$/.exec(logs.findLast((line) => line.includes('Verification code')) ?? '')?.[1];
  if (!code) throw new Error('no code was sent');
  return code;
}

/** A code that is certainly not the one sent. */
export function wrongCode(logs: string[]): string {
  return lastCode(logs) === '000000' ? '111111' : '000000';
}

/** Fake timers that still let userEvent and Testing Library's waits run. */
export function installFakeClock() {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
}

export const codeInput = () => screen.getByLabelText('Verification code');
export const verifyButton = () => screen.getByRole('button', { name: 'Verify Code' });
