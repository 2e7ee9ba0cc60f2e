/**
 * Attack table (../shared/SECURITY-ATTACKS.md), rows 38–39 (targets T1, T2): crash and disconnect
 * resilience, with the real server in a child process killed with SIGKILL mid-stream.
 *
 * Already covered elsewhere (not repeated here):
 *   row 38 → server/realtime/gateway.test.ts: "keeps a reply cut by a disconnect, marked interrupted"
 *            (visitor leaves mid-stream); server/ai/openai-provider.test.ts (the model's stream drops).
 *            The unit charged for a reply a kill -9 cut off is refunded at the next start (below, and
 *            attack-rows-crash-charges.test.ts on both stores).
 *   row 39 → gateway.test.ts: "row 39: replays what was missed after lastMessageId, also after a server restart";
 *            recovery-adapter.test.ts: "replays the room packets missed in a blip…", "does not recover after
 *            the window"; widget/e2e/resilience.test.ts: "keeps the conversation, and the widget answers
 *            again once it reconnects"
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCli, tempDataDir } from '../../cli/testing/run-cli.ts';

const admin = { FRONTDESK_ADMIN_USERNAME: 'ops', FRONTDESK_ADMIN_PASSWORD: 'ops-password-1' };
const SESSION = 'crashSession000000000001';

/** A model that starts every answer and never finishes it: the server is always mid-stream. */
let modelAsked!: () => void;
const asked = new Promise<void>((r) => (modelAsked = r));
const model = http.createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    res.write(
      `data: ${JSON.stringify({ id: 'c', object: 'chat.completion.chunk', created: 1, model: 'm', choices: [{ index: 0, delta: { role: 'assistant', content: 'Viewings run ' }, finish_reason: null }] })}\n\n`,
    );
    modelAsked();
  });
});

const dir = tempDataDir();
let env: Record<string, string>;
beforeAll(async () => {
  await new Promise<void>((r) => model.listen(0, '127.0.0.1', r));
  env = {
    ...admin,
    FRONTDESK_SEED_DEMO: 'false',
    OPENAI_BASE_URL: `http://127.0.0.1:${(model.address() as AddressInfo).port}/v1`,
    OPENAI_API_KEY: 'sk-test',
  };
});
afterAll(async () => {
  model.closeAllConnections();
  await new Promise<void>((r) => model.close(() => r()));
  fs.rmSync(dir, { recursive: true, force: true });
});

const serve = () =>
  startCli(dir, ['serve', '--port', '0', '--no-build'], /Frontdesk listening on (http:\/\/\S+)/, env);

async function signIn(base: string) {
  const res = await fetch(`${base}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username: admin.FRONTDESK_ADMIN_USERNAME,
      password: admin.FRONTDESK_ADMIN_PASSWORD,
    }),
  });
  return (res.headers.get('set-cookie') ?? '').split(';')[0]!;
}

describe('kill -9 of the server', () => {
  it('row 38: every acknowledged message survives kill -9 mid-stream exactly once, the question before the model call, the unit charged for the cut reply is refunded, and the database is intact', async () => {
    const first = await serve();
    const base = first.match[1]!;
    const cookie = await signIn(base);
    const created = await fetch(`${base}/api/clients`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({
        clientName: 'Crash Co',
        businessName: 'Crash Co',
        domain: 'crash.example.com',
        plan: 'Starter',
        testMode: true,
        aiContent: 'Viewings: seven days a week.',
      }),
    });
    const token = ((await created.json()) as { testAccessToken: string }).testAccessToken;
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
    };
    const post = (i: number) =>
      fetch(`${base}/api/chat/messages`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          message: `note ${i}`,
          sender: 'user',
          sessionId: SESSION,
          clientMessageId: `crash-note-${i}`,
        }),
      }).then((r) => {
        // The widget keeps the secret the server issues with a new session, and sends it from then on.
        const key = r.headers.get('x-session-key');
        if (key) headers['x-session-key'] = key;
        return r.status === 201 ? i : null;
      });

    const acked: number[] = [];
    for (let i = 0; i < 10; i++) {
      const r = await post(i);
      if (r !== null) acked.push(r);
    }
    // A question whose answer is streaming when the process dies.
    const question = fetch(`${base}/api/chat/ai-response`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ message: 'When can I view a property?', sessionId: SESSION }),
    }).catch(() => null);
    await asked;
    // More writes in flight at the moment of the kill: only those acknowledged count.
    const inFlight = Array.from({ length: 10 }, (_, i) =>
      post(10 + i)
        .then((r) => r !== null && acked.push(r))
        .catch(() => null),
    );
    await Promise.race([inFlight[0], new Promise((r) => setTimeout(r, 20))]);
    first.child.kill('SIGKILL');
    await Promise.all([question, ...inFlight, first.child]);
    expect(acked.length).toBeGreaterThanOrEqual(10);

    const second = await serve();
    try {
      const again = second.match[1]!;
      const res = await fetch(`${again}/api/chat/messages/${SESSION}`, { headers });
      expect(res.status).toBe(200);
      const messages = (
        (await res.json()) as {
          messages: { message: string; sender: string; metadata: Record<string, unknown> }[];
        }
      ).messages;
      for (const i of acked)
        expect(
          messages.filter((m) => m.message === `note ${i}`),
          `note ${i}`,
        ).toHaveLength(1);
      // The question was committed before the model was asked; no complete answer was invented for it.
      expect(messages.filter((m) => m.message === 'When can I view a property?')).toHaveLength(1);
      for (const m of messages.filter((x) => x.sender === 'ai')) expect(m.metadata.interrupted).toBe(true);
    } finally {
      second.child.kill('SIGTERM');
      await second.child;
    }
    const db = new Database(path.join(dir, 'frontdesk.sqlite'), { readonly: true });
    try {
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      expect(db.pragma('foreign_key_check')).toEqual([]);
      // The unit counted for the reply the kill cut off was given back at the restart.
      expect(db.prepare('SELECT coalesce(sum(messages_used), 0) FROM test_usage').pluck().get()).toBe(0);
      expect(db.prepare('SELECT count(*) FROM pending_charges').pluck().get()).toBe(0);
    } finally {
      db.close();
    }
  }, 180_000);
});
