/**
 * Requests to book in the browser mode (issue #35), against the production build: a student
 * searches with dates, opens a listing from the results (the dates travel in the link), requests
 * to book with a message and sees it pending in /bookings; the listing's landlord (a sample
 * owner's email) logs in by code, sees the request under 'Requests' in /landlord and accepts it;
 * the same dated search then leaves the listing out, and its page shows the booked period.
 * Axe-clean panel, list and requests at 1280 and 390 px.
 */
import type { Page } from '@playwright/test';
import { generateProperties } from '../../scripts/data/generate';
import { sampleLandlordAccount } from '../../src/api/data/sampleLandlords';
import { bookingSummary } from '../../src/lib/bookingRules';
import { stampKey, storageKeys } from '../../src/lib/deviceStorage';
import { addDays, addMonths, utcToday } from '../../src/lib/calendarDate';
import { enterCode, openInbox, requestLoginCode, signUp, type Inbox } from './accounts-helpers';
import { axeViolations } from './axe';
import { expect, test } from './fixtures';

const listing = generateProperties().find((property) => property.availableUntil === null && property.maxStayMonths === null)!;
const soon = addDays(utcToday(), 2);
const moveIn = listing.availableFrom > soon ? listing.availableFrom : soon;
const moveOut = addMonths(moveIn, listing.minStayMonths);
const search = `/search?city=${encodeURIComponent(listing.city)}&moveIn=${moveIn}&moveOut=${moveOut}`;
const SHOTS = process.env.BOOKING_SHOTS;

async function openMenu(page: Page) {
  const menu = page.getByRole('button', { name: 'Menu' });
  if (page.viewportSize()!.width < 700 && (await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
}

async function logOut(page: Page) {
  await openMenu(page);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: /^Messages/ })).toHaveCount(0);
}

async function logIn(page: Page, inbox: Inbox, email: string) {
  await requestLoginCode(page, { email });
  await enterCode(page, await inbox.next(email));
  await expect(page).toHaveURL('/');
}

