import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { inject } from 'vitest';

export const baseURL = () => inject('baseURL');
export const SHOTS_DIR = process.env.SOUS_SHOTS_DIR ?? '/tmp/sous-shots';

const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: FLAGS });
}

export const DESKTOP = { width: 1280, height: 800 };
export const MOBILE = { width: 390, height: 844 };

export async function newPage(
  browser: Browser,
  options: { viewport?: { width: number; height: number }; colorScheme?: 'light' | 'dark'; token?: string } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: baseURL(),
    viewport: options.viewport ?? DESKTOP,
    colorScheme: options.colorScheme ?? 'light',
    isMobile: (options.viewport ?? DESKTOP).width < 500,
    hasTouch: (options.viewport ?? DESKTOP).width < 500,
  });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL() });
  if (options.token) {
    await context.addInitScript((token) => {
      if (!window.localStorage.getItem('authToken')) window.localStorage.setItem('authToken', token);
    }, options.token);
  }
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  return { context, page };
}

/** A full-page screenshot; `fullPage: false` for open menus (resizing for a full page closes them). */
export async function shot(page: Page, name: string, options: { fullPage?: boolean } = {}) {
  fs.mkdirSync(SHOTS_DIR, { recursive: true });
  await page.waitForTimeout(300); // let open/close transitions finish
  await page.screenshot({ path: path.join(SHOTS_DIR, `${name}.png`), fullPage: options.fullPage ?? true });
}

let counter = 0;
export function uniqueName(prefix: string) {
  counter += 1;
  return `${prefix}${Date.now().toString(36).slice(-5)}${counter}`;
}

/** Registers through the REST door (faster than the form) and answers the secret key and token. */
export async function registerByApi(username: string, password: string, name?: string) {
  const response = await fetch(`${baseURL()}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password, name }),
  });
  if (response.status !== 201 && response.status !== 200)
    throw new Error(`register failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as { secretKey: string; token: string; user: { id: number; username: string } };
}

export async function waitForPath(page: Page, pathname: string) {
  await page.waitForURL((url) => url.pathname === pathname);
}

/** Clicks a checkbox and waits for its state: the list updates after the optimistic cache write. */
export async function toggle(checkbox: Locator, checked: boolean) {
  await checkbox.click();
  const handle = await checkbox.elementHandle();
  await checkbox
    .page()
    .waitForFunction(([element, state]) => (element as HTMLInputElement).checked === state, [handle, checked] as const);
}

/** Closes every toast with its close button (a toast may sit over the control a test clicks next). */
export async function dismissToasts(page: Page) {
  const toasts = page.getByTestId('toast');
  const deadline = Date.now() + 10_000;
  while ((await toasts.count()) > 0 && Date.now() < deadline) {
    // A toast that is already leaving is animating; skip the failed click and look again.
    await page
      .getByRole('button', { name: 'Dismiss notification' })
      .first()
      .click({ timeout: 500 })
      .catch(() => undefined);
    await page.waitForTimeout(100);
  }
}
