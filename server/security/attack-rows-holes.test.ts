/**
 * Attack table rows 43–48 (../shared/SECURITY-ATTACKS.md), found against Frontdesk itself: a secret
 * key's session claimed with the widget token, unmetered previews, a business name that closes the
 * embed file's comment, a domain conflict naming the other business, a stale cheaper upgrade captured
 * after a bigger one (row 47: attack-table-payments.test.ts, on the subscription path), and dot segments
 * resolved before routing.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { buildEmbedScript, embedFileContent } from '../../contract/embed-script.ts';
import { effectiveMessageLimit } from '../../contract/plans.ts';
import { launchBrowser } from '../../scripts/testing/browser.ts';
import { chatFixture, SESSION_A, type ChatFixture } from '../testing/chat-fixture.ts';
import { signedInCustomer } from '../testing/customer-session.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

const json = { 'content-type': 'application/json' };
const fixtures: ChatFixture[] = [];
const apps: TestApp[] = [];
afterEach(async () => {
  for (const f of fixtures.splice(0)) await f.close();
  for (const a of apps.splice(0)) await a.close();
});

describe('row 43: a secret-key session read with the widget token', () => {
  it('is never claimable by a widget token: no history, no session key, no writing into it', async () => {
    const f = await chatFixture();
    fixtures.push(f);
    const { key } = await f.t.services.apiKeys.create(f.a.id, 'server');
    const opened = await f.t.app.http.inject({
      method: 'POST',
      url: '/api/v1/chat',
      headers: { authorization: `Bearer ${key}`, ...json },
      payload: { message: 'My order number is 1234, where is it?', sessionId: SESSION_A },
    });
    expect(opened.statusCode).toBe(200);

    const widget = (o: { method: string; url: string; payload?: object }) =>
      f.t.app.http.inject({ ...o, headers: f.widget(f.a.test) });
    const read = await widget({ method: 'GET', url: `/api/chat/messages/${SESSION_A}` });
    expect(read.statusCode).toBe(404);
    expect(read.headers['x-session-key']).toBeUndefined();
    const write = await widget({
      method: 'POST',
      url: '/api/chat/messages',
      payload: { message: 'Injected', sender: 'user', sessionId: SESSION_A },
    });
    expect(write.statusCode).toBe(404);
    expect(write.headers['x-session-key']).toBeUndefined();
    // The server that opened it carries on.
    const again = await f.t.app.http.inject({
      method: 'POST',
      url: '/api/v1/chat',
      headers: { authorization: `Bearer ${key}`, ...json },
      payload: { message: 'And when does it arrive?', sessionId: SESSION_A },
    });
    expect(again.statusCode).toBe(200);
    const messages = await f.t.services.chat.messages(
      { kind: 'admin', clientId: f.a.id, username: 'admin' },
      SESSION_A,
    );
    expect(messages.map((m) => m.message)).not.toContain('Injected');
  });
});

describe('row 44: a customer’s previews with the plan used up, 40 at once, a 97k clientContext', () => {
  it('are metered as preview usage, never the plan’s, and throttled per user and per client', async () => {
    const f = await chatFixture({
      chat: { limits: { previewsPerUserPerMinute: 10, previewsPerClientPerDay: 15 } },
    });
    fixtures.push(f);
    const client = await f.t.services.clients.get(f.a.id);
    const limit = effectiveMessageLimit(client);
    await f.t.services.usage.set(f.a.id, limit);
    const ann = await signedInCustomer(f.t, f.a.id, 'ann@shop.example', 'member');
    const bob = await signedInCustomer(f.t, f.a.id, 'bob@shop.example', 'member');
    const preview = (cookie: string, i: number) =>
      f.t.inject({
        method: 'POST',
        url: '/api/chat/ai-response',
        headers: { ...json, cookie },
        payload: {
          message: `How long does express delivery take? (${i})`,
          sessionId: `preview-session-${String(i).padStart(6, '0')}`,
          clientContext: {
            aiContent: 'Express delivery takes 1-2 business days. '.repeat(2300).slice(0, 97_000),
          },
        },
      });
    const burst = await Promise.all(Array.from({ length: 40 }, (_, i) => preview(ann.cookie, i)));
    const statuses = burst.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30);
    // Another user of the same client has their own 10, up to the client's 15.
    const second = await Promise.all(Array.from({ length: 10 }, (_, i) => preview(bob.cookie, 100 + i)));
    expect(second.filter((r) => r.statusCode === 200)).toHaveLength(5);
    expect(await f.t.services.usage.previewsUsed(f.a.id)).toBe(15);
    expect(await f.t.services.usage.used(f.a.id)).toBe(limit);

    // A clientContext beyond what the business could save is refused before any model work.
    const huge = await f.t.inject({
      method: 'POST',
      url: '/api/chat/ai-response',
      headers: { ...json, cookie: bob.cookie },
      payload: {
        message: 'Hi',
        sessionId: 'preview-session-huge01',
        clientContext: { aiContent: 'x'.repeat(100_001) },
      },
    });
    expect(huge.statusCode).toBe(400);
    expect(await f.t.services.usage.previewsUsed(f.a.id)).toBe(15);
  });
});

describe('row 45: a business name holding `--->` and a script tag, in the embed file', () => {
  it('is escaped: the file runs no script of the name’s when pasted into a page', async () => {
    const name = 'Evil ---> <script>window.pwned = 1</script> --!> <!-- <img src=x onerror="window.pwned=2">';
    const script = buildEmbedScript({
      publicUrl: 'http://127.0.0.1:9',
      clientId: 'client-1',
      token: 'fd_live_abc"><script>window.pwned=3</script>',
    });
    const file = embedFileContent(script, 'production', name);
    expect(file.match(/-->/g)).toHaveLength(1);
    expect(file.match(/<script/g)).toHaveLength(1);
    const browser = await launchBrowser();
    try {
      const page = await browser.newPage();
      await page.setContent(`<!doctype html><html><body><p>Shop</p>${file}</body></html>`);
      expect(await page.evaluate(() => (window as unknown as { pwned?: number }).pwned ?? null)).toBeNull();
      expect(await page.evaluate(() => document.querySelectorAll('script, img').length)).toBe(1);
      expect(await page.evaluate(() => document.querySelector('script')?.dataset.accessToken)).toBe(
        'fd_live_abc"><script>window.pwned=3</script>',
      );
    } finally {
      await browser.close();
    }
  });
});

describe('row 46: setting one’s domain to another client’s', () => {
  it('says only that the domain is taken, never whose it is', async () => {
    const t = await startTestApp();
    apps.push(t);
    const mine = await t.services.clients.create({
      clientName: 'Me',
      businessName: 'Mine Ltd',
      domain: 'mine.example',
      plan: 'Starter',
    });
    const theirs = await t.services.clients.create({
      clientName: 'Secret Person',
      businessName: 'Hidden Rival Co',
      domain: 'rival.example',
      plan: 'Starter',
    });
    const owner = await signedInCustomer(t, mine.id, 'me@mine.example', 'owner');
    const res = await t.inject({
      method: 'PUT',
      url: `/api/clients/${mine.id}`,
      headers: { ...json, cookie: owner.cookie },
      payload: { domain: 'www.rival.example' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json).toMatchObject({
      code: 'conflict',
      error: 'The domain www.rival.example is already taken',
    });
    expect(res.payload).not.toContain('Hidden Rival');
    expect(res.payload).not.toContain('Secret Person');
    expect(res.payload).not.toContain(theirs.id);
  });
});

describe('row 48: `%2e%2e` and `..` path segments', () => {
  it('are refused before routing: DELETE …/users/%2e%2e never deletes the client', async () => {
    const t = await startTestApp();
    apps.push(t);
    const client = await t.services.clients.create({
      clientName: 'Dot Dot',
      businessName: 'Dots Ltd',
      domain: 'dots.example',
      plan: 'Starter',
    });
    const cookie = await t.login();
    for (const tail of ['%2e%2e', '%2E%2e', '.%2e', '..', '.', '..%2f..', '%2e%2e%5c', 'x/../..']) {
      const res = await t.app.http.inject({
        method: 'DELETE',
        url: `/api/clients/${client.id}/users/${tail}`,
        headers: { cookie },
      });
      expect(res.statusCode, tail).toBe(400);
      expect(JSON.parse(res.payload).code, tail).toBe('bad_request');
    }
    const read = await t.app.http.inject({
      method: 'GET',
      url: `/api/clients/x/%2e%2e/${client.id}`,
      headers: { cookie },
    });
    expect(read.statusCode).toBe(400);
    expect((await t.services.clients.get(client.id)).businessName).toBe('Dots Ltd');
    // Dots inside a segment and in the query are ordinary text.
    const ok = await t.app.http.inject({
      method: 'GET',
      url: `/api/clients/${client.id}?q=..%2f..`,
      headers: { cookie },
    });
    expect(ok.statusCode).toBe(200);
  });
});
