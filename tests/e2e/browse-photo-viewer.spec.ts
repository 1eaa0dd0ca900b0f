/**
 * The listing's photo viewer (issue 31, item 7) at 390 and 1280 px: the photo takes a phone's
 * full width, the arrows stand beside it (desktop) or under it (phone) and never over it, a swipe
 * moves between photos, the backdrop is opaque, the title wraps rather than being cut; keys,
 * Escape and the focus trap keep working, and axe finds nothing.
 */
import type { Locator, Page } from '@playwright/test';
import { generateProperties } from '../../scripts/data/generate';
import { axeViolations } from './axe';
import { expect, test } from './fixtures';

/** The listing with the longest name among those with more than three photos: the hardest title to fit. */
const property = generateProperties()
  .filter((candidate) => candidate.images.length > 3)
  .sort((a, b) => b.name.length - a.name.length)[0]!;
const total = property.images.length;

async function openViewer(page: Page) {
  await page.goto(`/property/${property.id}`);
  await page.getByRole('button', { name: `Open photo 1 of ${total} full screen` }).click();
  const dialog = page.getByRole('dialog', { name: `${property.name} photos` });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** A one-finger swipe over the photo, as pointer events: `dx` sideways, `dy` down. */
async function swipe(photo: Locator, dx: number, dy = 0) {
  const box = (await photo.boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  const common = { pointerId: 7, pointerType: 'touch', isPrimary: true, bubbles: true };
  await photo.dispatchEvent('pointerdown', { ...common, clientX: x, clientY: y, button: 0, buttons: 1 });
  await photo.dispatchEvent('pointermove', { ...common, clientX: x + dx / 2, clientY: y + dy / 2, buttons: 1 });
  await photo.dispatchEvent('pointerup', { ...common, clientX: x + dx, clientY: y + dy, button: 0, buttons: 0 });
}

const box = async (locator: Locator) => (await locator.boundingBox())!;

for (const { width, height } of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    test('the photo is never under the arrows, the backdrop is opaque and the title is whole', async ({ page }) => {
      const dialog = await openViewer(page);
      const photo = dialog.getByRole('img', { name: `${property.name}, photo 1 of ${total}` });
      await expect(photo).toBeVisible();
      const previous = await box(dialog.getByRole('button', { name: 'Previous photo' }));
      const next = await box(dialog.getByRole('button', { name: 'Next photo' }));
      const picture = await box(photo);
      if (width < 640) {
        // Edge to edge, with the arrows under it.
        expect(picture.x).toBe(0);
        expect(picture.width).toBe(width);
        expect(previous.y).toBeGreaterThanOrEqual(picture.y + picture.height);
        expect(next.y).toBeGreaterThanOrEqual(picture.y + picture.height);
      } else {
        expect(previous.x + previous.width).toBeLessThanOrEqual(picture.x);
        expect(next.x).toBeGreaterThanOrEqual(picture.x + picture.width);
      }
      // Both arrows on the screen.
      for (const arrow of [previous, next]) expect(arrow.y + arrow.height).toBeLessThanOrEqual(height);

      const colours = await dialog.evaluate((element) => [getComputedStyle(element).backgroundColor, getComputedStyle(element, '::backdrop').backgroundColor]);
      expect(colours).toEqual(['rgb(10, 10, 20)', 'rgb(10, 10, 20)']);

      const title = dialog.getByRole('heading', { name: `${property.name} photos` });
      const fits = await title.evaluate((element) => element.scrollWidth <= element.clientWidth && getComputedStyle(element).textOverflow !== 'ellipsis');
      expect(fits).toBe(true);
      const closeButton = await box(dialog.getByRole('button', { name: 'Close photo viewer' }));
      expect(closeButton.x + closeButton.width).toBeLessThanOrEqual(width);

      expect(await axeViolations(page)).toEqual([]);
    });

    test('a swipe moves between photos; a vertical drag or a short one does not', async ({ page }) => {
      const dialog = await openViewer(page);
      const photo = dialog.getByRole('img');
      await expect(photo).toHaveAccessibleName(`${property.name}, photo 1 of ${total}`);
      await swipe(photo, -120);
      await expect(photo).toHaveAccessibleName(`${property.name}, photo 2 of ${total}`);
      await expect(dialog.getByText(`2 / ${total}`)).toBeVisible();
      await swipe(photo, 120);
      await expect(photo).toHaveAccessibleName(`${property.name}, photo 1 of ${total}`);
      // Wraps around, as the arrows do.
      await swipe(photo, 120);
      await expect(photo).toHaveAccessibleName(`${property.name}, photo ${total} of ${total}`);
      await swipe(photo, 30, 160);
      await swipe(photo, -20);
      await expect(photo).toHaveAccessibleName(`${property.name}, photo ${total} of ${total}`);
      if (width >= 640) {
        // A mouse dragged from the photo to the space beside it swipes too, and its click does not
        // count as one on the backdrop.
        const picture = await box(photo);
        await page.mouse.move(picture.x + picture.width / 2, picture.y + picture.height / 2);
        await page.mouse.down();
        await page.mouse.move(picture.x - 6, picture.y + picture.height / 2, { steps: 4 });
        await page.mouse.up();
        await expect(photo).toHaveAccessibleName(`${property.name}, photo 1 of ${total}`);
        await expect(dialog).toBeVisible();
      }
    });

    test('keys, the focus trap and Escape keep working', async ({ page }) => {
      const dialog = await openViewer(page);
      const photo = dialog.getByRole('img');
      await expect(dialog.getByRole('button', { name: 'Close photo viewer' })).toBeFocused();
      await page.keyboard.press('ArrowRight');
      await expect(photo).toHaveAccessibleName(`${property.name}, photo 2 of ${total}`);
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      await expect(photo).toHaveAccessibleName(`${property.name}, photo ${total} of ${total}`);
      for (let step = 0; step < total + 4; step += 1) {
        await page.keyboard.press('Tab');
        expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
      }
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await expect(page.getByRole('button', { name: `Open photo 1 of ${total} full screen` })).toBeFocused();
    });
  });
}
