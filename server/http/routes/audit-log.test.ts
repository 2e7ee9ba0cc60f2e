/**
 * The audit log end to end, on SQLite and on a throwaway PostgreSQL: a token rotation, a knowledge
 * edit and a user removal, each with who did it (an operator, a client's owner, the CLI); settings'
 * before and after; no secret in the log, its pages or its exports; another client's log is 404 to an
 * owner, and members cannot read it (403).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditLogPage, type AuditEntry } from '../../../contract/audit.ts';
import { runCli } from '../../../cli/testing/run-cli.ts';
import { chatFixture, type ChatFixture } from '../../testing/chat-fixture.ts';
import { signedInCustomer } from '../../testing/customer-session.ts';
import { startPostgresServer, type TestPostgres } from '../../testing/postgres-server.ts';

let postgres: TestPostgres;
beforeAll(async () => {
  postgres = await startPostgresServer();
}, 120_000);
afterAll(async () => postgres?.stop());

const STORES = [
  ['SQLite', async (): Promise<Record<string, string>> => ({})],
  ['PostgreSQL', async () => ({ FRONTDESK_DATABASE_URL: await postgres.createDatabase() })],
] as const;

describe.each(STORES)('the audit log on %s', { timeout: 180_000 }, (_store, envOf) => {
  let f: ChatFixture;
  let env: Record<string, string>;
  let operator: string;
  let owner: { userId: string; cookie: string };
  let member: { userId: string; cookie: string };
  /** Every secret handed out during the test: none may appear in the log. */
  const secrets: string[] = [];

  const call = (cookie: string, method: string, url: string, payload?: object) =>
    f.t.inject({
      method,
      url,
      headers: { cookie, ...(payload ? { 'content-type': 'application/json' } : {}) },
      payload,
    });
  const logOf = async (cookie: string, clientId: string, query = '') => {
    const res = await call(cookie, 'GET', `/api/clients/${clientId}/audit-log${query}`);
    expect(res.statusCode, res.payload).toBe(200);
    return AuditLogPage.parse(res.json);
  };
  const find = (entries: AuditEntry[], action: string, kind: string) =>
    entries.find((e) => e.action === action && e.actor.kind === kind);

  beforeAll(async () => {
    env = await envOf();
    f = await chatFixture({ env });
    // Uploaded files (a knowledge source the test edits) are on the Enterprise plan.
    await f.t.services.clients.update(f.a.id, { plan: 'Enterprise' });
    operator = await f.t.login();
    owner = await signedInCustomer(f.t, f.a.id, 'owner@adasbooks.test', 'owner');
    member = await signedInCustomer(f.t, f.a.id, 'member@adasbooks.test', 'member');
    secrets.push(f.a.live, f.a.test);
  });
  afterAll(async () => f?.close());

  it('records an operator’s token rotation and settings change with before and after, never the token', async () => {
    const rotated = await call(operator, 'POST', `/api/clients/${f.a.id}/generate-token`);
    expect(rotated.statusCode).toBe(200);
    secrets.push(rotated.json.accessToken);
    const before = (await f.t.services.clients.get(f.a.id)).businessName;
    const renamed = await call(operator, 'PUT', `/api/clients/${f.a.id}`, {
      businessName: 'Ada’s Rare Books',
    });
    expect(renamed.statusCode).toBe(200);

    const { entries } = await logOf(operator, f.a.id);
    const rotation = find(entries, 'token.rotated', 'operator');
    expect(rotation).toMatchObject({ clientId: f.a.id, actor: { label: 'admin' }, source: '127.0.0.1' });
    const update = find(entries, 'client.updated', 'operator');
    expect(update?.changes).toEqual({
      businessName: { before, after: 'Ada’s Rare Books' },
    });
    // Newest first.
    expect(entries.indexOf(update!)).toBeLessThan(entries.indexOf(rotation!));
  });

  it('records an owner’s knowledge edit and user removal, and the key they created without the key', async () => {
    const source = await f.t.services.knowledgeSources.create(await f.t.services.clients.record(f.a.id), {
      kind: 'files',
      name: 'Shop guide',
      schedule: 'manual',
      settings: {},
    });
    const edited = await call(owner.cookie, 'PUT', `/api/clients/${f.a.id}/knowledge/sources/${source.id}`, {
      name: 'Shipping guide',
    });
    expect(edited.statusCode).toBe(200);
    const invited = await call(owner.cookie, 'POST', `/api/clients/${f.a.id}/users`, {
      email: 'temp@adasbooks.test',
      role: 'member',
    });
    expect(invited.statusCode, invited.payload).toBe(201);
    const removed = await call(
      owner.cookie,
      'DELETE',
      `/api/clients/${f.a.id}/users/${invited.json.user.id}`,
    );
    expect(removed.statusCode).toBe(200);
    const key = await call(owner.cookie, 'POST', `/api/clients/${f.a.id}/api-keys`, { name: 'back office' });
    expect(key.statusCode).toBe(201);
    secrets.push(key.json.key);

    const { entries } = await logOf(owner.cookie, f.a.id);
    const who = { kind: 'user', id: owner.userId, label: 'owner@adasbooks.test' };
    expect(find(entries, 'knowledge.edited', 'user')).toMatchObject({
      actor: who,
      target: 'Shop guide',
      changes: { name: { before: 'Shop guide', after: 'Shipping guide' } },
    });
    expect(find(entries, 'user.removed', 'user')).toMatchObject({
      actor: who,
      target: 'temp@adasbooks.test',
    });
    expect(find(entries, 'api-key.created', 'user')).toMatchObject({ actor: who, target: key.json.prefix });
  });

  it('records the CLI’s token rotation, user removal and settings change (before and after) as done by "cli"', async () => {
    await f.t.services.customerAccounts.addUser(f.a.id, { email: 'gone@adasbooks.test', role: 'member' });
    const cli = (args: string[]) => runCli(f.t.dataDir, args, { env });
    expect((await cli(['users', 'delete', f.a.id, 'gone@adasbooks.test'])).exitCode).toBe(0);
    const rotated = await cli(['--json', 'tokens', 'generate', f.a.domain, '--yes']);
    expect(rotated.exitCode, rotated.stderr).toBe(0);
    secrets.push((await f.t.services.clients.get(f.a.id)).accessToken ?? 'no token');

    const before = (await f.t.services.clients.get(f.a.id)).businessName;
    const updated = await cli(['--json', 'clients', 'update', f.a.id, '--business', 'Ada’s Books & Maps']);
    expect(updated.exitCode, updated.stderr).toBe(0);

    // A command that fails changes nothing and records nothing.
    const count = (await logOf(operator, f.a.id, '?limit=200')).entries.length;
    expect((await cli(['users', 'delete', f.a.id, 'nobody@adasbooks.test'])).exitCode).not.toBe(0);
    expect((await logOf(operator, f.a.id, '?limit=200')).entries).toHaveLength(count);

    const { entries } = await logOf(operator, f.a.id);
    expect(find(entries, 'client.updated', 'cli')?.changes).toEqual({
      businessName: { before, after: 'Ada’s Books & Maps' },
    });
    const cliActor = { kind: 'cli', id: null, label: 'cli' };
    expect(find(entries, 'user.removed', 'cli')).toMatchObject({
      actor: cliActor,
      source: 'cli',
      clientId: f.a.id,
      target: 'gone@adasbooks.test',
    });
    expect(find(entries, 'token.rotated', 'cli')).toMatchObject({ actor: cliActor, clientId: f.a.id });

    const read = await cli(['--json', 'audit', f.a.domain, '--limit', '3']);
    expect(read.exitCode, read.stderr).toBe(0);
    expect(AuditLogPage.parse(read.json()).entries.map((e) => e.id)).toEqual(
      entries.slice(0, 3).map((e) => e.id),
    );
    const table = await cli(['audit', f.a.domain]);
    expect(table.stdout).toContain('client.updated');
    expect(table.stdout).toContain('businessName: ');
    expect((await cli(['audit', '--limit', '0'])).exitCode).toBe(2);
  });

  it('never holds a secret, in its pages or its CSV and JSON Lines exports', async () => {
    const pages = JSON.stringify(await logOf(operator, f.a.id, '?limit=200'));
    const csv = await call(owner.cookie, 'GET', `/api/clients/${f.a.id}/audit-log/export?format=csv`);
    const jsonl = await call(owner.cookie, 'GET', `/api/clients/${f.a.id}/audit-log/export?format=jsonl`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toMatch(/attachment; filename="audit-log-.+\.csv"/);
    expect(csv.payload.split('\n')[0]).toBe(
      'at,client_id,actor_kind,actor_id,actor,source,action,target,changes',
    );
    expect(csv.payload).toContain('user.removed');
    const lines = jsonl.payload.trim().split('\n');
    expect(lines.map((l) => (JSON.parse(l) as AuditEntry).action)).toContain('knowledge.edited');
    expect(secrets.length).toBeGreaterThanOrEqual(5);
    for (const text of [pages, csv.payload, jsonl.payload]) {
      for (const secret of secrets) expect(text).not.toContain(secret);
      // A key's public prefix (fd_sk_ and 8 characters) names it; nothing longer is ever there.
      expect(text).not.toMatch(/fd_(?:live|test|sk)_[\w-]{9,}/);
    }
  });

  it('pages newest first with a cursor, without overlap, and refuses a cursor it did not hand out', async () => {
    const all = (await logOf(operator, f.a.id, '?limit=200')).entries;
    expect(all.length).toBeGreaterThanOrEqual(6);
    const first = await logOf(operator, f.a.id, '?limit=2');
    const second = await logOf(operator, f.a.id, `?limit=2&cursor=${first.nextCursor}`);
    expect([...first.entries, ...second.entries].map((e) => e.id)).toEqual(all.slice(0, 4).map((e) => e.id));
    const bad = await call(operator, 'GET', `/api/clients/${f.a.id}/audit-log?cursor=bm90LWEtY3Vyc29y`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json.code).toBe('validation_failed');
  });

  it('is 404 to an owner for another client, 403 to members, and the deployment’s log is operators’ only', async () => {
    for (const url of [`/api/clients/${f.b.id}/audit-log`, `/api/clients/${f.b.id}/audit-log/export`])
      expect((await call(owner.cookie, 'GET', url)).statusCode).toBe(404);
    for (const url of [`/api/clients/${f.a.id}/audit-log`, `/api/clients/${f.a.id}/audit-log/export`])
      expect((await call(member.cookie, 'GET', url)).statusCode).toBe(403);
    expect((await call(owner.cookie, 'GET', '/api/audit-log')).statusCode).toBe(403);
    expect((await call(operator, 'GET', '/api/clients/no-such-client/audit-log')).statusCode).toBe(404);

    // A refused change is not a change: nothing is recorded for it.
    const refused = await call(owner.cookie, 'PUT', `/api/clients/${f.b.id}`, { businessName: 'Taken over' });
    expect(refused.statusCode).toBe(404);
    expect((await logOf(operator, f.b.id)).entries).toEqual([]);

    const deployment = await call(operator, 'GET', '/api/audit-log?limit=200');
    expect(deployment.statusCode).toBe(200);
    const actions = AuditLogPage.parse(deployment.json).entries.map((e) => `${e.actor.kind} ${e.action}`);
    expect(actions).toEqual(
      expect.arrayContaining(['operator token.rotated', 'user knowledge.edited', 'cli user.removed']),
    );
  });
});
