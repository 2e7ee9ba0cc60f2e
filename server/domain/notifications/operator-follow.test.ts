/**
 * Operators choose the notices of the clients they follow, on both stores: following with an address
 * and kinds, the notices of those kinds reach them beside the client's people (and no other kind);
 * the settings show each operator their own choice only; the client's people can neither see nor
 * change an operator's follow; bad input is a 400; stopping ends the mail.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_HANDOFF_SETTINGS } from '../../../contract/handoff-settings.ts';
import { signedInCustomer } from '../../testing/customer-session.ts';
import { startPostgresServer, type TestPostgres } from '../../testing/postgres-server.ts';
import { startSmtpTestServer, type SmtpTestServer } from '../../testing/smtp-server.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';

let postgres: TestPostgres;
let smtp: SmtpTestServer;
beforeAll(async () => {
  postgres = await startPostgresServer();
  smtp = await startSmtpTestServer();
});
afterAll(async () => {
  await smtp.close();
  await postgres.stop();
});

describe.each(['sqlite', 'postgres'] as const)('operators following a client on %s', (store) => {
  let t: TestApp;
  let cookie: string;
  let client: { id: string; token: string };
  const ops = `ops-${store}@frontdesk.example`;
  const owner = `owner-${store}@follow.example`;
  beforeAll(async () => {
    t = await startTestApp({
      env: {
        ...(store === 'postgres' ? { FRONTDESK_DATABASE_URL: await postgres.createDatabase() } : {}),
        FRONTDESK_SMTP_URL: smtp.url,
        FRONTDESK_NOTIFY_WAITING_AFTER_SECONDS: '0',
      },
      outboxPollMs: 20,
      outbox: { coalesceMs: 50 },
    });
    cookie = await t.login();
    const c = await t.services.clients.create({
      clientName: 'Followed Shop',
      businessName: `Followed Shop ${store}`,
      domain: `followed-${store}.example`,
      plan: 'Premium',
      email: `contact-${store}@follow.example`,
      testMode: true,
    });
    client = { id: c.id, token: c.testAccessToken ?? '' };
    await t.services.clients.update(c.id, { handoff: { ...DEFAULT_HANDOFF_SETTINGS, enabled: true } });
  });
  afterAll(() => t.close());

  const follow = (payload: object, who = cookie) =>
    t.inject({
      method: 'PUT',
      url: `/api/clients/${client.id}/notifications/follow`,
      headers: { cookie: who },
      payload,
    });
  const say = (sessionId: string, message: string) =>
    t.inject({
      method: 'POST',
      url: '/api/chat/messages',
      headers: { authorization: `Bearer ${client.token}` },
      payload: { message, sender: 'user', sessionId },
    });

  it('refuses a bad address or no kind with a 400 naming the field', async () => {
    const bad = await follow({ email: 'not an address', kinds: ['lead'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json.code).toBe('validation_failed');
    expect(Object.keys(bad.json.fields as object)).toContain('email');
    const none = await follow({ email: ops, kinds: [] });
    expect(none.statusCode).toBe(400);
    const unknown = await follow({ email: ops, kinds: ['lead'], everything: true });
    expect(unknown.statusCode).toBe(400);
  });

  it('mails the operator the kinds they chose, beside the client’s people, and no other kind', async () => {
    const followed = await follow({ email: ops.toUpperCase(), kinds: ['lead'] });
    expect(followed.statusCode).toBe(200);
    expect(followed.json.you).toEqual({ following: true, email: ops, kinds: ['lead'] });
    const seen = await t.inject({
      method: 'GET',
      url: `/api/clients/${client.id}/notifications`,
      headers: { cookie },
    });
    expect(seen.json.you).toEqual({ following: true, email: ops, kinds: ['lead'] });

    await say(`followLead${store}Session0001`, 'Please write to lee@example.com');
    const lead = await smtp.next(ops);
    expect(lead.subject).toBe(`New lead for Followed Shop ${store}: lee@example.com`);
    // Each person gets their own mail: the operator's address is not shown to the client's people.
    expect(lead.to).toEqual([ops]);
    const contactsLead = await smtp.next(`contact-${store}@follow.example`);
    expect(contactsLead.subject).toBe(lead.subject);
    expect(contactsLead.to).toEqual([`contact-${store}@follow.example`]);

    // A waiting visitor is not a kind the operator chose: the contact alone is told.
    const session = `followWait${store}Session001`;
    await say(session, 'Hello');
    await t.inject({
      method: 'POST',
      url: '/api/chat/handoff',
      headers: { authorization: `Bearer ${client.token}` },
      payload: { sessionId: session },
    });
    const waiting = await smtp.next(`contact-${store}@follow.example`);
    expect(waiting.subject).toBe(`A visitor of Followed Shop ${store} is waiting for a person`);
    expect(waiting.to).toEqual([`contact-${store}@follow.example`]);
  });

  it('keeps an operator’s follow out of the client’s people’s reach', async () => {
    const person = await signedInCustomer(t, client.id, owner, 'owner', 'a-good-password', smtp);
    const theirs = await t.inject({
      method: 'GET',
      url: `/api/clients/${client.id}/notifications`,
      headers: { cookie: person.cookie },
    });
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json.you).toBeUndefined();
    expect(theirs.payload).not.toContain(ops);
    const tried = await follow({ email: owner, kinds: ['lead'] }, person.cookie);
    expect(tried.statusCode).toBe(403);
    const unfollow = await t.inject({
      method: 'DELETE',
      url: `/api/clients/${client.id}/notifications/follow`,
      headers: { cookie: person.cookie },
    });
    expect(unfollow.statusCode).toBe(403);
  });

  it('stops the mail once the operator stops following; a second stop is a 404', async () => {
    const stopped = await t.inject({
      method: 'DELETE',
      url: `/api/clients/${client.id}/notifications/follow`,
      headers: { cookie },
    });
    expect(stopped.statusCode).toBe(200);
    expect(stopped.json.you).toEqual({ following: false, email: '', kinds: [] });
    await say(`followLate${store}Session0001`, 'Mail me at ana@example.com');
    // The owner's invitation and set-password mails came first.
    let lead = await smtp.next(owner);
    while (!lead.subject.startsWith('New lead')) lead = await smtp.next(owner);
    expect(lead.subject).toBe(`New lead for Followed Shop ${store}: ana@example.com`);
    expect(lead.to).toEqual([owner]);
    const again = await t.inject({
      method: 'DELETE',
      url: `/api/clients/${client.id}/notifications/follow`,
      headers: { cookie },
    });
    expect(again.statusCode).toBe(404);
  });
});
