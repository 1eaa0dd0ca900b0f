/**
 * Conversations in the browser mode (issue #34), against the production build: a student writes
 * from the listing page, logs out; the listing's landlord (a sample owner's email) logs in, sees
 * 'Messages 1', reads and replies with Enter (desktop) or 'Send' (phone); the student logs in again
 * and reads the reply. Axe-clean list and thread at 1280 and 390 px.
 */
import type { Page } from '@playwright/test';
import { generateProperties } from '../../scripts/data/generate';
import { sampleLandlordAccount } from '../../src/api/data/sampleLandlords';
import { enterCode, fillSignup, openInbox, requestLoginCode, type Inbox } from './accounts-helpers';
import { axeViolations } from './axe';
import { expect, test } from './fixtures';

const listing = generateProperties()[3]!;
const QUESTION = 'Is the room still free in September?\nI study at the university nearby.';
const ANSWER = 'Yes, from the 1st. Come and see it!';

/** A phone's header keeps the account in its menu: open it first. */
async function openMenu(page: Page) {
  const menu = page.getByRole('button', { name: 'Menu' });
  if (page.viewportSize()!.width < 700 && (await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
}

async function signedIn(page: Page) {
  await expect(page.getByRole('banner').getByRole('link', { name: /^Messages/ })).toBeVisible();
}

async function logIn(page: Page, inbox: Inbox, email: string) {
  await requestLoginCode(page, { email });
  await enterCode(page, await inbox.next(email));
  await signedIn(page);
}

async function logOut(page: Page) {
  await openMenu(page);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: /^Messages/ })).toHaveCount(0);
}

/** The header's Messages link: in the row at both widths. */
const messagesLink = (page: Page, name: string) => page.getByRole('banner').getByRole('link', { name, exact: true });

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 800 } });

    test('a student writes from the listing page, the landlord replies, the student reads the reply', async ({ page }) => {
      const inbox = openInbox(page);
      const student = `ana${width}@uni.eu`;
      await page.goto('/signup');
      await fillSignup(page, { first: 'Ana', last: 'Silva', email: student });
      await page.getByRole('button', { name: 'Send Verification Code' }).click();
      await enterCode(page, await inbox.next(student));
      await signedIn(page);

      await page.goto(`/property/${listing.id}`);
      const form = page.getByRole('form', { name: 'Interested in this property?' });
      // The prerendered page is an anonymous visitor's, which the app replaces for a signed-in one
      // (hydratable.ts): a fill that Playwright aims at the prerendered field as the app removes it
      // lands on a field no longer on the page (no person can type there). This journey is about the
      // conversation: it types into the account's form (its email filled in).
      await expect(form.getByLabel('Email')).toHaveValue(student);
      await form.getByLabel('Phone').fill('+31 6 1234 5678');
      await form.getByLabel('Message').fill(QUESTION);
      await form.getByRole('button', { name: 'Send Message' }).click();
      await expect(page.getByText('Message Sent! The landlord will get back to you within 24 hours.')).toBeVisible();
      // The student's own copy, at once; nothing unread on their side.
      await messagesLink(page, 'Messages').click();
      await expect(page.getByRole('heading', { name: 'Messages', level: 1 })).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: new RegExp(listing.name) })).toContainText('Is the room still free in September?');
      await logOut(page);

      await logIn(page, inbox, listing.landlord.email);
      await messagesLink(page, 'Messages 1').click();
      const row = page.getByRole('main').getByRole('link', { name: new RegExp(listing.name) });
      await expect(row).toContainText('With Ana, a student');
      await expect(row).toContainText('Unread');
      expect(await axeViolations(page)).toEqual([]);
      await row.click();
      const thread = page.getByRole('list', { name: 'Messages in this conversation' });
      await expect(thread.getByRole('listitem')).toHaveCount(1);
      await expect(thread).toContainText('I study at the university nearby.');
      await expect(messagesLink(page, 'Messages')).toBeVisible();

      const reply = page.getByRole('textbox', { name: 'Reply' });
      await page.getByRole('button', { name: 'Send', exact: true }).click();
      await expect(reply).toBeFocused();
      await expect(page.getByText('Please write a message.')).toBeVisible();
      await reply.fill(ANSWER);
      if (width === 1280) {
        await reply.press('Shift+Enter');
        await reply.press('Backspace');
        await reply.press('Enter');
      } else {
        await page.getByRole('button', { name: 'Send', exact: true }).click();
      }
      await expect(thread.getByRole('listitem')).toHaveCount(2);
      await expect(thread.getByRole('listitem').last()).toContainText(ANSWER);
      await expect(reply).toHaveValue('');
      expect(await axeViolations(page)).toEqual([]);
      await logOut(page);

      await logIn(page, inbox, student);
      await messagesLink(page, 'Messages 1').click();
      await page
        .getByRole('main')
        .getByRole('link', { name: new RegExp(listing.name) })
        .click();
      await expect(page.getByRole('list', { name: 'Messages in this conversation' }).getByRole('listitem').last()).toContainText(ANSWER);
      await expect(messagesLink(page, 'Messages')).toBeVisible();
    });
  });
}

