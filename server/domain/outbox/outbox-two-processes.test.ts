/**
 * Two server processes on one store (and one Redis), on both stores: both run the claim loop, and
 * every event reaches the receiver exactly once (the row's lease is taken by one claimer only).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgresServer, type TestPostgres } from '../../testing/postgres-server.ts';
import { startTestApp } from '../../testing/test-app.ts';
import { startTwoInstances } from '../../testing/two-instances.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../../testing/webhook-receiver.ts';

let postgres: TestPostgres;
let hook: WebhookReceiver;
beforeAll(async () => {
  postgres = await startPostgresServer();
  hook = await startWebhookReceiver();
});
afterAll(async () => {
  await hook.close();
  await postgres.stop();
});

describe.each(['sqlite', 'postgres'] as const)('two server processes on %s', (store) => {
  it('deliver each event once', async () => {
    const env: Record<string, string> = {
      FRONTDESK_ALLOW_PRIVATE_NETWORK: 'true',
      ...(store === 'postgres' ? { FRONTDESK_DATABASE_URL: await postgres.createDatabase() } : {}),
    };
    const pair = await startTwoInstances((o) => startTestApp({ ...o, outboxPollMs: 5 }), env);
    try {
      const { A, B } = pair;
      const c = await A.services.clients.create({
        clientName: 'Twice',
        businessName: 'Twice',
        domain: `twice-${store}.example`,
        plan: 'Premium',
        testMode: true,
      });
      const path = `/two/${store}`;
      await A.services.outbox.webhooks.create(c.id, {
        url: `${hook.url}${path}`,
        events: ['conversation.started', 'message.created'],
      });
      // B learns of the endpoint A made within its snapshot's age; here it is told at once.
      B.services.outbox.recorder.invalidate();
      const posts = [];
      for (let i = 0; i < 24; i++) {
        const app = i % 2 === 0 ? A : B;
        posts.push(
          app.inject({
            method: 'POST',
            url: '/api/chat/messages',
            headers: { authorization: `Bearer ${c.testAccessToken}` },
            payload: {
              message: `hello ${i}`,
              sender: 'user',
              sessionId: `twoProcSession${store}${String(i).padStart(4, '0')}`,
            },
          }),
        );
      }
      for (const r of await Promise.all(posts)) expect(r.statusCode).toBe(201);
      // 24 sessions: a start and a message each.
      const got = await hook.waitFor(48, (h) => h.path === path);
      await new Promise((r) => setTimeout(r, 300));
      const mine = hook.received.filter((h) => h.path === path);
      expect(mine).toHaveLength(48);
      expect(new Set(mine.map((h) => h.json.id)).size).toBe(48);
      expect(got.filter((h) => h.json.type === 'conversation.started')).toHaveLength(24);
    } finally {
      await pair.close();
    }
  }, 120_000);
});
