/**
 * One real server (temp SQLite, known admin, the built console) and one Chromium per test file,
 * with helpers that act like an operator: sign in, open screens, pick from Radix selects, run axe.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { startTestApp, TEST_ADMIN, type TestApp } from '../../server/testing/test-app.ts';
import { launchBrowser } from '../../scripts/testing/browser.ts';
import { builtDistDir } from './built-dist.ts';

export interface ConsoleHarness {
  app: TestApp;
  browser: Browser;
  url: string;
  /** A fresh browser context (own cookies), optionally signed in through the login form. */
  newPage(options?: { signedIn?: boolean; viewport?: { width: number; height: number } }): Promise<Page>;
  close(): Promise<void>;
}

/** `env` adds server settings, e.g. FRONTDESK_ALLOW_PRIVATE_NETWORK for loopback stand-in websites. */
export async function startConsole(options: { env?: Record<string, string> } = {}): Promise<ConsoleHarness> {
  const distDir = await builtDistDir();
  const app = await startTestApp({ listen: true, distDir, env: options.env });
  const browser = await launchBrowser();
  const contexts: BrowserContext[] = [];
  return {
    app,
    browser,
    url: app.url,
    async newPage(options = {}) {
      const context = await browser.newContext({
        baseURL: app.url,
        viewport: options.viewport ?? { width: 1280, height: 900 },
        acceptDownloads: true,
      });
      contexts.push(context);
      const page = await context.newPage();
      page.setDefaultTimeout(10_000);
      if (options.signedIn) await signIn(page);
      return page;
    },
    async close() {
      for (const c of contexts) await c.close().catch(() => {});
      await browser.close();
      await app.close();
    },
  };
}

export async function signIn(
  page: Page,
  username: string = TEST_ADMIN.username,
  password: string = TEST_ADMIN.password,
): Promise<void> {
  await page.goto('/admin/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
}

/** Opens a Radix Select by its label and picks an option by its visible text. */
export async function pick(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Waits for the toast with this title (and description), checks its text and returns it. */
export async function expectToast(page: Page, title: string, description?: string): Promise<string> {
  const toast = page.getByTestId('toast').filter({ hasText: title });
  await (description ? toast.filter({ hasText: description }) : toast).first().waitFor();
  const text = (await toast.allTextContents()).join('\n');
  expect(text).toContain(title);
  if (description) expect(text).toContain(description);
  return text;
}

/** Serious and critical axe findings; `exclude` leaves out embedded parts another team owns. */
export async function seriousViolations(page: Page, options: { exclude?: string[] } = {}): Promise<string[]> {
  const read = async () => {
    // Colours are read once they settle: a button enabled when its query finishes runs a 150 ms colour
    // transition, and axe reading it midway sees a contrast never shown at rest.
    await page.evaluate(() =>
      Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))),
    );
    let builder = new AxeBuilder({ page });
    for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
    const results = await builder.analyze();
    return results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  };
  const first = await read();
  if (first.length === 0) return first;
  // A page still changing while axe read it (a query finishing mid-read) shows a passing state once;
  // what is wrong at rest is found by both reads.
  const second = await read();
  return first.filter((v) => second.includes(v));
}

/**
 * Opens a Radix menu and waits for one of its items. Under load the first press can land while the
 * layout re-renders the trigger, before its handler is attached; the trigger's aria-expanded says
 * whether the menu really opened, so a second press never closes a menu that is merely slow.
 */
export async function openMenu(trigger: Locator, item: Locator): Promise<void> {
  for (let attempt = 0; attempt < 3; attempt++) {
    if ((await trigger.getAttribute('aria-expanded')) !== 'true') await trigger.click();
    try {
      await item.waitFor({ state: 'visible', timeout: 3000 });
      return;
    } catch {
      // Not open yet: look at aria-expanded again and press only if the menu is still closed.
    }
  }
  await item.waitFor({ state: 'visible' });
}
