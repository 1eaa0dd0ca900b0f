/**
 * What the server's conversation and booking journeys share: a student signs up (the code read
 * from the server's console line) and writes to a listing's landlord from the listing page, and
 * the landlord logs in by code in another browser.
 */
import type { Page } from '@playwright/test';
import { enterCode, fillSignup } from '../e2e/accounts-helpers';
import { expect } from '../e2e/fixtures';
import { lineCount, nextCode } from './serverOutput';

export const messagesLink = (page: Page, name: string) => page.getByRole('banner').getByRole('link', { name, exact: true });

/** Ana Silva signs up as `email` from /signup, and lands on home signed in. */
export async function signUpStudent(page: Page, email: string): Promise<void> {
  await page.goto('/signup');
  await fillSignup(page, { first: 'Ana', last: 'Silva', email });
  const from = lineCount();
  await page.getByRole('button', { name: 'Send Verification Code' }).click();
  await enterCode(page, await nextCode(email, from));
  await expect(page).toHaveURL('/');
  await expect(messagesLink(page, 'Messages')).toBeVisible();
}

/** The signed-in student's first message to the listing's landlord, through the listing page's contact form. */
export async function writeFromListing(page: Page, { listingId, email, message }: { listingId: string; email: string; message: string }): Promise<void> {
  await page.goto(`/property/${listingId}`);
  const form = page.getByRole('form', { name: 'Interested in this property?' });
  // The server's HTML is an anonymous visitor's, which the app replaces for a signed-in one
  // (hydratable.ts): a fill that Playwright aims at the server's field as the app removes it lands on
  // a field no longer on the page (no person can type there). These journeys are about the
  // conversation: they type into the account's form (its email filled in).
  await expect(form.getByLabel('Email')).toHaveValue(email);
  await form.getByLabel('Phone').fill('+31 6 1234 5678');
  await form.getByLabel('Message').fill(message);
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Message Sent! The landlord will get back to you within 24 hours.')).toBeVisible();
}

/** Logs in on the login page `page` is on (by code), as `email`. */
export async function logInByCode(page: Page, email: string): Promise<void> {
  await page.getByLabel('Email address').fill(email);
  const from = lineCount();
  await page.getByRole('button', { name: 'Send Verification Code' }).click();
  await enterCode(page, await nextCode(email, from));
}
