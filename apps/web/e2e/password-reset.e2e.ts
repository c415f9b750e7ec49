import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, dismissToasts, launch, newPage, registerByApi, shot, uniqueName, waitForPath } from './helpers';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('forgot password', () => {
  it('a wrong key is refused; the saved key resets the password and the new one signs in', async () => {
    const username = uniqueName('bo');
    const { secretKey } = await registerByApi(username, 'first-password', 'Bo');
    const { context, page } = await newPage(browser);

    await page.goto('/auth');
    await page.getByRole('button', { name: 'Forgot Password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset Password' });
    await dialog.waitFor();

    // Client-side validation with the shared schema.
    await dialog.getByRole('button', { name: 'Reset Password' }).click();
    await dialog.getByText('Username is required').waitFor();
    await dialog.getByText('Secret key is required').waitFor();

    await dialog.getByLabel('Username').fill(username);
    await dialog.getByLabel('Secret key').fill('not-the-right-key');
    await dialog.getByLabel('New password').fill('second-password');
    await dialog.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText('Password reset failed: Invalid secret key').waitFor();
    await shot(page, 'reset-password-error-desktop-light');

    await dialog.getByLabel('Secret key').fill(secretKey);
    await dialog.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText('Password has been reset successfully. You can now login with your new password.').waitFor();
    await dialog.waitFor({ state: 'hidden' });

    // The old password no longer works; the new one does.
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password', { exact: true }).fill('first-password');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: 'Incorrect password. Please try again.' }).first().waitFor();
    await page.getByLabel('Password', { exact: true }).fill('second-password');
    // The toasts of the steps above sit over the form's button on this layout.
    await dismissToasts(page);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await waitForPath(page, '/');
    await page.getByRole('heading', { name: 'Welcome, Bo' }).waitFor();
    expect(page.url()).toMatch(/\/$/);
    await context.close();
  });

  it('a signed-in cook changes the password in Settings', async () => {
    const username = uniqueName('gus');
    const { token } = await registerByApi(username, 'old-password', 'Gus');
    const { context, page } = await newPage(browser, { token });
    await page.goto('/settings');
    // No Ollama on this machine: the settings say the offline assistant answers.
    await page.getByTestId('ai-status').getByText('Offline assistant', { exact: true }).waitFor();
    await page.goto('/profile?tab=security');
    const form = page.getByRole('region', { name: 'Change Password' });
    await form.getByLabel('Current password').fill('old-password');
    await form.getByLabel('New password', { exact: true }).fill('new-password');
    await form.getByLabel('Confirm new password').fill('other-password');
    await form.getByRole('button', { name: 'Change Password' }).click();
    await form.getByText('Passwords do not match').waitFor();

    await form.getByLabel('Current password').fill('wrong-password');
    await form.getByLabel('Confirm new password').fill('new-password');
    await form.getByRole('button', { name: 'Change Password' }).click();
    await form.getByText('Current password is incorrect').waitFor();
    await shot(page, 'settings-change-password-error-desktop-light');

    await form.getByLabel('Current password').fill('old-password');
    await form.getByRole('button', { name: 'Change Password' }).click();
    await page.getByText('Password changed successfully').waitFor();
    expect(await form.getByLabel('Current password').inputValue()).toBe('');

    const login = await fetch(`${baseURL()}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password: 'new-password' }),
    });
    expect(login.status).toBe(200);
    await context.close();
  });
});
