import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, dismissToasts, launch, MOBILE, newPage, registerByApi, shot, uniqueName, waitForPath } from './helpers';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const isDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains('dark'));
const accent = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--accent').trim());

/** The account as the server keeps it (what another browser gets at sign-in). */
async function accountOf(token: string) {
  const response = await fetch(`${baseURL()}/api/user/profile`, { headers: { authorization: `Bearer ${token}` } });
  return (await response.json()) as {
    name: string | null;
    email: string | null;
    preferences: Record<string, unknown>;
  };
}

async function signIn(page: Page, username: string, password: string) {
  await page.goto('/auth');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await waitForPath(page, '/');
}

describe('account pages', () => {
  it('theme and accent chosen on /profile apply live, survive a reload and follow the account to a fresh browser', async () => {
    const username = uniqueName('ivy');
    const { token } = await registerByApi(username, 'kitchen-secret', 'Ivy');
    const { context, page } = await newPage(browser, { token });
    await page.goto('/profile');
    await page.getByRole('heading', { name: 'Account Management' }).waitFor();
    await page.getByRole('tab', { name: 'Profile Information', selected: true }).waitFor();
    await page.getByRole('tab', { name: 'Preferences' }).click();
    await page.getByRole('heading', { name: 'Appearance' }).waitFor();
    expect(await page.getByTestId('accent-palette').getByRole('button').count()).toBe(18);

    await page.evaluate(() => {
      window.addEventListener('accentcolorchange', (event) => {
        (window as unknown as { seenAccent: unknown }).seenAccent = (event as CustomEvent).detail;
      });
    });
    await page.getByText('Dark', { exact: true }).click();
    await page.getByRole('button', { name: 'Use accent colour #14b8a6' }).click();
    expect(await isDark(page)).toBe(true);
    expect(await accent(page)).toBe('#14b8a6');
    expect(await page.evaluate(() => (window as unknown as { seenAccent: unknown }).seenAccent)).toEqual({
      accentColor: '#14b8a6',
    });
    await expect
      .poll(async () => (await accountOf(token)).preferences)
      .toMatchObject({ theme: 'dark', accentColor: '#14b8a6' });
    await shot(page, 'profile-preferences-desktop-dark');

    // The rest of the preferences: a form saved together.
    await page.getByLabel('Dietary preferences', { exact: true }).fill('vegetarian');
    await page.getByLabel('Dietary preferences', { exact: true }).press('Enter');
    await page.getByLabel('Dietary preferences', { exact: true }).fill('gluten-free');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByRole('button', { name: 'Remove vegetarian' }).waitFor();
    await page.getByLabel('Region', { exact: true }).fill('Lyon');
    await page.getByLabel('Units').selectOption('imperial');
    await page.getByLabel('Language').selectOption('fr');
    await page.getByRole('switch', { name: 'Notifications' }).click();
    await page.getByRole('button', { name: 'Save Preferences' }).click();
    await page.getByText('Preferences saved').waitFor();
    expect((await accountOf(token)).preferences).toEqual({
      theme: 'dark',
      accentColor: '#14b8a6',
      notifications: false,
      dietaryPreferences: ['vegetarian', 'gluten-free'],
      region: 'Lyon',
      units: 'imperial',
      language: 'fr',
    });

    await page.reload();
    await page.getByRole('heading', { name: 'Appearance' }).waitFor();
    expect(await isDark(page)).toBe(true);
    expect(await accent(page)).toBe('#14b8a6');
    expect(await page.getByLabel('Region', { exact: true }).inputValue()).toBe('Lyon');
    await page.setViewportSize(MOBILE);
    await shot(page, 'profile-preferences-mobile-dark');
    await context.close();

    // A fresh browser (nothing stored, light OS): signing in brings the account's preferences.
    const fresh = await newPage(browser, { colorScheme: 'light' });
    await signIn(fresh.page, username, 'kitchen-secret');
    await fresh.page.getByRole('heading', { name: 'Welcome, Ivy' }).waitFor();
    await fresh.page.waitForFunction(() => document.documentElement.classList.contains('dark'));
    expect(await accent(fresh.page)).toBe('#14b8a6');
    const stored = await fresh.page.evaluate(() => JSON.parse(window.localStorage.getItem('userPreferences') ?? '{}'));
    expect(stored).toMatchObject({ theme: 'dark', accentColor: '#14b8a6', language: 'fr', units: 'imperial' });

    // A custom colour from the picker, then Reset to defaults.
    await fresh.page.goto('/profile?tab=preferences');
    await fresh.page.getByLabel('Pick a custom accent colour').fill('#123456');
    expect(await accent(fresh.page)).toBe('#123456');
    await expect.poll(async () => (await accountOf(token)).preferences.accentColor).toBe('#123456');
    await fresh.page.getByRole('button', { name: 'Reset to defaults' }).click();
    await fresh.page.getByText('Preferences reset').waitFor();
    expect(await accent(fresh.page)).toBe('#0ea5e9');
    expect(await isDark(fresh.page)).toBe(false);
    await expect.poll(async () => (await accountOf(token)).preferences).toMatchObject({
      theme: 'system',
      accentColor: '#0ea5e9',
      notifications: true,
      dietaryPreferences: [],
      region: '',
      units: 'metric',
      language: 'en',
    });
    expect(await fresh.page.getByLabel('Region', { exact: true }).inputValue()).toBe('');
    await shot(fresh.page, 'profile-preferences-desktop-light');
    await fresh.context.close();
  });

  it('Profile Information saves name, email and picture; the username is read-only; /settings saves too', async () => {
    const username = uniqueName('jo');
    const { token } = await registerByApi(username, 'kitchen-secret', 'Jo');
    const { context, page } = await newPage(browser, { token });
    await page.goto('/profile');
    const usernameField = page.getByLabel('Username');
    expect(await usernameField.inputValue()).toBe(username);
    expect(await usernameField.getAttribute('readonly')).not.toBeNull();

    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Please enter a valid email address').waitFor();
    await page.getByLabel('Name', { exact: true }).fill('Joanna');
    await page.getByLabel('Email').fill('jo@example.com');
    await page.getByLabel('Profile picture URL').fill('https://example.com/jo.png');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Profile updated').waitFor();
    expect(await accountOf(token)).toMatchObject({ name: 'Joanna', email: 'jo@example.com' });
    await shot(page, 'profile-information-desktop-light');

    // The welcome name follows at once (the stored profile is refreshed too).
    await page.getByRole('link', { name: 'Sous' }).click();
    await page.getByRole('heading', { name: 'Welcome, Joanna' }).waitFor();

    // Profile Settings: name, email, language, region, notifications, the AI card and the Danger Zone.
    await page.goto('/settings');
    await page.getByRole('heading', { name: 'Profile Settings' }).waitFor();
    await page.getByTestId('ai-status').waitFor();
    await page.getByTestId('danger-zone').waitFor();
    expect(await page.getByLabel('Email').inputValue()).toBe('jo@example.com');
    await page.getByLabel('Name', { exact: true }).fill('Jo B.');
    await page.getByLabel('Region', { exact: true }).fill('Andalusia');
    await page.getByLabel('Language').selectOption('es');
    await page.getByRole('switch', { name: 'Notifications' }).click();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Settings saved').waitFor();
    expect(await accountOf(token)).toMatchObject({
      name: 'Jo B.',
      preferences: { region: 'Andalusia', language: 'es', notifications: false },
    });
    await shot(page, 'settings-desktop-light');
    await page.setViewportSize(MOBILE);
    await shot(page, 'settings-mobile-light');
    await context.close();
  });

  it('Your data: the export downloads everything as JSON and imports into an empty account', async () => {
    const { token } = await registerByApi(uniqueName('exp'), 'kitchen-secret', 'Exa');
    const { context, page } = await newPage(browser, { token });
    await page.goto('/profile?tab=security');
    await page.evaluate(async () => {
      const headers = { 'content-type': 'application/json', authorization: `Bearer ${localStorage.getItem('authToken')}` };
      await fetch('/api/grocery-lists', { method: 'POST', headers, body: JSON.stringify({ title: 'Exported list', items: [] }) });
    });
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export my data' }).click()]);
    const file = await download.path();
    const document = JSON.parse(fs.readFileSync(file, 'utf8'));
    expect(document.format).toBe('sous-account-export');
    expect(JSON.stringify(document)).toContain('Exported list');

    const fresh = await registerByApi(uniqueName('imp'), 'kitchen-secret', 'Imo');
    const other = await newPage(browser, { token: fresh.token });
    await other.page.goto('/profile?tab=security');
    await other.page.getByLabel('Import data').setInputFiles(file);
    await other.page.getByText('Your data has been imported.').waitFor();
    await other.page.goto('/');
    await other.page.getByRole('article', { name: 'Exported list' }).waitFor();
    await other.context.close();
    await context.close();
  });

  it('Security: the password rules, "Current password is incorrect" on its field, then logging in with the new one', async () => {
    const username = uniqueName('kit');
    const { token } = await registerByApi(username, 'old-password', 'Kit');
    const { context, page } = await newPage(browser, { token });
    await page.goto('/profile');
    await page.getByRole('tab', { name: 'Security' }).click();
    const form = page.getByRole('region', { name: 'Change Password' });
    await form.getByRole('button', { name: 'Change Password' }).click();
    await form.getByText('Current password is required').waitFor();
    await form.getByText('New password is required').waitFor();
    await form.getByText('Please confirm your new password').waitFor();

    await form.getByLabel('Current password').fill('old-password');
    await form.getByLabel('New password', { exact: true }).fill('short');
    await form.getByLabel('Confirm new password').fill('short');
    await form.getByRole('button', { name: 'Change Password' }).click();
    await form.getByText('New password must be at least 6 characters long').waitFor();

    await form.getByLabel('New password', { exact: true }).fill('old-password');
    await form.getByLabel('Confirm new password').fill('old-password');
    await form.getByRole('button', { name: 'Change Password' }).click();
    await form.getByText('New password must be different from current password').waitFor();

    await form.getByLabel('Current password').fill('not-my-password');
    await form.getByLabel('New password', { exact: true }).fill('new-password');
    await form.getByLabel('Confirm new password').fill('new-password');
    await form.getByRole('button', { name: 'Change Password' }).click();
    const current = form.getByLabel('Current password');
    await form.getByText('Current password is incorrect').waitFor();
    expect(await current.getAttribute('aria-invalid')).toBe('true');
    await shot(page, 'profile-security-desktop-light');

    await current.fill('old-password');
    await form.getByRole('button', { name: 'Change Password' }).click();
    await page.getByText('Password changed successfully').waitFor();
    await context.close();

    const fresh = await newPage(browser);
    await signIn(fresh.page, username, 'new-password');
    await fresh.page.getByRole('heading', { name: 'Welcome, Kit' }).waitFor();
    await fresh.context.close();
  });

  it('deleting the account asks for the password, ends at /auth, and the login is refused afterwards', async () => {
    const username = uniqueName('lou');
    const { token } = await registerByApi(username, 'kitchen-secret', 'Lou');
    const { context, page } = await newPage(browser, { token });
    await page.goto('/profile?tab=security');
    await page.getByTestId('danger-zone').getByRole('button', { name: 'Delete Account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByRole('button', { name: 'Delete Account' }).click();
    await dialog.getByText('Please enter your password to confirm account deletion.').waitFor();
    await dialog.getByLabel('Password').fill('wrong-password');
    await dialog.getByRole('button', { name: 'Delete Account' }).click();
    await dialog.getByText('Incorrect password. Please try again.').waitFor();
    await page.getByText('Delete account failed: Incorrect password. Please try again.').waitFor();
    await shot(page, 'profile-delete-dialog-desktop-light', { fullPage: false });
    await dismissToasts(page);

    await dialog.getByLabel('Password').fill('kitchen-secret');
    await dialog.getByRole('button', { name: 'Delete Account' }).click();
    await waitForPath(page, '/auth');
    await page.getByText('Your account and all its data have been deleted.').waitFor();
    expect(await page.evaluate(() => window.localStorage.getItem('authToken'))).toBeNull();

    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password').fill('kitchen-secret');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByText('User does not exist. Please register an account.').first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/auth');
    await context.close();
  });

  it('/sign-in and /sign-up open the matching tab of /auth; the desktop marketing panel lists the features', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/sign-up');
    await waitForPath(page, '/auth');
    await page.getByRole('tab', { name: 'Register', selected: true }).waitFor();
    await page.goto('/sign-in');
    await waitForPath(page, '/auth');
    await page.getByRole('tab', { name: 'Login', selected: true }).waitFor();
    const panel = page.getByRole('complementary');
    await panel.getByRole('heading', { name: 'Your Smart Nutrition Assistant' }).waitFor();
    expect(await panel.getByRole('listitem').count()).toBe(7);
    await page.setViewportSize(MOBILE);
    expect(await panel.isVisible()).toBe(false);
    await context.close();
  });
});
