/** Issue #32 in server mode: the same filters, cards and sections over HTTP and the SQL store. */
import { addDays, addMonths, utcToday } from '../../src/lib/calendarDate';
import { expectedSearch } from '../api/expectedSearch';
import { expect, test } from '../e2e/fixtures';
import { openFilters } from '../e2e/filters';

test('dates and a room type find the places free for the stay; a listing breaks its price down', async ({ page }) => {
  const moveIn = addDays(utcToday(), 45);
  const moveOut = addMonths(moveIn, 6);
  const expected = expectedSearch({ moveIn, moveOut, roomType: 'STUDIO' });
  expect(expected.length).toBeGreaterThan(0);
  await page.goto('/search');
  // The server renders the page as the build prerenders it: beside the map, the filters are folded.
  await openFilters(page);
  await page.getByLabel('Move-in').fill(moveIn);
  await page.getByLabel('Move-out').fill(moveOut);
  await page.getByLabel('Room type').selectOption({ label: 'Studio' });
  const cards = page.getByRole('region', { name: 'Results' }).getByRole('article');
  await expect(page.getByText(/^\d+ propert(y|ies) found$/)).toHaveText(`${expected.length} properties found`);
  await expect(cards.getByRole('heading')).toHaveText(expected.slice(0, 24).map((property) => property.name));
  await cards.first().getByRole('link').click();
  await expect(page.getByRole('region', { name: 'Price breakdown' })).toContainText(`Rent€${expected[0]!.price}/month`);
  await expect(page.getByRole('region', { name: 'Availability' })).toContainText('Room type: Studio');
});
