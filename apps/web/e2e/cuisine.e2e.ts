import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, dismissToasts, launch, MOBILE, newPage, registerByApi, shot, uniqueName } from './helpers';

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
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
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

const cards = (page: Page) => page.getByTestId('cuisine-card');
const card = (page: Page, name: string) =>
  cards(page).filter({ has: page.getByRole('heading', { name, exact: true }) });

describe('cultural cuisine explorer', () => {
  it('a cook creates a cuisine with Generate, adds a recipe and sees substitutions, pairings and etiquette', async () => {
    const ada = await registerByApi(uniqueName('ada'), 'kitchen-secret', 'Ada');
    const { context, page } = await newPage(browser, { token: ada.token });

    // Day one: the starter catalogue is there, Japanese with its dishes.
    await page.goto('/cultural-cuisine');
    await page.getByRole('heading', { name: 'Cultural Cuisine Explorer' }).waitFor();
    await card(page, 'Japanese').waitFor();
    expect(await cards(page).count()).toBeGreaterThanOrEqual(20);
    await shot(page, 'cuisine-list-desktop-light');

    // My Cuisines is empty: the button reads Add Your First Cuisine.
    await page.getByRole('button', { name: 'My Cuisines', exact: true }).click();
    await page.getByTestId('cuisines-empty').waitFor();
    await page.getByRole('button', { name: 'Add Your First Cuisine' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Cuisine' });
    await dialog.waitFor();

    // Generate needs a name or a region.
    await dialog.getByRole('button', { name: 'Generate' }).click();
    await page.getByText('Please enter either name or region to generate details.').waitFor();
    // Submitting empty shows the required messages under the fields.
    await dialog.getByRole('button', { name: 'Add Cuisine' }).click();
    await dialog.getByText('Name is required').waitFor();
    await dialog.getByText('Region is required').waitFor();
    await shot(page, 'cuisine-form-errors-desktop-light', { fullPage: false });

    // Generate from the region: the Levant is Lebanese cuisine in the built-in knowledge.
    await dialog.getByLabel('Cuisine name').fill('Levantine Home Cooking');
    await dialog.getByLabel('Region').fill('Levant');
    await dialog.getByRole('button', { name: 'Generate' }).click();
    await dialog.getByTestId('ai-source').waitFor();
    expect(await dialog.getByLabel('Key ingredients').inputValue()).not.toBe('');
    expect(await dialog.getByLabel('Cooking techniques').inputValue()).not.toBe('');
    await dialog.getByLabel('Banner image URL').fill('not a url');
    await dialog.getByRole('button', { name: 'Add Cuisine' }).click();
    await dialog.getByText('Banner URL must be a valid URL').waitFor();
    await dialog.getByLabel('Banner image URL').fill('https://example.invalid/levant.jpg');
    await shot(page, 'cuisine-form-generated-desktop-light', { fullPage: false });
    await dialog.getByRole('button', { name: 'Add Cuisine' }).click();

    // The new cuisine opens: banner with name and region, creator actions, generated cultural details.
    await page.getByRole('heading', { name: 'Levantine Home Cooking', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Edit Banner' }).waitFor();
    await page.getByRole('button', { name: 'Delete Cuisine' }).waitFor();
    await page.getByTestId('cultural-context').getByText('History').waitFor();
    await page.getByTestId('serving-etiquette').getByText('General').waitFor();
    await dismissToasts(page);
    await page.getByRole('button', { name: 'Generate Cultural Details' }).click();
    await page.getByText('Cultural details updated').waitFor();
    await shot(page, 'cuisine-details-desktop-light');
    await page.setViewportSize(MOBILE);
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, 'cuisine-details-mobile-light', { fullPage: false });
    await page.setViewportSize(DESKTOP);
    // The status line clears after 3 seconds.
    await page.getByText('Cultural details updated').waitFor({ state: 'detached', timeout: 6000 });

    // Recipes tab: add a recipe, Generate needs a name first.
    await page.getByRole('tab', { name: /Recipes/ }).click();
    await page.getByText('No recipes yet').waitFor();
    await page.getByRole('button', { name: 'Add Recipe' }).click();
    const recipeDialog = page.getByRole('dialog', { name: 'Add Recipe' });
    await recipeDialog.getByRole('button', { name: 'Generate' }).click();
    await recipeDialog.getByText('Please enter a recipe name to generate details.').waitFor();
    await recipeDialog.getByLabel('Recipe name').fill('Hummus');
    await recipeDialog.getByRole('button', { name: 'Generate' }).click();
    await recipeDialog.getByTestId('ai-source').waitFor();
    const ingredients = await recipeDialog.getByLabel('Authentic ingredients').inputValue();
    expect(ingredients).toMatch(/tahini/i);
    await shot(page, 'cuisine-recipe-form-desktop-light', { fullPage: false });
    await recipeDialog.getByRole('button', { name: 'Add Recipe' }).click();
    await recipeDialog.waitFor({ state: 'detached' });
    const recipeCard = page.getByTestId('cultural-recipe-card').filter({ hasText: 'Hummus' });
    await recipeCard.waitFor();

    // Greek yogurt in the pantry (added by API first) stands in for tahini: that substitute is "in your pantry".
    await api(page, 'POST', '/api/pantry', { name: 'Greek yogurt', quantity: '500 g', category: 'Dairy' });

    await recipeCard.getByRole('button', { name: 'View Details' }).click();
    await page.getByRole('heading', { name: 'Hummus', level: 1 }).waitFor();
    await page.getByTestId('recipe-steps').waitFor();
    await shot(page, 'cuisine-recipe-desktop-light');

    // Edit Steps as the creator: the list is saved as an index-keyed map.
    await page.getByRole('button', { name: 'Edit Steps' }).click();
    const steps = page.getByRole('dialog', { name: 'Edit Steps' });
    const before = await steps.getByLabel('Steps').inputValue();
    await steps.getByLabel('Steps').fill(`${before}\nServe with warm pita`);
    await steps.getByRole('button', { name: 'Save' }).click();
    await steps.waitFor({ state: 'detached' });
    await page.getByTestId('recipe-steps').getByText('Serve with warm pita').waitFor();

    await page.getByRole('tab', { name: 'Ingredients & Cultural' }).click();
    await page.getByRole('button', { name: 'Show Substitutions' }).click();
    await page.getByTestId('authenticity-score').waitFor();
    const inPantry = page.getByTestId('substitution').filter({ hasText: 'In your pantry' });
    await inPantry.first().waitFor();
    expect(await inPantry.first().textContent()).toMatch(/tahini/i);
    await page.getByRole('button', { name: 'Show Pairings' }).click();
    await page.getByTestId('pairings').getByTestId('ai-source').waitFor();
    await page.getByRole('button', { name: 'Generate Etiquette' }).click();
    await page.getByRole('button', { name: 'Generate New Etiquette' }).waitFor();
    await page.getByTestId('etiquette').getByText('Presentation').waitFor();
    await shot(page, 'cuisine-culture-desktop-light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await shot(page, 'cuisine-culture-desktop-dark');
    await page.setViewportSize(MOBILE);
    await shot(page, 'cuisine-culture-mobile-dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await page.setViewportSize(DESKTOP);

    // Back to the cuisine, then to the list: it is under My Cuisines.
    await page.getByRole('button', { name: /Back to cuisine/ }).click();
    await page.getByRole('button', { name: 'Back to All Cuisines' }).click();
    await page.getByRole('button', { name: 'My Cuisines', exact: true }).click();
    await card(page, 'Levantine Home Cooking').waitFor();
    expect(await cards(page).count()).toBe(1);
    await context.close();
  });

  it('another cook sees starter dishes, cannot delete them, and hides a cuisine for themselves', async () => {
    const ben = await registerByApi(uniqueName('ben'), 'kitchen-secret', 'Ben');
    const { context, page } = await newPage(browser, { token: ben.token });
    await page.goto('/cultural-cuisine');
    await card(page, 'Japanese').click();
    await page.getByRole('heading', { name: 'Japanese', level: 1 }).waitFor();
    // A starter belongs to nobody: no creator actions, a Hide instead.
    expect(await page.getByRole('button', { name: 'Delete Cuisine' }).count()).toBe(0);
    await page.getByRole('tab', { name: /Recipes/ }).click();
    const dishes = page.getByTestId('cultural-recipe-card');
    await dishes.first().waitFor();
    expect(await dishes.count()).toBeGreaterThan(0);
    await dishes
      .first()
      .getByRole('button', { name: /Delete Recipe/ })
      .click();
    await page.getByText('Only the creator of this recipe can delete it.').waitFor();
    await shot(page, 'cuisine-starter-recipes-desktop-light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await shot(page, 'cuisine-starter-recipes-desktop-dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await dismissToasts(page);

    await page.getByRole('button', { name: 'Hide Cuisine' }).click();
    await page
      .getByRole('dialog', { name: 'Hide this cuisine?' })
      .getByRole('button', { name: 'Hide Cuisine' })
      .click();
    await page.getByRole('heading', { name: 'Cultural Cuisine Explorer' }).waitFor();
    await card(page, 'Italian').waitFor();
    expect(await card(page, 'Japanese').count()).toBe(0);
    await page.reload();
    await card(page, 'Italian').waitFor();
    expect(await card(page, 'Japanese').count()).toBe(0);
    await page.setViewportSize(MOBILE);
    await shot(page, 'cuisine-list-mobile-light', { fullPage: false });
    await page.emulateMedia({ colorScheme: 'dark' });
    await shot(page, 'cuisine-list-mobile-dark', { fullPage: false });
    await context.close();
  });
});
