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

/** The UTC day `offset` days from now, as the pantry counts days. */
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

interface PantryRow {
  id: number;
  name: string;
  quantity: string;
  expiryDate: string | null;
  image_url: string | null;
  nutritionInfo: { calories: number };
}

const cardNames = (page: Page) => page.getByTestId('pantry-card').getByRole('heading', { level: 3 }).allTextContents();

describe('pantry page', () => {
  let token = '';

  it('adds with validation and Generate, feeds today’s progress, shows expiry, analytics, sort, search, edit and delete', async () => {
    ({ token } = await registerByApi(uniqueName('pia'), 'kitchen-secret', 'Pia'));
    const { context, page } = await newPage(browser, { token });

    await page.goto('/pantry');
    await page.getByRole('heading', { name: 'Smart Pantry', level: 1 }).waitFor();
    await page.getByText('No items found').waitFor();
    expect(await page.getByTestId('expiring-soon').count()).toBe(0);

    // Add: an empty submit shows the schema's three messages.
    await page.getByRole('button', { name: 'Add Item' }).click();
    const form = page.getByRole('dialog', { name: 'Add Pantry Item' });
    await form.waitFor();
    for (const section of ['Basic Information', 'Nutrition Information', 'Sustainability Information'])
      await form.getByRole('group', { name: section }).waitFor();
    expect(await form.getByLabel('Calories (kcal)').inputValue()).toBe('0');
    expect(await form.getByLabel('Packaging').inputValue()).toBe('');
    expect(await form.getByLabel('Packaging').locator('option').first().textContent()).toBe('Select...');
    expect(await form.getByLabel('Carbon footprint').locator('option').first().textContent()).toBe('Select...');
    expect(await form.getByLabel('Expiry date').getAttribute('min')).toBe(day(0));
    expect(await form.getByLabel('Image URL').getAttribute('type')).toBe('url');
    await form.getByRole('button', { name: 'Save Item' }).click();
    await form.getByText('Name is required').waitFor();
    await form.getByText('Quantity is required').waitFor();
    await form.getByText('Category is required').waitFor();
    await page.getByText('Validation Error').waitFor();
    await dismissToasts(page);

    // Generate needs a name first.
    await form.getByRole('button', { name: 'Generate' }).click();
    await page.getByText('Item Name Required').waitFor();
    await page.getByText('Please enter an item name first to generate details.').waitFor();
    await dismissToasts(page);

    await form.getByLabel('Name').fill('milk');
    await form.getByText('Name is required').waitFor({ state: 'detached' });
    await form.getByRole('button', { name: 'Generate' }).click();
    await form.getByTestId('ai-source').waitFor();
    expect(await form.getByTestId('ai-source').textContent()).toMatch(/Offline assistant|AI model/);
    expect(await form.getByLabel('Category').inputValue()).not.toBe('');
    expect(await form.getByLabel('Quantity').inputValue()).not.toBe('');
    expect(await form.getByLabel('Expiry date').inputValue()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const calories = Number(await form.getByLabel('Calories (kcal)').inputValue());
    expect(calories).toBeGreaterThan(0);
    expect(await form.getByLabel('Packaging').inputValue()).not.toBe('');
    expect(await form.getByLabel('Carbon footprint').inputValue()).not.toBe('');
    await form.getByText('Quantity is required').waitFor({ state: 'detached' });
    await form.getByText('Category is required').waitFor({ state: 'detached' });
    await form.getByTestId('sustainability-preview').getByTestId('sustainability-badge').waitFor();

    // The live score follows the choices (calories ≤ 200, biodegradable, low: 15 + 10 + 10).
    const preview = form.getByTestId('sustainability-preview').getByTestId('sustainability-badge');
    const packaging = await form.getByLabel('Packaging').inputValue();
    const footprint = await form.getByLabel('Carbon footprint').inputValue();
    await form.getByLabel('Packaging').selectOption('biodegradable');
    await form.getByLabel('Carbon footprint').selectOption('low');
    if (calories <= 200) expect(await preview.textContent()).toBe('35');
    await form.getByLabel('Packaging').selectOption(packaging);
    await form.getByLabel('Carbon footprint').selectOption(footprint);

    // Expiry: earlier than today is refused; three days from now puts it in Expiring Soon.
    await form.getByLabel('Expiry date').fill(day(-1));
    await form.getByText('Expiry date cannot be earlier than today').waitFor();
    await form.getByLabel('Expiry date').fill(day(3));
    await form.getByText('Expiry date cannot be earlier than today').waitFor({ state: 'detached' });
    await form.getByLabel('Image URL').fill('not a url');
    await form.getByText('Image URL must be a valid URL').waitFor();
    await form.getByLabel('Image URL').fill('https://images.example.invalid/milk.jpg');
    await form.getByLabel('Location').fill('Fridge');
    await shot(page, 'pantry-form-generated-desktop-light', { fullPage: false });
    await form.getByLabel('Location').press('Enter');
    await page.getByText('Item added!').waitFor();
    await page.getByText('Your pantry item has been added successfully.').waitFor();
    await form.waitFor({ state: 'detached' });

    // The card, and the note that its calories went to today's progress.
    const milk = page.getByRole('article', { name: 'Milk' });
    await milk.waitFor();
    await milk.getByText('3 days left').waitFor();
    await milk.getByText('Fridge').waitFor();
    await milk.getByTestId('nutrition-summary').getByText(String(calories), { exact: true }).waitFor();
    expect(['green', 'yellow', 'red']).toContain(
      await milk.getByTestId('sustainability-badge').getAttribute('data-colour'),
    );
    const note = page.getByTestId('progress-note');
    await note.getByText(`Milk added ${calories} kcal to today’s nutrition progress.`).waitFor();
    expect(await note.getByRole('link', { name: 'View nutrition' }).getAttribute('href')).toBe('/nutrition');
    const progress = await api<{ calories: number }>(page, 'GET', '/api/nutrition-goals/progress/today');
    expect(progress.calories).toBe(calories);

    // Expiring Soon lists it.
    const soon = page.getByTestId('expiring-soon');
    await soon.getByRole('heading', { name: 'Expiring Soon' }).waitFor();
    await soon.getByTestId('expiring-item').filter({ hasText: 'Milk' }).getByText('3 days left').waitFor();

    // Analytics, collapsed until opened.
    const analytics = page.getByTestId('pantry-analytics');
    expect(await analytics.getByTestId('analytics-total').count()).toBe(0);
    await analytics.getByRole('button', { name: 'Pantry Analytics' }).click();
    expect(await analytics.getByTestId('analytics-total').locator('dd').textContent()).toBe('1');
    expect(await analytics.getByTestId('analytics-expiring').locator('dd').textContent()).toBe('1');
    expect(await analytics.getByTestId('analytics-calories').locator('dd').textContent()).toBe(`${calories} kcal`);
    await analytics.getByTestId('pantry-charts').waitFor();
    await dismissToasts(page);
    await shot(page, 'pantry-analytics-desktop-light');

    // A second item, typed by hand, far from its date.
    await page.getByRole('button', { name: 'Add Item' }).click();
    await form.getByLabel('Name').fill('Basmati rice');
    await form.getByLabel('Quantity').fill('1 kg');
    await form.getByLabel('Category').fill('Grains');
    await form.getByLabel('Expiry date').fill(day(60));
    await form.getByLabel('Calories (kcal)').fill('350');
    await form.getByLabel('Carbs (g)').fill('78');
    await form.getByRole('button', { name: 'Save Item' }).click();
    await page.getByText('Basmati rice added 350 kcal to today’s nutrition progress.').waitFor();
    const rice = page.getByRole('article', { name: 'Basmati rice' });
    await rice.getByText('60 days left').waitFor();
    expect(await soon.getByTestId('expiring-item').count()).toBe(1);
    expect(await analytics.getByTestId('analytics-total').locator('dd').textContent()).toBe('2');
    expect(await analytics.getByTestId('analytics-calories').locator('dd').textContent()).toBe(
      `${calories + 350} kcal`,
    );
    expect((await api<{ calories: number }>(page, 'GET', '/api/nutrition-goals/progress/today')).calories).toBe(
      calories + 350,
    );
    await dismissToasts(page);

    // Sort by expiry both ways.
    expect(await cardNames(page)).toEqual(['Milk', 'Basmati rice']);
    await page.getByLabel('Sort by expiry').selectOption('desc');
    expect(await cardNames(page)).toEqual(['Basmati rice', 'Milk']);
    await page.getByLabel('Sort by expiry').selectOption('asc');
    expect(await cardNames(page)).toEqual(['Milk', 'Basmati rice']);

    // Search by name, case-insensitive.
    const search = page.getByPlaceholder('Search by name...');
    await search.fill('RICE');
    await milk.waitFor({ state: 'detached' });
    expect(await cardNames(page)).toEqual(['Basmati rice']);
    await search.fill('zzqx');
    await page.getByText('No items found').waitFor();
    await search.fill('');
    await milk.waitFor();

    // Edit sends only what changed: the image and expiry stay.
    const before = (await api<PantryRow[]>(page, 'GET', '/api/pantry')).find((item) => item.name === 'Milk')!;
    const patch = page.waitForRequest((request) => request.url().includes('pantry.update'));
    await milk.getByRole('button', { name: 'Edit Milk' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Pantry Item' });
    await edit.getByRole('group', { name: 'Sustainability Information' }).waitFor();
    expect(await edit.getByLabel('Name').inputValue()).toBe('Milk');
    expect(await edit.getByLabel('Expiry date').inputValue()).toBe(day(3));
    await edit.getByLabel('Quantity').fill('2 l');
    await shot(page, 'pantry-edit-desktop-light', { fullPage: false });
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    const sent = JSON.stringify((await patch).postDataJSON());
    expect(sent).toContain('"quantity":"2 l"');
    expect(sent).not.toContain('expiryDate');
    expect(sent).not.toContain('image_url');
    await page.getByText('Item updated!').waitFor();
    await edit.waitFor({ state: 'detached' });
    await milk.getByText('Quantity: 2 l', { exact: true }).waitFor();
    const after = (await api<PantryRow[]>(page, 'GET', '/api/pantry')).find((item) => item.name === 'Milk')!;
    expect(after.quantity).toBe('2 l');
    expect(after.expiryDate).toBe(before.expiryDate);
    expect(after.image_url).toBe('https://images.example.invalid/milk.jpg');
    await dismissToasts(page);

    // An item past its date stays in Expiring Soon, marked expired.
    const yogurt = await api<PantryRow>(page, 'POST', '/api/pantry', {
      name: 'Greek yogurt',
      quantity: '500 g',
      category: 'Dairy',
      nutritionInfo: { calories: 97, protein: 9, carbs: 4, fat: 5 },
    });
    await api(page, 'PATCH', `/api/pantry/${yogurt.id}`, { expiryDate: `${day(-2)}T00:00:00.000Z` });
    await page.reload();
    const expired = soon.getByTestId('expiring-item').filter({ hasText: 'Greek yogurt' });
    await expired.getByText('Expired 2 days ago').waitFor();
    await expired.getByText('Expired', { exact: true }).waitFor();
    expect(await soon.getByTestId('expiring-item').first().textContent()).toContain('Greek yogurt');
    await page.getByRole('article', { name: 'Greek yogurt' }).getByText('Expired 2 days ago').waitFor();
    // The reload keeps the scroll position, and a full-page shot would draw the sticky bar mid-page.
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, 'pantry-list-desktop-light');

    // Delete asks first.
    await page.getByRole('button', { name: 'Delete Greek yogurt' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this item?' });
    await confirm.getByText('Are you sure you want to delete Greek yogurt? This action cannot be undone.').waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Delete Greek yogurt' }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Item deleted').waitFor();
    await page.getByRole('article', { name: 'Greek yogurt' }).waitFor({ state: 'detached' });
    expect(await cardNames(page)).toEqual(['Milk', 'Basmati rice']);
    await context.close();
  }, 120_000);

  it('the page, the analytics and the dialog in dark and on a phone', async () => {
    expect(token).not.toBe('');
    for (const [name, options] of [
      ['desktop-dark', { colorScheme: 'dark' as const }],
      ['mobile-light', { viewport: MOBILE }],
      ['mobile-dark', { viewport: MOBILE, colorScheme: 'dark' as const }],
    ] as const) {
      const { context, page } = await newPage(browser, { token, ...options });
      await page.goto('/pantry');
      await page.getByRole('article', { name: 'Milk' }).waitFor({ timeout: 30_000 });
      await page.getByTestId('expiring-soon').waitFor();
      await shot(page, `pantry-list-${name}`);

      await page.getByRole('button', { name: 'Pantry Analytics' }).click();
      await page.getByTestId('pantry-charts').waitFor();
      await shot(page, `pantry-analytics-${name}`);

      await page.getByRole('button', { name: 'Add Item' }).click();
      const form = page.getByRole('dialog', { name: 'Add Pantry Item' });
      await form.getByLabel('Name').fill('apples');
      await form.getByRole('button', { name: 'Generate' }).click();
      await form.getByTestId('ai-source').waitFor();
      await shot(page, `pantry-form-${name}`, { fullPage: false });
      await page.keyboard.press('Escape');
      await form.waitFor({ state: 'detached' });
      await context.close();
    }
  }, 180_000);
});
