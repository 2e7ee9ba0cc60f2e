/**
 * The pre-chat form (issue 32, part 3), on SQLite and on PostgreSQL: the client's settings are
 * validated, a visitor's answers become a lead of the session with the name and the consent wording
 * the widget showed (in its language), and bad answers are refused with the field named: an invalid
 * email, a missing tick, a form the client never enabled, another visitor's session.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CHAT_CUSTOMIZATIONS } from '../../../contract/clients.ts';
import { WIDGET_TEXTS } from '../../../contract/widget-texts.ts';
import { startPostgresServer, type TestPostgres } from '../../testing/postgres-server.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';

type Store = 'sqlite' | 'postgres';
let postgres: TestPostgres;
let open: TestApp | null = null;
beforeAll(async () => {
  postgres = await startPostgresServer();
});
afterAll(async () => {
  await postgres?.stop();
});
afterEach(async () => {
  await open?.close();
  open = null;
});

const SESSION = 'sessionPreChat0000000001';

async function start(store: Store) {
  const env: Record<string, string> =
    store === 'postgres' ? { FRONTDESK_DATABASE_URL: await postgres.createDatabase() } : {};
  const t = (open = await startTestApp({ env }));
  const client = await t.services.clients.create({
    clientName: 'Ana',
    businessName: 'Bike Barn',
    domain: 'bikebarn.com',
    plan: 'Premium',
    aiContent: 'We repair bikes of every make. A test ride is free.',
    chatCustomizations: { ...DEFAULT_CHAT_CUSTOMIZATIONS },
  });
  const token = (await t.services.clients.generateToken(client.id, 'live')).accessToken!;
  const widget = (extra: Record<string, string> = {}) => ({
    authorization: `Bearer ${token}`,
    origin: 'https://bikebarn.com',
    ...extra,
  });
  const admin = async (method: 'GET' | 'PUT', url: string, payload?: object) =>
    t.inject({ method, url, headers: { cookie: await t.login() }, payload });
  const setForm = (preChatForm: unknown, extra: object = {}) =>
    admin('PUT', `/api/clients/${client.id}`, {
      chatCustomizations: { ...DEFAULT_CHAT_CUSTOMIZATIONS, preChatForm, ...extra },
    });
  const submit = (payload: object, headers: Record<string, string> = {}) =>
    t.inject({ method: 'POST', url: '/api/chat/pre-chat', headers: widget(headers), payload });
  return { t, client, widget, admin, setForm, submit };
}

describe.each<Store>(['sqlite', 'postgres'])('the pre-chat form on %s', (store) => {
  it('stores a lead with the name and the consent wording shown, and names the visitor on the session', async () => {
    const { t, client, widget, admin, setForm, submit } = await start(store);
    expect((await setForm({ enabled: true, fields: ['name', 'email', 'consent'] })).statusCode).toBe(200);
    const config = await t.inject({ method: 'GET', url: '/api/widget/config', headers: widget() });
    expect(config.json.chatCustomizations.preChatForm).toEqual({
      enabled: true,
      fields: ['name', 'email', 'consent'],
    });

    const bad = await submit({ sessionId: SESSION, name: 'Ada', email: 'ada@', consent: true });
    expect(bad.statusCode).toBe(400);
    expect(bad.json.code).toBe('validation_failed');
    expect(bad.json.fields).toEqual({ email: 'Please enter a valid email address' });
    const unticked = await submit({ sessionId: SESSION, name: 'Ada', email: 'ada@example.com' });
    expect(unticked.statusCode).toBe(400);
    expect(unticked.json.fields).toEqual({ consent: 'Please tick the consent box' });
    const nameless = await submit({ sessionId: SESSION, email: 'ada@example.com', consent: true });
    expect(nameless.json.fields).toEqual({ name: 'Please enter your name' });

    const ok = await submit({
      sessionId: SESSION,
      name: ' Ada Lovelace ',
      email: 'ada@example.com',
      consent: true,
      language: 'es',
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json).toEqual({ ok: true });
    const posted = await t.inject({
      method: 'POST',
      url: '/api/chat/messages',
      headers: widget(),
      payload: { sessionId: SESSION, sender: 'user', message: 'Can I book a test ride?' },
    });
    expect(posted.statusCode).toBe(201);

    const leads = (await admin('GET', `/api/clients/${client.id}/leads`)).json.leads;
    expect(leads).toEqual([
      expect.objectContaining({
        sessionId: SESSION,
        email: 'ada@example.com',
        name: 'Ada Lovelace',
        consent: WIDGET_TEXTS.es.consent,
        question: null,
        source: 'pre_chat',
      }),
    ]);
    const sessions = (await admin('GET', `/api/chat/sessions?clientId=${client.id}`)).json.sessions;
    expect(sessions).toEqual([
      expect.objectContaining({
        sessionId: SESSION,
        visitorName: 'Ada Lovelace',
        visitorEmail: 'ada@example.com',
      }),
    ]);

    // The session now holds its secret: another browser cannot write into it, and a second
    // submission with the secret keeps the first lead.
    const stranger = await submit(
      { sessionId: SESSION, name: 'Eve', email: 'eve@example.com', consent: true },
      { 'x-session-key': 'not-the-secret-of-this-session' },
    );
    expect(stranger.statusCode).toBe(404);
    // (The test app sends the secret it was given when the message was posted.)
    const again = await submit({
      sessionId: SESSION,
      name: 'Ada',
      email: 'other@example.com',
      consent: true,
    });
    expect(again.statusCode).toBe(201);
    expect((await admin('GET', `/api/clients/${client.id}/leads`)).json.leads).toHaveLength(1);
  });

  it("takes the business's consent wording, and asks only the fields the client chose", async () => {
    const { client, admin, setForm, submit } = await start(store);
    const wording = 'Bike Barn may email me about my repair.';
    expect(
      (
        await setForm(
          { enabled: true, fields: ['email', 'consent'] },
          { texts: { en: { consent: wording } } },
        )
      ).statusCode,
    ).toBe(200);
    expect((await submit({ sessionId: SESSION, email: 'bo@example.com', consent: true })).statusCode).toBe(
      201,
    );
    const [lead] = (await admin('GET', `/api/clients/${client.id}/leads`)).json.leads;
    expect(lead).toMatchObject({ email: 'bo@example.com', name: null, consent: wording });
  });

  it('refuses a form the client has not enabled, and broken settings', async () => {
    const { setForm, submit } = await start(store);
    const off = await submit({ sessionId: SESSION, email: 'ada@example.com', consent: true });
    expect(off.statusCode).toBe(400);
    expect(off.json.code).toBe('bad_request');

    const noEmail = await setForm({ enabled: true, fields: ['name'] });
    expect(noEmail.statusCode).toBe(400);
    expect(Object.values(noEmail.json.fields).join(' ')).toMatch(/always asks for the email/);
    const unknown = await setForm({ enabled: true, fields: ['email', 'phone'] });
    expect(unknown.statusCode).toBe(400);
    const extraKey = await setForm({ enabled: true, fields: ['email'], title: 'x' });
    expect(extraKey.statusCode).toBe(400);
    const markup = await submit({ sessionId: SESSION, email: 'a@b.co', name: '<img src=x>' });
    expect(markup.statusCode).toBe(400);
  });
});
