/**
 * From the first moment, on the pages `npm run server` renders (docs/architecture.md#from-the-first-moment):
 * what a visitor or a signed-in user does on the server's HTML before the app has started is done
 * once it has. A signed-in user's page is rendered afresh over the anonymous HTML, so each held
 * control is found again in the new page.
 */
import { addDays, utcToday } from '../../src/lib/calendarDate';
import { openHeld } from '../e2e/appCode';
import { expect, test } from '../e2e/fixtures';
import { openEndedStay } from '../e2e/openEndedStay';
import { signUpStudent } from './studentWrites';
import { journeyListings } from './journeyListings';

// A place with no end date or longest stay (not in Berlin), and a stay of its shortest length from a
// month on. Its request to book stays pending: live-bookings.spec.ts answers as another landlord.
const { listing: openEnded, stayIn, stayOut } = openEndedStay([journeyListings.firstMomentBook], addDays(utcToday(), 30));

for (const viewport of [
  { name: 'laptop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test.describe(`on a ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test("a visitor's 'Book' dates and 'Request to book', before the app runs, go to log in with the dates", async ({ page }) => {
      const release = await openHeld(page, `/property/${openEnded.id}`);
      const panel = page.getByRole('region', { name: 'Book' });
      await panel.getByLabel('Move-in').fill(stayIn);
      await panel.getByLabel('Move-out').fill(stayOut);
      // Marked disabled until the app has read the dates; a person can press it all the same.
      await panel.getByRole('button', { name: 'Request to book' }).click({ force: true });
      release();
      await expect(page).toHaveURL(/\/login\?next=/);
      expect(new URL(page.url()).searchParams.get('next')).toBe(`/property/${openEnded.id}?moveIn=${stayIn}&moveOut=${stayOut}`);
    });
  });
}

// The app renders the page afresh for the student: the press is found again by the button's own
// early key (the summary the replayed dates bring stands before it).
test("a signed-in student's 'Book' dates and 'Request to book', before the app runs, open the request's message step", async ({ page }) => {
  await signUpStudent(page, 'first-moment-book@uni.example');
  const release = await openHeld(page, `/property/${openEnded.id}`);
  const panel = page.getByRole('region', { name: 'Book' });
  await panel.getByLabel('Move-in').fill(stayIn);
  await panel.getByLabel('Move-out').fill(stayOut);
  await panel.getByRole('button', { name: 'Request to book' }).click({ force: true });
  release();
  // The page the app renders for the student replaces the anonymous one: the dates and the press carry over.
  await expect(panel.getByLabel('Message to the landlord (optional)')).toBeFocused();
  await expect(panel).toContainText(`Stay: ${openEnded.minStayMonths} month`);
  await panel.getByRole('button', { name: 'Send request' }).click();
  await expect(panel.getByRole('status')).toContainText('Request sent');
});

test("a search's filters and order, set before the app runs on a server-rendered search, all apply", async ({ page }) => {
  // Between a tablet and a laptop the filters stand open beside the list.
  await page.setViewportSize({ width: 1024, height: 800 });
  const release = await openHeld(page, '/search?city=Berlin&maxPrice=1400');
  await page.getByLabel('Min price (€/month)').fill('300');
  await page.getByRole('radio', { name: '2' }).check();
  await page.getByLabel('Room type').selectOption('studio');
  await page.getByLabel('Bills included').check();
  await page.getByLabel('Sort by').selectOption('price-asc');
  release();
  for (const part of ['city=Berlin', 'maxPrice=1400', 'minPrice=300', 'bedrooms=2', 'roomType=studio', 'bills=included', 'sort=price-asc'])
    await expect(page).toHaveURL(new RegExp(part));
});

test('Clear All Filters pressed before the app runs clears a server-rendered search', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 800 });
  const release = await openHeld(page, '/search?city=Berlin&maxPrice=1400&bedrooms=2');
  await page.getByRole('button', { name: 'Clear All Filters' }).click();
  release();
  await expect(page).toHaveURL(/\/search$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('All Properties');
});

test("a signed-in student's heart and contact message, both before the app runs, apply to the page the app renders for them", async ({ page }) => {
  const listing = journeyListings.firstMomentContact;
  await signUpStudent(page, 'first-moment-fresh@uni.example');
  const release = await openHeld(page, `/property/${listing.id}`);
  await page
    .getByRole('button', { name: `Save ${listing.name}` })
    .first()
    .click();
  const form = page.getByRole('form', { name: 'Interested in this property?' });
  await form.getByLabel('Phone').fill('+31 6 1234 5678');
  await form.getByLabel('Message').fill('Is the room still free in spring?');
  await form.getByRole('button', { name: 'Send Message' }).click();
  release();
  await expect(page.getByRole('button', { name: `Remove ${listing.name} from saved` }).first()).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('banner').getByRole('link', { name: /^Saved/ })).toHaveText('Saved1');
  await expect(page.getByText('Message Sent! The landlord will get back to you within 24 hours.')).toBeVisible();
});

test("a language picked on a listing's server-rendered page before the app runs is applied", async ({ page }) => {
  const release = await openHeld(page, `/property/${openEnded.id}`);
  await page.getByLabel('Language').selectOption('it');
  release();
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(openEnded.name);
});
