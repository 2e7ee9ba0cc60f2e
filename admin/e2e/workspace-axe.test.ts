/**
 * axe on every /app screen, on a laptop (1280×800) and a phone (390×844): the sign-in pages signed out,
 * then each page of the navigation, a conversation and the 404 signed in as the business's owner. No
 * serious or critical finding (the Assistant page's widget preview included), and nothing wider than
 * the screen. (The receipt page, which needs a PayPal payment, is walked by self-serve.test.ts.)
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from '../../contract/clients.ts';
import { signedInCustomer } from '../../server/testing/customer-session.ts';
import { WORKSPACE_PAGES } from '../src/workspace/workspace-pages.ts';
import { seriousViolations, startConsole, type ConsoleHarness } from './console-harness.ts';
import { converse } from './seed.ts';

let h: ConsoleHarness;
let client: Client;
let cookie: string;
const SESSION = 'workspace_axe_visitor_01';

beforeAll(async () => {
  h = await startConsole();
  client = await h.app.services.clients.create({
    clientName: 'Olive Grove',
    businessName: 'Olive Grove Deli',
    domain: 'olivegrove.example',
    plan: 'Premium',
    aiContent: 'Open daily 8 AM to 6 PM. Sandwiches, olives and fresh bread.',
  });
  await converse(h.app, client, SESSION, ['When do you open?', 'Do you sell bread?']);
  cookie = (await signedInCustomer(h.app, client.id, 'olive@olivegrove.example', 'owner')).cookie;
});
afterAll(async () => h?.close());

async function screenIsSound(page: Page, name: string) {
  expect(await seriousViolations(page), name).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name} scrolls sideways`).toBeLessThanOrEqual(0);
}

const SIZES = [
  { device: 'laptop', viewport: { width: 1280, height: 800 } },
  { device: 'phone', viewport: { width: 390, height: 844 } },
] as const;

describe.each(SIZES)('every /app screen on a $device', ({ device, viewport }) => {
  it('has no serious or critical axe finding', async () => {
    const browser: Browser = h.browser;
    const signedOut = await (await browser.newContext({ baseURL: h.url, viewport })).newPage();
    await signedOut.goto('/app/login');
    await signedOut.getByLabel('Email').waitFor();
    await screenIsSound(signedOut, `${device}: sign in`);
    await signedOut.goto('/app/forgot-password');
    await signedOut.getByLabel('Email').waitFor();
    await screenIsSound(signedOut, `${device}: forgot password`);
    await signedOut.context().close();

    const page = await h.newPage({ viewport });
    const [name, value] = cookie.split('=') as [string, string];
    await page.context().addCookies([{ name, value, url: h.url }]);
    for (const entry of WORKSPACE_PAGES) {
      await page.goto(`/app/${entry.path}`);
      await page.getByRole('heading', { level: 1, name: entry.label }).waitFor();
      // Each section has drawn: no "Loading" left on the page.
      await expect.poll(() => page.getByText(/^Loading/).count(), { timeout: 15_000 }).toBe(0);
      await screenIsSound(page, `${device}: ${entry.label}`);
    }
    await page.goto(`/app/chats/${SESSION}?clientId=${client.id}`);
    await page.locator('[data-sender="ai"]').first().waitFor();
    await screenIsSound(page, `${device}: a conversation`);
    await page.goto('/app/no-such-page');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await screenIsSound(page, `${device}: not found`);
  });
});
