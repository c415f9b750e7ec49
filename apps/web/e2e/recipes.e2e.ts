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

/** The /nutrition page is another helper's; the goal is set through the REST door with the page's token. */
async function setGoalByApi(page: Page, goal: Record<string, number>) {
  const status = await page.evaluate(async (body) => {
    const token = window.localStorage.getItem('authToken');
    const response = await fetch('/api/nutrition-goals', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ ...body, progress: [] }),
    });
    return response.status;
  }, goal);
  expect(status).toBe(201);
}

const recipeCard = (page: Page, title: string) => page.getByRole('article', { name: title });

describe('recipes page', () => {
  let token = '';
  const title = 'Mushroom risotto';

  it('add with validation and Generate, card details, search, consume past the goal, journal, AI recommendations', async () => {
    ({ token } = await registerByApi(uniqueName('rosa'), 'kitchen-secret', 'Rosa'));
    const { context, page } = await newPage(browser, { token });

    await page.goto('/recipes');
    await page.getByRole('heading', { name: 'Recipes', level: 1 }).waitFor();
    await page.getByText('Discover healthy and delicious meals').waitFor();
    // No goal yet: the banner leads to /nutrition.
    await page.getByText('Set Your Nutrition Goals').waitFor();
    expect(await page.getByTestId('goal-banner').getByRole('link').getAttribute('href')).toBe('/nutrition');
    await page.getByText('No recipes found').waitFor();
    await page.getByText('Try adjusting your search or create a new recipe').waitFor();
    expect(await page.getByRole('tab', { name: 'My Recipes' }).getAttribute('aria-selected')).toBe('true');
    await shot(page, 'recipes-empty-desktop-light');

    await setGoalByApi(page, { dailyCalories: 1200, dailyProtein: 40, dailyCarbs: 120, dailyFat: 30 });
    await page.reload();
    await page.getByText('No recipes found').waitFor();
    expect(await page.getByTestId('goal-banner').count()).toBe(0);

    // Add Recipe: an empty submit shows the schema's messages and the Validation Error toast.
    await page.getByRole('button', { name: 'Add Recipe' }).click();
    const form = page.getByRole('dialog', { name: 'Add New Recipe' });
    await form.waitFor();
    await form.getByLabel('Description').fill('x');
    await form.getByLabel('Description').fill('');
    // Validated on change: the field just emptied already says why.
    await form.getByText('Description is required').waitFor();
    await form.getByRole('button', { name: 'Save Recipe' }).click();
    await page.getByText('Validation Error').waitFor();
    await page.getByText('Please check the form for errors and try again.').waitFor();
    await form.getByText('Title is required').waitFor();
    await form.getByText('At least one ingredient is required').waitFor();
    await form.getByText('At least one instruction is required').waitFor();
    await shot(page, 'recipe-form-errors-desktop-light', { fullPage: false });
    await dismissToasts(page);

    // Generate needs a title first.
    await form.getByRole('button', { name: 'Generate' }).click();
    await page.getByText('Recipe Title Required').waitFor();
    await page.getByText('Please enter a recipe title first to generate details.').waitFor();
    await dismissToasts(page);

    await form.getByLabel('Title').fill(title);
    await form.getByRole('button', { name: 'Generate' }).click();
    await form.getByTestId('ai-source').waitFor();
    expect(await form.getByTestId('ai-source').textContent()).toMatch(/Offline assistant|AI model/);
    expect((await form.getByLabel('Description').inputValue()).length).toBeGreaterThan(10);
    const ingredientLines = (await form.getByLabel('Ingredients').inputValue()).split('\n');
    expect(ingredientLines.length).toBeGreaterThan(2);
    expect((await form.getByLabel('Instructions').inputValue()).split('\n').length).toBeGreaterThan(1);
    expect(Number(await form.getByLabel('Calories (kcal)').inputValue())).toBeGreaterThan(0);
    await form.getByText('Title is required').waitFor({ state: 'detached' });
    await form.getByText('At least one ingredient is required').waitFor({ state: 'detached' });
    // With a goal, each nutrient shows its share of the daily goal, coloured.
    expect(await form.getByTestId('nutrient-percent').count()).toBe(4);
    expect(await form.getByTestId('nutrient-percent').first().textContent()).toMatch(/\d+% of daily goal/);
    await form.getByTestId('sustainability-preview').getByTestId('sustainability-badge').waitFor();
    await shot(page, 'recipe-form-generated-desktop-light', { fullPage: false });

    // A bad image URL is refused with the schema's message; an empty one is fine.
    await form.getByLabel('Image URL (optional)').fill('not a url');
    await form.getByText('Image URL must be a valid URL').waitFor();
    await form.getByLabel('Image URL (optional)').fill('');
    await form.getByRole('button', { name: 'Save Recipe' }).click();
    await page.getByText('Recipe created!').waitFor();
    await page.getByText('Your recipe has been added successfully.').waitFor();
    await form.waitFor({ state: 'detached' });

    // The card: badge, prep time, counts with hover cards, nutrition, owner controls.
    const card = recipeCard(page, title);
    await card.waitFor();
    const badge = card.getByTestId('sustainability-badge');
    expect(['green', 'yellow', 'red']).toContain(await badge.getAttribute('data-colour'));
    await card.getByText(/\d+ min/).waitFor();
    const items = card.getByRole('button', { name: /^Ingredients: \d+ items$/ });
    await items.waitFor();
    expect(await items.textContent()).toBe(`${ingredientLines.length} items`);
    await items.hover();
    await card.getByTestId('hover-card').waitFor();
    expect(await card.getByTestId('hover-card').textContent()).toContain(ingredientLines[0]!.slice(0, 10));
    await shot(page, 'recipes-card-hover-desktop-light', { fullPage: false });
    await page.mouse.move(5, 5);
    await card.getByTestId('hover-card').waitFor({ state: 'detached' });
    await card.getByRole('button', { name: /^Instructions: \d+ steps$/ }).hover();
    await card.getByRole('tooltip').locator('ol li').first().waitFor();
    await page.mouse.move(5, 5);
    await card.getByTestId('nutrition-summary').waitFor();
    await card.getByRole('button', { name: `Edit ${title}` }).waitFor();
    await card.getByRole('button', { name: `Delete ${title}` }).waitFor();
    // No image URL and no network: the gradient placeholder shows, never a broken image.
    await dismissToasts(page);
    await shot(page, 'recipes-list-desktop-light');

    // Search by title, case-insensitive; nonsense finds nothing.
    const search = page.getByPlaceholder('Search recipes...');
    await search.fill('RISOTTO');
    await card.waitFor();
    await search.fill('zzqx nonsense');
    await page.getByText('No recipes found').waitFor();
    await card.waitFor({ state: 'detached' });
    await search.fill('');
    await card.waitFor();

    // Edit: the same form, titled Edit Recipe.
    await card.getByRole('button', { name: `Edit ${title}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Recipe' });
    await edit.waitFor();
    expect(await edit.getByLabel('Title').inputValue()).toBe(title);
    await edit.getByLabel('Prep time (minutes)').fill('45');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await edit.waitFor({ state: 'detached' });
    await card.getByText('45 min').waitFor();
    await dismissToasts(page);

    // Consume 3 servings past the goal: the Exceeds Daily Goals question, then Log Anyway.
    await card.getByRole('button', { name: 'Consume' }).click();
    const logMeal = page.getByRole('dialog', { name: 'Log Meal' });
    await logMeal.waitFor();
    expect(await logMeal.getByLabel('Meal type').inputValue()).toBe('snack');
    await logMeal.getByLabel('Meal type').selectOption('dinner');
    await logMeal.getByLabel('Servings').fill('3');
    await shot(page, 'log-meal-desktop-light', { fullPage: false });
    await logMeal.getByRole('button', { name: 'Log Meal' }).click();
    const exceeds = page.getByRole('dialog', { name: 'Exceeds Daily Goals' });
    await exceeds.waitFor();
    await exceeds.getByText('Would you like to proceed anyway?').waitFor();
    await exceeds.getByText(/\d+ \/ 1200 kcal/).waitFor();
    await shot(page, 'exceeds-dialog-desktop-light', { fullPage: false });
    await exceeds.getByRole('button', { name: 'Log Anyway' }).click();
    await page.getByText('Recipe consumed!').waitFor();
    await page.getByText('Your nutrition progress has been updated.').waitFor();
    await exceeds.waitFor({ state: 'detached' });
    const today = await page.evaluate(async () => {
      const response = await fetch('/api/nutrition-goals/progress/today', {
        headers: { authorization: `Bearer ${window.localStorage.getItem('authToken')}` },
      });
      return (await response.json()) as { calories: number };
    });
    expect(today.calories).toBeGreaterThan(1200);
    await dismissToasts(page);

    // Cooking Experience Journal: Track Mood only with text.
    await card.getByRole('button', { name: 'Cooking Experience Journal' }).click();
    const journal = card.getByTestId('journal');
    const trackMood = journal.getByRole('button', { name: 'Track Mood' });
    expect(await trackMood.isDisabled()).toBe(true);
    await journal.getByLabel('Your cooking experience').fill('   ');
    expect(await trackMood.isDisabled()).toBe(true);
    await journal.getByText('No entries yet. Write how cooking this recipe went.').waitFor();
    const entry = 'Loved stirring the risotto slowly, felt calm and proud when it turned creamy.';
    await journal.getByLabel('Your cooking experience').fill(entry);
    await trackMood.click();
    await page.getByText('Mood tracked!').waitFor();
    await journal.getByTestId('journal-entry').filter({ hasText: entry }).waitFor();
    expect(await journal.getByLabel('Your cooking experience').inputValue()).toBe('');
    await dismissToasts(page);
    await shot(page, 'recipes-journal-desktop-light');

    // Insights are fetched on opening the dialog.
    await journal.getByRole('button', { name: 'View Insights' }).click();
    const insights = page.getByRole('dialog', { name: 'Mood Insights & Patterns' });
    await insights.waitFor();
    await insights.getByRole('heading', { name: 'Summary' }).waitFor();
    await insights.getByTestId('ai-source').waitFor();
    await insights.getByRole('button', { name: 'Refresh' }).click();
    await insights.getByRole('heading', { name: 'Summary' }).waitFor();
    await shot(page, 'insights-dialog-desktop-light', { fullPage: false });
    await insights.getByRole('button', { name: 'Close' }).click();
    await insights.waitFor({ state: 'detached' });

    // Deleting an entry asks first.
    await journal.getByRole('button', { name: 'Delete entry' }).click();
    const confirmEntry = page.getByRole('dialog', { name: 'Delete this entry?' });
    await confirmEntry.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Entry deleted').waitFor();
    await journal.getByTestId('journal-entry').waitFor({ state: 'detached' });
    await journal.getByRole('button', { name: 'View Insights' }).click();
    await insights.getByText('No entries', { exact: true }).waitFor();
    await insights.getByText('Add some cooking experiences first to view insights.').waitFor();
    await page.keyboard.press('Escape');
    await insights.waitFor({ state: 'detached' });
    await dismissToasts(page);

    // AI Recommendations: chips, blank ignored, at least one ingredient required.
    await page.getByRole('tab', { name: 'AI Recommendations' }).click();
    await page.getByRole('button', { name: 'Get Recommendations' }).click();
    await page.getByRole('alert').filter({ hasText: 'Please add at least one ingredient' }).first().waitFor();
    await dismissToasts(page);
    const ingredient = page.getByPlaceholder('e.g. chicken');
    await ingredient.fill('chicken');
    await ingredient.press('Enter');
    await ingredient.fill('   ');
    await ingredient.press('Enter');
    await ingredient.fill('tomato');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await ingredient.fill('onion');
    await ingredient.press('Enter');
    const chips = page.getByTestId('ingredient-chips').getByRole('button');
    expect(await chips.allTextContents()).toEqual(['chicken', 'tomato', 'onion']);
    await page.getByRole('button', { name: 'Remove onion' }).click();
    expect(await chips.allTextContents()).toEqual(['chicken', 'tomato']);
    await page.getByRole('button', { name: 'Get Recommendations' }).click();
    await page.getByText('Success', { exact: true }).waitFor();
    await page.getByText(/Generated \d+ recipe recommendations!/).waitFor();
    const aiRecipe = page.getByTestId('ai-recipe').first();
    await aiRecipe.getByText('Ingredients').waitFor();
    await aiRecipe.getByText('Instructions').waitFor();
    await aiRecipe.getByText('Nutritional value').waitFor();
    await dismissToasts(page);
    await shot(page, 'recipes-ai-desktop-light');

    // A recommendation saves to My Recipes through the prefilled form.
    const aiTitle = (await aiRecipe.getByRole('heading', { level: 3 }).textContent()) ?? '';
    await aiRecipe.getByRole('button', { name: 'Save to My Recipes' }).click();
    const saveForm = page.getByRole('dialog', { name: 'Add New Recipe' });
    expect(await saveForm.getByLabel('Title').inputValue()).toBe(aiTitle);
    await saveForm.getByRole('button', { name: 'Save Recipe' }).click();
    await page.getByText('Recipe created!').waitFor();
    await page.getByRole('tab', { name: 'My Recipes' }).click();
    await recipeCard(page, aiTitle).waitFor();
    await dismissToasts(page);

    // Delete the saved one after the spec's question.
    await recipeCard(page, aiTitle).getByRole('button', { name: `Delete ${aiTitle}` }).click();
    const confirmRecipe = page.getByRole('dialog', { name: 'Delete this recipe?' });
    await confirmRecipe
      .getByText('Are you sure you want to delete this recipe? This action cannot be undone.')
      .waitFor();
    await confirmRecipe.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Recipe deleted').waitFor();
    await recipeCard(page, aiTitle).waitFor({ state: 'detached' });
    await recipeCard(page, title).waitFor();
    await context.close();
  }, 120_000);

  it('the page, the form, the exceed question and the insights in dark and on a phone', async () => {
    expect(token).not.toBe('');
    for (const [name, options] of [
      ['desktop-dark', { colorScheme: 'dark' as const }],
      ['mobile-light', { viewport: MOBILE }],
      ['mobile-dark', { viewport: MOBILE, colorScheme: 'dark' as const }],
    ] as const) {
      const { context: other, page: view } = await newPage(browser, { token, ...options });
      await view.goto('/recipes');
      const viewCard = recipeCard(view, title);
      // The first load of a new context can be slow while the machine runs other suites.
      await viewCard.waitFor({ timeout: 30_000 });
      await shot(view, `recipes-list-${name}`);

      await view.getByRole('button', { name: 'Add Recipe' }).click();
      const viewForm = view.getByRole('dialog', { name: 'Add New Recipe' });
      await viewForm.getByRole('button', { name: 'Save Recipe' }).click();
      await viewForm.getByText('Title is required').waitFor();
      await dismissToasts(view);
      await shot(view, `recipe-form-${name}`, { fullPage: false });
      await view.keyboard.press('Escape');
      await viewForm.waitFor({ state: 'detached' });

      await viewCard.getByRole('button', { name: 'Consume' }).click();
      await view.getByRole('dialog', { name: 'Log Meal' }).getByLabel('Servings').fill('3');
      await view.getByRole('dialog', { name: 'Log Meal' }).getByRole('button', { name: 'Log Meal' }).click();
      const viewExceeds = view.getByRole('dialog', { name: 'Exceeds Daily Goals' });
      await viewExceeds.getByText('Would you like to proceed anyway?').waitFor();
      await shot(view, `exceeds-dialog-${name}`, { fullPage: false });
      await viewExceeds.getByRole('button', { name: 'Cancel' }).click();
      await view.getByRole('dialog', { name: 'Log Meal' }).waitFor();
      await view.keyboard.press('Escape');
      await view.getByRole('dialog').waitFor({ state: 'detached' });

      await viewCard.getByRole('button', { name: 'Cooking Experience Journal' }).click();
      await viewCard.getByLabel('Your cooking experience').fill(`Cooked it again on ${name}, a little nervous but happy.`);
      await viewCard.getByRole('button', { name: 'Track Mood' }).click();
      await viewCard.getByTestId('journal-entry').first().waitFor();
      await dismissToasts(view);
      await viewCard.getByRole('button', { name: 'View Insights' }).click();
      const viewInsights = view.getByRole('dialog', { name: 'Mood Insights & Patterns' });
      await viewInsights.getByRole('heading', { name: 'Summary' }).waitFor();
      await shot(view, `insights-dialog-${name}`, { fullPage: false });
      await view.keyboard.press('Escape');
      await viewInsights.waitFor({ state: 'detached' });
      await shot(view, `recipes-journal-${name}`);

      await view.getByRole('tab', { name: 'AI Recommendations' }).click();
      await view.getByPlaceholder('e.g. chicken').fill('rice');
      await view.getByPlaceholder('e.g. chicken').press('Enter');
      await view.getByRole('button', { name: 'Get Recommendations' }).click();
      await view.getByTestId('ai-recipe').first().waitFor();
      await dismissToasts(view);
      await shot(view, `recipes-ai-${name}`);
      await other.close();
    }
  }, 180_000);
});
