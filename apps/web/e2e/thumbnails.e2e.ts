import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, MOBILE, newPage, shot } from './helpers';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const pages = [
  ['/thumbnail', 12, 'Your self-hosted kitchen assistant'],
  ['/thumbnail/ai', 10, 'AI that stays in your kitchen'],
  ['/thumbnail/ux', 10, 'Made for everyday cooking'],
  ['/thumbnail/health', 10, 'Nutrition you can act on'],
  ['/thumbnail/culture', 10, 'Cook the world’s cuisines'],
  ['/thumbnail/sustainability', 10, 'Smart kitchen for sustainable living'],
  ['/thumbnail/youtube', 6, 'The Future of Smart Cooking'],
] as const;

describe('thumbnail pages', () => {
  it.each(pages)('%s is public, outside the shell, with %i cards, its title, links and footer', async (path, cards, title) => {
    const { context, page } = await newPage(browser);
    await page.goto(path);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(new URL(page.url()).pathname).toBe(path);
    expect(await page.getByTestId('thumbnail-card').count()).toBe(cards);
    // No shell: no main navigation, no user menu.
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
    const explore = page.getByRole('link', { name: 'Explore Project' });
    expect(await explore.getAttribute('target')).toBe('_blank');
    expect(await explore.getAttribute('rel')).toContain('noopener');
    expect(await explore.getAttribute('href')).toMatch(/^https:\/\//);
    await page.getByText('Coming Soon to Production').waitFor();
    await context.close();
  });

  it('Watch Demo opens a 16:9 overlay at most 4xl wide; Close and Escape dismiss it', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/thumbnail');
    await page.getByTestId('thumbnail-card').first().waitFor();
    await shot(page, 'thumbnail-overview-desktop-light');
    await page.getByRole('button', { name: 'Watch Demo' }).click();
    const overlay = page.getByRole('dialog', { name: 'Sous demo' });
    await overlay.waitFor();
    await overlay.getByText('Demo video coming soon').first().waitFor();
    const frame = await overlay.locator('video').boundingBox();
    expect(frame).not.toBeNull();
    expect(Math.abs(frame!.width / frame!.height - 16 / 9)).toBeLessThan(0.02);
    expect(frame!.width).toBeLessThanOrEqual(896);
    await shot(page, 'thumbnail-demo-overlay-desktop-light', { fullPage: false });
    await overlay.getByRole('button', { name: 'Close' }).click();
    await overlay.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Watch Demo' }).click();
    await overlay.waitFor();
    await page.keyboard.press('Escape');
    await overlay.waitFor({ state: 'detached' });
    await context.close();
  });

  it('the video page has six larger cards; dark and mobile layouts', async () => {
    const { context, page } = await newPage(browser, { colorScheme: 'dark' });
    await page.goto('/thumbnail/youtube');
    await page.getByRole('heading', { name: 'The Future of Smart Cooking' }).waitFor();
    await shot(page, 'thumbnail-youtube-desktop-dark');
    await page.getByRole('link', { name: 'AI and technology' }).click();
    await page.getByRole('heading', { level: 1, name: 'AI that stays in your kitchen' }).waitFor();
    await page.setViewportSize(MOBILE);
    await shot(page, 'thumbnail-ai-mobile-dark');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(MOBILE.width);
    await context.close();
  });
});