const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-${page.viewportSize()!.width}.png`, fullPage: false });
};

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 800 } });

    test('a student requests dates from a dated search, the landlord accepts, the dates leave the search', async ({ page }) => {
      const inbox = openInbox(page);
      const student = `ana${width}@uni.eu`;
      await signUp(page, inbox, { first: 'Ana', last: 'Silva', email: student });

      await page.goto(search);
      const card = page
        .getByRole('main')
        .getByRole('link', { name: new RegExp(listing.name) })
        .first();
      await card.click();
      await expect(page).toHaveURL(`/property/${listing.id}?moveIn=${moveIn}&moveOut=${moveOut}`);
      const panel = page.getByRole('region', { name: 'Book' });
      await expect(panel.getByLabel('Move-in')).toHaveValue(moveIn);
      await expect(panel).toContainText('Nothing is charged now.');
      if (width === 390) await page.getByRole('button', { name: 'Book', exact: true }).click();
      await panel.scrollIntoViewIfNeeded();
      await shot(page, 'book-panel');
      expect(await axeViolations(page)).toEqual([]);
      await panel.getByRole('button', { name: 'Request to book' }).click();
      await panel.getByLabel('Message to the landlord (optional)').fill('Hello! I start my master’s in September.');
      await panel.getByRole('button', { name: 'Send request' }).click();
      await expect(panel.getByRole('status')).toContainText('Request sent');
      await shot(page, 'request-sent');

      await panel.getByRole('link', { name: 'See your bookings' }).click();
      const row = page.getByRole('article', { name: listing.name });
      await expect(row).toContainText(/Pending · 4[78] h left for the landlord/);
      await shot(page, 'bookings');
      expect(await axeViolations(page)).toEqual([]);
      await logOut(page);

      await logIn(page, inbox, listing.landlord.email);
      await page.goto('/landlord');
      const request = page.getByRole('article', { name: `Ana asks to book ${listing.name}` });
      await expect(request).toContainText('Hello! I start my master’s in September.');
      await expect(request).toContainText(/Expires in 4[78] h/);
      await shot(page, 'requests');
      expect(await axeViolations(page)).toEqual([]);
      await request.getByRole('button', { name: 'Accept' }).click();
      await expect(page.getByRole('region', { name: 'Requests' }).getByRole('status')).toHaveText('Request accepted: the dates are booked.');

      await page.goto(search);
      await expect(page.getByText(/\d+ propert(y|ies) found/)).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: new RegExp(listing.name) })).toHaveCount(0);
      await page.goto(`/property/${listing.id}`);
      await expect(page.getByRole('region', { name: 'Availability' })).toContainText('Booked');
    });
  });
}

test('two tabs accepting overlapping requests at the same moment: exactly one stay is accepted', async ({ context }) => {
  const landlord = sampleLandlordAccount(listing.landlord);
  const students = [
    { id: 'u-ana', firstName: 'Ana', lastName: 'Silva', email: 'ana@uni.eu', phone: null, isVerified: true },
    { id: 'u-ben', firstName: 'Ben', lastName: 'Okafor', email: 'ben@uni.eu', phone: null, isVerified: true },
  ];
  const now = Date.now();
  const summary = bookingSummary(listing, { moveIn, moveOut });
  const requests = students.map((student, index) => ({
    id: `b${index}`,
    listingId: listing.id,
    listingName: listing.name,
    landlordId: landlord.id,
    studentId: student.id,
    studentName: student.firstName,
    conversationId: `c${index}`,
    message: '',
    reply: '',
    status: 'PENDING',
    declinedForOverlap: false,
    createdAt: now,
    expiresAt: now + 47 * 60 * 60 * 1000,
    decidedAt: null,
    // Ben's stay starts a day later: the two share every night but the first.
    moveIn: index === 0 ? moveIn : addDays(moveIn, 1),
    moveOut,
    ...summary,
  }));
  const seed = { users: JSON.stringify([landlord, ...students]), current: JSON.stringify(landlord), bookings: JSON.stringify(requests) };
  await context.addInitScript((values) => {
    if (localStorage.getItem('campusnest:v1:bookings') !== null) return;
    localStorage.setItem('campusnest:v1:users', values.users);
    localStorage.setItem('campusnest:v1:currentUser', values.current);
    localStorage.setItem('campusnest:v1:bookings', values.bookings);
  }, seed);
  const tabs = [await context.newPage(), await context.newPage()];
  for (const tab of tabs) {
    await tab.goto('/landlord');
    await expect(tab.getByRole('article', { name: /asks to book/ })).toHaveCount(2);
  }
  await Promise.all(
    tabs.map((tab, index) =>
      tab
        .getByRole('article', { name: `${students[index]!.firstName} asks to book ${listing.name}` })
        .getByRole('button', { name: 'Accept' })
        .click(),
    ),
  );
  for (const tab of tabs) await expect(tab.getByRole('region', { name: 'Requests' }).getByRole('status')).not.toBeEmpty();
  const kept = await tabs[0]!.evaluate(
    () => JSON.parse(localStorage.getItem('campusnest:v1:bookings') ?? '[]') as Array<{ status: string; declinedForOverlap: boolean }>,
  );
  expect(kept.map((booking) => booking.status).sort()).toEqual(['ACCEPTED', 'DECLINED']);
  expect(kept.find((booking) => booking.status === 'DECLINED')?.declinedForOverlap).toBe(true);
  // The accept was stamped for the next holder of the lock (src/api/store/writeFence.ts).
  expect(Number(await tabs[0]!.evaluate((key) => localStorage.getItem(key), stampKey(storageKeys.bookings)))).toBeGreaterThan(0);
  const said = await Promise.all(tabs.map((tab) => tab.getByRole('region', { name: 'Requests' }).getByRole('status').textContent()));
  expect(said.sort()).toEqual(['Request accepted: the dates are booked.', 'This request is no longer pending.']);
});
