import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShopClient, embedPage, sendMessage, startEnv, w, watchErrors, type Env } from './harness.ts';

/** The business's orders feed on loopback: one order, Jane's. */
const feed = http.createServer((_req, res) =>
  res
    .writeHead(200, { 'content-type': 'application/json' })
    .end(JSON.stringify([{ order_number: '10234', status: 'Shipped', customer_email: 'jane@example.com' }])),
);
let env: Env;
beforeAll(async () => {
  await new Promise<void>((r) => feed.listen(0, '127.0.0.1', r));
  env = await startEnv({ env: { FRONTDESK_ALLOW_PRIVATE_NETWORK: 'true' } });
});
afterAll(async () => {
  await env?.close();
  await new Promise<void>((r) => feed.close(() => r()));
});

describe('the page API', () => {
  it('identifies a signed-in visitor (who then sees their order), opens and closes, tells replies, and resets on sign-out', async () => {
    const { t, site, browser } = env;
    const client = await createShopClient(t);
    const source = await t.services.knowledgeSources.create(await t.services.clients.record(client.id), {
      kind: 'feed',
      name: 'Orders',
      schedule: 'manual',
      settings: {
        url: `http://127.0.0.1:${(feed.address() as AddressInfo).port}/orders.json`,
        format: 'json',
        recordType: 'orders',
        hasAuthorization: false,
        idField: null,
      },
    });
    await t.services.knowledgeSources.sync(client.id, source.id);
    const { secret } = await t.services.identity.rotateSecret(client.id);
    // What the business's server puts in its page for the signed-in user.
    const token = await new SignJWT({ sub: 'cust-7', email: 'jane@example.com', name: 'Jane' })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('10m')
      .sign(new TextEncoder().encode(secret));
    site.setPage(
      embedPage({
        api: t.url,
        clientId: client.id,
        token: client.accessToken!,
        body: `<script>
          window.events = [];
          addEventListener('load', () => {
            Frontdesk.on('open', () => events.push('open'));
            Frontdesk.on('close', () => events.push('close'));
            Frontdesk.on('message', (m) => events.push('message:' + m.sender));
            Frontdesk.identify({ token: ${JSON.stringify(token)} });
          });
        </script>`,
      }),
    );
    const context = await browser.newContext();
    const errors = watchErrors(context);
    const page = await context.newPage();
    await page.goto(site.url('127.0.0.1', '/account'));
    await page.waitForFunction(
      () => typeof (window as { Frontdesk?: { toggle?: unknown } }).Frontdesk?.toggle === 'function',
    );

    await page.evaluate(() => (window as unknown as { Frontdesk: { open(): void } }).Frontdesk.open());
    await w.chat(page).getByText('Online').waitFor();
    await sendMessage(page, 'Where is my order 10234?');
    const reply = w.messages(page, 'ai').first();
    await expect.poll(() => reply.innerText()).toMatch(/shipped/i);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { events: string[] }).events))
      .toEqual(['open', 'message:ai']);
    const sessionOf = () =>
      page.evaluate(
        (id) => JSON.parse(localStorage.getItem(`fd-session:${id}`) ?? 'null')?.id as string,
        client.id,
      );
    const first = await sessionOf();
    expect(await t.services.identity.identityOf(client.id, first)).toMatchObject({
      email: 'jane@example.com',
      verified: true,
    });

    await page.evaluate(() => (window as unknown as { Frontdesk: { toggle(): void } }).Frontdesk.toggle());
    await expect.poll(() => w.launcher(page).getAttribute('aria-expanded')).toBe('false');
    // Sign-out: a new conversation that nobody is identified in, and the order is no longer told.
    await page.evaluate(() =>
      (window as unknown as { Frontdesk: { reset(): void; open(): void } }).Frontdesk.reset(),
    );
    await expect.poll(sessionOf).not.toBe(first);
    await page.evaluate(() => (window as unknown as { Frontdesk: { open(): void } }).Frontdesk.open());
    await expect.poll(() => w.messages(page, 'ai').count()).toBe(0);
    await sendMessage(page, 'Where is my order 10234?');
    await expect.poll(() => w.messages(page, 'ai').first().innerText()).toMatch(/confirm/);
    expect(await w.messages(page, 'ai').first().innerText()).not.toMatch(/shipped/i);
    expect(await t.services.identity.identityOf(client.id, await sessionOf())).toBeNull();
    expect(await page.evaluate(() => (window as unknown as { events: string[] }).events)).toEqual([
      'open',
      'message:ai',
      'close',
      'open',
      'message:ai',
    ]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
