import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '../../src/api/store/keys';
import type { ApiContext } from '../../src/api/context';
import { createStore, type BrowserStore } from '../../src/api/store/store';
import { formatCountdown, secondsUntil } from '../../src/features/auth/useCountdown';
import { ana, codeInput, lastCode, seedUsers, installFakeClock, verifyButton, wrongCode } from './accountsHelpers';
import { nextTask } from '../../src/apollo/nextTask';
import { scriptedCodes } from '../api/scriptedCodes';
import { renderApp } from './renderApp';

type User = ReturnType<typeof installFakeClock>;

/**
 * Presses `button` with the fake clock stopped, and waits until `find` finds something. The clock
 * stays stopped: a countdown the answer starts then reads exactly what the test advances, where
 * the clock left running (it keeps pace with real time) could tick before the test looks. Testing
 * Library's waits hand work on with a zero-delay timer, which a stopped clock never fires, so this
 * waits task by task; `resumeClock()` before using them again.
 */
async function pressWithClockStopped(button: HTMLElement, find: () => HTMLElement | null): Promise<HTMLElement> {
  vi.setTimerTickMode('manual');
  fireEvent.click(button);
  // As Testing Library's own waits do: the app's updates are not the test's actions.
  const react = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const actEnvironment = react.IS_REACT_ACT_ENVIRONMENT;
  react.IS_REACT_ACT_ENVIRONMENT = false;
  try {
    for (;;) {
      const found = find();
      if (found) return found;
      await nextTask();
    }
  } finally {
    react.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  }
}

const resumeClock = () => vi.setTimerTickMode('interval');
const countdownAt = (time: string) => () => screen.queryByText(`Code expires in ${time}`);

/**
 * Opens the log-in code screen for Ana, with the clock faked from the start; `clockStopped` keeps
 * it stopped from the moment the code is sent, for tests that read the countdown.
 */
