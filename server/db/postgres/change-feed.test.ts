/**
 * Caches on PostgreSQL across processes: two stores on one database stand for two machines. Client
 * rows and knowledge revisions are served from memory, and a change committed anywhere (the other
 * store, or plain SQL as the CLI or an operator would run) reaches the other store's cache through
 * LISTEN/NOTIFY (migration 012; the knowledge index's writes notify in their own transactions).
 */
import pg from 'pg';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { clientRecord } from '../../testing/client-record.ts';
import { startPostgresServer, type TestPostgres } from '../../testing/postgres-server.ts';
import { openStore, type Store } from '../store.ts';

const clock = { now: () => new Date('2026-03-10T12:00:00.000Z') };
let server: TestPostgres;
const open: { end(): Promise<void> }[] = [];

beforeAll(async () => {
  server = await startPostgresServer();
});
afterAll(async () => {
  await server.stop();
});
afterEach(async () => {
  for (const o of open.splice(0).reverse()) await o.end();
});

const client = (id: string) => clientRecord(id);

/** Two processes' stores and a plain SQL session on one fresh database, each store listening already. */
async function machines() {
  const url = await server.createDatabase();
  const a = await openStore({ databaseFile: '', databaseUrl: url }, { clock });
  const b = await openStore({ databaseFile: '', databaseUrl: url }, { clock });
  const psql = new pg.Client({ connectionString: url });
  await psql.connect();
  open.push({ end: () => a.close() }, { end: () => b.close() }, { end: () => psql.end() });
  await a.repos.clients.insert(client('c1'));
  // A cache keeps nothing until its feed listens: wait until a lookup is kept across an unheard write.
  let n = 0;
  await until(async () => {
    const before = await b.repos.clients.findByToken('test-c1');
    await unheard(psql, 'clients', `UPDATE clients SET notes = 'probe ${++n}' WHERE id = 'c1'`);
    return !!before && (await b.repos.clients.findByToken('test-c1'))?.client.notes === before.client.notes;
  });
  return { a, b, psql };
}

/** A write whose trigger is off, so no process hears of it: what a cache still serves after it was kept. */
async function unheard(psql: pg.Client, table: string, statement: string) {
  await psql.query(`ALTER TABLE ${table} DISABLE TRIGGER ${table}_notify_change`);
  await psql.query(statement);
  await psql.query(`ALTER TABLE ${table} ENABLE TRIGGER ${table}_notify_change`);
}

