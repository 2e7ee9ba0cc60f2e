/**
 * Exports and the read API on both stores: what they return is what the console shows (the session
 * detail, the leads list); CSV and JSON lines; an empty range is the header alone; a secret key
 * reads its own client only (another's conversation is 404), a page at a time.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { startPostgresServer, type TestPostgres } from '../../testing/postgres-server.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';

let postgres: TestPostgres;
beforeAll(async () => {
  postgres = await startPostgresServer();
});
afterAll(() => postgres.stop());

describe.each(['sqlite', 'postgres'] as const)('exports and the read API on %s', (store) => {
  let t: TestApp;
  let cookie: string;
  const clients: { id: string; live: string; origin: string; key: string }[] = [];
  const sessions = [1, 2, 3].map((i) => `exportSession${store}000${i}`);
  beforeAll(async () => {
    const db: Record<string, string> =
      store === 'postgres' ? { FRONTDESK_DATABASE_URL: await postgres.createDatabase() } : {};
    t = await startTestApp({ env: db });
    cookie = await t.login();
    for (const name of ['alpha', 'beta']) {
      const domain = `${name}-${store}.example`;
      const c = await t.services.clients.create({
        clientName: name,
        businessName: name,
        domain,
        plan: 'Premium',
        email: `x@${domain}`,
      });
      const live = (await t.services.clients.generateToken(c.id, 'live')).accessToken ?? '';
      const key = (await t.services.apiKeys.create(c.id, 'export test')).key;
      clients.push({ id: c.id, live, origin: `https://${domain}`, key });
    }
    const [a, b] = clients;
    const say = (c: typeof a, sessionId: string, message: string) =>
      t.inject({
        method: 'POST',
        url: '/api/chat/messages',
        headers: { authorization: `Bearer ${c!.live}`, origin: c!.origin },
        payload: { message, sender: 'user', sessionId },
      });
    await say(a, sessions[0]!, 'Do you open on Sundays, "late"?');
    await say(a, sessions[0]!, 'ann@example.com');
    await say(a, sessions[1]!, '=HYPERLINK("http://evil.example","click")');
    await say(a, sessions[2]!, 'Write me at bo@example.com');
    await say(b, `exportSession${store}beta1`, 'Beta only');
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = { cookie }) =>
    t.inject({ method: 'GET', url, headers });

  it('exports conversations as CSV, a row per message as the console shows them, formulas kept as text', async () => {
    const a = clients[0]!;
    const res = await get(`/api/clients/${a.id}/export/conversations?format=csv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(String(res.headers['content-disposition'])).toContain('attachment;');
    const rows = parse(res.payload, { columns: true }) as Record<string, string>[];
    for (const sessionId of sessions) {
      const detail = await get(`/api/chat/sessions/${sessionId}?clientId=${a.id}`);
      const shown = (detail.json.messages as { id: string; message: string }[]).map((m) => [m.id, m.message]);
      const exported = rows.filter((r) => r.session_id === sessionId).map((r) => [r.message_id, r.text]);
      expect(exported.map(([id]) => id)).toEqual(shown.map(([id]) => id));
      for (const [i, [, text]] of exported.entries())
        expect(text).toBe(shown[i]![1]!.startsWith('=') ? `'${shown[i]![1]}` : shown[i]![1]);
    }
    expect(rows.some((r) => r.text === 'Beta only')).toBe(false);
  });

  it('exports JSON lines, and an empty range is the header alone', async () => {
    const a = clients[0]!;
    const res = await get(`/api/clients/${a.id}/export/conversations?format=jsonl`);
    const lines = res.payload
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { sessionId: string });
    expect(lines.map((l) => l.sessionId).sort()).toEqual([...sessions].sort());
    const empty = await get(
      `/api/clients/${a.id}/export/conversations?format=csv&since=2001-01-01&until=2001-02-01`,
    );
    expect(empty.payload).toBe('session_id,started_at,ended_at,status,message_id,sender,created_at,text\n');
    const emptyLeads = await get(`/api/clients/${a.id}/export/leads?since=2001-01-01&until=2001-02-01`);
    expect(emptyLeads.payload).toBe('id,session_id,email,question,created_at\n');
    const bad = await get(`/api/clients/${a.id}/export/leads?format=xml`);
    expect(bad.statusCode).toBe(400);
  });

  it('exports the leads the console lists', async () => {
    const a = clients[0]!;
    const shown = (await get(`/api/clients/${a.id}/leads`)).json.leads as {
      email: string;
      question: string | null;
    }[];
    expect(shown.map((l) => l.email).sort()).toEqual(['ann@example.com', 'bo@example.com']);
    const res = await get(`/api/clients/${a.id}/export/leads?format=csv`);
    const rows = parse(res.payload, { columns: true }) as Record<string, string>[];
    expect(rows.map((r) => [r.email, r.question]).sort()).toEqual(
      shown.map((l) => [l.email, l.question ?? '']).sort(),
    );
  });

  it('reads conversations and leads with a secret key, a page at a time, its own client only', async () => {
    const [a, b] = clients;
    const key = { authorization: `Bearer ${a!.key}` };
    const first = await get('/api/v1/conversations?limit=2', key);
    expect(first.statusCode).toBe(200);
    expect(first.json.data).toHaveLength(2);
    const second = await get(`/api/v1/conversations?limit=2&cursor=${first.json.nextCursor}`, key);
    expect(second.json.data).toHaveLength(1);
    expect(second.json.nextCursor).toBeNull();
    const all = [...first.json.data, ...second.json.data] as { sessionId: string }[];
    expect(all.map((c) => c.sessionId).sort()).toEqual([...sessions].sort());
    const one = await get(`/api/v1/conversations/${sessions[0]}`, key);
    expect(one.json.messages.map((m: { text: string }) => m.text)).toEqual([
      'Do you open on Sundays, "late"?',
      'ann@example.com',
    ]);
    expect((await get(`/api/v1/conversations/exportSession${store}beta1`, key)).statusCode).toBe(404);
    expect(
      (await get(`/api/v1/conversations/exportSession${store}beta1`, { authorization: `Bearer ${b!.key}` }))
        .statusCode,
    ).toBe(200);
    expect((await get('/api/v1/conversations', {})).statusCode).toBe(401);
    expect((await get('/api/v1/conversations', { authorization: `Bearer ${a!.live}` })).statusCode).toBe(401);
    expect((await get('/api/v1/conversations?cursor=nonsense', key)).statusCode).toBe(400);
    const leads = await get('/api/v1/leads', key);
    expect((leads.json.data as { email: string }[]).map((l) => l.email).sort()).toEqual([
      'ann@example.com',
      'bo@example.com',
    ]);
  });

  it('manages knowledge sources with a secret key, its own client only', async () => {
    const [a, b] = clients;
    const key = { authorization: `Bearer ${a!.key}` };
    const feed = await t.inject({
      method: 'POST',
      url: '/api/v1/knowledge/feeds',
      headers: key,
      payload: { name: 'Stock', url: 'https://127.0.0.1:1/feed.json', kind: 'products' },
    });
    expect([201, 400]).toContain(feed.statusCode);
    const listed = await get('/api/v1/knowledge/sources', key);
    expect(listed.statusCode).toBe(200);
    const bSources = await t.services.knowledgeSources.overview(b!.id);
    for (const src of (bSources as { sources: { id: string }[] }).sources)
      expect(
        (await t.inject({ method: 'DELETE', url: `/api/v1/knowledge/sources/${src.id}`, headers: key }))
          .statusCode,
      ).toBe(404);
    expect(
      (await t.inject({ method: 'DELETE', url: '/api/v1/knowledge/sources/nope', headers: key })).statusCode,
    ).toBe(404);
  });
});
