/**
 * A visitor's thumbs leave as a signed `feedback.created` webhook event: the relay from the feedback
 * capability's domain event to the outbox, through the real HTTP routes and a loopback receiver.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatFixture, type ChatFixture } from '../../testing/chat-fixture.ts';
import {
  startWebhookReceiver,
  verifySignature,
  type WebhookReceiver,
} from '../../testing/webhook-receiver.ts';

const ORIGIN_A = 'https://sunsetrealty.com';
let f: ChatFixture;
let hook: WebhookReceiver;
beforeAll(async () => {
  hook = await startWebhookReceiver();
  f = await chatFixture({ env: { FRONTDESK_ALLOW_PRIVATE_NETWORK: 'true' } });
});
afterAll(async () => {
  await f.close();
  await hook.close();
});

describe('feedback.created', () => {
  it('reaches an endpoint that subscribed to it, signed, with the thumb and its reason', async () => {
    const cookie = await f.t.login();
    const created = await f.t.inject({
      method: 'POST',
      url: `/api/clients/${f.a.id}/webhooks`,
      headers: { cookie },
      payload: { url: `${hook.url}/feedback`, events: ['feedback.created'] },
    });
    expect(created.statusCode).toBe(201);
    const { secret } = created.json as { secret: string };

    const sessionId = 'relay-session-00000001';
    const asked = await f.t.inject({
      method: 'POST',
      url: '/api/v1/chat',
      headers: f.widget(f.a.live, ORIGIN_A),
      payload: { message: 'When can I view a property?', sessionId },
    });
    expect(asked.statusCode).toBe(200);
    const thumb = await f.t.inject({
      method: 'POST',
      url: '/api/chat/feedback',
      headers: f.widget(f.a.live, ORIGIN_A),
      payload: { sessionId, messageId: asked.json.messageId, rating: 'down', reason: 'wrong' },
    });
    expect(thumb.statusCode).toBeLessThan(300);

    const [got] = await hook.waitFor(1, (h) => h.path === '/feedback');
    expect(got!.json).toMatchObject({
      type: 'feedback.created',
      clientId: f.a.id,
      data: { sessionId, kind: 'thumbs', messageId: asked.json.messageId, rating: 'down', reason: 'wrong' },
    });
    expect(verifySignature(String(got!.headers['frontdesk-signature']), got!.body, secret)).toBe(true);
  });

  it('announces an erased visitor as visitor.erased, so the business can erase its copy', async () => {
    const cookie = await f.t.login();
    const created = await f.t.inject({
      method: 'POST',
      url: `/api/clients/${f.a.id}/webhooks`,
      headers: { cookie },
      payload: { url: `${hook.url}/erased`, events: ['visitor.erased'] },
    });
    expect(created.statusCode).toBe(201);
    const sessionId = 'relay-session-00000002';
    const asked = await f.t.inject({
      method: 'POST',
      url: '/api/v1/chat',
      headers: f.widget(f.a.live, ORIGIN_A),
      payload: { message: 'When can I view a property?', sessionId },
    });
    expect(asked.statusCode).toBe(200);
    const erase = await f.t.inject({
      method: 'POST',
      url: `/api/clients/${f.a.id}/privacy/erase`,
      headers: { cookie },
      payload: { sessionId },
    });
    expect(erase.statusCode).toBe(200);
    const [got] = await hook.waitFor(1, (h) => h.path === '/erased');
    expect(got!.json).toMatchObject({ type: 'visitor.erased', clientId: f.a.id });
    expect(got!.json.data.sessionIds).toContain(sessionId);
  });
});