test('a reply sent while another tab writes the conversations waits its turn, and neither write is lost', async ({ context }) => {
  const landlord = sampleLandlordAccount(listing.landlord);
  const student = { id: 'u-ana', firstName: 'Ana', lastName: 'Silva', email: 'ana@uni.eu', phone: null, isVerified: true };
  const sentAt = Date.now() - 60_000;
  const book = {
    nextId: 2,
    conversations: [
      {
        id: 'c1',
        listingId: listing.id,
        listingName: listing.name,
        landlordId: landlord.id,
        landlordName: landlord.firstName,
        studentId: student.id,
        studentEmail: student.email,
        studentName: student.firstName,
        lastMessageId: 1,
        lastMessageAt: sentAt,
        lastMessageStart: 'Is the room still free?',
        studentUnread: false,
        // Read already: opening the thread writes nothing, so the only write waiting is the reply.
        landlordUnread: false,
      },
    ],
    messages: [{ id: 1, conversationId: 'c1', senderRole: 'STUDENT', text: 'Is the room still free?', sentAt }],
  };
  const seed = { users: JSON.stringify([landlord, student]), current: JSON.stringify(landlord), book: JSON.stringify(book) };
  await context.addInitScript((values) => {
    if (localStorage.getItem('campusnest:v1:users') !== null) return;
    localStorage.setItem('campusnest:v1:users', values.users);
    localStorage.setItem('campusnest:v1:currentUser', values.current);
    localStorage.setItem('campusnest:v1:conversations', values.book);
  }, seed);
  const [other, writer] = [await context.newPage(), await context.newPage()];
  await other.goto('/messages');
  await expect(other.getByRole('heading', { name: 'Messages', level: 1 })).toBeVisible();
  await writer.goto('/messages/c1');
  await expect(writer.getByRole('list', { name: 'Messages in this conversation' }).getByRole('listitem')).toHaveCount(1);

  // The other tab reads the key and, holding its lock, writes back what it read once the writer's
  // reply is waiting for the lock: without the lock the reply would be written first, then lost.
  const held = other.evaluate(
    () =>
      new Promise<void>((release) => {
        void navigator.locks.request('campusnest:conversations', async () => {
          const read = localStorage.getItem('campusnest:v1:conversations');
          for (;;) {
            const { pending = [] } = await navigator.locks.query();
            if (pending.some((lock) => lock.name === 'campusnest:conversations')) break;
            await new Promise((next) => setTimeout(next, 20));
          }
          localStorage.setItem('campusnest:v1:conversations', read ?? '');
          release();
        });
      }),
  );
  await writer.getByRole('textbox', { name: 'Reply' }).fill(ANSWER);
  await writer.getByRole('button', { name: 'Send', exact: true }).click();
  await held;
  const thread = writer.getByRole('list', { name: 'Messages in this conversation' });
  await expect(thread.getByRole('listitem')).toHaveCount(2);
  await expect(thread.getByRole('listitem').last()).toContainText(ANSWER);
  const kept = await writer.evaluate(() => JSON.parse(localStorage.getItem('campusnest:v1:conversations') ?? '{}') as { messages: Array<{ text: string }> });
  expect(kept.messages.map((message) => message.text)).toEqual(['Is the room still free?', ANSWER]);
});

test('a visitor opening /messages logs in first', async ({ page }) => {
  await page.goto('/messages/some-id');
  await expect(page).toHaveURL(/\/login\?next=%2Fmessages%2Fsome-id$/);
});
