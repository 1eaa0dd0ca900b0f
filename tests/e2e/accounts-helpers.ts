/** Steps the account journeys share: reading the "sent" codes from the console, and the forms. */
import { appOwnsPage } from './appCode';
import { expect, type Page } from '@playwright/test';

const CODE_LINE = /^\[CampusNest\] Verification code for (.+): (\d{6})$/;

/** Collects the codes the app logs, the way a tester reads them from the browser console. */
export function openInbox(page: Page) {
  const received: { contact: string; code: string }[] = [];
  let read = 0;
  page.on('console', (message) => {
    const match = CODE_LINE.exec(message.text());
    if (match) received.push({ contact: match[1]!, code: match[2]! });
  });
  return {
    /** Waits for the next code not read yet, and checks where it went. */
    async next(contact: string): Promise<string> {
      await expect.poll(() => received.length, { message: `a code for ${contact}` }).toBeGreaterThan(read);
      const entry = received[read]!;
      read += 1;
      expect(entry.contact).toBe(contact);
      return entry.code;
    },
    /** Every code logged so far. */
    get count() {
      return received.length;
    },
  };
}

export type Inbox = ReturnType<typeof openInbox>;

export async function fillSignup(page: Page, details: { first: string; last: string; email?: string; phone?: string }) {
  await page.getByLabel('First name').fill(details.first);
  await page.getByLabel('Last name').fill(details.last);
  if (details.phone !== undefined) {
    await page.getByRole('radio', { name: 'Phone' }).check();
    await page.getByLabel('Phone number').fill(details.phone);
  } else {
    await page.getByLabel('Email address').fill(details.email ?? '');
  }
}

/** Opens /login, enters the contact, runs `beforeSend` (a clock to stop, say) and sends the code. */
export async function requestLoginCode(page: Page, contact: { email?: string; phone?: string }, beforeSend?: () => Promise<void>) {
  await page.goto('/login');
  if (contact.phone !== undefined) {
    await page.getByRole('radio', { name: 'Phone' }).check();
    await page.getByLabel('Phone number').fill(contact.phone);
  } else {
    await page.getByLabel('Email address').fill(contact.email ?? '');
  }
  await beforeSend?.();
  await page.getByRole('button', { name: 'Send Verification Code' }).click();
}

export async function enterCode(page: Page, code: string) {
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Verify Code' }).click();
}

/** Where the journeys' fake clocks start (page.clock.install): any fixed moment will do. */
export const CLOCK_START = new Date('2030-01-01T09:00:00Z').getTime();

/**
 * Stops the page's installed clock about where it is: the code's countdown, the welcome's redirect
 * and the simulated latency then move only when the test runs the clock, so a slow machine cannot
 * let them run out before the test has looked. Resume it before loading a lazy page or running axe:
 * React's Suspense reveal and axe wait on timers.
 */
export async function pauseClock(page: Page) {
  // A page still starting needs its clock: the app replays a click made before it ran a task later
  // (src/prerender/replayEarlyEvents.ts). These tests are about what follows, not the first moment.
  await appOwnsPage(page);
  const now = await page.evaluate(() => Date.now());
  // A little ahead, as pauseAt cannot go back in time and the clock runs until the call lands.
  await page.clock.pauseAt(now + 5_000);
}

export function header(page: Page) {
  return page.getByRole('banner');
}

/** Signs up through the UI and waits for the redirect home. */
export async function signUp(page: Page, inbox: Inbox, details: { first: string; last: string; email: string }) {
  await page.goto('/signup');
  await fillSignup(page, details);
  await page.getByRole('button', { name: 'Send Verification Code' }).click();
  await enterCode(page, await inbox.next(details.email));
  await expect(page).toHaveURL('/');
}
