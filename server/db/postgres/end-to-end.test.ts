/**
 * The whole server on PostgreSQL: a real app (test-app.ts) with FRONTDESK_DATABASE_URL pointing at a
 * database of a throwaway cluster, driven through its HTTP API only. The rows are checked in
 * PostgreSQL itself, and no SQLite file may appear in the data directory.
 */
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { postgresMigrations } from './migrations/index.ts';
import { startPostgresServer, type TestPostgres } from '../../testing/postgres-server.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';

let postgres: TestPostgres;
beforeAll(async () => {
  postgres = await startPostgresServer();
});
afterAll(async () => {
  await postgres?.stop();
});

const open: TestApp[] = [];
afterEach(async () => {
  for (const t of open.splice(0)) await t.close();
});

async function app(url: string, dataDir?: string): Promise<TestApp> {
  const t = await startTestApp({ env: { FRONTDESK_DATABASE_URL: url }, ...(dataDir ? { dataDir } : {}) });
  open.push(t);
  return t;
}

/** Counts rows in PostgreSQL directly, beside the app's own pool. */
async function count(url: string, query: string, values: unknown[] = []): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const r = await client.query<{ n: string }>(`SELECT count(*) AS n FROM ${query}`, values);
    return Number(r.rows[0]?.n);
  } finally {
    await client.end();
  }
}

const PARKING = 'Parking: guests park free in the garage on Elm Street; the code is at the front desk.\n';

function multipart(name: string, text: string) {
  const boundary = 'frontdeskPostgresBoundary';
  return {
    type: `multipart/form-data; boundary=${boundary}`,
    payload:
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${name}"\r\n` +
      `Content-Type: text/plain\r\n\r\n${text}\r\n--${boundary}--\r\n`,
  };
}

