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

/** Calls the REST door from the page with its stored Bearer token, as a script would. */
async function api<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  const result = await page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(path, {
        method,
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${window.localStorage.getItem('authToken') ?? ''}`,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, json: (await response.json()) as unknown };
    },
    { method, path, body },
  );
  if (result.status >= 300) throw new Error(`${method} ${path}: ${result.status} ${JSON.stringify(result.json)}`);
  return result.json as T;
}

const today = () => new Date().toISOString().slice(0, 10);
const cardNames = (page: Page) =>
  page.getByTestId('equipment-card').getByRole('heading', { level: 3 }).allTextContents();

describe('kitchen equipment page', () => {
  let token = '';

  it('adds equipment with the defaults, gets maintenance tips, edits and deletes', async () => {
    ({ token } = await registerByApi(uniqueName('eli'), 'kitchen-secret', 'Eli'));
    const { context, page } = await newPage(browser, { token });

    await page.goto('/kitchen-equipment');
    await page.getByRole('heading', { name: 'Kitchen Equipment', level: 1 }).waitFor();
    await page.getByRole('tab', { name: 'Equipment' }).waitFor();
    await page.getByRole('tab', { name: 'Recommendations' }).waitFor();
    await page.getByTestId('equipment-empty').waitFor();
    await shot(page, 'equipment-empty-desktop-light');

    // Add: the dialog starts from the defaults, and an empty name is refused with the spec's text.
    await page.getByRole('button', { name: 'Add Equipment' }).first().click();
    const form = page.getByRole('dialog', { name: 'Add Equipment' });
    await form.waitFor();
    expect(await form.getByLabel('Category').inputValue()).toBe('Appliances');
    expect(await form.getByLabel('Condition').inputValue()).toBe('good');
    expect(await form.getByLabel('Purchase date').inputValue()).toBe(today());
    await form.getByRole('button', { name: 'Add Equipment' }).click();
    await form.getByText('Please fill in all required fields').waitFor();

    await form.getByLabel('Name').fill('Cast iron skillet');
    await form.getByText('Please fill in all required fields').waitFor({ state: 'detached' });
    await form.getByLabel('Category').selectOption('Cookware');
    await form.getByLabel('Condition').selectOption('fair');
    await form.getByLabel('Purchase date').fill('2024-03-10');
    await form.getByLabel('Maintenance every (days)').fill('30');
    await shot(page, 'equipment-form-desktop-light', { fullPage: false });
    await form.getByLabel('Name').press('Enter');
    await form.waitFor({ state: 'detached' });
    await page.getByText('Equipment added').first().waitFor();

    const skillet = page.getByRole('article', { name: 'Cast iron skillet' });
    await skillet.waitFor();
    expect(await skillet.getByTestId('condition-badge').textContent()).toBe('Fair');
    await skillet.getByText('Cookware').waitFor();
    await skillet.getByText('Never').waitFor();

    // A second piece with every default.
    await dismissToasts(page);
    await page.getByRole('button', { name: 'Add Equipment' }).first().click();
    await page.getByRole('dialog', { name: 'Add Equipment' }).getByLabel('Name').fill('Stand mixer');
    await page.getByRole('dialog', { name: 'Add Equipment' }).getByRole('button', { name: 'Add Equipment' }).click();
    const mixer = page.getByRole('article', { name: 'Stand mixer' });
    await mixer.waitFor();
    expect(await mixer.getByTestId('condition-badge').textContent()).toBe('Good');
    await mixer.getByText('Appliances').waitFor();
    expect(await cardNames(page)).toEqual(['Cast iron skillet', 'Stand mixer']);

    // AI Maintenance Tips: a list of tips with its source, closed with "Got it, thanks!".
    await skillet.getByRole('button', { name: 'AI maintenance tips for Cast iron skillet' }).click();
    const tips = page.getByRole('dialog', { name: 'Maintenance tips: Cast iron skillet' });
    await tips.getByTestId('maintenance-tips').waitFor();
    expect(await tips.getByRole('listitem').count()).toBeGreaterThan(1);
    expect(await tips.getByTestId('ai-source').textContent()).toMatch(/Offline assistant|AI model/);
    await shot(page, 'equipment-tips-desktop-light', { fullPage: false });
    await tips.getByRole('button', { name: 'Got it, thanks!' }).click();
    await tips.waitFor({ state: 'detached' });

    // Edit keeps the dialog's two modes apart: the values come in, the change goes out.
    await dismissToasts(page);
    await mixer.getByRole('button', { name: 'Edit Stand mixer' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Equipment' });
    expect(await edit.getByLabel('Name').inputValue()).toBe('Stand mixer');
    await edit.getByLabel('Condition').selectOption('needs-maintenance');
    await edit.getByLabel('Last maintenance date').fill('2025-01-15');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await edit.waitFor({ state: 'detached' });
    await page.getByText('Equipment updated').first().waitFor();
    await mixer.getByTestId('condition-badge').getByText('Needs maintenance').waitFor();
    await mixer.getByText('Jan 15, 2025').or(mixer.getByText('15 Jan 2025')).first().waitFor();

    // Delete asks first.
    await dismissToasts(page);
    await mixer.getByRole('button', { name: 'Delete Stand mixer' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this equipment?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await cardNames(page)).toEqual(['Cast iron skillet', 'Stand mixer']);
    await mixer.getByRole('button', { name: 'Delete Stand mixer' }).click();
    await page.getByRole('dialog', { name: 'Delete this equipment?' }).getByRole('button', { name: 'Delete' }).click();
    await mixer.waitFor({ state: 'detached' });
    await page.getByText('Equipment deleted').first().waitFor();
    expect(await cardNames(page)).toEqual(['Cast iron skillet']);

    const stored = await api<{ name: string; maintenanceInterval: number | null }[]>(page, 'GET', '/api/kitchen-equipment');
    expect(stored).toMatchObject([{ name: 'Cast iron skillet', maintenanceInterval: 30 }]);
    await dismissToasts(page);
    await shot(page, 'equipment-grid-desktop-light');
    await context.close();
  });

  it('adds a recommendation to the Shopping list, which leads the dashboard; a duplicate is refused', async () => {
    const { context, page } = await newPage(browser, { token });
    await page.goto('/kitchen-equipment?tab=recommendations');
    const panel = page.getByTestId('recommendations-panel');
    await panel.waitFor();
    const recommendation = panel.getByTestId('recommendation').first();
    await recommendation.waitFor({ timeout: 20_000 });
    await panel.getByRole('heading', { name: 'Recommended Equipment' }).waitFor();
    await panel.getByRole('heading', { name: 'Recipe Matches' }).waitFor();
    await panel.getByTestId('ready-to-cook').getByText('Ready to Cook').waitFor();
    await panel.getByTestId('need-equipment').getByText('Need Equipment').waitFor();
    await panel.getByTestId('session-shopping-list').getByText('Nothing added yet', { exact: false }).waitFor();
    expect(await panel.getByTestId('recommended-equipment').getByTestId('ai-source').textContent()).toMatch(
      /Offline assistant|AI model/,
    );
    const needs = panel.getByTestId('need-equipment').getByTestId('recipe-match');
    if ((await needs.count()) > 0) await needs.first().getByTestId('missing-equipment').waitFor();
    await shot(page, 'equipment-recommendations-desktop-light');

    // Add the first recommendation.
    const name = (await recommendation.getByRole('heading', { level: 3 }).textContent())!.trim();
    await recommendation.getByRole('button', { name: `Add ${name} to Shopping List` }).click();
    await page.getByText('Added to shopping list').first().waitFor();
    const session = panel.getByTestId('session-shopping-item');
    await session.filter({ hasText: name }).waitFor();
    await recommendation.getByText('On your list').waitFor();

    // The same item again: the server refuses it with the spec's text.
    await dismissToasts(page);
    await recommendation.getByRole('button', { name: `Add ${name} to Shopping List` }).click();
    await page.getByText(`${name} is already in your shopping list`).waitFor();
    expect(await session.count()).toBe(1);
    await shot(page, 'equipment-duplicate-desktop-light', { fullPage: false });

    // The dashboard: a newer list exists, yet the Shopping list with its Kitchen Equipment item comes first.
    await api(page, 'POST', '/api/grocery-lists', { title: 'Weekly groceries', items: [{ id: 'w1', name: 'Eggs' }] });
    await page.goto('/');
    const lists = page.getByTestId('grocery-list');
    await lists.first().waitFor();
    expect(await lists.first().getAttribute('aria-label')).toBe('Shopping');
    await lists.first().getByText(name).waitFor();
    expect(await lists.nth(1).getAttribute('aria-label')).toBe('Weekly groceries');
    await shot(page, 'equipment-dashboard-shopping-desktop-light');

    // Back on the tab, Remove takes it off the session card and the Shopping list.
    await page.goto('/kitchen-equipment?tab=recommendations');
    await panel.getByTestId('recommendation').first().waitFor({ timeout: 20_000 });
    expect(await panel.getByTestId('session-shopping-item').count()).toBe(0);
    await context.close();
  });

  it('removes a session item from the Shopping list', async () => {
    const { context, page } = await newPage(browser, { token });
    await page.goto('/kitchen-equipment?tab=recommendations');
    const panel = page.getByTestId('recommendations-panel');
    const second = panel.getByTestId('recommendation').nth(1);
    await second.waitFor({ timeout: 20_000 });
    const name = (await second.getByRole('heading', { level: 3 }).textContent())!.trim();
    await second.getByRole('button', { name: `Add ${name} to Shopping List` }).click();
    const item = panel.getByTestId('session-shopping-item').filter({ hasText: name });
    await item.waitFor();
    await item.getByRole('button', { name: `Remove ${name}` }).click();
    await item.waitFor({ state: 'detached' });
    const lists = await api<{ title: string; items: { name: string }[] }[]>(page, 'GET', '/api/grocery-lists');
    const shopping = lists.find((list) => list.title === 'Shopping');
    expect(shopping?.items.map((entry) => entry.name)).not.toContain(name);
    await context.close();
  });

  it('looks right in dark mode and on a phone', async () => {
    const dark = await newPage(browser, { token, colorScheme: 'dark' });
    await dark.page.goto('/kitchen-equipment');
    await dark.page.getByTestId('equipment-card').first().waitFor();
    await shot(dark.page, 'equipment-grid-desktop-dark');
    await dark.page.getByRole('button', { name: 'AI maintenance tips for Cast iron skillet' }).click();
    await dark.page.getByTestId('maintenance-tips').waitFor();
    await shot(dark.page, 'equipment-tips-desktop-dark', { fullPage: false });
    await dark.page.getByRole('button', { name: 'Got it, thanks!' }).click();
    await dark.page.getByRole('tab', { name: 'Recommendations' }).click();
    await dark.page.getByTestId('recommendation').first().waitFor({ timeout: 20_000 });
    await shot(dark.page, 'equipment-recommendations-desktop-dark');
    await dark.context.close();

    const mobile = await newPage(browser, { token, viewport: MOBILE });
    await mobile.page.goto('/kitchen-equipment');
    await mobile.page.getByTestId('equipment-card').first().waitFor();
    await shot(mobile.page, 'equipment-grid-mobile');
    const overflow = await mobile.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await mobile.page.getByRole('button', { name: 'Add Equipment' }).first().click();
    await mobile.page.getByRole('dialog', { name: 'Add Equipment' }).waitFor();
    await shot(mobile.page, 'equipment-form-mobile', { fullPage: false });
    await mobile.page.keyboard.press('Escape');
    await mobile.page.getByRole('dialog', { name: 'Add Equipment' }).waitFor({ state: 'detached' });
    await mobile.page.getByRole('tab', { name: 'Recommendations' }).click();
    await mobile.page.getByTestId('recommendation').first().waitFor({ timeout: 20_000 });
    await shot(mobile.page, 'equipment-recommendations-mobile');
    const mobileOverflow = await mobile.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(mobileOverflow).toBeLessThanOrEqual(0);
    await mobile.context.close();
  });
});
