import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { launchBrowser } from '../../scripts/testing/browser.ts';
import { startTestApp, type TestApp } from '../../server/testing/test-app.ts';
import { ensureWidgetBuilt } from '../../widget/e2e/built-widget.ts';
import { builtSite } from '../testing/built-site.ts';

let browser: Browser;
let app: TestApp;
let distDir: string;
// The real server over this run's site and widget builds: the demo pages call the API and /widget.js.
const server = {
  get url() {
    return app.url;
  },
};

beforeAll(async () => {
  const [site, widget] = await Promise.all([builtSite(), ensureWidgetBuilt()]);
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'frontdesk-site-dist-'));
  fs.symlinkSync(site, path.join(distDir, 'site'));
  fs.symlinkSync(widget, path.join(distDir, 'widget'));
  [browser, app] = await Promise.all([
    launchBrowser(),
    startTestApp({ listen: true, seedDemo: true, distDir }),
  ]);
}, 180_000);

afterAll(async () => {
  await Promise.allSettled([browser?.close(), app?.close()]);
  if (distDir) fs.rmSync(distDir, { recursive: true, force: true });
});

/** A page that records console errors and uncaught exceptions, and never reaches the internet. */
async function open(path: string, options: { width?: number; context?: BrowserContext } = {}) {
  const context =
    options.context ??
    (await browser.newContext({ viewport: { width: options.width ?? 1280, height: 900 } }));
  await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  const response = await page.goto(server.url + path);
  return { page, context, errors, response };
}

const ROUTES = [
  '/',
  '/use-cases',
  '/about',
  '/careers',
  '/blog',
  '/blog/real-estate-lead-qualification-with-ai',
  '/demo',
  '/demo/shop.example',
  '/demo/sunsetrealty.com',
  '/widget-demo',
];