describe('the server on PostgreSQL', () => {
  it('serves admin, clients, chat, usage, knowledge, analytics and deletion from PostgreSQL', async () => {
    const url = await postgres.createDatabase();
    const t = await app(url);
    const cookie = await t.login();
    const admin = (method: string, path: string, payload?: object) =>
      t.inject({ method, url: path, headers: { cookie }, ...(payload ? { payload } : {}) });

    // The first admin was created in PostgreSQL, and nothing went to a SQLite file.
    expect(await count(url, 'admin_users')).toBe(1);
    expect(fs.readdirSync(t.dataDir).filter((f) => f.includes('sqlite'))).toEqual([]);

    const created = await admin('POST', '/api/clients', {
      clientName: 'Harbor Owner',
      businessName: 'Harbor Hotel',
      domain: 'harborhotel.example',
      plan: 'Enterprise',
      aiContent: 'Opening hours: the front desk is open from 7 AM to 11 PM every day.',
    });
    expect(created.statusCode).toBe(201);
    const client = created.json as { id: string; testAccessToken: string };
    expect(client.testAccessToken).toBeTruthy();
    expect(await count(url, 'clients WHERE id = $1', [client.id])).toBe(1);

    const ask = async (message: string) => {
      const res = await t.inject({
        method: 'POST',
        url: '/api/v1/chat',
        headers: { authorization: `Bearer ${client.testAccessToken}` },
        payload: { message, sessionId: 'postgresSession0000000001' },
      });
      expect(res.statusCode, res.payload).toBe(200);
      return res.json as { reply: string; sources: { kind: string; title: string }[] };
    };

    // A chat turn, answered from the client's own content through PostgreSQL full-text search.
    expect((await ask('When is the front desk open?')).reply).toContain('7 AM');
    expect(await count(url, 'chat_messages WHERE client_id = $1', [client.id])).toBe(2);
    // A test token's reply counts on its own daily allowance, not the plan's monthly usage.
    expect((await admin('GET', `/api/clients/${client.id}`)).json.messagesUsed).toBe('0');
    expect(await count(url, 'test_usage WHERE client_id = $1 AND messages_used = 1', [client.id])).toBe(1);

    // A question the knowledge cannot answer is in the unanswered report as soon as the reply is out,
    // when asked on the live site: a test token's chats never reach the report (row 5).
    await ask('Do you rent out submarines?');
    const report = () => admin('GET', `/api/clients/${client.id}/unanswered`);
    expect(JSON.stringify((await report()).json)).not.toContain('submarines');
    const live = await t.services.clients.generateToken(client.id, 'live');
    const liveAsk = await t.inject({
      method: 'POST',
      url: '/api/v1/chat',
      headers: { authorization: `Bearer ${live.accessToken}`, origin: 'https://harborhotel.example' },
      payload: { message: 'Do you rent out submarines?', sessionId: 'postgresSession0000000002' },
    });
    expect(liveAsk.statusCode, liveAsk.payload).toBe(200);
    const unanswered = await report();
    expect(unanswered.statusCode).toBe(200);
    expect(JSON.stringify(unanswered.json)).toContain('Do you rent out submarines');

    // An uploaded file becomes a source with a document, and the assistant answers from it.
    const body = multipart('parking.txt', PARKING);
    const uploaded = await t.inject({
      method: 'POST',
      url: `/api/clients/${client.id}/knowledge/files`,
      headers: { cookie, 'content-type': body.type },
      payload: body.payload,
    });
    expect(uploaded.statusCode, uploaded.payload).toBe(201);
    expect(await count(url, 'knowledge_documents WHERE client_id = $1', [client.id])).toBe(1);
    const parking = await ask('Where can I park?');
    expect(parking.reply).toContain('Elm Street');
    expect(parking.sources).toContainEqual(expect.objectContaining({ kind: 'file', title: 'parking.txt' }));
    // The live reply alone is on the plan's usage.
    expect((await admin('GET', `/api/clients/${client.id}`)).json.messagesUsed).toBe('1');
    expect(await count(url, 'test_usage WHERE client_id = $1 AND messages_used = 3', [client.id])).toBe(1);

    // The console's session list and dashboard read the same rows.
    const sessions = await admin('GET', `/api/chat/sessions?clientId=${client.id}`);
    expect(sessions.statusCode).toBe(200);
    expect(JSON.stringify(sessions.json)).toContain('postgresSession0000000001');
    const stats = await admin('GET', '/api/admin/dashboard/stats');
    expect(stats.statusCode).toBe(200);

    // A page view on the live site lands in the analytics tables and the dashboard counts it.
    const view = await t.inject({
      method: 'POST',
      url: '/api/widget/page-view',
      headers: { authorization: `Bearer ${live.accessToken}`, origin: 'https://harborhotel.example' },
      payload: { visitorId: 'v'.repeat(32), pageUrl: 'https://harborhotel.example/rooms' },
    });
    expect(view.statusCode, view.payload).toBe(200);
    const analytics = await admin('GET', `/api/v1/analytics/dashboard/${client.id}?timeframe=7d`);
    expect(analytics.statusCode).toBe(200);
    expect(analytics.json.analytics).not.toBeNull();
    expect(await count(url, 'page_visits WHERE client_id = $1', [client.id])).toBe(1);

    // Deleting the client cascades through every table that holds its data.
    const deleted = await admin('DELETE', `/api/clients/${client.id}`);
    expect(deleted.statusCode).toBeLessThan(300);
    for (const table of [
      'clients WHERE id = $1',
      'chat_sessions WHERE client_id = $1',
      'chat_messages WHERE client_id = $1',
      'monthly_usage WHERE client_id = $1',
      'knowledge_sources WHERE client_id = $1',
      'knowledge_documents WHERE client_id = $1',
      'knowledge_revisions WHERE client_id = $1',
      'visitor_sessions WHERE client_id = $1',
      'page_visits WHERE client_id = $1',
    ]) {
      expect(await count(url, table, [client.id]), table).toBe(0);
    }
    expect((await admin('GET', `/api/clients/${client.id}`)).statusCode).toBe(404);
  });

  it('keeps its data across a restart, and two servers on one database see each other', async () => {
    const url = await postgres.createDatabase();
    const first = await app(url);
    const cookie = await first.login();
    const created = await first.inject({
      method: 'POST',
      url: '/api/clients',
      headers: { cookie },
      payload: { clientName: 'Jo', businessName: 'Jo’s Bikes', domain: 'josbikes.example', plan: 'Starter' },
    });
    expect(created.statusCode).toBe(201);

    // A second server (its own data directory, so its own session secret) on the same database.
    const second = await app(url);
    const secondCookie = await second.login();
    const listed = await second.inject({
      method: 'GET',
      url: '/api/clients',
      headers: { cookie: secondCookie },
    });
    expect(JSON.stringify(listed.json)).toContain('josbikes.example');
    // A change made by one is seen by the other at once: no cache hides it.
    const renamed = await second.inject({
      method: 'PUT',
      url: `/api/clients/${created.json.id}`,
      headers: { cookie: secondCookie },
      payload: { businessName: 'Jo’s Cycles' },
    });
    expect(renamed.statusCode).toBe(200);
    const seen = await first.inject({
      method: 'GET',
      url: `/api/clients/${created.json.id}`,
      headers: { cookie },
    });
    expect(seen.json.businessName).toBe('Jo’s Cycles');

    // Restart: migrations find nothing to do and the data is all there.
    const dataDir = first.dataDir;
    await first.app.stop();
    const again = await app(url, dataDir);
    const back = await again.inject({
      method: 'GET',
      url: `/api/clients/${created.json.id}`,
      headers: { cookie: await again.login() },
    });
    expect(back.json.businessName).toBe('Jo’s Cycles');
    expect(await count(url, 'kysely_migration')).toBe(Object.keys(postgresMigrations).length);
    expect(fs.existsSync(path.join(dataDir, 'frontdesk.sqlite'))).toBe(false);
  });

  it("stops the start with PostgreSQL's own error when the database cannot be used", async () => {
    // The cluster's port with a database that does not exist: a real server answering "no".
    await expect(
      startTestApp({ env: { FRONTDESK_DATABASE_URL: postgres.url('missing_db') } }),
    ).rejects.toThrow(/missing_db/);
  });
});
