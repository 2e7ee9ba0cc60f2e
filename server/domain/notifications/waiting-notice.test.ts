/**
 * "A visitor is waiting for a person" on both stores, with the usual wait (60 s) configured: when
 * nobody who could answer has the console or the workspace open, the team is told at once (the notice
 * is due when the visitor asks, and says why); with an operator's console connected, the notice waits
 * the 60 s as before (and is dropped if someone joins meanwhile).
 */
import { io as connect, type Socket } from 'socket.io-client';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_HANDOFF_SETTINGS } from '../../../contract/handoff-settings.ts';
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

describe.each(['sqlite', 'postgres'] as const)('the waiting notice on %s', (store) => {
  let t: TestApp;
  let client: { id: string; token: string; email: string };
  beforeAll(async () => {
    t = await startTestApp({
      listen: true,
      env: {
        ...(store === 'postgres' ? { FRONTDESK_DATABASE_URL: await postgres.createDatabase() } : {}),
        FRONTDESK_SMTP_URL: smtp.url,
      },
      outboxPollMs: 20,
    });
    const email = `waiting-${store}@shop.example`;
    const c = await t.services.clients.create({
      clientName: 'Waiting Shop',
      businessName: `Waiting Shop ${store}`,
      domain: `waiting-${store}.example`,
      plan: 'Starter',
      email,
      testMode: true,
    });
    client = { id: c.id, token: c.testAccessToken ?? '', email };
    await t.services.clients.update(c.id, { handoff: { ...DEFAULT_HANDOFF_SETTINGS, enabled: true } });
  });
  afterAll(() => t.close());

  const askForPerson = async (sessionId: string) => {
    const headers = { authorization: `Bearer ${client.token}` };
    const said = await t.inject({
      method: 'POST',
      url: '/api/chat/messages',
      headers,
      payload: { message: 'Hello', sender: 'user', sessionId },
    });
    expect(said.statusCode).toBe(201);
    const asked = await t.inject({
      method: 'POST',
      url: '/api/chat/handoff',
      headers,
      payload: { sessionId },
    });
    expect(asked.json.status).toBe('waiting');
  };

  /** The mail row of the session's request: when it was written and when it is due. */
  const noticeRow = async (sessionId: string) => {
    const r = await sql<{ created_at: string; next_attempt_at: string; payload: string }>`
      SELECT created_at, next_attempt_at, payload FROM outbox
      WHERE client_id = ${client.id} AND channel = 'email' AND type = 'handoff.requested'`.execute(
      t.services.db,
    );
    const row = r.rows.find((x) => (JSON.parse(x.payload) as { sessionId: string }).sessionId === sessionId);
    expect(row).toBeDefined();
    return {
      dueAfterMs: Date.parse(row!.next_attempt_at) - Date.parse(row!.created_at),
      data: JSON.parse(row!.payload) as Record<string, unknown>,
    };
  };

  it('tells the team at once when nobody could answer, and says so', async () => {
    const session = `waitAlone${store}Session0001`;
    await askForPerson(session);
    const row = await noticeRow(session);
    expect(row.dueAfterMs).toBe(0);
    expect(row.data.nobodyOnline).toBe(true);
    const mail = await smtp.next(client.email);
    expect(mail.subject).toBe(`A visitor of Waiting Shop ${store} is waiting for a person`);
    expect(mail.text).toContain('while nobody of your team had the inbox open, so you are told at once');
    expect(mail.text).toContain(`/app/chats/${session}`);
  });

  it('waits the usual 60 s while an operator has the console open', async () => {
    const cookie = await t.login();
    const console: Socket = connect(`${t.url}/admin`, {
      transports: ['websocket'],
      extraHeaders: { cookie },
      reconnection: false,
      forceNew: true,
    });
    try {
      await new Promise<void>((resolve, reject) => {
        console.once('connect', () => resolve());
        console.once('connect_error', reject);
      });
      const session = `waitWatched${store}Session01`;
      await askForPerson(session);
      const row = await noticeRow(session);
      expect(row.dueAfterMs).toBe(60_000);
      expect(row.data.nobodyOnline).toBeUndefined();
    } finally {
      console.disconnect();
    }
  });
});
