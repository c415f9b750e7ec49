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

const utcDay = (offset = 0) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe('meal planner', () => {
  it('validates, creates a 3-day plan, browses days, logs a meal, warns over the goal and deletes', async () => {
    const { token } = await registerByApi(uniqueName('mae'), 'kitchen-secret', 'Mae');
    const { context, page } = await newPage(browser, { token });

    await page.goto('/meal-plans');
    await page.getByRole('heading', { name: 'Meal Planner', level: 1 }).waitFor();
    await page.getByText('No meal plans yet').waitFor();
    await shot(page, 'meal-plans-empty-desktop-light');

    await page.getByRole('button', { name: 'Create Meal Plan' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Create Meal Plan' });
    await dialog.waitFor();
    expect(await dialog.getByLabel('Start date').inputValue()).toBe(utcDay());
    expect(await dialog.getByLabel('Days').inputValue()).toBe('7');

    // Checked on change with the domain schema's messages; an invalid form sends nothing.
    await dialog.getByLabel('Title').fill('Green days');
    await dialog.getByLabel('Start date').fill('2020-01-01');
    await dialog.getByText('Start date cannot be in the past').waitFor();
    await dialog.getByLabel('Days').fill('8');
    await dialog.getByText('Meal plans cannot exceed 7 days').waitFor();
    await dialog.getByLabel('Calorie target (optional)').fill('100');
    await dialog.getByText('Please enter a reasonable calorie target (between 500-5000)').waitFor();
    await dialog.getByRole('button', { name: 'Create Plan' }).click();
    await dialog.getByText('Please enter at least one preference').waitFor();
    await shot(page, 'meal-plan-form-errors-desktop-light', { fullPage: false });
    expect(await api<unknown[]>(page, 'GET', '/api/meal-plans')).toHaveLength(0);

    await dialog.getByLabel('Start date').fill(utcDay());
    await dialog.getByLabel('Days').fill('3');
    await dialog.getByLabel('Calorie target (optional)').fill('1800');
    await dialog.getByLabel('Preferences').fill('vegetarian, quick');
    await dialog.getByLabel('Dietary restrictions (optional)').fill('nut-free');
    for (const message of [
      'Start date cannot be in the past',
      'Meal plans cannot exceed 7 days',
      'Please enter at least one preference',
    ])
      await dialog.getByText(message).waitFor({ state: 'detached' });

    // A server failure shows inside the dialog as well as in a toast.
    await page.route('**/trpc/mealPlans.create*', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify([
          {
            error: {
              message: 'The meal planner is unavailable',
              code: -32603,
              data: { code: 'INTERNAL_SERVER_ERROR', httpStatus: 500, path: 'mealPlans.create' },
            },
          },
        ]),
      }),
    );
    await dialog.getByRole('button', { name: 'Create Plan' }).click();
    await dialog.getByRole('alert').getByText('The meal planner is unavailable').waitFor();
    await page.getByTestId('toast').getByText('Failed to create meal plan').waitFor();
    await shot(page, 'meal-plan-form-server-error-desktop-light', { fullPage: false });
    await page.unroute('**/trpc/mealPlans.create*');
    await dismissToasts(page);

    await dialog.getByLabel('Preferences').press('Enter');
    await page.getByText('Success', { exact: true }).waitFor({ timeout: 30_000 });
    await page.getByText('Your meal plan has been created.').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: 'Green days', level: 2 }).waitFor();
    await page.getByTestId('meal-plan').getByTestId('ai-source').waitFor();
    await page.getByTestId('meal-plan').getByText('vegetarian', { exact: true }).waitFor();
    const days = page.getByRole('tab');
    expect(await days.count()).toBe(3);
    expect(await days.first().getAttribute('aria-selected')).toBe('true');
    await dismissToasts(page);

    // Each day has breakfast, lunch, dinner and a summary; the arrow keys move along the strip.
    for (let index = 0; index < 3; index += 1) {
      await days.nth(index).click();
      await page
        .getByRole('tab', { selected: true })
        .getByText(`Day ${index + 1}`)
        .or(page.getByRole('tab', { selected: true }).getByText('Today'))
        .waitFor();
      const panel = page.getByRole('tabpanel');
      for (const meal of ['breakfast', 'lunch', 'dinner']) await panel.getByTestId(`meal-${meal}`).waitFor();
      await panel.getByTestId('day-summary').waitFor();
      expect(
        (await panel.getByTestId('meal-breakfast').getByTestId('meal-nutrition').textContent())?.length,
      ).toBeGreaterThan(3);
    }
    await days.first().click();
    await days.first().press('ArrowRight');
    expect(await days.nth(1).getAttribute('aria-selected')).toBe('true');
    await days.nth(1).press('ArrowLeft');
    expect(await days.first().getAttribute('aria-selected')).toBe('true');
    // No goal yet: totals only, with a pointer to set one.
    await page
      .getByRole('tabpanel')
      .getByText('Set nutrition goals to compare each day with your daily targets.')
      .waitFor();
    await shot(page, 'meal-plan-day-desktop-light');

    // Log as eaten: today's consumption history gains the planned meal.
    const breakfast = page.getByRole('tabpanel').getByTestId('meal-breakfast');
    const breakfastTitle = (await breakfast.getByRole('heading').textContent())?.trim() ?? '';
    await breakfast.getByRole('button', { name: `Log ${breakfastTitle} as eaten` }).click();
    await page.getByText('Meal logged').waitFor();
    const history = await api<{ recipe: { title: string } | null; mealType: string }[]>(
      page,
      'GET',
      '/api/recipes/consumption-history',
    );
    expect(JSON.stringify(history)).toContain(breakfastTitle);
    await dismissToasts(page);

    // A low goal: the day is over it, and the summary compares each nutrient with it.
    await api(page, 'POST', '/api/nutrition-goals', {
      dailyCalories: 500,
      dailyProtein: 10,
      dailyCarbs: 20,
      dailyFat: 10,
      progress: [],
    });
    await page.reload();
    const warning = page.getByTestId('exceeds-warning');
    await warning.getByText('This day exceeds your daily goals').waitFor();
    await warning.getByText('Calories').waitFor();
    await page.getByRole('tabpanel').getByTestId('progress-calories').waitFor();
    await shot(page, 'meal-plan-exceeds-desktop-light');

    await page.emulateMedia({ colorScheme: 'dark' });
    await shot(page, 'meal-plan-exceeds-desktop-dark');
    await page.getByRole('button', { name: 'Create Meal Plan' }).click();
    await dialog.waitFor();
    await shot(page, 'meal-plan-form-desktop-dark', { fullPage: false });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    await page.emulateMedia({ colorScheme: 'light' });
    await page.setViewportSize(MOBILE);
    await page.getByTestId('exceeds-warning').waitFor();
    await shot(page, 'meal-plan-day-mobile-light');
    await page.getByRole('button', { name: 'Create Meal Plan' }).click();
    await dialog.waitFor();
    await shot(page, 'meal-plan-form-mobile-light', { fullPage: false });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // Delete after confirming: back to the empty state.
    await page.getByRole('button', { name: 'Delete plan' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this meal plan?' });
    await confirm.waitFor();
    await confirm.getByRole('button', { name: 'Delete plan' }).click();
    await page.getByText('Meal plan deleted').waitFor();
    await page.getByText('No meal plans yet').waitFor();
    expect(await api<unknown[]>(page, 'GET', '/api/meal-plans')).toHaveLength(0);
    await context.close();
  });
});
