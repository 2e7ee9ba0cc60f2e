import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../../scripts/testing/browser.ts';
import { startTestApp } from '../../server/testing/test-app.ts';
import { ensureWidgetBuilt } from './built-widget.ts';
import {
  createShopClient,
  embedPage,
  sendMessage,
  startEnv,
  startHostSite,
  w,
  watchErrors,
  type Env,
} from './harness.ts';

const closers: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  await Promise.allSettled(closers.map((c) => c()));
});

describe('a visitor who sends too fast', () => {
  it('sees a polite notice, keeps the page working and can leave an email at once', async () => {
    const env: Env = await startEnv({ chat: { limits: { perSessionPerMinute: 2 } } });
    closers.push(() => env.close());
    const client = await createShopClient(env.t);
    env.site.setPage(embedPage({ api: env.t.url, clientId: client.id, token: client.accessToken! }));
    const context = await env.browser.newContext();
    const errors = watchErrors(context);
    const page = await context.newPage();
    await page.goto(env.site.url());
    await w.launcher(page).click();

    for (const [i, text] of ['When do you ship?', 'Do you ship abroad?'].entries()) {
      await sendMessage(page, text);
      await expect.poll(() => w.messages(page, 'ai').count()).toBe(i + 1);
      await expect.poll(() => w.input(page).isEnabled()).toBe(true);
    }
    await sendMessage(page, 'What are your store hours?');
    const notice = w.chat(page).locator('[data-notice="rate"]');
    await notice.getByText('You are sending messages a little too quickly.', { exact: false }).waitFor();
    expect(await notice.getAttribute('role')).toBe('status');
    // The refused message is taken back and the visitor can type again.
    await expect.poll(() => w.messages(page, 'user').count()).toBe(2);
    await expect.poll(() => w.input(page).isEnabled()).toBe(true);

    // The follow-up has its own budget: the visitor need not wait out the limit to leave an address.
    await notice.getByLabel('Your email for a follow-up').fill('fast@example.com');
    await notice.getByRole('button', { name: 'Send' }).click();
    await w.chat(page).getByText('Thank you! We will reply to you by email.').waitFor();
    const stored = await env.t.services.db
      .selectFrom('chat_messages')
      .select('message')
      .where('client_id', '=', client.id)
      .where('sender', '=', 'user')
      .orderBy('id')
      .execute();
    expect(stored.map((m) => m.message)).toEqual([
      'When do you ship?',
      'Do you ship abroad?',
      'Please follow up with me by email: fast@example.com',
    ]);
    expect(errors.filter((e) => !/429/.test(e))).toEqual([]);
    await context.close();
  });
});

describe('a server restart', () => {
  it('keeps the conversation, and the widget answers again once it reconnects', async () => {
    await ensureWidgetBuilt();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'frontdesk-restart-'));
    closers.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
    const [first, browser, site] = await Promise.all([
      startTestApp({ listen: true, seedDemo: true, dataDir }),
      launchBrowser(),
      startHostSite(),
    ]);
    closers.push(
      () => browser.close(),
      () => site.close(),
      () => first.close(),
    );
    const client = await createShopClient(first);
    site.setPage(embedPage({ api: first.url, clientId: client.id, token: client.accessToken! }));
    const context = await browser.newContext();
    const errors = watchErrors(context);
    const page = await context.newPage();
    await page.goto(site.url());
    await w.launcher(page).click();
    await sendMessage(page, 'When do you ship?');
    await expect.poll(() => w.messages(page, 'ai').count()).toBe(1);
    await expect.poll(() => w.input(page).isEnabled()).toBe(true);

    // The same data dir and port: the page keeps talking to the address in its embed line.
    await first.close();
    const second = await startTestApp({
      listen: true,
      seedDemo: true,
      dataDir,
      env: { PORT: new URL(first.url).port },
    });
    closers.push(() => second.close());
    expect(second.url).toBe(first.url);
    // socket.io reconnects by itself; the next message then goes over the live socket.
    await expect.poll(() => second.app.io.of('/widget').sockets.size, { timeout: 20_000 }).toBe(1);

    await sendMessage(page, 'What are your store hours?');
    await expect.poll(() => w.messages(page, 'ai').count(), { timeout: 20_000 }).toBe(2);
    await expect.poll(() => w.messages(page, 'ai').nth(1).innerText()).toMatch(/9 AM to 6 PM/);

    // Without the browser's cache, the whole conversation comes back from the restarted server.
    await page.evaluate((id) => localStorage.removeItem(`fd-cache:${id}`), client.id);
    await page.reload();
    await expect.poll(() => w.messages(page).count(), { timeout: 15_000 }).toBe(4);
    expect(await w.messages(page).first().innerText()).toContain('When do you ship?');
    expect(errors.filter((e) => !/ERR_CONNECTION_REFUSED|WebSocket|Failed to load resource/.test(e))).toEqual(
      [],
    );
    await context.close();
  });
});
