import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, MOBILE, newPage, registerByApi, shot, toggle, uniqueName } from './helpers';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const isDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains('dark'));

describe('theme', () => {
  it('Dark is applied, kept in userPreferences and survives a reload', async () => {
    const { token } = await registerByApi(uniqueName('eve'), 'kitchen-secret', 'Eve');
    const { context, page } = await newPage(browser, { token, colorScheme: 'light' });
    await page.goto('/');
    await page.getByRole('heading', { name: 'Welcome, Eve' }).waitFor();
    expect(await isDark(page)).toBe(false);
    expect(
      await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--accent').trim()),
    ).toBe('#0ea5e9');

    await page.getByRole('button', { name: 'Theme' }).click();
    await page.getByRole('menuitem', { name: 'Dark' }).click();
    expect(await isDark(page)).toBe(true);
    const stored = await page.evaluate(() => JSON.parse(window.localStorage.getItem('userPreferences') ?? '{}'));
    expect(stored).toMatchObject({ theme: 'dark', accentColor: '#0ea5e9', units: 'metric' });

    await page.reload();
    await page.getByRole('heading', { name: 'Welcome, Eve' }).waitFor();
    expect(await isDark(page)).toBe(true);

    // Screens in dark mode, with a list so the cards show.
    await page.getByRole('button', { name: 'New List' }).click();
    await page.getByLabel('Title').fill('Market');
    await page.getByRole('button', { name: 'Create List' }).click();
    const card = page.getByRole('article', { name: 'Market' });
    for (const item of ['Tomatoes', 'Basil', 'Olive oil']) {
      await card.getByPlaceholder('Add item...').fill(item);
      await card.getByPlaceholder('Add item...').press('Enter');
      await card.getByText(item).waitFor();
    }
    await toggle(card.getByRole('checkbox', { name: 'Basil' }), true);
    await page.waitForLoadState('networkidle');
    await shot(page, 'home-list-desktop-dark');
    await page.setViewportSize(MOBILE);
    await shot(page, 'home-list-mobile-dark');
    await context.close();
  });

  it('System follows the operating system live', async () => {
    const { context, page } = await newPage(browser, { colorScheme: 'dark' });
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Login' }).waitFor();
    expect(await isDark(page)).toBe(true);
    await shot(page, 'auth-login-desktop-dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await page.waitForFunction(() => !document.documentElement.classList.contains('dark'));
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.waitForFunction(() => document.documentElement.classList.contains('dark'));
    await page.setViewportSize(MOBILE);
    await shot(page, 'auth-login-mobile-dark');
    await context.close();
  });

  it('the accent colour is a CSS variable, broadcast as an event, and Reset restores the defaults', async () => {
    const { token } = await registerByApi(uniqueName('fay'), 'kitchen-secret', 'Fay');
    const { context, page } = await newPage(browser, { token });
    await page.goto('/profile?tab=preferences');
    await page.getByRole('heading', { name: 'Account Management', exact: true }).waitFor();
    await page.evaluate(() => {
      window.addEventListener('accentcolorchange', (event) => {
        (window as unknown as { seenAccent: unknown }).seenAccent = (event as CustomEvent).detail;
      });
    });
    await page.getByRole('button', { name: 'Use accent colour #8b5cf6' }).click();
    expect(
      await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--accent').trim()),
    ).toBe('#8b5cf6');
    expect(await page.evaluate(() => (window as unknown as { seenAccent: unknown }).seenAccent)).toEqual({
      accentColor: '#8b5cf6',
    });
    await page.getByText('Dark', { exact: true }).click();
    expect(await isDark(page)).toBe(true);
    await shot(page, 'settings-desktop-dark');
    await page.reload();
    await page.getByRole('heading', { name: 'Account Management', exact: true }).waitFor();
    expect(
      await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--accent').trim()),
    ).toBe('#8b5cf6');

    await page.getByRole('button', { name: 'Reset to defaults' }).click();
    expect(
      await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--accent').trim()),
    ).toBe('#0ea5e9');
    expect(await isDark(page)).toBe(false);
    expect(await page.evaluate(() => window.localStorage.getItem('userPreferences'))).toBeNull();
    await context.close();
  });
});
