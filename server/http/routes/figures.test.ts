/**
 * Numbers that agree: for the same seeded data (visitors on a live token, a test-token visitor, an
 * operator's preview, a handoff note), each labelled figure reads the same from the dashboard's API,
 * the chats list's summary, the clients API, a workspace's own view and the CLI.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardStats } from '../../../contract/admin.ts';
import type { SessionList } from '../../../contract/chat.ts';
import type { Figures } from '../../../contract/figures.ts';
import { runCli } from '../../../cli/testing/run-cli.ts';
import { chatFixture, type ChatFixture } from '../../testing/chat-fixture.ts';
import { signedInCustomer } from '../../testing/customer-session.ts';

const json = { 'content-type': 'application/json' };
let f: ChatFixture;
let admin: string;

beforeAll(async () => {
  f = await chatFixture();
  admin = await f.t.login();
  const ask = (token: string, origin: string | undefined, sessionId: string, message: string) =>
    f.t.inject({
      method: 'POST',
      url: '/api/v1/chat',
      headers: { ...json, ...f.widget(token, origin) },
      payload: { message, sessionId },
    });
  await f.t.services.clients.setTestMode(f.a.id, false);
  expect(
    (await ask(f.a.live, 'https://sunsetrealty.com', 'figures_visitor_0000001', 'When can I view?'))
      .statusCode,
  ).toBe(200);
  expect(
    (await ask(f.a.live, 'https://sunsetrealty.com', 'figures_visitor_0000002', 'What is your commission?'))
      .statusCode,
  ).toBe(200);
  expect((await ask(f.b.test, undefined, 'figures_visitor_0000003', 'Do you ship express?')).statusCode).toBe(
    200,
  );
  // An operator's preview of a: stored, marked, never counted on the plan.
  const preview = await f.t.inject({
    method: 'POST',
    url: '/api/chat/ai-response',
    headers: { ...json, cookie: admin },
    payload: {
      message: 'Do you offer virtual tours?',
      sessionId: 'preview_figures_000000001',
      clientId: f.a.id,
    },
  });
  expect(preview.statusCode).toBe(200);
  // A handoff note is a message of the conversation too.
  await f.t.services.handoff.request(await f.t.services.clients.record(f.a.id), 'figures_visitor_0000002');
});
afterAll(async () => f?.close());

const get = async <T>(url: string, cookie = admin) =>
  (await f.t.inject({ method: 'GET', url, headers: { cookie } })).json as T;

describe('labelled figures', () => {
  it('Messages, Conversations and Active Sessions: the dashboard and the chats list agree', async () => {
    const stats = await get<DashboardStats>('/api/admin/dashboard/stats');
    const list = await get<SessionList>('/api/chat/sessions?pageSize=100');
    expect(list.summary.totalMessages).toBe(stats.totalMessages);
    expect(list.summary.totalSessions).toBe(stats.totalChats);
    expect(list.summary.activeSessions).toBe(stats.activeSessions);
    // Each row's count adds up to the summary: one definition of a message.
    expect(list.sessions.reduce((n, s) => n + s.messageCount, 0)).toBe(list.summary.totalMessages);
    expect(list.sessions).toHaveLength(4);
  });

  it('a workspace reads its own client’s figures as the operators read them for that client', async () => {
    const owner = (await signedInCustomer(f.t, f.a.id, 'owner@sunsetrealty.com', 'owner')).cookie;
    const own = await get<SessionList>('/api/chat/sessions?pageSize=100', owner);
    const byOperator = await get<SessionList>(`/api/chat/sessions?pageSize=100&clientId=${f.a.id}`);
    expect(own.summary).toEqual(byOperator.summary);
    expect(own.sessions.every((s) => s.clientId === f.a.id)).toBe(true);
  });

  it('AI replies this month: the clients API, the CLI’s usage and clients list agree, previews and test replies aside', async () => {
    const a = await get<{ messagesUsed: string; messageLimit: number }>(`/api/clients/${f.a.id}`);
    const b = await get<{ messagesUsed: string }>(`/api/clients/${f.b.id}`);
    expect(a.messagesUsed).toBe('2');
    expect(b.messagesUsed).toBe('0');
    const usage = await runCli(f.t.dataDir, ['usage', 'show', f.a.id, '--json']);
    expect(usage.exitCode).toBe(0);
    expect(JSON.parse(usage.stdout)).toMatchObject({ used: 2, limit: a.messageLimit });
    const clients = await runCli(f.t.dataDir, ['clients', 'list', '--json']);
    const listed = (JSON.parse(clients.stdout) as { clients: { id: string; messagesUsed: string }[] })
      .clients;
    expect(listed.find((c) => c.id === f.a.id)?.messagesUsed).toBe(a.messagesUsed);
    expect(listed.find((c) => c.id === f.b.id)?.messagesUsed).toBe(b.messagesUsed);
  });

  it('GET /api/clients/{id}/figures answers what `frontdesk figures` and the other endpoints say; another client’s is a 404', async () => {
    const figures = await get<Figures>(`/api/clients/${f.a.id}/figures`);
    const cli = await runCli(f.t.dataDir, ['figures', f.a.id, '--json']);
    expect(cli.exitCode).toBe(0);
    expect(figures).toEqual(JSON.parse(cli.stdout));
    const list = await get<SessionList>(`/api/chat/sessions?pageSize=100&clientId=${f.a.id}`);
    expect(figures).toMatchObject({
      messages: list.summary.totalMessages,
      conversations: list.summary.totalSessions,
      activeSessions: list.summary.activeSessions,
      aiRepliesThisPeriod: 2,
    });
    const owner = (await signedInCustomer(f.t, f.a.id, 'figures@sunsetrealty.com', 'owner')).cookie;
    expect(await get<Figures>(`/api/clients/${f.a.id}/figures`, owner)).toEqual(figures);
    const other = await f.t.inject({
      method: 'GET',
      url: `/api/clients/${f.b.id}/figures`,
      headers: { cookie: owner },
    });
    expect(other.statusCode).toBe(404);
    const unknown = await f.t.inject({
      method: 'GET',
      url: '/api/clients/no-such-client/figures',
      headers: { cookie: admin },
    });
    expect(unknown.statusCode).toBe(404);
  });
});
