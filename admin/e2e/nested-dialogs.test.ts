/**
 * Focus after nested dialogs, in the console and in /app: a dialog opened from a dialog closes back to
 * the button in the outer one that opened it, and the outer one then closes back to what opened it
 * (a row's button, or the row's menu trigger when it was opened from the menu).
 */
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from '../../contract/clients.ts';
import { signedInCustomer } from '../../server/testing/customer-session.ts';
import { startConsole, type ConsoleHarness } from './console-harness.ts';
import { converse } from './seed.ts';

let h: ConsoleHarness;
let client: Client;
const SESSION = 'nested_dialogs_visitor_1';

beforeAll(async () => {
  h = await startConsole();
  client = await h.app.services.clients.create({
    clientName: 'Nora Baker',
    businessName: 'Nora Bakes',
    domain: 'norabakes.example',
    plan: 'Premium',
    aiContent: 'We bake sourdough every morning from 7 AM.',
  });
  await h.app.services.clients.generateToken(client.id, 'live');
  await converse(h.app, client, SESSION, ['When is the sourdough ready?']);
});
afterAll(async () => h?.close());

/** Whether the element has focus (inside its shadow-free page, by identity). */
const focused = (l: Locator) => l.evaluate((el) => el === document.activeElement);

/** View a conversation, open "Improve this answer" inside it, close both with Escape. */
async function viewThenImprove(page: Page) {
  const view = page.getByRole('button', { name: `View conversation ${SESSION}` }).filter({ visible: true });
  await view.click();
  const outer = page
    .getByRole('dialog')
    .filter({ has: page.getByRole('button', { name: 'Improve this answer' }) });
  const improve = outer.getByRole('button', { name: 'Improve this answer' }).first();
  await improve.click();
  const inner = page.getByRole('dialog', { name: 'Improve this answer' });
  await inner.getByLabel('Answer').waitFor();
  await page.keyboard.press('Escape');
  await inner.waitFor({ state: 'hidden' });
  await expect.poll(() => focused(improve)).toBe(true);
  await page.keyboard.press('Escape');
  await outer.waitFor({ state: 'hidden' });
  await expect.poll(() => focused(view)).toBe(true);
}

describe('focus after nested dialogs', () => {
  it('in the console: a conversation, then its "Improve this answer"', async () => {
    const page = await h.newPage({ signedIn: true });
    await page.goto('/admin/chats');
    await viewThenImprove(page);
  });

  it('in the console: a row menu’s dialog, then a confirmation opened inside it', async () => {
    const page = await h.newPage({ signedIn: true });
    await page.goto('/admin/clients');
    const trigger = page
      .getByRole('button', { name: `Actions for ${client.businessName}` })
      .filter({ visible: true });
    await trigger.click();
    await page.getByRole('menuitem', { name: 'API Integration' }).click();
    const outer = page.getByRole('dialog');
    const regenerate = outer.getByRole('button', { name: /^Regenerate/ }).first();
    await regenerate.click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await expect.poll(() => focused(regenerate)).toBe(true);
    await page.keyboard.press('Escape');
    await outer.waitFor({ state: 'hidden' });
    await expect.poll(() => focused(trigger)).toBe(true);
  });

  it('in /app: the Inbox’s conversation, then its "Improve this answer"', async () => {
    const { cookie } = await signedInCustomer(h.app, client.id, 'nora@norabakes.example', 'owner');
    const page = await h.newPage();
    const [name, value] = cookie.split('=') as [string, string];
    await page.context().addCookies([{ name, value, url: h.url }]);
    await page.goto('/app/inbox');
    await viewThenImprove(page);
  });
});
