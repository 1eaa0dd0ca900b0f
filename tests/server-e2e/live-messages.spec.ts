/**
 * Live conversations in server mode (issue #34), two browsers: the landlord has the thread open
 * and the student's new message appears in it within 2 seconds, with the header's count, without a
 * reload; the landlord's network drops while the student writes twice, and once it is back both
 * messages are there (the stream resumes from the last message seen).
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../e2e/fixtures';
import { logInByCode, messagesLink, signUpStudent, writeFromListing } from './studentWrites';
import { journeyListings } from './journeyListings';

const listing = journeyListings.liveMessages;
const STUDENT = 'ana.live@uni.eu';

const threadOf = (page: Page) => page.getByRole('list', { name: 'Messages in this conversation' });

async function reply(page: Page, text: string) {
  const box = page.getByRole('textbox', { name: 'Reply' });
  await box.fill(text);
  await box.press('Enter');
  await expect(threadOf(page)).toContainText(text);
}

test("the landlord's open thread shows the student's new messages live, and misses none across a dropped network", async ({ page, browser }) => {
  await signUpStudent(page, STUDENT);
  await writeFromListing(page, { listingId: listing.id, email: STUDENT, message: 'Is the room still free?' });
  await page.goto('/messages');
  await page
    .getByRole('main')
    .getByRole('link', { name: new RegExp(listing.name) })
    .click();
  await expect(threadOf(page)).toContainText('Is the room still free?');

  const landlordContext = await browser.newContext();
  const landlord = await landlordContext.newPage();
  await landlord.goto('/login?next=%2Fmessages');
  await logInByCode(landlord, listing.landlord.email);
  await expect(landlord).toHaveURL(/\/messages$/);
  await landlord
    .getByRole('main')
    .getByRole('link', { name: new RegExp(listing.name) })
    .click();
  await expect(threadOf(landlord)).toContainText('Is the room still free?');
  await expect(messagesLink(landlord, 'Messages')).toBeVisible();

  // Live, without a reload, within 2 seconds: the list and the header's count...
  await landlord.getByRole('banner').getByRole('link', { name: 'Messages', exact: true }).click();
  await expect(landlord).toHaveURL(/\/messages$/);
  await expect(landlord.getByRole('main')).toContainText('Is the room still free?');
  await reply(page, 'I could come on Monday.');
  await expect(landlord.getByRole('main')).toContainText('I could come on Monday.', { timeout: 2_000 });
  await expect(messagesLink(landlord, 'Messages 1')).toBeVisible({ timeout: 2_000 });
  // ...and the open thread.
  await landlord
    .getByRole('main')
    .getByRole('link', { name: new RegExp(listing.name) })
    .click();
  await expect(messagesLink(landlord, 'Messages')).toBeVisible();
  await reply(page, 'Around noon.');
  await expect(threadOf(landlord)).toContainText('Around noon.', { timeout: 2_000 });

  // The landlord's network drops while Ana writes twice; back online, both are there, in order.
  await landlordContext.setOffline(true);
  await reply(page, 'Or on Tuesday.');
  await reply(page, 'Whichever suits you.');
  await landlordContext.setOffline(false);
  const landlordThread = threadOf(landlord).getByRole('listitem');
  await expect(landlordThread).toHaveCount(5);
  await expect(landlordThread.nth(3)).toContainText('Or on Tuesday.');
  await expect(landlordThread.nth(4)).toContainText('Whichever suits you.');
  await landlordContext.close();
});
