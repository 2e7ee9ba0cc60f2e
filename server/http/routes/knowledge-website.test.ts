import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_CHAT_CUSTOMIZATIONS } from '../../../contract/clients.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { html, startTestSite, type TestSite } from '../../testing/test-site.ts';

const PRIVATE_OK = { FRONTDESK_ALLOW_PRIVATE_NETWORK: 'true' };
const DAY = 24 * 60 * 60_000;

let t: TestApp;
let site: TestSite;
let cookie: string;
let now: number;
const clock = { now: () => new Date(now) };

async function start(env: Record<string, string> = PRIVATE_OK, syncDeadlineMs?: number) {
  t = await startTestApp({
    env,
    clock,
    ...(syncDeadlineMs
      ? { adjust: (c) => ({ ...c, crawl: { ...c.crawl, syncTimeoutMs: syncDeadlineMs } }) }
      : {}),
  });
  cookie = await t.login();
}

beforeEach(async () => {
  now = Date.parse('2025-03-01T10:00:00Z');
  site = await startTestSite({
    '/robots.txt': { body: 'User-agent: FrontdeskBot\nDisallow: /admin/', type: 'text/plain' },
    '/': html(
      'Harbor Inn',
      `<nav><a href="/">Home</a> <a href="/parking">Parking</a> <a href="/events">Events</a>
       <a href="/admin/notes">Notes</a> Discount code ZEBRA42</nav>
       <main><h1>Harbor Inn</h1><p>A small hotel by the water with twelve rooms.</p></main>
       <script>var voucher = "QUOKKA77";</script>`,
    ),
    '/parking': html(
      'Parking',
      '<main><h1>Parking</h1><p>Guests park free in the garage on Elm Street; the code is at the front desk.</p></main>',
    ),
    '/events': html('Events', '<main><p>Jazz night on the terrace every Friday.</p></main>'),
    '/admin/notes': html('Notes', '<p>Staff only: the safe code is 1234.</p>'),
  });
});
afterEach(async () => {
  await t?.close();
  await site.close();
});

const admin = (method: string, url: string, payload?: object) =>
  t.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

async function makeClient(domain: string, plan: 'Starter' | 'Premium' | 'Enterprise' = 'Starter') {
  const c = await t.services.clients.create({
    clientName: domain,
    businessName: 'Harbor Inn',
    domain,
    plan,
    industry: 'Hospitality',
    aiContent: '',
    testMode: true,
    chatCustomizations: { ...DEFAULT_CHAT_CUSTOMIZATIONS, faqs: [] },
  });
  return { id: c.id, token: c.testAccessToken ?? '' };
}

const ask = (token: string, message: string) =>
  t.inject({
    method: 'POST',
    url: '/api/v1/chat',
    headers: { authorization: `Bearer ${token}` },
    payload: { message, sessionId: 'websiteSession00000000001' },
  });

/**
 * Waits (polling, bounded by count) until a sync has finished: the source is neither pending nor syncing
 * and was updated after `since` (tests move the clock before starting another sync).
 */
