/**
 * Requests to book in server mode (issue #35), two browsers: a student signs up, searches with
 * dates, opens the listing (the dates travel in the link) and requests it; the listing's landlord,
 * in another browser, is mailed (the server's console line), logs in through /landlord and
 * accepts; the student is mailed with /bookings, sees 'Accepted', and the same dated search, now
 * answered by the database, leaves the listing out.
 */
import { addDays, addMonths, utcToday } from '../../src/lib/calendarDate';
import { expect, test } from '../e2e/fixtures';
import { lineCount, nextLine } from './serverOutput';
import { logInByCode, signUpStudent } from './studentWrites';
import { journeyListings } from './journeyListings';

const listing = journeyListings.bookings;
const soon = addDays(utcToday(), 2);
const moveIn = listing.availableFrom > soon ? listing.availableFrom : soon;
const moveOut = addMonths(moveIn, listing.minStayMonths);
const search = `/search?city=${encodeURIComponent(listing.city)}&moveIn=${moveIn}&moveOut=${moveOut}`;
const STUDENT = 'ana.bookings@uni.eu';
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('a student requests a dated stay, the landlord accepts in another browser, the stay leaves the search', async ({ page, browser }) => {
  await signUpStudent(page, STUDENT);

  await page.goto(search);
  await page
    .getByRole('main')
    .getByRole('link', { name: new RegExp(escaped(listing.name)) })
    .first()
    .click();
  await expect(page).toHaveURL(`/property/${listing.id}?moveIn=${moveIn}&moveOut=${moveOut}`);
  const panel = page.getByRole('region', { name: 'Book' });
  await expect(panel.getByLabel('Move-out')).toHaveValue(moveOut);
  await panel.getByRole('button', { name: 'Request to book' }).click();
  let from = lineCount();
  await panel.getByRole('button', { name: 'Send request' }).click();
  await expect(panel.getByRole('status')).toContainText('Request sent');
  await nextLine(
    new RegExp(`^\\[CampusNest\\] Your request to book ${escaped(listing.name)} to ${escaped(listing.landlord.email)}: \\S+/landlord#requests$`),
    from,
  );

  const landlordContext = await browser.newContext();
  const landlord = await landlordContext.newPage();
  await landlord.goto('/landlord');
  await expect(landlord).toHaveURL(/\/login\?next=%2Flandlord$/);
  await logInByCode(landlord, listing.landlord.email);
  await expect(landlord).toHaveURL(/\/landlord$/);
  const request = landlord.getByRole('article', { name: `Ana asks to book ${listing.name}` });
  from = lineCount();
  await request.getByRole('button', { name: 'Accept' }).click();
  await expect(landlord.getByRole('region', { name: 'Requests' }).getByRole('status')).toHaveText('Request accepted: the dates are booked.');
  await landlordContext.close();

  await nextLine(new RegExp(`^\\[CampusNest\\] Your request to book ${escaped(listing.name)} to ${escaped(STUDENT)}: \\S+/bookings$`), from);
  await page.goto('/bookings');
  await expect(page.getByRole('article', { name: listing.name })).toContainText('Accepted');
  await page.goto(search);
  await expect(page.getByText(/\d+ propert(y|ies) found/)).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: new RegExp(escaped(listing.name)) })).toHaveCount(0);
});
