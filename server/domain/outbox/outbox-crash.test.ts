/**
 * The outbox under kill -9, on both stores: a server process is killed while webhook deliveries of
 * acknowledged messages are in flight (the receiver holds them unanswered); the next start delivers
 * every one of them, with the event ids written before the kill.
 */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCli, tempDataDir } from '../../../cli/testing/run-cli.ts';
import { startPostgresServer, type TestPostgres } from '../../testing/postgres-server.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../../testing/webhook-receiver.ts';

const admin = { FRONTDESK_ADMIN_USERNAME: 'ops', FRONTDESK_ADMIN_PASSWORD: 'ops-password-1' };
const SESSION = 'outboxCrashSession000001';

let postgres: TestPostgres;
let hook: WebhookReceiver;
const dirs: string[] = [];
beforeAll(async () => {
  postgres = await startPostgresServer();
  hook = await startWebhookReceiver();
});
afterAll(async () => {
  await hook.close();
  await postgres.stop();
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

describe.each(['sqlite', 'postgres'] as const)('kill -9 between an event and its delivery on %s', (store) => {
  it('loses no event: every acknowledged message is delivered after the restart, under its first id', async () => {
    const dir = tempDataDir();
    dirs.push(dir);
    const env: Record<string, string> = {
      ...admin,
      FRONTDESK_SEED_DEMO: 'false',
      FRONTDESK_ALLOW_PRIVATE_NETWORK: 'true',
      FRONTDESK_WEBHOOK_RETRY_BASE_MS: '50',
      ...(store === 'postgres' ? { FRONTDESK_DATABASE_URL: await postgres.createDatabase() } : {}),
    };
    const serve = () =>
      startCli(dir, ['serve', '--port', '0', '--no-build'], /Frontdesk listening on (http:\/\/\S+)/, env);
    const first = await serve();
    const base = first.match[1]!;
    const login = await fetch(`${base}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        username: admin.FRONTDESK_ADMIN_USERNAME,
        password: admin.FRONTDESK_ADMIN_PASSWORD,
      }),
    });
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
    const json = { 'content-type': 'application/json', cookie };
    const client = (await (
      await fetch(`${base}/api/clients`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({
          clientName: 'Crash Co',
          businessName: 'Crash Co',
          domain: `crash-${store}.example.com`,
          plan: 'Starter',
          testMode: true,
        }),
      })
    ).json()) as { id: string; testAccessToken: string };
    const path = `/crash/${store}`;
    const created = await fetch(`${base}/api/clients/${client.id}/webhooks`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ url: `${hook.url}${path}`, events: ['message.created'] }),
    });
    expect(created.status).toBe(201);

    // Every delivery of the first process is left unanswered: all are in flight at the kill.
    hook.script(Array.from({ length: 100 }, () => 'hang' as const));
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      authorization: `Bearer ${client.testAccessToken}`,
    };
    const acked: string[] = [];
    for (let i = 0; i < 8; i++) {
      const r = await fetch(`${base}/api/chat/messages`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          message: `note ${i}`,
          sender: 'user',
          sessionId: SESSION,
          clientMessageId: `crash-note-${i}`,
        }),
      });
      const key = r.headers.get('x-session-key');
      if (key) headers['x-session-key'] = key;
      if (r.status === 201) acked.push(`note ${i}`);
    }
    expect(acked).toHaveLength(8);
    while (hook.hung === 0) await new Promise((r) => setTimeout(r, 20));
    first.child.kill('SIGKILL');
    await first.child;

    hook.script([]);
    const second = await serve();
    try {
      const got = await hook.waitFor(acked.length, (h) => h.path === path);
      const texts = got.map((h) => (h.json.data.message as { text: string }).text).sort();
      expect(texts).toEqual([...acked].sort());
      // One event per message, each under one id, whatever the retries.
      expect(new Set(got.map((h) => h.json.id)).size).toBe(acked.length);
    } finally {
      second.child.kill('SIGTERM');
      await second.child;
    }
  }, 180_000);
});
