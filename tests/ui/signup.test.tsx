import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { latencyMs, setLatencyScale } from '../../src/api/latency';
import { storageKeys } from '../../src/api/store/keys';
import { createStore, type BrowserStore } from '../../src/api/store/store';
import { REDIRECT_DELAY_MS } from '../../src/pages/signup/SignupWelcome';
import { ana, codeInput, installFakeClock, lastCode, seedUsers, verifyButton } from './accountsHelpers';
import { renderApp } from './renderApp';

type User = ReturnType<typeof installFakeClock>;

async function fillDetails(user: User, first: string, last: string, contact: string, method: 'Email' | 'Phone' = 'Email') {
  await user.type(await screen.findByLabelText('First name'), first);
  await user.type(screen.getByLabelText('Last name'), last);
  if (method === 'Phone') await user.click(screen.getByRole('radio', { name: 'Phone' }));
  await user.type(screen.getByLabelText(method === 'Email' ? 'Email address' : 'Phone number'), contact);
}

const sendButton = () => screen.getByRole('button', { name: 'Send Verification Code' });

/** The (fake) time at which an element with this text first takes focus. */
function whenFocused(text: string): Promise<number> {
  return new Promise((resolve) => {
    const onFocus = (event: FocusEvent) => {
      if (!(event.target instanceof HTMLElement) || event.target.textContent !== text) return;
      document.removeEventListener('focusin', onFocus);
      resolve(Date.now());
    };
    document.addEventListener('focusin', onFocus);
  });
}

/** The (fake) time at which the router first arrives at `pathname`. */
function whenRouted(router: ReturnType<typeof renderApp>['router'], pathname: string): Promise<number> {
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (state.location.pathname !== pathname) return;
      stop();
      resolve(Date.now());
    });
  });
}

afterEach(() => {
  vi.useRealTimers();
});

// A page whose code is still loading when the user goes to it (a slow network): it never arrives here.
vi.mock('../../src/pages/login/LoginPage', () => new Promise(() => undefined));

