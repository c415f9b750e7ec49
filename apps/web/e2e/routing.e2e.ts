import type { Browser, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, MOBILE, newPage, registerByApi, shot, uniqueName, waitForPath } from './helpers';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('routes and guards', () => {
  it('sends a signed-out visitor of a shell route to /auth, and /sign-up to the Register tab', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/recipes');
    await waitForPath(page, '/auth');
    await page.getByRole('tab', { name: 'Login', selected: true }).waitFor();

    await page.goto('/sign-up');
    await waitForPath(page, '/auth');
    expect(new URL(page.url()).searchParams.get('tab')).toBe('register');
    await page.getByRole('tab', { name: 'Register', selected: true }).waitFor();

    await page.goto('/sign-in');
    await waitForPath(page, '/auth');
    expect(new URL(page.url()).searchParams.get('tab')).toBe('login');
    await context.close();
  });

  it('drops a stored token the server does not know', async () => {
    const { context, page } = await newPage(browser, { token: 'not-a-real-token' });
    await page.goto('/pantry');
    await waitForPath(page, '/auth');
    expect(await page.evaluate(() => window.localStorage.getItem('authToken'))).toBeNull();
    await context.close();
  });

  it('shows the 404 page for an unknown path', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/no-such-page');
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    await page.getByText('Did you forget to add the page to the router?').waitFor();
    await shot(page, 'not-found-desktop-light');
    await context.close();
  });

  it('a signed-in cook: /auth goes home, every shell page has its heading, the mobile menu navigates', async () => {
    const { token } = await registerByApi(uniqueName('cy'), 'kitchen-secret', 'Cy');
    const { context, page } = await newPage(browser, { token });

    await page.goto('/auth');
    await waitForPath(page, '/');
    await page.getByRole('heading', { name: 'Welcome, Cy' }).waitFor();

    // Desktop top bar: Food → Recipes.
    await page.getByRole('button', { name: 'Food' }).click();
    await shot(page, 'nav-food-menu-desktop-light', { fullPage: false });
    await page.getByRole('menuitem', { name: 'Recipes' }).click();
    await waitForPath(page, '/recipes');
    await page.getByRole('heading', { name: 'Recipes', exact: true }).waitFor();
    await page.getByText('Discover healthy and delicious meals').waitFor();

    for (const [path, title] of [
      ['/pantry', 'Smart Pantry'],
      ['/community', 'Community'],
      ['/meal-plans', 'Meal Planner'],
      ['/nutrition', 'Nutrition Tracking'],
      ['/kitchen-equipment', 'Kitchen Equipment'],
      ['/cultural-cuisine', 'Cultural Cuisine Explorer'],
      ['/kitchen-storage', 'Kitchen Storage'],
      ['/profile', 'Account Management'],
      ['/settings', 'Profile Settings'],
    ] as const) {
      await page.goto(path);
      await page.getByRole('heading', { name: title, exact: true }).waitFor();
    }

    // ?secretKey= opens the mandatory dialog and leaves the address bar; an empty one is reported.
    await page.goto('/?secretKey=ABCD-EFGH-1234');
    await page.getByTestId('secret-key-dialog').waitFor();
    expect(await page.getByTestId('secret-key').textContent()).toBe('ABCD-EFGH-1234');
    await page.waitForURL((url) => !url.search.includes('secretKey'));
    await page.getByLabel('I have saved my secret key somewhere safe').check();
    await page.getByRole('button', { name: 'I have saved my secret key' }).click();
    await page.getByTestId('secret-key-dialog').waitFor({ state: 'detached' });
    await page.goto('/?secretKey=');
    await page.getByText('Secret key was empty. Please contact support if you just registered.').waitFor();
    await page.waitForURL((url) => !url.search.includes('secretKey'));

    // Unknown paths show the 404 page for a signed-in cook too.
    await page.goto('/definitely/not/here');
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();

    // Mobile: the hamburger opens the menu with every group.
    await page.setViewportSize(MOBILE);
    await page.goto('/');
    await page.getByRole('heading', { name: 'Welcome, Cy' }).waitFor();
    await shot(page, 'home-empty-mobile-light');
    await page.getByRole('button', { name: 'Open main menu' }).click();
    const menu = page.getByRole('dialog');
    await menu.getByRole('link', { name: 'Equipment Management' }).waitFor();
    await shot(page, 'mobile-menu-light', { fullPage: false });
    await menu.getByRole('link', { name: 'Pantry' }).click();
    await waitForPath(page, '/pantry');
    await page.getByRole('heading', { name: 'Smart Pantry' }).waitFor();
    await context.close();
  });

  it('a failing call shows the error screen; Try Again recovers', async () => {
    const { token } = await registerByApi(uniqueName('dee'), 'kitchen-secret', 'Dee');
    const { context, page } = await newPage(browser, { token });
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const failGroceryLists = async (route: Route) => {
      if (route.request().url().includes('grocery.list')) {
        await route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({
            error: { message: 'boom', code: -32603, data: { code: 'INTERNAL_SERVER_ERROR', httpStatus: 500 } },
          }),
        });
      } else {
        await route.continue();
      }
    };
    await page.route('**/trpc/**', failGroceryLists);
    await page.goto('/');
    await page.getByRole('heading', { name: 'Something went wrong' }).waitFor({ timeout: 15_000 });
    await page.getByText("We encountered an unexpected error. This has been logged and we'll look into it.").waitFor();
    await page.getByRole('button', { name: 'Reload Page' }).waitFor();
    expect(errors.some((text) => text.includes('[sous] unexpected error'))).toBe(true);
    await shot(page, 'error-screen-desktop-light');

    await page.unroute('**/trpc/**', failGroceryLists);
    await page.getByRole('button', { name: 'Try Again' }).click();
    await page.getByText('No grocery lists yet. Create one to get started!').waitFor();
    await context.close();
  });
});
