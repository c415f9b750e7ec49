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

const soup = {
  title: 'Lentil soup',
  description: 'A warming red lentil soup with carrots and cumin.',
  ingredients: ['200 g red lentils', '2 carrots', '1 tsp cumin'],
  instructions: ['Soften the carrots', 'Add lentils and water', 'Simmer 20 minutes'],
  prepTime: 30,
  nutritionInfo: { calories: 450, protein: 25, carbs: 60, fat: 10 },
};

async function openNutritionTab(page: Page, name: 'Daily Progress' | 'Summary' | 'AI Insights') {
  await page.getByRole('tab', { name }).click();
  await page.getByRole('tab', { name, selected: true }).waitFor();
}

describe('nutrition goals, progress and recommendations', () => {
  let token = '';

  it('sets goals, follows a logged meal through progress, history, summary and AI insights', async () => {
    ({ token } = await registerByApi(uniqueName('nia'), 'kitchen-secret', 'Nia'));
    const { context, page } = await newPage(browser, { token });

    await page.goto('/nutrition');
    await page.getByRole('heading', { name: 'Nutrition Tracking', exact: true }).waitFor();
    await page.getByText('No nutrition goals yet').waitFor();
    expect(await page.getByRole('tab', { name: 'Daily Progress' }).count()).toBe(0);

    // Validated on change with the domain's messages; an invalid form sends nothing.
    await page.getByLabel('Daily calories (kcal)').fill('300');
    await page.getByText('Daily calories must be between 500 and 5000').waitFor();
    await page.getByLabel('Daily protein (g)').fill('5');
    await page.getByText('Daily protein must be between 10 and 500 g').waitFor();
    await page.getByLabel('Daily carbs (g)').fill('250');
    await page.getByLabel('Daily fat (g)').fill('70');
    await shot(page, 'nutrition-goal-errors-desktop-light');
    await page.getByRole('button', { name: 'Save goals' }).click();
    await page.getByText('Daily calories must be between 500 and 5000').waitFor();
    expect(await page.getByTestId('toast').count()).toBe(0);

    await page.getByLabel('Daily calories (kcal)').fill('2000');
    await page.getByLabel('Daily protein (g)').fill('120');
    await page.getByText('Daily calories must be between 500 and 5000').waitFor({ state: 'detached' });
    await page.getByLabel('Daily fat (g)').press('Enter');
    await page.getByText('Success', { exact: true }).waitFor();
    await page.getByRole('tab', { name: 'Daily Progress', selected: true }).waitFor();
    await page.getByTestId('current-goals').getByText('2000 kcal').waitFor();
    await page.getByTestId('progress-calories').getByText('0 kcal of 2000 kcal').waitFor();
    await page.getByTestId('getting-started').waitFor();
    await page.getByText('No meals logged in this period.').waitFor();
    await dismissToasts(page);

    // A script logs two meals through the REST door; the page shows them after a reload.
    const recipe = await api<{ id: number }>(page, 'POST', '/api/recipes', soup);
    await api(page, 'POST', `/api/recipes/${recipe.id}/consume`, { servings: 2, mealType: 'lunch' });
    await api(page, 'POST', `/api/recipes/${recipe.id}/consume`, { servings: 1, mealType: 'breakfast' });
    await page.reload();
    const calories = page.getByTestId('progress-calories');
    await calories.getByText('1350 kcal of 2000 kcal').waitFor();
    expect(await calories.getByText('68%').textContent()).toBe('68%');
    expect(await calories.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('68');
    await page.getByTestId('progress-protein').getByText('75 g of 120 g').waitFor();
    expect(await page.getByTestId('history-row').count()).toBe(2);
    const lunch = page.getByTestId('history-row').filter({ hasText: 'Lunch' });
    await lunch.getByText('Lentil soup').waitFor();
    await lunch.getByText('× 2').waitFor();
    await lunch.getByText('900 kcal').waitFor();
    await page.getByTestId('history-totals').getByText('1350 kcal').waitFor();
    expect(await page.getByTestId('per-meal-target').count()).toBe(0);
    await page.getByTestId('weekly-chart').or(page.getByTestId('chart-fallback')).first().waitFor();
    await page.getByTestId('weekly-chart').waitFor();
    await shot(page, 'nutrition-progress-desktop-light');

    // One meal type: its rows, and the per-meal target (a third of the daily goal) next to the totals.
    await page.getByLabel('Meal type').selectOption('lunch');
    await page.getByTestId('per-meal-target').waitFor();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="history-row"]').length === 1);
    await page.getByTestId('per-meal-target').getByText('667 kcal').waitFor();
    await page.getByTestId('history-totals').getByText('900 kcal').waitFor();
    // A range that ends before today holds nothing.
    await page.getByLabel('From', { exact: true }).fill('2020-01-01');
    await page.getByLabel('To', { exact: true }).fill('2020-01-31');
    await page.getByText('No meals logged in this period.').waitFor();
    await page.getByLabel('To', { exact: true }).fill('');
    await page.getByTestId('history-row').first().waitFor();
    await shot(page, 'nutrition-history-filtered-desktop-light');

    await openNutritionTab(page, 'Summary');
    await page.getByRole('radio', { name: 'Week', checked: true }).waitFor();
    expect(await page.getByTestId('days-logged').textContent()).toBe('1');
    await page.getByTestId('summary-table').getByText('1350 kcal').first().waitFor();
    await page.getByTestId('best-day').getByText('1350 / 2000 kcal').waitFor();
    await shot(page, 'nutrition-summary-desktop-light');
    await page.getByRole('radio', { name: 'Month' }).click();
    await page.getByText('Last 30 days').waitFor();
    expect(await page.getByTestId('days-logged').textContent()).toBe('1');

    await openNutritionTab(page, 'AI Insights');
    await page.getByText('Suggested goals').waitFor({ timeout: 20_000 });
    await page.getByTestId('nutrition-insights').getByTestId('ai-source').waitFor();
    await page.getByText('Meal suggestions').waitFor();
    await shot(page, 'nutrition-insights-desktop-light');
    await page.getByRole('button', { name: 'Apply these goals' }).click();
    await page.getByText('Success', { exact: true }).waitFor();
    await page.getByText('Your nutrition goals have been saved.').waitFor();
    await dismissToasts(page);

    // Dark and phone layouts of the three tabs.
    await page.emulateMedia({ colorScheme: 'dark' });
    await openNutritionTab(page, 'Daily Progress');
    await page.getByTestId('weekly-chart').waitFor();
    await shot(page, 'nutrition-progress-desktop-dark');
    await openNutritionTab(page, 'Summary');
    await shot(page, 'nutrition-summary-desktop-dark');
    await openNutritionTab(page, 'AI Insights');
    await page.getByText('Suggested goals').waitFor({ timeout: 20_000 });
    await shot(page, 'nutrition-insights-desktop-dark');
    await page.getByRole('button', { name: 'Change goals' }).click();
    await page.getByRole('dialog', { name: 'Change Nutrition Goals' }).waitFor();
    await shot(page, 'nutrition-goal-dialog-desktop-dark', { fullPage: false });
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    await page.emulateMedia({ colorScheme: 'light' });
    await page.setViewportSize(MOBILE);
    await openNutritionTab(page, 'Daily Progress');
    await page.getByTestId('weekly-chart').waitFor();
    await shot(page, 'nutrition-progress-mobile-light');
    await openNutritionTab(page, 'Summary');
    await shot(page, 'nutrition-summary-mobile-light');
    await openNutritionTab(page, 'AI Insights');
    await page.getByText('Suggested goals').waitFor({ timeout: 20_000 });
    await shot(page, 'nutrition-insights-mobile-light');
    await context.close();
  });

  it('loads recommendations on home, refreshes them, takes feedback and saves one as a recipe', async () => {
    const { context, page } = await newPage(browser, { token });
    await page.goto('/');
    const section = page.getByTestId('recommendations');
    const cards = section.getByTestId('recommendation-card');
    await cards.first().waitFor({ timeout: 20_000 });
    expect(await cards.count()).toBeGreaterThan(0);
    await cards.first().getByTestId('match-score').waitFor();
    await page.getByRole('heading', { name: 'Personalized Recipe Recommendations' }).waitFor();
    expect(await section.evaluate((element) => getComputedStyle(element).maxHeight)).toBe('600px');
    expect(await section.evaluate((element) => getComputedStyle(element).overflowY)).toBe('auto');
    await shot(page, 'home-recommendations-desktop-light');

    const firstTitle = (await cards.first().getByRole('heading').textContent())?.trim() ?? '';
    expect(firstTitle.length).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Refresh', exact: true }).click();
    await page.getByText('Your recommendations have been refreshed!').waitFor({ timeout: 20_000 });
    await cards.first().waitFor();
    await dismissToasts(page);

    // Feedback: a rating and a slider, then the thanks; the form starts empty again.
    const card = cards.first();
    const title = (await card.getByRole('heading').textContent())?.trim() ?? '';
    await card.getByRole('button', { name: `Give feedback on ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Recipe Feedback' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: '4 out of 5' }).click();
    expect(await dialog.getByRole('button', { name: '4 out of 5' }).getAttribute('aria-pressed')).toBe('true');
    await dialog.getByLabel('Feedback', { exact: true }).fill('Lovely and quick.');
    await dialog.getByRole('switch', { name: 'I cooked it' }).click();
    await dialog.getByRole('tab', { name: 'Cooking Experience' }).click();
    await dialog.getByLabel('Difficulty').waitFor();
    await dialog.getByRole('tab', { name: 'Nutrition' }).click();
    const taste = dialog.getByLabel('Taste');
    await taste.focus();
    for (let step = 0; step < 4; step += 1) await taste.press('ArrowRight');
    expect(await taste.inputValue()).toBe('4');
    await dialog.getByText('4 / 5').waitFor();
    await shot(page, 'home-feedback-dialog-desktop-light', { fullPage: false });
    await dialog.getByRole('button', { name: 'Submit Feedback' }).click();
    await page.getByText('Thank You!').waitFor();
    await page.getByText('Your feedback has been recorded and will help improve your future recommendations.').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await dismissToasts(page);
    await card.getByRole('button', { name: `Give feedback on ${title}` }).click();
    await dialog.waitFor();
    expect(await dialog.getByRole('button', { name: '4 out of 5' }).getAttribute('aria-pressed')).toBe('false');
    expect(await dialog.getByLabel('Feedback', { exact: true }).inputValue()).toBe('');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // Edit: the recipe form opens prefilled; saving adds the recommendation to My Recipes.
    await card.getByRole('button', { name: `Edit ${title} and save it to My Recipes` }).click();
    const form = page.getByTestId('recipe-form');
    await form.waitFor();
    expect(await form.getByLabel('Title', { exact: true }).inputValue()).toBe(title);
    await shot(page, 'home-edit-recipe-dialog-desktop-light', { fullPage: false });
    await form.getByRole('button', { name: 'Save Recipe' }).click();
    await page.getByText('Recipe created!').waitFor();
    const recipes = await api<{ title: string }[]>(page, 'GET', '/api/recipes');
    expect(recipes.map((recipe) => recipe.title)).toContain(title);
    await dismissToasts(page);

    await page.emulateMedia({ colorScheme: 'dark' });
    await page.getByTestId('recommendation-card').first().scrollIntoViewIfNeeded();
    await shot(page, 'home-recommendations-desktop-dark');
    await cards.first().getByRole('button', { name: /^Give feedback on / }).click();
    await dialog.waitFor();
    await shot(page, 'home-feedback-dialog-desktop-dark', { fullPage: false });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    await page.emulateMedia({ colorScheme: 'light' });
    await page.setViewportSize(MOBILE);
    await shot(page, 'home-recommendations-mobile-light');
    await cards.first().getByRole('button', { name: /^Give feedback on / }).click();
    await dialog.waitFor();
    await shot(page, 'home-feedback-dialog-mobile-light', { fullPage: false });
    await context.close();
  });
});
