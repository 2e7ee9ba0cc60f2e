/**
 * An erased visitor leaves the outbox too, end to end: a webhook endpoint that failed the visitor's
 * `message.created` deliveries (503, so they wait to be retried) never gets them, their delivery log
 * no longer lists them nor their attempts, another visitor's deliveries stay, and the endpoint hears
 * `visitor.erased`.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatFixture, type ChatFixture } from '../../testing/chat-fixture.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../../testing/webhook-receiver.ts';

const ORIGIN_A = 'https://sunsetrealty.com';
let f: ChatFixture;
let hook: WebhookReceiver;
beforeAll(async () => {
  hook = await startWebhookReceiver();
  // A failed delivery waits a minute before its retry: the erase comes first.
  f = await chatFixture({
    env: { FRONTDESK_ALLOW_PRIVATE_NETWORK: 'true', FRONTDESK_WEBHOOK_RETRY_BASE_MS: '60000' },
  });
});
afterAll(async () => {
  await f.close();
  await hook.close();
});

describe('erasing a visitor', () => {
  it('takes their pending and logged webhook deliveries out of the outbox, and announces the erase', async () => {
    const cookie = await f.t.login();
    const created = await f.t.inject({
      method: 'POST',
      url: `/api/clients/${f.a.id}/webhooks`,
      headers: { cookie },
      payload: { url: `${hook.url}/events`, events: ['message.created', 'visitor.erased'] },
    });
    expect(created.statusCode).toBe(201);
    const endpointId = created.json.endpoint.id as string;
    // Every message.created fails once, then would succeed at its retry.
    hook.script([503, 503, 503, 503]);

    const say = (sessionId: string, message: string) =>
      f.t.inject({
        method: 'POST',
        url: '/api/v1/chat',
        headers: f.widget(f.a.live, ORIGIN_A),
        payload: { message, sessionId },
      });
    const erased = 'eraseOutboxVisitor000001';
    const kept = 'eraseOutboxStranger00001';
    expect((await say(erased, 'My flat at 12 Elm Street has damp, when can you visit?')).statusCode).toBe(
      200,
    );
    expect((await say(kept, 'When can I view a property?')).statusCode).toBe(200);
    // Both visitors' messages and replies were tried once and wait for their retry.
    await hook.waitFor(4, (h) => h.json.type === 'message.created');
    const log = async () =>
      (
        await f.t.inject({
          method: 'GET',
          url: `/api/clients/${f.a.id}/webhooks/${endpointId}/deliveries`,
          headers: { cookie },
        })
      ).json.deliveries as { id: string; type: string; status: string }[];
    await expect.poll(async () => (await log()).filter((d) => d.status === 'pending').length).toBe(4);
    const payloads = async () =>
      (
        await sql<{ type: string; payload: string }>`select type, payload from outbox
          where client_id = ${f.a.id}`.execute(f.t.services.db)
      ).rows.map((r) => `${r.type} ${r.payload}`);
    expect((await payloads()).filter((p) => p.includes(erased))).toHaveLength(2);

    const erase = await f.t.inject({
      method: 'POST',
      url: `/api/clients/${f.a.id}/privacy/erase`,
      headers: { cookie },
      payload: { sessionId: erased },
    });
    expect(erase.statusCode).toBe(200);
    expect(erase.json.deleted.outbox).toBe(2);

    const [announced] = await hook.waitFor(1, (h) => h.json.type === 'visitor.erased');
    expect(announced!.json.data.sessionIds).toEqual([erased]);
    // Nothing of theirs is left to send or to read in the log but the announcement; the other's stays.
    expect((await payloads()).filter((p) => p.includes(erased))).toEqual([
      expect.stringMatching(/^visitor\.erased /),
    ]);
    expect((await payloads()).filter((p) => p.includes(kept))).toHaveLength(2);
    // The attempts left: the other visitor's two, and the announcement's once it is answered.
    const attempts = async () =>
      (
        await sql<{ type: string; payload: string }>`select o.type, o.payload from outbox_attempts a
          join outbox o on o.id = a.outbox_id where a.client_id = ${f.a.id}`.execute(f.t.services.db)
      ).rows.map((r) => (r.payload.includes(kept) ? 'kept' : r.type));
    await expect.poll(async () => (await attempts()).sort()).toEqual(['kept', 'kept', 'visitor.erased']);
    const orphans = await sql`select outbox_id from outbox_attempts where client_id = ${f.a.id}
      and outbox_id not in (select id from outbox)`.execute(f.t.services.db);
    expect(orphans.rows).toEqual([]);
    expect((await log()).filter((d) => d.type === 'message.created')).toHaveLength(2);
  });
});
