import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WidgetStats } from '../chat/types.ts';
import { TEST_ADMIN } from '../../server/testing/test-app.ts';
import { startEnv, watchErrors, type Env } from './harness.ts';

let env: Env;
beforeAll(async () => {
  env = await startEnv();
});
afterAll(async () => env?.close());

describe('the mount API as the console preview uses it', () => {
  it('chats with the admin cookie, marks messages as previews, reports counters and unmounts', async () => {
    const { t, browser } = env;
    const client = (await t.services.clients.list()).find((c) => c.domain === 'chatgenius.ai')!;
    const context = await browser.newContext();
    const errors = watchErrors(context);
    // A page on the server's own origin, as /admin/{product} is.
    await context.route(`${t.url}/preview-host`, (r) =>
      r.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><title>Preview</title><div id="host"></div>',
      }),
    );
    const page = await context.newPage();
    await page.goto(`${t.url}/preview-host`);
    const login = await page.evaluate(
      (body) =>
        fetch('/api/admin/login', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }).then((r) => r.status),
      TEST_ADMIN,
    );
    expect(login).toBe(200);
    await page.addScriptTag({ url: `${t.url}/widget.js` });
    const sessionId = `preview${'x'.repeat(20)}`;
    await page.evaluate(
      ({ clientId, token, sessionId }) => {
        const w = window as unknown as {
          Frontdesk: { mount(el: Element, o: object): { send(t: string): void; unmount(): void } };
          stats: unknown[];
          handle: unknown;
        };
        w.stats = [];
        w.handle = w.Frontdesk.mount(document.getElementById('host')!, {
          clientId,
          token,
          sessionId,
          preview: true,
          showHeader: true,
          height: 600,
          apiBase: location.origin,
          onStats: (s: unknown) => w.stats.push(s),
        });
        (w.handle as { send(t: string): void }).send('How long does setup take?');
      },
      { clientId: client.id, token: client.testAccessToken!, sessionId },
    );
    const last = () => page.evaluate(() => (window as unknown as { stats: WidgetStats[] }).stats.at(-1));
    await expect.poll(async () => (await last())?.aiResponses, { timeout: 15_000 }).toBe(1);
    expect(await last()).toEqual({
      sessionId,
      totalMessages: 2,
      aiResponses: 1,
      userMessages: 1,
      status: 'active',
    });
    await page.locator('frontdesk-chat').getByText('ChatGenius AI').first().waitFor();

    const stored = await t.services.db
      .selectFrom('chat_messages')
      .select(['sender', 'metadata'])
      .where('session_id', '=', sessionId)
      .orderBy('id')
      .execute();
    expect(stored.map((m) => [m.sender, JSON.parse(m.metadata).preview])).toEqual([
      ['user', true],
      ['ai', true],
    ]);
    expect(await t.services.usage.used(client.id)).toBe(0);

    await page.evaluate(() => (window as unknown as { handle: { unmount(): void } }).handle.unmount());
    expect(await page.locator('frontdesk-chat').count()).toBe(0);
    expect(errors.filter((e) => !/404/.test(e))).toEqual([]);
    await context.close();
  });

  it('never mounts a handle unmounted before the chat bundle arrived, and sends nothing it was given', async () => {
    const { t, browser } = env;
    const client = (await t.services.clients.list()).find((c) => c.domain === 'chatgenius.ai')!;
    const context = await browser.newContext();
    const errors = watchErrors(context);
    await context.route(`${t.url}/early-unmount`, (r) =>
      r.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><title>Host</title><div id="host"></div>',
      }),
    );
    const page = await context.newPage();
    await page.goto(`${t.url}/early-unmount`);
    await page.addScriptTag({ url: `${t.url}/widget.js` });
    const sessionId = `early${'x'.repeat(20)}`;
    await page.evaluate(
      ({ clientId, token, sessionId }) => {
        const w = window as unknown as {
          Frontdesk: { mount(el: Element, o: object): { send(t: string): void; unmount(): void } };
        };
        const handle = w.Frontdesk.mount(document.getElementById('host')!, { clientId, token, sessionId });
        handle.send('Should never be sent');
        handle.unmount();
      },
      { clientId: client.id, token: client.testAccessToken!, sessionId },
    );
    // The chat bundle did arrive; the queued calls ended with unmount, so it mounted nothing.
    const scripts = () => page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
    await expect.poll(async () => (await scripts()).some((n) => n.includes('/widget/chat-'))).toBe(true);
    await new Promise((r) => setTimeout(r, 300));
    expect(await page.locator('frontdesk-chat').count()).toBe(0);
    const stored = await t.services.db
      .selectFrom('chat_messages')
      .select('id')
      .where('session_id', '=', sessionId)
      .execute();
    expect(stored).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
