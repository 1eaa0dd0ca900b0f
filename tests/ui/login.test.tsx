import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { latencyMs, setLatencyScale } from '../../src/api/latency';
import { storageKeys } from '../../src/api/store/keys';
import { createStore, type BrowserStore } from '../../src/api/store/store';
import { ana, ben, codeInput, lastCode, seedUsers, installFakeClock, verifyButton } from './accountsHelpers';
import { renderApp } from './renderApp';

afterEach(() => {
  vi.useRealTimers();
});

describe('/login', () => {
  it('logs in with an email and a code, then shows home with the first name in the header', async () => {
    seedUsers([ana]);
    const view = renderApp('/login');
    const { user, logs } = view;
    await user.type(await screen.findByLabelText('Email address'), ' Ana@Uni.EU ');
    await user.click(screen.getByRole('button', { name: 'Send Verification Code' }));

    expect(await screen.findByRole('heading', { name: 'Verify your email' })).toBeInTheDocument();
    expect(screen.getByText(/We sent a 6-digit code to/)).toHaveTextContent('We sent a 6-digit code to ana@uni.eu');
    await user.type(codeInput(), lastCode(logs));
    await user.click(verifyButton());

    const header = screen.getByRole('banner');
    expect(await within(header).findByText('Ana')).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/');
    expect(JSON.parse(localStorage.getItem(storageKeys.currentUser)!)).toMatchObject({ id: ana.id });
    // Neither the code nor the verification token is kept in Apollo's cache.
    const cached = JSON.stringify(view.client.cache.extract());
    expect(cached).not.toContain(lastCode(logs));
    expect(cached).not.toMatch(/verificationToken|verifyOtp|sendOtp/);
  });

  it("asks for the code in the page's language, which the server's mail is written in", async () => {
    seedUsers([ana]);
    const view = renderApp('/login?lang=de');
    const asked: unknown[] = [];
    const { mailer } = view.context;
    view.context.mailer = {
      ...mailer,
      sendCode(mail) {
        asked.push(mail.language);
        return mailer.sendCode(mail);
      },
    };
    await view.user.type(await screen.findByLabelText('E-Mail-Adresse'), 'ana@uni.eu');
    await view.user.click(screen.getByRole('button', { name: 'Bestätigungscode senden' }));
    expect(await screen.findByRole('heading', { name: 'Bestätigen Sie Ihre E-Mail-Adresse' })).toBeInTheDocument();
    expect(asked).toEqual(['de']);
  });

  it('logs in with a phone number typed with spaces and brackets', async () => {
    seedUsers([ben]);
    const { user, logs, router } = renderApp('/login');
    await user.click(await screen.findByRole('radio', { name: 'Phone' }));
    const phone = screen.getByLabelText('Phone number');
    expect(phone).toHaveAttribute('type', 'tel');
    expect(phone).toHaveAttribute('autocomplete', 'tel');
    await user.type(phone, '+31 (6) 1234-5678');
    await user.click(screen.getByRole('button', { name: 'Send Verification Code' }));
    expect(await screen.findByRole('heading', { name: 'Verify your phone' })).toBeInTheDocument();
    expect(screen.getByText(/We sent a 6-digit code to/)).toHaveTextContent('+31612345678');
    await user.type(codeInput(), lastCode(logs));
    await user.click(verifyButton());
    expect(await within(screen.getByRole('banner')).findByText('Ben')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it("says 'User not found' with a link to sign up, before any code is sent", async () => {
    const { user, logs } = renderApp('/login');
    await user.type(await screen.findByLabelText('Email address'), 'nobody@uni.eu');
    await user.click(screen.getByRole('button', { name: 'Send Verification Code' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('User not found')).toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    expect(screen.getByLabelText('Email address')).toHaveAttribute('aria-invalid', 'true');
    expect(logs).toEqual([]);
    expect(localStorage.getItem(storageKeys.pendingCode)).toBeNull();
    expect(screen.queryByRole('heading', { name: /Verify your/ })).not.toBeInTheDocument();
  });

  it('checks the contact in the form with the same rules as the backend', async () => {
    const { user, logs } = renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Send Verification Code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter your email address.');
    await user.type(screen.getByLabelText('Email address'), 'ana@uni');
    await user.click(screen.getByRole('button', { name: 'Send Verification Code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid email address, like name@example.com.');
    expect(screen.getByLabelText('Email address')).toHaveFocus();
    await user.click(screen.getByRole('radio', { name: 'Phone' }));
    await user.type(screen.getByLabelText('Phone number'), '12 34');
    await user.click(screen.getByRole('button', { name: 'Send Verification Code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid phone number with its country code, like +49 30 1234567.');
    expect(logs).toEqual([]);
  });

  it('refuses a contact that names someone else, and a number without its country code (#30 item 5)', async () => {
    const { user, logs } = renderApp('/login');
    const email = await screen.findByLabelText('Email address');
    for (const hostile of ['x<victim@example.org>', 'x,victim@example.org', 'attacker:victim@example.org', 'victim@example.org\u200b']) {
      await user.clear(email);
      await user.type(email, hostile);
      await user.click(screen.getByRole('button', { name: 'Send Verification Code' }));
      await waitFor(() => expect(email).toHaveAccessibleDescription('Please enter a valid email address, like name@example.com.'));
    }
    await user.click(screen.getByRole('radio', { name: 'Phone' }));
    await user.type(screen.getByLabelText('Phone number'), '030 1234567');
    await user.click(screen.getByRole('button', { name: 'Send Verification Code' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Phone number')).toHaveAccessibleDescription(
        'Please enter a valid phone number with its country code, like +49 30 1234567.',
      ),
    );
    expect(logs).toEqual([]);
  });

  it("reads 'Sending OTP...' while the code is on its way", async () => {
    seedUsers([ana]);
    const user = installFakeClock();
    // A send that takes a minute: the fake clock also runs with real time, and at the spec's one
    // second a slow machine could finish sending before the test looks.
    setLatencyScale(60);
    renderApp('/login');
    await user.type(await screen.findByLabelText('Email address'), ana.email!);
    await user.click(screen.getByRole('button', { name: 'Send Verification Code' }));
    const busy = await screen.findByRole('button', { name: 'Sending OTP...' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    await vi.advanceTimersByTimeAsync(60 * latencyMs.sendOtp);
    expect(await screen.findByRole('heading', { name: 'Verify your email' })).toBeInTheDocument();
  });

  it("shows 'Failed to send OTP. Please try again.' when the backend fails", async () => {
    seedUsers([ana]);
    const store = createStore();
    const failing: BrowserStore = {
      ...store,
      issueCode: () => Promise.reject(new Error('quota exceeded')),
    };
    const { user } = renderApp('/login', { context: { store: failing } });
    await user.type(await screen.findByLabelText('Email address'), ana.email!);
    await user.click(screen.getByRole('button', { name: 'Send Verification Code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to send OTP. Please try again.');
    expect(screen.getByRole('button', { name: 'Send Verification Code' })).not.toHaveAttribute('aria-disabled', 'true');
  });

  it('goes Back from the code screen with the contact still there', async () => {
    seedUsers([ben]);
    const { user } = renderApp('/login');
    await user.click(await screen.findByRole('radio', { name: 'Phone' }));
    await user.type(screen.getByLabelText('Phone number'), '+31 6 1234 5678');
    await user.click(screen.getByRole('button', { name: 'Send Verification Code' }));
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    expect(screen.getByRole('radio', { name: 'Phone' })).toBeChecked();
    expect(screen.getByLabelText('Phone number')).toHaveValue('+31 6 1234 5678');
    expect(screen.getByLabelText('Phone number')).toHaveFocus();
  });

  it('links to sign-up', async () => {
    renderApp('/login');
    const main = await screen.findByRole('main');
    expect(within(main).getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
  });
});