/** Polls `check` until it holds (a notification is asynchronous); fails after a generous bound. */
async function until(check: () => Promise<boolean>) {
  for (let i = 0; i < 200; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('the change never arrived');
}

const nameByToken = async (s: Store, token: string) =>
  (await s.repos.clients.findByToken(token))?.client.businessName;

it('serves a client from memory, and drops it when another process or plain SQL changes it', async () => {
  const { a, b, psql } = await machines();
  expect(await nameByToken(b, 'test-c1')).toBe('Business c1');
  // A write that tells nobody (its trigger off) is not seen: the lookup is not a query any more.
  await unheard(psql, 'clients', `UPDATE clients SET business_name = 'Unheard' WHERE id = 'c1'`);
  expect(await nameByToken(b, 'test-c1')).toBe('Business c1');
  // Another process's write, through its repository: heard.
  await a.repos.clients.update('c1', { businessName: 'Renamed by A' });
  await until(async () => (await nameByToken(b, 'test-c1')) === 'Renamed by A');
  // Plain SQL (the CLI, an operator): heard, including a revoked token.
  await psql.query(`UPDATE clients SET test_access_token = 'test-new' WHERE id = 'c1'`);
  await until(async () => (await b.repos.clients.findByToken('test-c1')) === null);
  expect(await nameByToken(b, 'test-new')).toBe('Renamed by A');
  await psql.query(`DELETE FROM clients WHERE id = 'c1'`);
  await until(async () => (await b.repos.clients.findByToken('test-new')) === null);
});

it('sees its own writes at once, without waiting for the notification', async () => {
  const { b } = await machines();
  expect(await nameByToken(b, 'test-c1')).toBe('Business c1');
  await b.repos.clients.update('c1', { businessName: 'Mine' });
  expect(await nameByToken(b, 'test-c1')).toBe('Mine');
});

it('keeps the knowledge revision per client until a change anywhere moves it', async () => {
  const { b, psql } = await machines();
  await psql.query(`INSERT INTO clients (id, client_name, business_name, domain, plan, ai_content, email, phone,
      industry, notes, status, access_token, access_token_created_at, test_mode, test_access_token,
      test_access_token_created_at, is_active, chat_customizations, sample_responses, created_at, updated_at)
    SELECT 'c2', client_name, business_name, 'c2.example', plan, ai_content, email, phone, industry, notes,
      status, 'live-c2', access_token_created_at, test_mode, 'test-c2', test_access_token_created_at, is_active,
      chat_customizations, sample_responses, created_at, updated_at FROM clients WHERE id = 'c1'`);
  const bump = (id: string) =>
    psql.query(
      `INSERT INTO knowledge_revisions (client_id, revision) VALUES ($1, 1)
       ON CONFLICT (client_id) DO UPDATE SET revision = knowledge_revisions.revision + 1`,
      [id],
    );
  expect(await b.repos.knowledgeSources.revision('c1')).toBe(0);
  expect(await b.repos.knowledgeSources.revision('c2')).toBe(0);
  await bump('c1');
  await until(async () => (await b.repos.knowledgeSources.revision('c1')) === 1);
  await bump('c1');
  await bump('c2');
  await until(async () => (await b.repos.knowledgeSources.revision('c2')) === 1);
  await until(async () => (await b.repos.knowledgeSources.revision('c1')) === 2);
  // Unheard (trigger off), the cached revision stays: it is not read per question.
  await unheard(
    psql,
    'knowledge_revisions',
    `UPDATE knowledge_revisions SET revision = revision + 1 WHERE client_id = 'c1'`,
  );
  expect(await b.repos.knowledgeSources.revision('c1')).toBe(2);
});

it('after losing its listening connection, keeps nothing stale and listens again', async () => {
  const { a, b, psql } = await machines();
  expect(await nameByToken(b, 'test-c1')).toBe('Business c1');
  // Every listening connection is cut, as a database restart or a network drop would.
  await psql.query(
    `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query LIKE 'LISTEN%' AND pid <> pg_backend_pid()`,
  );
  await a.repos.clients.update('c1', { businessName: 'While deaf' });
  await until(async () => (await nameByToken(b, 'test-c1')) === 'While deaf');
  // Listening again: a later change is heard too.
  await until(async () => {
    await a.repos.clients.update('c1', { notes: String(Math.random()) });
    await a.repos.clients.update('c1', { businessName: 'Heard again' });
    return (await nameByToken(b, 'test-c1')) === 'Heard again';
  });
});

it('keeps search results per process, and drops them when any process rewrites or removes the index', async () => {
  const { a, b, psql } = await machines();
  const chunk = (body: string) => ({ kind: 'page' as const, title: 'Shipping', url: null, body });
  const bodies = async () =>
    (await b.repos.knowledge.search('client:c1', ['shipping'], 5)).map((p) => p.body);
  await a.repos.knowledge.replace('client:c1', 'v1', [chunk('Shipping takes two days.')]);
  // Kept once the replace's own notification has come: then a change no process is told of (plain
  // SQL on the chunks) is not seen, so no query ran.
  const setBody = (body: string) =>
    psql.query(`UPDATE knowledge_fts SET body = $1 WHERE title = 'Shipping'`, [body]);
  await until(async () => {
    await bodies();
    await setBody('Unheard');
    const kept = (await bodies())[0] === 'Shipping takes two days.';
    await setBody('Shipping takes two days.');
    // A write of its own drops what this process kept (the probe may have kept 'Unheard').
    if (!kept) await b.repos.knowledge.remove('client:none');
    return kept;
  });
  // (Not asked again here: a notification still in flight, from the replace or from a probe's own
  // write, may drop the kept result at any moment, as it should; the loop above saw it kept.)
  // Another process's rebuild notifies with its commit: heard, and the next search reads again.
  await a.repos.knowledge.replace('client:c1', 'v2', [chunk('Shipping takes a week.')]);
  await until(async () => (await bodies())[0] === 'Shipping takes a week.');
  // This process's own rebuild is seen at once.
  await b.repos.knowledge.replace('client:c1', 'v3', [chunk('Shipping is free.')]);
  expect(await bodies()).toEqual(['Shipping is free.']);
  // A removed index finds nothing any more, wherever it was removed.
  await a.repos.knowledge.remove('client:c1');
  await until(async () => (await bodies()).length === 0);
  // A kept result is a copy: a caller changing its list does not change the next caller's.
  await a.repos.knowledge.replace('client:c1', 'v4', [chunk('Shipping returns.')]);
  await until(async () => (await bodies())[0] === 'Shipping returns.');
  const first = await b.repos.knowledge.search('client:c1', ['shipping'], 5);
  first.pop();
  expect((await b.repos.knowledge.search('client:c1', ['shipping'], 5)).length).toBe(1);
});
