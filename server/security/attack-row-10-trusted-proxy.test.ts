/**
 * Row 10, the client address behind a reverse proxy: X-Forwarded-For is honoured only when
 * FRONTDESK_TRUST_PROXY says how many proxies stand in front. Off (the default), a spoofed header
 * opens no new throttle bucket and is not what the audit log or a page view records; with one trusted
 * proxy, each client the proxy saw has its own bucket and is recorded, and what a client wrote into
 * the header before the proxy appended its own entry changes nothing.
 */
import { io as connect } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import { chatFixture, type ChatFixture } from '../testing/chat-fixture.ts';
import { testSockets } from '../testing/two-instances.ts';

const sockets = testSockets();
const fixtures: ChatFixture[] = [];
afterEach(async () => {
  sockets.closeAll();
  for (const f of fixtures.splice(0)) await f.close();
});

const SITE = 'https://sunsetrealty.com';
const DEVICE = '0123456789abcdef0123456789abcdef';
let n = 0;

async function setUp(env: Record<string, string> = {}) {
  const f = await chatFixture({
    env,
    listen: true,
    chat: { limits: { perIpPerMinute: 3, perSessionPerMinute: 1000 } },
  });
  fixtures.push(f);
  const ask = (xff: string) =>
    f.t.inject({
      method: 'POST',
      url: '/api/v1/chat',
      headers: { authorization: `Bearer ${f.a.live}`, origin: SITE, 'x-forwarded-for': xff },
      payload: {
        message: 'When can I view a property?',
        sessionId: `proxySession${String(++n).padStart(12, '0')}`,
      },
    });
  const audited = async (xff: string) => {
    const cookie = await f.t.login();
    const put = await f.t.inject({
      method: 'PUT',
      url: `/api/clients/${f.a.id}`,
      headers: { cookie, 'content-type': 'application/json', 'x-forwarded-for': xff },
      payload: { phone: `555 01${String(++n).padStart(2, '0')}` },
    });
    expect(put.statusCode).toBe(200);
    return (await f.t.services.auditLog.page(f.a.id, {})).entries[0]?.source;
  };
  const viewedFrom = async (xff: string) => {
    await f.t.inject({
      method: 'POST',
      url: '/api/widget/page-view',
      headers: { authorization: `Bearer ${f.a.live}`, origin: SITE, 'x-forwarded-for': xff },
      payload: { visitorId: DEVICE, pageUrl: `${SITE}/listings` },
    });
    // The visitor's record keeps the address of their latest page view.
    const row = await f.t.services.db
      .selectFrom('visitor_sessions')
      .select('ip_address')
      .where('client_id', '=', f.a.id)
      .where('visitor_id', '=', DEVICE)
      .executeTakeFirstOrThrow();
    return row.ip_address;
  };
  /** A widget socket's handshake (the per-IP limit counts it): whether it was let in. */
  const handshake = (xff: string) =>
    new Promise<boolean>((resolve) => {
      const socket = sockets.track(
        connect(`${f.t.url}/widget`, {
          transports: ['websocket'],
          auth: { token: f.a.live },
          extraHeaders: { origin: SITE, 'x-forwarded-for': xff },
          reconnection: false,
          forceNew: true,
        }),
      );
      socket.on('connect', () => resolve(true));
      socket.on('connect_error', () => resolve(false));
    });
  return { ask, audited, viewedFrom, handshake };
}

describe('row 10: X-Forwarded-For only from trusted proxies', () => {
  it('ignores the header by default: no new bucket, and the peer is what is recorded', async () => {
    const { ask, audited, viewedFrom } = await setUp();
    for (let i = 1; i <= 3; i++) expect((await ask(`203.0.113.${i}`)).statusCode, `request ${i}`).toBe(200);
    const over = await ask('203.0.113.99');
    expect(over.statusCode).toBe(429);
    expect(await audited('203.0.113.50')).toBe('127.0.0.1');
    expect(await viewedFrom('203.0.113.51')).toBe('127.0.0.1');
  });

  it('gives a widget socket behind a trusted proxy its client’s bucket, and ignores the header otherwise', async () => {
    const untrusted = await setUp();
    const spoofed = [];
    for (let i = 1; i <= 4; i++) spoofed.push(await untrusted.handshake(`203.0.113.${i}`));
    expect(spoofed).toEqual([true, true, true, false]);
    const trusted = await setUp({ FRONTDESK_TRUST_PROXY: '1' });
    const each = [];
    for (let i = 1; i <= 4; i++) each.push(await trusted.handshake(`203.0.113.${i}`));
    expect(each).toEqual([true, true, true, true]);
  });

  it('with FRONTDESK_TRUST_PROXY=1, reads the address the proxy appended, for throttles, audit and page views', async () => {
    const { ask, audited, viewedFrom } = await setUp({ FRONTDESK_TRUST_PROXY: '1' });
    // Three clients behind the proxy, each under its own limit.
    for (const ip of ['203.0.113.1', '203.0.113.2', '203.0.113.3'])
      expect((await ask(ip)).statusCode, ip).toBe(200);
    expect((await ask('203.0.113.1')).statusCode).toBe(200);
    // The first client writes another address before the proxy's entry: still its own bucket, now full.
    expect((await ask('6.6.6.6, 203.0.113.1')).statusCode).toBe(200);
    expect((await ask('7.7.7.7, 203.0.113.1')).statusCode).toBe(429);
    expect((await ask('203.0.113.4')).statusCode).toBe(200);
    expect(await audited('6.6.6.6, 198.51.100.7')).toBe('198.51.100.7');
    expect(await viewedFrom('198.51.100.8')).toBe('198.51.100.8');
  });
});
