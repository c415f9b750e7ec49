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

const soup = {
  title: 'Lentil soup',
  description: 'A warming red lentil soup with carrots and cumin.',
  ingredients: ['200 g red lentils', '2 carrots', '1 tsp cumin'],
  instructions: ['Soften the carrots', 'Add lentils and water', 'Simmer 20 minutes'],
  prepTime: 30,
  nutritionInfo: { calories: 450, protein: 25, carbs: 60, fat: 10 },
};

const rescueText = 'Two loaves of sourdough from this morning, free to a good home.';
const shareText = 'My go-to weeknight soup, cheap and filling.';
const tipText = 'Freeze herb stems in olive oil cubes for soups.';

const posts = (page: Page) => page.getByTestId('post-card');
const post = (page: Page, text: string) => posts(page).filter({ hasText: text });

async function filter(page: Page, name: string) {
  await page.getByRole('button', { name, exact: true }).click();
  await page.getByRole('button', { name, exact: true, pressed: true }).waitFor();
}

describe('community feed', () => {
  it('two cooks share, filter, edit, fork, hide and delete posts', async () => {
    const ada = await registerByApi(uniqueName('ada'), 'kitchen-secret', 'Ada');
    const ben = await registerByApi(uniqueName('ben'), 'kitchen-secret', 'Ben');
    const { context, page } = await newPage(browser, { token: ada.token });

    await page.goto('/community');
    await page.getByRole('heading', { name: 'Community', level: 1 }).waitFor();
    for (const name of ['All Types', 'Recipes', 'Food Rescue', 'Tips', 'All Posts', 'My Posts'])
      await page.getByRole('button', { name, exact: true }).waitFor();
    await filter(page, 'My Posts');
    await page.getByText('No posts yet').waitFor();
    await shot(page, 'community-empty-desktop-light');

    // Create Post: the schema's messages on submit and on change; the type decides the extra field.
    await page.getByRole('button', { name: 'Create Post' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Post' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Post', exact: true }).click();
    await dialog.getByText('Post content is required').waitFor();
    await dialog.getByLabel('Post type').selectOption('FOOD_RESCUE');
    await dialog.getByLabel('What would you like to share?').fill('   ');
    await dialog.getByText('Post content is required').waitFor();
    await dialog.getByLabel('What would you like to share?').fill(rescueText);
    await dialog.getByText('Please add a pickup location for food rescue').waitFor();
    await shot(page, 'community-form-errors-desktop-light', { fullPage: false });
    await dialog.getByLabel('Pickup location').fill('Elm St bakery door');
    await dialog.getByRole('button', { name: 'Post', exact: true }).click();
    await page.getByText('Post created!').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await post(page, rescueText).getByTestId('post-location').getByText('Elm St bakery door').waitFor();
    await dismissToasts(page);

    // A recipe share needs one of the cook's recipes.
    await api(page, 'POST', '/api/recipes', soup);
    await page.getByRole('button', { name: 'Create Post' }).click();
    await dialog.waitFor();
    await dialog.getByLabel('Post type').selectOption('RECIPE_SHARE');
    await dialog.getByLabel('What would you like to share?').fill(shareText);
    await dialog.getByRole('button', { name: 'Post', exact: true }).click();
    await dialog.getByText('Please select a recipe to share').waitFor();
    await dialog.getByLabel('Recipe', { exact: true }).selectOption({ label: 'Lentil soup' });
    await dialog.getByText('Please select a recipe to share').waitFor({ state: 'detached' });
    await dialog.getByRole('button', { name: 'Post', exact: true }).click();
    await page.getByText('Post created!').waitFor();
    await post(page, shareText).getByRole('article', { name: 'Lentil soup' }).waitFor();
    // Own shared recipe: nothing to fork.
    expect(
      await post(page, shareText)
        .getByRole('button', { name: /to my recipes$/ })
        .count(),
    ).toBe(0);
    await dismissToasts(page);

    await api(page, 'POST', '/api/community', { content: tipText, type: 'COOKING_TIP' });
    await filter(page, 'All Posts');
    await post(page, tipText).waitFor();
    expect(await posts(page).count()).toBeGreaterThanOrEqual(3);

    // Food Rescue: only that post, with its pickup place.
    await filter(page, 'Food Rescue');
    await post(page, rescueText).waitFor();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="post-card"]').length === 1);
    expect(await posts(page).first().getByTestId('post-type').textContent()).toBe('Food Rescue');

    // Edit: the dialog opens with the post's values.
    await post(page, rescueText)
      .getByRole('button', { name: /^Edit post by / })
      .click();
    const edit = page.getByRole('dialog', { name: 'Edit Post' });
    await edit.waitFor();
    expect(await edit.getByLabel('Pickup location').inputValue()).toBe('Elm St bakery door');
    await edit.getByLabel('What would you like to share?').fill(`${rescueText} Until 6 pm.`);
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Post updated!').waitFor();
    await post(page, 'Until 6 pm.').waitFor();
    await dismissToasts(page);
    await filter(page, 'All Types');
    await post(page, tipText).waitFor();
    await shot(page, 'community-feed-desktop-light');

    // Ben sees Ada's posts, saves her soup, hides her tip; the goal banner shows next to recipe posts.
    const benView = await newPage(browser, { token: ben.token });
    const other = benView.page;
    await other.goto('/community');
    await post(other, tipText).waitFor();
    await post(other, shareText).waitFor();
    await post(other, 'Until 6 pm.').waitFor();
    await other.getByTestId('goal-banner').getByText('Set Your Nutrition Goals').waitFor();
    expect(
      await post(other, tipText)
        .getByRole('button', { name: /^Edit post/ })
        .count(),
    ).toBe(0);
    await shot(other, 'community-other-desktop-light');
    await other.setViewportSize(MOBILE);
    await shot(other, 'community-other-mobile-light');
    await other.setViewportSize(DESKTOP);
    await post(other, shareText).getByRole('button', { name: 'Save Lentil soup to my recipes' }).click();
    await other.getByText('Recipe saved').waitFor();
    const saved = await api<{ title: string; createdBy: number }[]>(other, 'GET', '/api/recipes');
    expect(saved.map((recipe) => recipe.title)).toEqual(['Lentil soup']);
    expect(saved[0]?.createdBy).toBe(ben.user.id);
    await dismissToasts(other);

    await post(other, tipText)
      .getByRole('button', { name: /^Hide post by / })
      .click();
    await other.getByText('Post hidden').waitFor();
    await post(other, tipText).waitFor({ state: 'detached' });
    const stored = await other.evaluate((key) => window.localStorage.getItem(key), `hiddenPosts:${ben.user.id}`);
    expect(JSON.parse(stored ?? '[]')).toHaveLength(1);
    await other.reload();
    await post(other, shareText).waitFor();
    expect(await post(other, tipText).count()).toBe(0);
    await filter(other, 'My Posts');
    await other.getByText('No posts yet').waitFor();
    await filter(other, 'All Posts');
    await post(other, shareText).waitFor();

    // Ada still sees her tip; she deletes the food-rescue post after confirming.
    await page.reload();
    await post(page, tipText).waitFor();
    await post(page, 'Until 6 pm.').getByRole('button', { name: 'Delete your post' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Post?' });
    await confirm.waitFor();
    await shot(page, 'community-delete-desktop-light', { fullPage: false });
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByText('Post deleted').waitFor();
    await post(page, 'Until 6 pm.').waitFor({ state: 'detached' });
    await other.reload();
    await post(other, shareText).waitFor();
    expect(await post(other, 'Until 6 pm.').count()).toBe(0);
    await dismissToasts(page);

    // A deleted shared recipe leaves a note in the post.
    const recipes = await api<{ id: number }[]>(page, 'GET', '/api/recipes');
    await api(page, 'DELETE', `/api/recipes/${recipes[0]?.id ?? 0}`);
    await page.reload();
    await post(page, shareText).getByTestId('recipe-removed').waitFor();

    await page.emulateMedia({ colorScheme: 'dark' });
    await other.emulateMedia({ colorScheme: 'dark' });
    await shot(page, 'community-feed-desktop-dark');
    await other.getByRole('button', { name: 'Create Post' }).click();
    await other.getByRole('dialog', { name: 'Create Post' }).getByLabel('Post type').selectOption('RECIPE_SHARE');
    await shot(other, 'community-form-desktop-dark', { fullPage: false });
    await other.keyboard.press('Escape');
    await other.getByRole('dialog').waitFor({ state: 'detached' });

    await other.emulateMedia({ colorScheme: 'light' });
    await other.setViewportSize(MOBILE);
    await other.reload();
    await post(other, shareText).waitFor();
    await shot(other, 'community-feed-mobile-light');
    await other.getByRole('button', { name: 'Create Post' }).click();
    await other.getByRole('dialog', { name: 'Create Post' }).waitFor();
    await shot(other, 'community-form-mobile-light', { fullPage: false });
    await benView.context.close();
    await context.close();
  });
});