async function openCodeScreen(
  context: Partial<Omit<ApiContext, 'store' | 'session' | 'catalog' | 'ownedListings'>> & { store?: BrowserStore } = {},
  { clockStopped = false } = {},
) {
  const user = installFakeClock();
  seedUsers([ana]);
  const view = renderApp('/login', { context });
  await user.type(await screen.findByLabelText('Email address'), ana.email!);
  await pressWithClockStopped(screen.getByRole('button', { name: 'Send Verification Code' }), () =>
    screen.queryByRole('heading', { name: 'Verify your email' }),
  );
  if (!clockStopped) resumeClock();
  return { ...view, user };
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

async function tryCode(user: User, code: string) {
  resumeClock();
  await user.clear(codeInput());
  await user.type(codeInput(), code);
  await user.click(verifyButton());
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the countdown', () => {
  it('formats m:ss and rounds partial seconds up', () => {
    expect(formatCountdown(300)).toBe('5:00');
    expect(formatCountdown(59)).toBe('0:59');
    expect(formatCountdown(0)).toBe('0:00');
    expect(secondsUntil(10_000, 9_001)).toBe(1);
    expect(secondsUntil(10_000, 10_500)).toBe(0);
  });

  it('starts at 5:00, ticks every second and offers Resend Code at 0:00', async () => {
    await openCodeScreen({}, { clockStopped: true });
    expect(screen.getByText('Code expires in 5:00')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend Code' })).not.toBeInTheDocument();
    await advance(1000);
    expect(screen.getByText('Code expires in 4:59')).toBeInTheDocument();
    await advance(238_000);
    expect(screen.getByText('Code expires in 1:01')).toBeInTheDocument();
    await advance(61_000);
    expect(screen.getByText('Code expires in 0:00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend Code' })).toBeInTheDocument();
  });

  it('is not a live region; only the last minute and the expiry are announced', async () => {
    await openCodeScreen({}, { clockStopped: true });
    const countdown = screen.getByText('Code expires in 5:00');
    expect(countdown.closest('[aria-live], [role="status"], [role="alert"]')).toBeNull();
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();
    await advance(239_000);
    expect(status).toBeEmptyDOMElement();
    await advance(1000);
    expect(status).toHaveTextContent('One minute left to enter the code.');
    await advance(60_000);
    expect(status).toHaveTextContent('The code has expired. Use Resend Code to get a new one.');
  });

  it('resends a new code at 0:00 and restarts at 5:00', async () => {
    const [first, second] = ['482913', '075361'] as const;
    const { user, logs } = await openCodeScreen({ random: scriptedCodes(first, second) });
    expect(lastCode(logs)).toBe(first);
    await advance(300_000);
    expect(await pressWithClockStopped(screen.getByRole('button', { name: 'Resend Code' }), countdownAt('5:00'))).toBeInTheDocument();
    expect(logs).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Resend Code' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('A new code was sent to ana@uni.eu.');
    expect(codeInput()).toHaveFocus();
    // The earlier code was replaced by the new one.
    expect(lastCode(logs)).toBe(second);
    await tryCode(user, first);
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid OTP');
    await tryCode(user, second);
    expect(await within(screen.getByRole('banner')).findByText('Ana')).toBeInTheDocument();
  });

  it("says 'OTP expired' for a code entered after 5 minutes, and offers Resend Code", async () => {
    const { user, logs } = await openCodeScreen();
    await user.type(codeInput(), lastCode(logs));
    await advance(300_001);
    await user.click(verifyButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('OTP expired');
    expect(screen.getByRole('button', { name: 'Resend Code' })).toBeInTheDocument();
    expect(localStorage.getItem(storageKeys.pendingCode)).toBeNull();
  });
});

describe('the code input', () => {
  it('is one numeric one-time-code input of 6 digits that strips everything else', async () => {
    const { user } = await openCodeScreen();
    const input = codeInput();
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('maxlength', '6');
    expect(input).toHaveFocus();
    await user.type(input, '1a2-3 4b5');
    expect(input).toHaveValue('12345');
    expect(verifyButton()).toBeDisabled();
    await user.type(input, '6');
    expect(input).toHaveValue('123456');
    expect(verifyButton()).toBeEnabled();
    await user.type(input, '7');
    expect(input).toHaveValue('123456');
    await user.type(input, '{Backspace}');
    expect(verifyButton()).toBeDisabled();
  });

  it.each(['123 456', '123-456', ' 12 34 56 '])('accepts a pasted %j as 123456', async (pasted) => {
    const { user } = await openCodeScreen();
    await user.click(codeInput());
    await user.paste(pasted);
    expect(codeInput()).toHaveValue('123456');
    expect(verifyButton()).toBeEnabled();
  });

  it('keeps Verify Code disabled while empty', async () => {
    await openCodeScreen();
    expect(codeInput()).toHaveValue('');
    expect(verifyButton()).toBeDisabled();
  });
});

describe('wrong codes', () => {
  it("says 'Invalid OTP' under the input and lets the user try again", async () => {
    const { user, logs, router } = await openCodeScreen();
    await tryCode(user, wrongCode(logs));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Invalid OTP');
    expect(codeInput()).toHaveAttribute('aria-invalid', 'true');
    expect(codeInput().getAttribute('aria-describedby')).toContain(alert.parentElement!.id);
    expect(router.state.location.pathname).toBe('/login');
    await tryCode(user, lastCode(logs));
    expect(await within(screen.getByRole('banner')).findByText('Ana')).toBeInTheDocument();
  });

  it('voids the code after 5 wrong tries and offers Resend Code at once', async () => {
    const { user, logs } = await openCodeScreen();
    const right = lastCode(logs);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      await tryCode(user, wrongCode(logs));
      expect(await screen.findByRole('alert')).toHaveTextContent('Invalid OTP');
    }
    await tryCode(user, wrongCode(logs));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please request a new code.');
    expect(screen.getByRole('button', { name: 'Resend Code' })).toBeInTheDocument();
    expect(screen.queryByText(/Code expires in/)).not.toBeInTheDocument();
    // Even the right code no longer works.
    await tryCode(user, right);
    expect(await screen.findByRole('alert')).toHaveTextContent('OTP expired');
    expect(await pressWithClockStopped(screen.getByRole('button', { name: 'Resend Code' }), countdownAt('5:00'))).toBeInTheDocument();
    await tryCode(user, lastCode(logs));
    expect(await within(screen.getByRole('banner')).findByText('Ana')).toBeInTheDocument();
  });
});

describe('failures of the backend itself', () => {
  /** A store whose method throws from its (after + 1)th call on, as an unavailable storage would. */
  function storeFailing(method: 'verifyCode' | 'issueCode', after = 0): BrowserStore {
    const store = createStore();
    let calls = 0;
    const guard = () => {
      calls += 1;
      if (calls > after) throw new Error('storage unavailable');
    };
    return method === 'verifyCode'
      ? {
          ...store,
          verifyCode: async (attempt, now) => {
            guard();
            return store.verifyCode(attempt, now);
          },
        }
      : {
          ...store,
          issueCode: async (code) => {
            guard();
            await store.issueCode(code);
          },
        };
  }

  it("shows 'Verification failed. Please try again.' when verifying throws", async () => {
    const { user } = await openCodeScreen({ store: storeFailing('verifyCode') });
    await tryCode(user, '123456');
    expect(await screen.findByRole('alert')).toHaveTextContent('Verification failed. Please try again.');
    expect(verifyButton()).toBeEnabled();
  });

  it("shows 'Failed to resend OTP' when resending throws", async () => {
    const { user } = await openCodeScreen({ store: storeFailing('issueCode', 1) });
    await advance(300_000);
    await user.click(screen.getByRole('button', { name: 'Resend Code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to resend OTP');
    expect(screen.getByRole('button', { name: 'Resend Code' })).toBeEnabled();
  });
});
