/**
 * Conversations in server mode (issue #34), two browsers: a student signs up and writes from the
 * listing page; the listing's landlord, in another browser, logs in, sees 'Messages 1', opens the
 * thread and replies; the student is mailed (the server's console line, with the thread's link),
 * follows it and reads the reply.
 */
import { expect, test } from '../e2e/fixtures';
import { lineCount, nextLine } from './serverOutput';
import { logInByCode, messagesLink, signUpStudent, writeFromListing } from './studentWrites';
import { journeyListings } from './journeyListings';

const listing = journeyListings.messages;
const STUDENT = 'ana.messages@uni.eu';

test('a student writes, the landlord replies in another browser, the student follows the mail to the reply', async ({ page, browser }) => {
  await signUpStudent(page, STUDENT);
  await writeFromListing(page, { listingId: listing.id, email: STUDENT, message: 'Is the room still free in September?' });

  const landlordContext = await browser.newContext();
  const landlord = await landlordContext.newPage();
  await landlord.goto('/messages');
  await expect(landlord).toHaveURL(/\/login\?next=%2Fmessages$/);
  await logInByCode(landlord, listing.landlord.email);
  await expect(landlord).toHaveURL(/\/messages$/);
  await expect(messagesLink(landlord, 'Messages 1')).toBeVisible();
  await landlord
    .getByRole('main')
    .getByRole('link', { name: new RegExp(listing.name) })
    .click();
  const thread = landlord.getByRole('list', { name: 'Messages in this conversation' });
  await expect(thread).toContainText('Is the room still free in September?');
  await expect(messagesLink(landlord, 'Messages')).toBeVisible();
  const from = lineCount();
  await landlord.getByRole('textbox', { name: 'Reply' }).fill('Yes, from the 1st.');
  await landlord.getByRole('textbox', { name: 'Reply' }).press('Enter');
  await expect(thread.getByRole('listitem')).toHaveCount(2);
  await landlordContext.close();

  const mail = await nextLine(new RegExp(`^\\[CampusNest\\] New message from \\S+ about .+ to ${STUDENT.replace('.', '\\.')}: \\S+/messages/\\S+$`), from);
  const link = new URL(mail.slice(mail.lastIndexOf(' ') + 1));
  await page.goto('/');
  await expect(messagesLink(page, 'Messages 1')).toBeVisible();
  await page.goto(link.pathname);
  await expect(page.getByRole('list', { name: 'Messages in this conversation' }).getByRole('listitem').last()).toContainText('Yes, from the 1st.');
  await expect(messagesLink(page, 'Messages')).toBeVisible();
});