describe('site in Chromium', () => {
  it('loads every page and hydrates it without console errors', async () => {
    for (const route of ROUTES) {
      const { page, context, errors, response } = await open(route);
      expect(response?.status(), route).toBe(200);
      await page.waitForLoadState('networkidle');
      expect(errors, route).toEqual([]);
      await context.close();
    }
  });

  it('highlights the current route and navigates from the desktop nav', async () => {
    const { page, context } = await open('/about');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'About' }).getAttribute('aria-current')).resolves.toBe('page');
    expect(await nav.getByRole('link', { name: 'Careers' }).isVisible()).toBe(false);
    expect(await nav.getByRole('link', { name: 'Client Login' }).getAttribute('href')).toBe('/app/login');
    await nav.getByRole('link', { name: 'Use Cases' }).click();
    await page.waitForURL(/\/use-cases$/);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Solutions for every industry');
    const footer = page.locator('footer');
    expect(await footer.textContent()).toContain('© 2023');
    expect(await footer.textContent()).toContain('AI agent that knows your business');
    expect(await footer.locator('a[href="/blog"]').count()).toBe(1);
    // The legal pages are real: the footer leads to them, and they say what renews and what is kept.
    expect(await footer.getByText('Documentation').evaluate((el) => el.tagName)).toBe('SPAN');
    await footer.getByRole('link', { name: 'Terms of Service' }).click();
    await page.waitForURL(/\/terms$/);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Terms of Service');
    expect(await page.locator('article').textContent()).toMatch(/until you\s+cancel/);
    await page.locator('footer').getByRole('link', { name: 'Privacy Policy' }).click();
    await page.waitForURL(/\/privacy$/);
    expect(await page.locator('article').textContent()).toContain('Conversation transcripts');
    await context.close();
  });

  it('opens the mobile menu, lists Demo, Careers and Admin, and closes on a link choice', async () => {
    const { page, context } = await open('/blog', { width: 390 });
    expect(
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).isVisible(),
    ).toBe(false);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Navigation' });
    await menu.waitFor();
    expect(await menu.getByText('Navigate through the website').isVisible()).toBe(true);
    for (const name of ['Home', 'Use Cases', 'About', 'Blog', 'Demo', 'Careers', 'Admin']) {
      expect(await menu.getByRole('link', { name, exact: true }).isVisible(), name).toBe(true);
    }
    expect(await menu.getByRole('link', { name: 'Blog' }).getAttribute('aria-current')).toBe('page');
    // Choosing the current page's link keeps the reader here and closes the menu.
    await menu.getByRole('link', { name: 'Blog' }).click();
    await menu.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('link', { name: 'Careers' }).click();
    await page.waitForURL(/\/careers$/);
    expect(await page.getByRole('dialog', { name: 'Navigation' }).isVisible()).toBe(false);
    await context.close();
  });

  it('plays the live demo at 2.5 s per message and switches scenario 3 s after the last', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.clock.install({ time: new Date('2026-01-01T00:00:00Z') });
    await page.goto(`${server.url}/`);
    await page.getByRole('button', { name: 'Start Demo' }).waitFor();
    // Time stands still from here on; only runFor moves it.
    await page.clock.pauseAt(new Date('2026-01-01T01:00:00Z'));
    const messages = page.getByTestId('demo-messages').locator('[data-sender]');
    const business = page.getByTestId('demo-business');
    const start = page.getByRole('button', { name: 'Start Demo' });
    await start.click();
    await page.getByRole('button', { name: 'Pause Demo' }).waitFor();
    expect(await messages.count()).toBe(0);
    await page.clock.runFor(2499);
    expect(await messages.count()).toBe(0);
    await page.clock.runFor(1);
    expect(await messages.count()).toBe(1);
    // React schedules the next message after rendering this one, so time moves one interval at a time.
    for (let shown = 2; shown <= 6; shown++) {
      await page.clock.runFor(2500);
      expect(await messages.count()).toBe(shown);
    }
    expect(await business.textContent()).toBe('Bella Boutique');
    await page.clock.runFor(2999);
    expect(await business.textContent()).toBe('Bella Boutique');
    await page.clock.runFor(1);
    expect(await business.textContent()).toBe('Sunrise Realty');
    expect(await messages.count()).toBe(0);
    await page.clock.runFor(2500);
    await page.clock.runFor(2500);
    expect(await messages.count()).toBe(2);
    // Pause holds the conversation; starting again clears it.
    await page.getByRole('button', { name: 'Pause Demo' }).click();
    await page.clock.runFor(10_000);
    expect(await messages.count()).toBe(2);
    await page.getByRole('button', { name: 'Start Demo' }).click();
    expect(await messages.count()).toBe(0);
    await page.clock.runFor(2500);
    expect(await messages.count()).toBe(1);
    expect(await business.textContent()).toBe('Sunrise Realty');
    await context.close();
  });

  it('scrolls from the hero to pricing with a button named for it, promising no trial there is not', async () => {
    const { page, context } = await open('/');
    expect(await page.getByText(/free trial/i).count()).toBe(0);
    await page.getByRole('link', { name: 'Choose a Plan' }).click();
    await page.waitForFunction(() => location.hash === '#pricing');
    await page.waitForFunction(
      () => Math.abs(document.getElementById('pricing')!.getBoundingClientRect().top) < 100,
    );
    await context.close();
  });

  it('filters careers by department and applies by email', async () => {
    const { page, context } = await open('/careers');
    const roles = page.getByTestId('roles').locator('article');
    expect(await roles.count()).toBe(6);
    const filter = page.getByRole('group', { name: 'Filter by department' });
    expect(await filter.getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('true');
    const expected: Record<string, number> = {
      Engineering: 3,
      Sales: 1,
      Marketing: 1,
      'Customer Success': 1,
    };
    for (const [department, count] of Object.entries(expected)) {
      await filter.getByRole('button', { name: department }).click();
      expect(await roles.count(), department).toBe(count);
      for (const d of await roles.evaluateAll((els) => els.map((el) => el.getAttribute('data-department'))))
        expect(d).toBe(department);
    }
    await filter.getByRole('button', { name: 'All' }).click();
    expect(await roles.count()).toBe(6);
    const apply = page.getByRole('link', { name: 'Apply Now for Account Executive' });
    expect(await apply.getAttribute('href')).toBe(
      'mailto:careers@frontdesk.ai?subject=Application%3A%20Account%20Executive',
    );
    expect(await page.getByRole('link', { name: 'Get in Touch' }).getAttribute('href')).toMatch(
      /^mailto:careers@/,
    );
    await context.close();
  });

  it('validates the sign-up dialog, reveals payment only when valid, reports PayPal failing to load, and resets on close', async () => {
    const { page, context } = await open('/');
    await page.getByRole('button', { name: 'Choose Premium' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign up for Premium' });
    await dialog.waitFor();
    const create = dialog.getByRole('button', { name: 'Create Account' });
    expect(await create.isDisabled()).toBe(true);
    expect(await dialog.getByText('Name must be at least 5 characters long').count()).toBe(0);

    await dialog.getByLabel('Full name').fill('Jo');
    await dialog.getByText('Name must be at least 5 characters long').waitFor();
    await dialog.getByLabel('Email').fill('jo at example');
    await dialog.getByText('Please enter a valid email address.').waitFor();
    await dialog.getByLabel('Full name').fill('   Jo   ');
    expect(await dialog.getByText('Name must be at least 5 characters long').isVisible()).toBe(true);

    await dialog.getByLabel('Full name').fill('Jane Cooper');
    await dialog.getByLabel('Email').fill('jane@cooper.example');
    await dialog.getByLabel('Business name').fill('Cooper & Co');
    await dialog.getByLabel('Website').fill('cooper');
    await dialog.getByText('Please enter a valid domain name').waitFor();
    expect(await create.isDisabled()).toBe(true);
    await dialog.getByLabel('Website').fill('cooper.example');
    expect(await create.isEnabled()).toBe(true);
    expect(await dialog.getByRole('alert').count()).toBe(0);

    // This server has no PayPal credentials: the dialog says payments are not set up and loads no SDK
    // (a configured server whose SDK cannot load is site/e2e/checkout.test.ts's case).
    await create.click();
    await dialog.getByTestId('payment-section').waitFor();
    await dialog.getByTestId('payments-not-set-up').waitFor();
    expect(await dialog.textContent()).toContain('Payments are not set up on this server yet');

    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Choose Starter' }).click();
    const again = page.getByRole('dialog', { name: 'Sign up for Starter' });
    await again.waitFor();
    expect(await again.getByLabel('Full name').inputValue()).toBe('');
    expect(await again.getByTestId('payment-section').count()).toBe(0);
    await context.close();
  });

  it('shares a blog post by copying its link where there is no share sheet', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    await context.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
    });
    const { page } = await open('/blog/building-better-saas-onboarding', { context });
    expect(await page.getByRole('link', { name: '← Back to Blog' }).getAttribute('href')).toBe('/blog');
    expect(await page.getByText('Startups', { exact: true }).first().isVisible()).toBe(true);
    expect(await page.getByText('8 min read').first().isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Share' }).click();
    await page.getByText('Link copied to clipboard').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${server.url}/blog/building-better-saas-onboarding`,
    );
    await context.close();
  });

  it('shows the not-found page for unknown routes', async () => {
    const { page, context, response, errors } = await open('/no/such/page');
    expect(response?.status()).toBe(404);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('404 Page Not Found');
    expect(await page.getByText('Did you forget to add the page to the router?').isVisible()).toBe(true);
    // The only console line allowed is Chromium's note that the document itself answered 404.
    expect(errors.filter((e) => !e.includes('status of 404'))).toEqual([]);
    await context.close();
  });
});