async function settled(clientId: string, sourceId: string, since = '') {
  for (let i = 0; i < 400; i++) {
    const detail = await t.services.knowledgeSources.detail(clientId, sourceId);
    const { status, updatedAt } = detail.source;
    if (status !== 'syncing' && status !== 'pending' && updatedAt > since) return detail;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error('the sync did not finish');
}

async function addWebsite(clientId: string, body: object = { url: `${site.origin}/` }) {
  const res = await admin('POST', `/api/clients/${clientId}/knowledge/website`, body);
  expect(res.statusCode).toBe(201);
  expect(res.json).toMatchObject({ kind: 'website', status: 'syncing', name: site.host });
  return { id: res.json.id as string, detail: await settled(clientId, res.json.id) };
}

describe('website knowledge source', () => {
  it('validates the start URL and allows one website per client', async () => {
    await start();
    const a = await makeClient(site.host);
    const post = (body: object, id = a.id) => admin('POST', `/api/clients/${id}/knowledge/website`, body);

    for (const url of [
      'https://evil.example/',
      'ftp://' + site.host + '/',
      `http://localhost:${site.host.split(':')[1]}/`,
    ])
      expect((await post({ url })).json).toMatchObject({
        code: 'validation_failed',
        fields: { url: `The start URL must be on ${site.host}` },
      });
    expect((await post({ url: 'not a url' })).json.fields).toEqual({
      url: 'Enter a full address such as https://example.com/',
    });
    expect((await post({ url: `${site.origin}/`, extra: 1 })).statusCode).toBe(400);
    expect((await post({ schedule: 'hourly' })).json.fields).toHaveProperty('schedule');
    expect((await post({}, 'nope')).statusCode).toBe(404);
    expect(
      (
        await t.inject({
          method: 'POST',
          url: `/api/clients/${a.id}/knowledge/website`,
          payload: {},
        })
      ).statusCode,
    ).toBe(401);

    const { detail } = await addWebsite(a.id);
    expect(detail.source).toMatchObject({ status: 'ready', documentCount: 3 });
    const again = await post({});
    expect(again.statusCode).toBe(409);
    expect(again.json.error).toBe("This client's website is already added; sync it again instead");
  });

  it('keeps one website per client when two requests race past the check', async () => {
    await start();
    const a = await makeClient(site.host);
    const both = await Promise.all(
      [0, 1].map(() => admin('POST', `/api/clients/${a.id}/knowledge/website`, { url: `${site.origin}/` })),
    );
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const created = both.find((r) => r.statusCode === 201)!;
    await settled(a.id, created.json.id);
    expect((await t.services.knowledgeSources.list(a.id)).filter((x) => x.kind === 'website')).toHaveLength(
      1,
    );
  });

  it('crawls within robots.txt and answers from a page, naming it, for its own client only', async () => {
    await start();
    const a = await makeClient(site.host);
    const b = await makeClient('harbor-other.example');
    const { detail } = await addWebsite(a.id);
    expect(detail.source.settings).toEqual({
      startUrl: `${site.origin}/`,
      pageCap: 25,
      blockedByRobots: 1,
      skippedOverCap: 0,
    });
    expect(detail.documents.map((d) => d.url).sort()).toEqual(
      [`${site.origin}/`, `${site.origin}/events`, `${site.origin}/parking`].sort(),
    );
    expect(site.requests).not.toContain('/admin/notes');

    const answer = await ask(a.token, 'Where can I park?');
    expect(answer.statusCode).toBe(200);
    expect(answer.json.reply).toContain('Elm Street');
    expect(answer.json.sources).toContainEqual(
      expect.objectContaining({ kind: 'page', title: 'Parking', url: `${site.origin}/parking` }),
    );
    // Navigation and scripts were not indexed.
    expect((await ask(a.token, 'What is the discount code ZEBRA42?')).json.reply).not.toContain('ZEBRA42');
    expect((await ask(a.token, 'What is the voucher QUOKKA77?')).json.reply).not.toContain('QUOKKA77');

    // Client B never gets client A's pages.
    expect((await ask(b.token, 'Where can I park?')).json.reply).not.toContain('Elm Street');
    expect((await admin('GET', `/api/clients/${b.id}/knowledge/sources`)).json.sources).toEqual([]);
  });

  it('re-crawls: a changed page is updated, a removed page removed, and the answer follows', async () => {
    await start();
    const a = await makeClient(site.host);
    const { id } = await addWebsite(a.id);
    site.set(
      '/parking',
      html('Parking', '<main><h1>Parking</h1><p>Guests now park in the lot on Maple Avenue.</p></main>'),
    );
    site.remove('/events');
    const result = await t.services.knowledgeSources.sync(a.id, id);
    expect(result).toMatchObject({ added: 0, updated: 1, removed: 1, unchanged: 1 });
    expect(result.source).toMatchObject({ status: 'ready', documentCount: 2 });
    const reply = (await ask(a.token, 'Where can I park?')).json.reply;
    expect(reply).toContain('Maple Avenue');
    expect(reply).not.toContain('Elm Street');
  });

  it('goes through the sync states over HTTP: syncing, one at a time, ready or failed', async () => {
    await start();
    const a = await makeClient(site.host);
    const { id } = await addWebsite(a.id);
    const first = (await t.services.knowledgeSources.detail(a.id, id)).source.lastSyncedAt;

    // The start page answers only when released, so the second request meets the first sync running.
    let release = () => {};
    const gate = new Promise<void>((r) => (release = r));
    site.set('/', { body: html('Harbor Inn', '<main><p>A hotel by the water.</p></main>'), wait: gate });
    now += 60_000;
    const sync = await admin('POST', `/api/clients/${a.id}/knowledge/sources/${id}/sync`);
    expect(sync.statusCode).toBe(202);
    expect(sync.json).toMatchObject({ status: 'syncing', lastError: null });
    const second = await admin('POST', `/api/clients/${a.id}/knowledge/sources/${id}/sync`);
    expect(second.statusCode).toBe(409);
    expect(second.json.code).toBe('sync_in_progress');
    // The CLI follows a sync already running in its process: it gets that run's progress and counts.
    const progress: number[] = [];
    const followed = t.services.knowledgeSources.follow(a.id, id, (p) => progress.push(p.done));
    release();
    expect(await followed).toMatchObject({ added: 0, updated: 1, removed: 2, source: { status: 'ready' } });
    expect(progress.length).toBeGreaterThan(0);
    const ready = await settled(a.id, id, first!);
    expect(ready.source).toMatchObject({ status: 'ready', lastError: null });
    expect(ready.source.lastSyncedAt).not.toBe(first);

    // A dead site fails the sync with a message the operator can act on.
    await site.close();
    now += 60_000;
    await admin('POST', `/api/clients/${a.id}/knowledge/sources/${id}/sync`);
    const failed = await settled(a.id, id, ready.source.updatedAt);
    expect(failed.source).toMatchObject({
      status: 'failed',
      lastError: `Could not fetch ${site.origin}/: the connection was refused`,
    });
    // The pages of the last good crawl stay.
    expect(failed.source.documentCount).toBe(ready.source.documentCount);
    site = await startTestSite({});
  });

  it('keeps what a re-crawl read before its time limit, and the earlier text of pages it did not reach', async () => {
    await start(PRIVATE_OK, 1_500);
    const a = await makeClient(site.host);
    const { id, detail } = await addWebsite(a.id);
    expect(detail.source.documentCount).toBe(3);
    // Parking changed; the events page now hangs until the test ends, past the sync's time limit.
    site.set('/parking', html('Parking', '<main><p>Guests now park in the lot on Maple Avenue.</p></main>'));
    let release = () => {};
    const hang = new Promise<void>((r) => (release = r));
    site.set('/events', { body: html('Events', '<main><p>Jazz night moved.</p></main>'), wait: hang });
    try {
      now += 60_000;
      const result = await t.services.knowledgeSources.sync(a.id, id);
      expect(result).toMatchObject({ updated: 1, unchanged: 1, removed: 0 });
      expect(result.source).toMatchObject({
        status: 'ready',
        documentCount: 3,
        lastError:
          'The crawl reached its time limit of 1.5 s after 2 pages; pages it did not reach keep their earlier text',
      });
      expect((await ask(a.token, 'Where can I park?')).json.reply).toContain('Maple Avenue');
      expect((await ask(a.token, 'When is jazz night?')).json.reply).toContain('every Friday');
    } finally {
      release();
    }
  });

  it('re-crawls a daily source once its next sync time has passed', async () => {
    await start();
    const a = await makeClient(site.host);
    const { detail } = await addWebsite(a.id, { url: `${site.origin}/`, schedule: 'daily' });
    expect(detail.source.nextSyncAt).toBe(new Date(now + DAY).toISOString());
    site.set('/events', html('Events', '<main><p>Jazz night moved to Saturdays.</p></main>'));

    expect(await t.services.knowledgeSources.runDue()).toBe(0);
    now += DAY + 60_000;
    expect(await t.services.knowledgeSources.runDue()).toBe(1);
    const after = await settled(a.id, detail.source.id, detail.source.updatedAt);
    expect(after.source).toMatchObject({ status: 'ready', lastSyncedAt: new Date(now).toISOString() });
    expect((await ask(a.token, 'When is jazz night?')).json.reply).toContain('Saturdays');
  });

  it('stops at the plan’s page cap on a 40-page site', async () => {
    await start();
    const links = Array.from({ length: 40 }, (_, i) => `<a href="/room-${i}">Room ${i}</a>`).join(' ');
    site.set('/', html('Rooms', `<main><p>All forty rooms of the inn.</p>${links}</main>`));
    for (let i = 0; i < 40; i++)
      site.set(`/room-${i}`, html(`Room ${i}`, `<main><p>Room ${i} has a view of the harbor.</p></main>`));
    const a = await makeClient(site.host, 'Starter');
    const { detail } = await addWebsite(a.id);
    expect(detail.source.documentCount).toBe(25);
    expect(detail.source.settings).toMatchObject({ pageCap: 25, skippedOverCap: 16, blockedByRobots: 0 });

    // Upgrading raises the cap at the next crawl.
    await t.services.clients.update(a.id, { plan: 'Premium' });
    const result = await t.services.knowledgeSources.sync(a.id, detail.source.id);
    expect(result.source).toMatchObject({ documentCount: 41, settings: { pageCap: 100, skippedOverCap: 0 } });
  });

  it('refuses a private-network site unless FRONTDESK_ALLOW_PRIVATE_NETWORK is set', async () => {
    await start({});
    const a = await makeClient(site.host);
    const res = await admin('POST', `/api/clients/${a.id}/knowledge/website`, { url: `${site.origin}/` });
    expect(res.statusCode).toBe(201);
    const detail = await settled(a.id, res.json.id);
    expect(detail.source).toMatchObject({
      status: 'failed',
      lastError: `Could not fetch ${site.origin}/: it points to a private network address`,
      documentCount: 0,
    });
    expect(site.requests).toEqual([]);
  });
});