describe('/signup', () => {
  it('creates the account with the entered names, welcomes the user and goes home after 2 s', async () => {
    const user = installFakeClock();
    const { logs, router } = renderApp('/signup');
    await fillDetails(user, ' Maria ', 'Rossi', 'Maria@Uni.eu');
    await user.click(sendButton());
    expect(await screen.findByRole('heading', { name: 'Verify your email' })).toBeInTheDocument();
    expect(screen.getByText(/We sent a 6-digit code to/)).toHaveTextContent('We sent a 6-digit code to maria@uni.eu');
    await user.type(codeInput(), lastCode(logs));
    // The fake clock also runs on its own, with real time, so fixed advances could overshoot on a
    // slow machine. Note instead the fake time when the welcome takes focus (it starts its timer
    // in the same step) and when the router leaves, and compare the two.
    const welcomedAt = whenFocused('Welcome to CampusNest!');
    const redirectedAt = whenRouted(router, '/');
    await user.click(verifyButton());

    const heading = await screen.findByRole('heading', { name: 'Welcome to CampusNest!' });
    // Announced: the welcome is a status region.
    expect(heading.closest('[role="status"]')).not.toBeNull();
    await waitFor(() => expect(heading).toHaveFocus());
    expect(heading.nextElementSibling).toHaveTextContent(/^Your account has been created successfully\. Redirecting you to the homepage\.\.\.$/);
    // The header knows the user already, without a reload (it re-renders as a deferred update).
    expect(await within(screen.getByRole('banner')).findByText('Maria')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(REDIRECT_DELAY_MS));
    expect(router.state.location.pathname).toBe('/');
    expect((await redirectedAt) - (await welcomedAt)).toBe(REDIRECT_DELAY_MS);
    expect(within(screen.getByRole('banner')).getByText('Maria')).toBeInTheDocument();

    const [stored] = JSON.parse(localStorage.getItem(storageKeys.users)!) as Record<string, unknown>[];
    expect(stored).toMatchObject({ firstName: 'Maria', lastName: 'Rossi', email: 'maria@uni.eu', phone: null, isVerified: true });
  });

  it("never takes the user back home once they went elsewhere during the welcome's 2 s, even to a page still loading", async () => {
    const user = installFakeClock();
    const { logs, router } = renderApp('/signup');
    await fillDetails(user, 'Maria', 'Rossi', 'maria@uni.eu');
    await user.click(sendButton());
    await user.type(await screen.findByLabelText('Verification code'), lastCode(logs));
    await user.click(verifyButton());
    await screen.findByRole('heading', { name: 'Welcome to CampusNest!' });
    await act(() => vi.advanceTimersByTimeAsync(REDIRECT_DELAY_MS - 1));
    // The login page's code never arrives in this file (mocked above): the welcome stays on screen.
    void router.navigate('/login');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(router.state.location.pathname).toBe('/login');
    await act(() => vi.advanceTimersByTimeAsync(REDIRECT_DELAY_MS));
    expect(router.state.location.pathname).toBe('/login');
  });

  it('signs up with a phone number', async () => {
    const { user, logs } = renderApp('/signup');
    await fillDetails(user, 'Jan', 'Novak', '+420 601-234-567', 'Phone');
    const phone = screen.getByLabelText('Phone number');
    expect(phone).toHaveAttribute('type', 'tel');
    expect(phone).toHaveAttribute('autocomplete', 'tel');
    await user.click(sendButton());
    expect(await screen.findByRole('heading', { name: 'Verify your phone' })).toBeInTheDocument();
    expect(screen.getByText(/We sent a 6-digit code to/)).toHaveTextContent('+420601234567');
    await user.type(codeInput(), lastCode(logs));
    await user.click(verifyButton());
    expect(await screen.findByRole('heading', { name: 'Welcome to CampusNest!' })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(storageKeys.currentUser)!)).toMatchObject({ firstName: 'Jan', phone: '+420601234567', email: null });
  });

  it('requires every field, with a message under each and focus on the first', async () => {
    const { user, logs } = renderApp('/signup');
    await user.click(await screen.findByRole('button', { name: 'Send Verification Code' }));
    expect(screen.getByLabelText('First name')).toHaveAccessibleDescription('First name is required.');
    expect(screen.getByLabelText('Last name')).toHaveAccessibleDescription('Last name is required.');
    expect(screen.getByLabelText('Email address')).toHaveAccessibleDescription('Please enter your email address.');
    expect(screen.getByLabelText('First name')).toHaveFocus();
    for (const name of ['First name', 'Last name', 'Email address']) expect(screen.getByLabelText(name)).toBeRequired();
    await user.type(screen.getByLabelText('First name'), 'Maria');
    expect(screen.getByLabelText('First name')).not.toHaveAttribute('aria-invalid');
    await user.type(screen.getByLabelText('Last name'), 'Rossi');
    await user.type(screen.getByLabelText('Email address'), 'maria@');
    await user.click(sendButton());
    expect(screen.getByLabelText('Email address')).toHaveAccessibleDescription('Please enter a valid email address, like name@example.com.');
    expect(screen.getByLabelText('Email address')).toHaveFocus();
    expect(logs).toEqual([]);
  });

  it('switches the contact input with the method and keeps what was typed for each', async () => {
    const { user } = renderApp('/signup');
    const email = await screen.findByLabelText('Email address');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByRole('radio', { name: 'Email' })).toBeChecked();
    await user.type(email, 'maria@uni.eu');
    await user.click(screen.getByRole('radio', { name: 'Phone' }));
    expect(screen.queryByLabelText('Email address')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Phone number'), '0612345678');
    await user.click(screen.getByRole('radio', { name: 'Email' }));
    expect(screen.getByLabelText('Email address')).toHaveValue('maria@uni.eu');
  });

  it('refuses a contact that already has an account, with a link to log in, before sending a code', async () => {
    seedUsers([ana]);
    const { user, logs } = renderApp('/signup');
    await fillDetails(user, 'Ana', 'Again', 'ANA@uni.eu');
    await user.click(sendButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('An account with this email already exists. Please log in instead.');
    expect(within(alert).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(logs).toEqual([]);
    expect(JSON.parse(localStorage.getItem(storageKeys.users)!)).toHaveLength(1);
  });

  it("reads 'Sending OTP...' while busy", async () => {
    const user = installFakeClock();
    // A send that takes a minute: the fake clock also runs with real time, and at the spec's one
    // second a slow machine could finish sending before the test has pressed twice.
    setLatencyScale(60);
    const { logs } = renderApp('/signup');
    await fillDetails(user, 'Maria', 'Rossi', 'maria@uni.eu');
    await user.click(sendButton());
    expect(await screen.findByRole('button', { name: 'Sending OTP...' })).toHaveAttribute('aria-disabled', 'true');
    // A second press while busy sends nothing more.
    await user.click(screen.getByRole('button', { name: 'Sending OTP...' }));
    await act(() => vi.advanceTimersByTimeAsync(60 * latencyMs.sendOtp));
    expect(await screen.findByRole('heading', { name: 'Verify your email' })).toBeInTheDocument();
    expect(logs).toHaveLength(1);
  });

  it("shows 'Failed to send OTP. Please try again.' when sending throws", async () => {
    const store = createStore();
    const failing: BrowserStore = {
      ...store,
      issueCode: () => Promise.reject(new Error('quota exceeded')),
    };
    const { user } = renderApp('/signup', { context: { store: failing } });
    await fillDetails(user, 'Maria', 'Rossi', 'maria@uni.eu');
    await user.click(sendButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to send OTP. Please try again.');
    expect(screen.getByLabelText('First name')).toHaveValue('Maria');
  });

  it('goes Back from the code screen with everything still typed in', async () => {
    const { user } = renderApp('/signup');
    await fillDetails(user, 'Jan', 'Novak', '+420 601 234 567', 'Phone');
    await user.click(sendButton());
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText('First name')).toHaveValue('Jan');
    expect(screen.getByLabelText('Last name')).toHaveValue('Novak');
    expect(screen.getByRole('radio', { name: 'Phone' })).toBeChecked();
    expect(screen.getByLabelText('Phone number')).toHaveValue('+420 601 234 567');
    expect(screen.getByLabelText('Phone number')).toHaveFocus();
  });

  it('links to log-in', async () => {
    renderApp('/signup');
    const main = await screen.findByRole('main');
    expect(within(main).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });
});
