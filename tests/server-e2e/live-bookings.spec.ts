/**
 * Requests to book update live in server mode (issue #35), two browsers: the landlord has
 * /landlord open and the student's new request appears in its Requests within 2 seconds; the
 * student has /bookings open and the landlord's acceptance shows there within 2 seconds; neither
 * page is reloaded (each change's line in the pair's conversation comes through the live stream).
 */
import { addDays, addMonths, utcToday } from '../../src/lib/calendarDate';
import { expect, test } from '../e2e/fixtures';
import { logInByCode, signUpStudent } from './studentWrites';
import { journeyListings } from './journeyListings';

const listing = journeyListings.liveBookings;
const soon = addDays(utcToday(), 2);
const moveIn = listing.availableFrom > soon ? listing.availableFrom : soon;
const moveOut = addMonths(moveIn, listing.minStayMonths);
const STUDENT = 'ana.live.bookings@uni.eu';

test("the landlord's Requests and the student's Bookings follow the other side live, without a reload", async ({ page, browser }) => {
  await signUpStudent(page, STUDENT);

  const landlordContext = await browser.newContext();
  const landlord = await landlordContext.newPage();
  await landlord.goto('/landlord');
  await logInByCode(landlord, listing.landlord.email);
  await expect(landlord).toHaveURL(/\/landlord$/);
  const requests = landlord.getByRole('region', { name: 'Requests' });
  await expect(requests).toContainText('No requests are waiting for your answer.');

  await page.goto(`/property/${listing.id}?moveIn=${moveIn}&moveOut=${moveOut}`);
  const panel = page.getByRole('region', { name: 'Book' });
  await panel.getByRole('button', { name: 'Request to book' }).click();
  await panel.getByRole('button', { name: 'Send request' }).click();
  await expect(panel.getByRole('status')).toContainText('Request sent');
  const request = requests.getByRole('article', { name: `Ana asks to book ${listing.name}` });
  await expect(request).toBeVisible({ timeout: 2_000 });

  await page.goto('/bookings');
  const booking = page.getByRole('article', { name: listing.name });
  await expect(booking).toContainText('Pending');
  await request.getByRole('button', { name: 'Accept' }).click();
  await expect(requests.getByRole('status')).toHaveText('Request accepted: the dates are booked.');
  await expect(booking).toContainText('Accepted', { timeout: 2_000 });
  await landlordContext.close();
});
