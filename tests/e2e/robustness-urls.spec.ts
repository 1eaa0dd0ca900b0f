/**
 * Any URL a user can type or be sent: odd /search query strings and /property ids always give a
 * sensible page inside the layout, never a crash, an error boundary or a console error.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { count } from './robustness';

const searchQueries = [
  '?minPrice=abc&maxPrice=xyz',
  '?minPrice=-100&maxPrice=-1',
  '?minPrice=1500&maxPrice=300',
  '?minPrice=1e400&maxPrice=99999999999999999999',
  '?minPrice=NaN&maxPrice=Infinity&bedrooms=-Infinity',
  '?bedrooms=0',
  '?bedrooms=4%2B',
  '?bedrooms=banana',
  '?city=Berlin&city=Paris&city=',
  '?university=&university=%00',
  '?foo=bar&__proto__[x]=1&constructor=1',
  '?city=%3Cscript%3Ealert(1)%3C%2Fscript%3E',
  '?city=%E2%80%AEnilreB',
  '?city=%F0%9F%91%A9%F0%9F%8F%BD%E2%80%8D%F0%9F%92%BB',
  '?city=%',
  '?city=%E0%A4%A',
  `?city=${'x'.repeat(5000)}`,
  '?=&&&=&',
  '?page=-1&first=1000000&after=garbage',
  '?sort=distance',
  '?sort=PRICE_ASC&sort=price-asc',
  '?sort=%00&view=map&view=list',
  '?sort=__proto__&view=%F0%9F%97%BA',
  `?sort=${'price-desc'.repeat(500)}`,
  '#<img src=x onerror=alert(1)>',
];

// A bare '%' in the path is refused by the static server (HTTP 400) before the app loads.
const propertyPaths = [
  '/property/',
  '/property/%20',
  '/property/does-not-exist',
  '/property/00000000-0000-0000-0000-000000000000',
  `/property/${'a'.repeat(5000)}`,
  '/property/..%2F..%2Fsearch',
  '/property/a%2Fb%2Fc',
  '/property/%2F%2F',
  '/property/%00',
  '/property/%3Cscript%3Ealert(1)%3C%2Fscript%3E',
  '/property/javascript:alert(1)',
  '/property/%E2%80%AE',
  '/property/1?x=1#y',
];

async function expectSensiblePage(page: Page) {
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // Neither the route's error boundary nor a page's "couldn't load" state: bad input is not a failure.
  await expect(page.getByRole('alert').filter({ hasText: /Something went wrong|couldn't load/ })).toHaveCount(0);
}

// A test per input: on a loaded CI machine all of them in one test ran past any sensible time limit.
test.describe('odd /search query strings give a search page, never a crash', () => {
  for (const query of searchQueries)
    test(query.slice(0, 60), async ({ page }, testInfo) => {
      page.on('dialog', (dialog) => {
        throw new Error(`a dialog opened: ${dialog.message()}`);
      });
      await page.goto(`/search${query}`);
      await expectSensiblePage(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^(All Properties|Properties in .+|Properties near .+)$/);
      await expect(page.getByRole('main').getByRole('status').first()).toHaveText(/^\d+ propert(y|ies) found$/);
      await expect(page.getByRole('main')).not.toContainText('undefined');
      count(testInfo, { inputs: 1 });
    });
});

test.describe('odd /property ids give the not-found or a property page, never a crash', () => {
  for (const path of propertyPaths)
    test(path.slice(0, 60), async ({ page }, testInfo) => {
      page.on('dialog', (dialog) => {
        throw new Error(`a dialog opened: ${dialog.message()}`);
      });
      await page.goto(path);
      await expectSensiblePage(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Property not found');
      await expect(page.getByRole('link', { name: 'Back to search' })).toBeVisible();
      count(testInfo, { inputs: 1 });
    });
});
