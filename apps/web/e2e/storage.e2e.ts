import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dismissToasts, launch, MOBILE, newPage, registerByApi, shot, uniqueName } from './helpers';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** A card of the insights row by its test id. */
const card = (page: Page, testId: string) => page.getByTestId(testId);

describe('kitchen storage page', () => {
  it('adds a fridge and a pantry shelf, stores milk on the shelf, sees it at risk and moved to the fridge, edits and deletes it', async () => {
    const { token } = await registerByApi(uniqueName('sam'), 'kitchen-secret', 'Sam');
    const { context, page } = await newPage(browser, { token });

    await page.goto('/kitchen-storage');
    await page.getByRole('heading', { name: 'Kitchen Storage', level: 1 }).waitFor();
    await page.getByText('No storage locations yet').waitFor();
    await page.getByText('No items stored yet').waitFor();
    await card(page, 'spoilage-predictions').getByText('Add items to see when they will spoil.').waitFor();
    await card(page, 'layout-optimization').getByText('Everything is in a good place.').waitFor();

    // Add Location: a name is required; type defaults to pantry and capacity to 0.
    await page.getByRole('button', { name: 'Add Location' }).click();
    let dialog = page.getByRole('dialog', { name: 'Add Storage Location' });
    await dialog.waitFor();
    expect(await dialog.getByLabel('Type').inputValue()).toBe('pantry');
    expect(await dialog.getByLabel('Capacity (items)').inputValue()).toBe('0');
    await dialog.getByRole('button', { name: 'Add Location' }).click();
    await dialog.getByText('Name is required').waitFor();
    await dialog.getByLabel('Name').fill('Kitchen fridge');
    await dialog.getByLabel('Type').selectOption('refrigerator');
    await dialog.getByLabel('Capacity (items)').fill('4');
    await dialog.getByLabel('Capacity (items)').press('Enter');
    await page.getByText('Location added!').waitFor();
    await dialog.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Add Location' }).click();
    dialog = page.getByRole('dialog', { name: 'Add Storage Location' });
    await dialog.getByLabel('Name').fill('Pantry shelf');
    await dialog.getByRole('button', { name: 'Add Location' }).click();
    await dialog.waitFor({ state: 'detached' });
    const locations = page.getByTestId('storage-location');
    await expect.poll(() => locations.count()).toBe(2);
    const fridge = locations.filter({ hasText: 'Kitchen fridge' });
    await fridge.getByText('Refrigerator').waitFor();
    await fridge.getByText('0 / 4 items').waitFor();
    await locations.filter({ hasText: 'Pantry shelf' }).getByText('0 items · No capacity set').waitFor();
    await dismissToasts(page);

    // Add Item: a location must be chosen.
    await page.getByRole('button', { name: 'Add Item' }).click();
    dialog = page.getByRole('dialog', { name: 'Add Storage Item' });
    await dialog.waitFor();
    expect(await dialog.getByLabel('Quantity').inputValue()).toBe('0');
    const today = new Date().toISOString().slice(0, 10);
    expect(await dialog.getByLabel('Added on').inputValue()).toBe(today);
    await dialog.getByLabel('Name').fill('Milk');
    await dialog.getByRole('button', { name: 'Add Item' }).click();
    await dialog.getByText('Please choose a storage location').waitFor();
    await dialog.getByLabel('Location').selectOption({ label: 'Pantry shelf (Pantry)' });
    await dialog.getByLabel('Quantity').fill('2');
    await shot(page, 'storage-item-form-desktop-light', { fullPage: false });
    await dialog.getByRole('button', { name: 'Add Item' }).click();
    await page.getByText('Item added!').waitFor();
    await dialog.waitFor({ state: 'detached' });

    const milk = page.getByTestId('storage-item').filter({ hasText: 'Milk' });
    await milk.getByText('Qty 2').waitFor();
    await milk.getByTestId('storage-item-location').getByText('Pantry shelf').waitFor();
    await locations.filter({ hasText: 'Pantry shelf' }).getByText('1 item · No capacity set').waitFor();

    // Milk on a pantry shelf: at risk (red), and the layout card moves it to the fridge.
    const prediction = card(page, 'spoilage-predictions')
      .getByTestId('spoilage-prediction')
      .filter({ hasText: 'Milk' });
    await prediction.waitFor();
    expect(await prediction.getAttribute('data-risk')).toBe('true');
    await prediction.getByText(/At risk/).waitFor();
    expect(await prediction.getAttribute('class')).toContain('bg-red-50');
    await card(page, 'spoilage-predictions').getByTestId('ai-source').waitFor();
    const layoutMove = card(page, 'layout-optimization').getByTestId('layout-move').filter({ hasText: 'Milk' });
    await layoutMove.getByTestId('layout-move-target').getByText('Kitchen fridge').waitFor();
    await layoutMove.getByText('Pantry shelf', { exact: true }).waitFor();
    const shopping = card(page, 'smart-shopping-list');
    await shopping.getByTestId('shopping-suggestion').filter({ hasText: 'Milk' }).waitFor();
    await shopping.getByTestId('ai-source').waitFor();
    expect(await shopping.getByTestId('shopping-suggestion').count()).toBe(5);
    await shopping.getByRole('button', { name: /^Show all \d+$/ }).click();
    await expect.poll(() => shopping.getByTestId('shopping-suggestion').count()).toBeGreaterThan(5);
    await shopping.getByRole('button', { name: 'Show fewer' }).click();
    await dismissToasts(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, 'storage-desktop-light');

    // Dark and phone views of the same kitchen.
    {
      const dark = await newPage(browser, { token, colorScheme: 'dark' });
      await dark.page.goto('/kitchen-storage');
      await dark.page.getByTestId('spoilage-prediction').first().waitFor();
      await dark.page.getByTestId('layout-move').first().waitFor();
      await dark.page.getByTestId('shopping-suggestion').first().waitFor();
      await shot(dark.page, 'storage-desktop-dark');
      await dark.context.close();
      const phone = await newPage(browser, { token, viewport: MOBILE });
      await phone.page.goto('/kitchen-storage');
      await phone.page.getByTestId('spoilage-prediction').first().waitFor();
      await phone.page.getByTestId('layout-move').first().waitFor();
      await shot(phone.page, 'storage-mobile-light');
      const width = await phone.page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(MOBILE.width);
      await phone.context.close();
    }

    // Apply moves the milk into the fridge.
    await layoutMove.getByRole('button', { name: 'Move Milk to Kitchen fridge' }).click();
    await page.getByText('Item moved').waitFor();
    await milk.getByTestId('storage-item-location').getByText('Kitchen fridge').waitFor();
    await fridge.getByText('1 / 4 items').waitFor();
    await card(page, 'layout-optimization').getByText('Everything is in a good place.').waitFor();
    await dismissToasts(page);

    // Edit works (the original's did nothing).
    await milk.getByRole('button', { name: 'Edit Milk' }).click();
    dialog = page.getByRole('dialog', { name: 'Edit Storage Item' });
    await dialog.waitFor();
    expect(await dialog.getByLabel('Name').inputValue()).toBe('Milk');
    expect(await dialog.getByLabel('Quantity').inputValue()).toBe('2');
    await dialog.getByLabel('Name').fill('Oat milk');
    await dialog.getByLabel('Quantity').fill('3');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Item updated!').waitFor();
    await dialog.waitFor({ state: 'detached' });
    const oatMilk = page.getByTestId('storage-item').filter({ hasText: 'Oat milk' });
    await oatMilk.getByText('Qty 3').waitFor();
    await card(page, 'spoilage-predictions')
      .getByTestId('spoilage-prediction')
      .filter({ hasText: 'Oat milk' })
      .waitFor();
    await dismissToasts(page);

    // Delete asks first.
    await oatMilk.getByRole('button', { name: 'Delete Oat milk' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this item?' });
    await confirm.getByText('Are you sure you want to delete Oat milk?', { exact: false }).waitFor();
    await shot(page, 'storage-delete-confirm-desktop-light', { fullPage: false });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Item deleted').waitFor();
    await page.getByText('No items stored yet').waitFor();
    await fridge.getByText('0 / 4 items').waitFor();
    await card(page, 'spoilage-predictions').getByText('Add items to see when they will spoil.').waitFor();
    await context.close();
  });

  it('says so when storage cannot be reached, and recovers on Retry', async () => {
    const { token } = await registerByApi(uniqueName('sid'), 'kitchen-secret', 'Sid');
    const { context, page } = await newPage(browser, { token, viewport: MOBILE });
    const storageCalls = (url: URL) => url.pathname.startsWith('/trpc/') && url.pathname.includes('storage.');
    await page.route(storageCalls, (route) => route.abort());
    await page.goto('/kitchen-storage');
    await page.getByText('Failed to load storage data').waitFor();
    await card(page, 'spoilage-predictions').getByText('Failed to get spoilage predictions').waitFor();
    await card(page, 'layout-optimization').getByText('Failed to optimize storage layout').waitFor();
    await card(page, 'smart-shopping-list').getByText('Failed to generate smart shopping list').waitFor();
    await shot(page, 'storage-failed-mobile-light');
    await page.unroute(storageCalls);
    await page.getByRole('button', { name: 'Retry' }).first().click();
    await page.getByText('No storage locations yet').waitFor();
    await context.close();
  });
});
