/**
 * What the app shows for the server's abuse limits and outages, in either mode: RATE_LIMITED on the
 * log-in and sign-up forms and on the code screen, and SERVICE_UNAVAILABLE on a page's load, which
 * it tries again by itself. The in-browser backend has no rate limits; the tests give it one.
 */
import { act, screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LimitedAction, RateLimit } from '../../src/api/rateLimit';
import { loadSampleCatalog } from '../../src/apollo/sampleCatalog';
import { errorStateMessages, retryDelayMs } from '../../src/components/ErrorState';
import { authMessages } from '../../src/features/auth/messages';
import { ana, codeInput, seedUsers, verifyButton } from './accountsHelpers';
import { renderApp } from './renderApp';

/** Refuses `action` with `seconds` to wait; lets everything else through. */
function limited(action: LimitedAction, seconds: number): RateLimit & { taken: LimitedAction[] } {
  const taken: LimitedAction[] = [];
  return {
    taken,
    take(what) {
      taken.push(what);
      return Promise.resolve(what === action ? seconds : null);
    },
    trustDevice() {},
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('RATE_LIMITED', () => {
  it('words the wait in seconds, then in minutes from 2 minutes on', () => {
    expect(authMessages.rateLimited(1)).toBe('Too many attempts. Please try again in 1 second.');
    expect(authMessages.rateLimited(45)).toBe('Too many attempts. Please try again in 45 seconds.');
    expect(authMessages.rateLimited(119)).toBe('Too many attempts. Please try again in 119 seconds.');
    expect(authMessages.rateLimited(601)).toBe('Too many attempts. Please try again in 11 minutes.');
  });

  it('is shown under the contact on the log-in form, and no code is sent', async () => {
    seedUsers([ana]);
    const rateLimit = limited('sendOtp', 42);
    const { user, logs } = renderApp('/login', { context: { rateLimit } });
    await user.type(await screen.findByLabelText('Email address'), ana.email!);
    await user.click(screen.getByRole('button', { name: 'Send Verification Code' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Too many attempts. Please try again in 42 seconds.');
    expect(screen.getByLabelText('Email address')).toHaveAttribute('aria-invalid', 'true');
    expect(logs).toEqual([]);
    expect(rateLimit.taken).toEqual(['sendOtp']);
  });

  it('is shown on the sign-up form', async () => {
    const { user } = renderApp('/signup', { context: { rateLimit: limited('sendOtp', 900) } });
    await user.type(await screen.findByLabelText('First name'), 'Ana');
    await user.type(screen.getByLabelText('Last name'), 'Silva');
    await user.type(screen.getByLabelText('Email address'), 'new@uni.eu');
    await user.click(screen.getByRole('button', { name: 'Send Verification Code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please try again in 15 minutes.');
  });

  it('is shown on the code screen, and the code is not tried', async () => {
    seedUsers([ana]);
    const { user } = renderApp('/login', { context: { rateLimit: limited('verifyOtp', 30) } });
    await user.type(await screen.findByLabelText('Email address'), ana.email!);
    await user.click(screen.getByRole('button', { name: 'Send Verification Code' }));
    await screen.findByRole('heading', { name: 'Verify your email' });
    await user.type(codeInput(), '123456');
    await user.click(verifyButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please try again in 30 seconds.');
    // Still on the code screen, the code kept for a later try.
    expect(codeInput()).toHaveValue('123456');
  });
});

describe('SERVICE_UNAVAILABLE', () => {
  const unavailable = () => Promise.reject(new GraphQLError('CampusNest is temporarily unavailable.', { extensions: { code: 'SERVICE_UNAVAILABLE' } }));

  it('backs off 2, 4, 8… seconds, at most 30', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(retryDelayMs)).toEqual([2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000]);
  });

  it('says the service is unavailable, tries again by itself, and shows the list once it is back', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let down = true;
    let tries = 0;
    renderApp('/search', {
      context: {
        catalog: () => {
          tries += 1;
          return down ? unavailable() : loadSampleCatalog();
        },
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load the properties.");
    expect(alert).toHaveTextContent(errorStateMessages.unavailable);
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeEnabled();
    const before = tries;
    // Still down at the first automatic try: the box stays, and the next try waits longer.
    await act(() => vi.advanceTimersByTimeAsync(retryDelayMs(0)));
    await vi.waitFor(() => {
      expect(tries).toBeGreaterThan(before);
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(errorStateMessages.unavailable);
    down = false;
    await act(() => vi.advanceTimersByTimeAsync(retryDelayMs(1)));
    expect(await screen.findByText('50 properties found')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('does not try again by itself after an ordinary failure', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let tries = 0;
    renderApp('/search', {
      context: {
        catalog: () => {
          tries += 1;
          return Promise.reject(new Error('a bug'));
        },
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(errorStateMessages.generic);
    const before = tries;
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(tries).toBe(before);
  });
});
