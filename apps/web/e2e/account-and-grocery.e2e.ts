import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, MOBILE, newPage, shot, toggle, uniqueName, waitForPath } from './helpers';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const listCard = (page: Page, title: string) => page.getByRole('article', { name: title });

describe('a new cook registers, keeps a grocery list and signs in again', () => {
  it('register → secret key → home → list with items → delete → logout → login', async () => {
    const { context, page } = await newPage(browser);
    const username = uniqueName('ada');
    const password = 'kitchen-secret';

    await page.goto('/');
    await waitForPath(page, '/auth');
    await page.getByText('Your Smart Nutrition Assistant').waitFor();
    await shot(page, 'auth-login-desktop-light');

    await page.getByRole('tab', { name: 'Register' }).click();
    // Client-side validation with the spec's messages.
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('Username must be at least 3 characters long').waitFor();
    await page.getByText('Password must be at least 6 characters long').waitFor();
    await shot(page, 'auth-register-errors-desktop-light');

    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Name (optional)').fill('Ada');
    await page.getByRole('button', { name: 'Create account' }).click();

    // The secret key dialog cannot be dismissed without confirming.
    const dialog = page.getByTestId('secret-key-dialog');
    await dialog.waitFor();
    const secretKey = (await page.getByTestId('secret-key').textContent())?.trim() ?? '';
    expect(secretKey.length).toBeGreaterThan(10);
    await page.keyboard.press('Escape');
    await page.getByText('Please save your secret key and confirm before closing').waitFor();
    expect(await dialog.isVisible()).toBe(true);
    await page.mouse.click(5, 5);
    expect(await dialog.isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Copy' }).click();
    await page.getByRole('button', { name: 'Copied' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secretKey);
    await shot(page, 'secret-key-dialog-desktop-light');
    // The copied indicator lasts 2 seconds.
    await page.getByRole('button', { name: 'Copy', exact: true }).waitFor({ timeout: 4_000 });

    const confirm = page.getByRole('button', { name: 'I have saved my secret key' });
    expect(await confirm.isDisabled()).toBe(true);
    await page.getByLabel('I have saved my secret key somewhere safe').check();
    await confirm.click();

    await waitForPath(page, '/');
    await page.getByRole('heading', { name: 'Welcome, Ada' }).waitFor();
    await page.getByText('Your personalized nutrition dashboard').waitFor();
    expect(page.url()).not.toContain('secretKey');
    expect(await page.evaluate(() => window.localStorage.getItem('authToken'))).toBeTruthy();
    await page.getByText('No grocery lists yet. Create one to get started!').waitFor();
    await page
      .getByText('No personalized recommendations available yet. Create a recipe in Recipes tab to get started!')
      .waitFor();
    await shot(page, 'home-empty-desktop-light');

    // Create a list: the title is required.
    await page.getByRole('button', { name: 'New List' }).click();
    await page.getByRole('dialog', { name: 'Create New Grocery List' }).waitFor();
    await page.getByRole('button', { name: 'Create List' }).click();
    await page.getByText('Title is required').waitFor();
    await page.getByLabel('Title').fill('Weekly shop');
    await shot(page, 'create-list-dialog-desktop-light');
    await page.getByRole('button', { name: 'Create List' }).click();
    const card = listCard(page, 'Weekly shop');
    await card.getByText('No items in this list yet').waitFor();

    // Add two items: one with Enter, one with the button and a quantity; a blank name is ignored.
    await card.getByPlaceholder('Add item...').fill('Milk');
    await card.getByPlaceholder('Add item...').press('Enter');
    await card.getByText('Milk').waitFor();
    await page.getByText('List updated').first().waitFor();
    await card.getByPlaceholder('Add item...').fill('Eggs');
    await card.getByLabel('Quantity').fill('12');
    await card.getByRole('button', { name: 'Add item' }).click();
    await card.getByText('Eggs').waitFor();
    await card.getByText('×12').waitFor();
    await card.getByPlaceholder('Add item...').fill('   ');
    await card.getByPlaceholder('Add item...').press('Enter');
    expect(await card.getByTestId('grocery-item').count()).toBe(2);
    expect(await card.getByLabel('Quantity').inputValue()).toBe('1');

    // Toggle: the item is struck through, and stays so after a reload (the server has it).
    await toggle(card.getByRole('checkbox', { name: 'Milk' }), true);
    const milkLabel = card.locator('label', { hasText: 'Milk' });
    expect(await milkLabel.evaluate((element) => getComputedStyle(element).textDecorationLine)).toContain(
      'line-through',
    );
    await page.getByText('Your grocery list has been updated.').first().waitFor();
    await page.waitForLoadState('networkidle');
    await shot(page, 'home-list-desktop-light');
    await page.reload();
    await listCard(page, 'Weekly shop').getByText('Eggs').waitFor();
    expect(await listCard(page, 'Weekly shop').getByRole('checkbox', { name: 'Milk' }).isChecked()).toBe(true);

    // Remove an item.
    await listCard(page, 'Weekly shop').getByRole('button', { name: 'Remove Eggs' }).click();
    await listCard(page, 'Weekly shop').getByText('Eggs').waitFor({ state: 'detached' });
    expect(await listCard(page, 'Weekly shop').getByTestId('grocery-item').count()).toBe(1);

    // Mobile layout of the same dashboard.
    await page.setViewportSize(MOBILE);
    await shot(page, 'home-list-mobile-light');
    await page.setViewportSize({ width: 1280, height: 800 });

    // Delete the list after confirming.
    await listCard(page, 'Weekly shop').getByRole('button', { name: 'Delete list Weekly shop' }).click();
    await page.getByRole('dialog', { name: 'Delete this list?' }).waitFor();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByText('List deleted').waitFor();
    await page.getByText('Your grocery list has been deleted.').waitFor();
    await page.getByText('No grocery lists yet. Create one to get started!').waitFor();

    // Log out from the user menu.
    await page.getByRole('button', { name: 'User menu' }).click();
    await shot(page, 'user-menu-desktop-light', { fullPage: false });
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await waitForPath(page, '/auth');
    await page.getByText('Logged out successfully').waitFor();
    expect(await page.evaluate(() => window.localStorage.getItem('authToken'))).toBeNull();
    // The shell is closed to a signed-out visitor now.
    await page.goto('/');
    await waitForPath(page, '/auth');

    // A wrong password shows the server's message; the right one signs in.
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password', { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: 'Incorrect password. Please try again.' }).first().waitFor();
    await shot(page, 'auth-login-error-desktop-light');
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await waitForPath(page, '/');
    await page.getByRole('heading', { name: 'Welcome, Ada' }).waitFor();
    await context.close();
  });
});
