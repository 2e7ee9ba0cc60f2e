/**
 * Test suites through the HTTP API on SQLite and PostgreSQL: questions with what the answer must hold,
 * runs through the client's own assistant that store nothing as chats and count no usage, the
 * difference from the last run, CSV import row by row, one run at a time, and a knowledge edit that
 * breaks a passing question telling the team through the outbox's notices, with per-person mutes (a
 * real SMTP server on loopback).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { chatFixture, type ChatFixture } from '../../testing/chat-fixture.ts';
import { startPostgresServer, type TestPostgres } from '../../testing/postgres-server.ts';
import { startSmtpTestServer, type SmtpTestServer } from '../../testing/smtp-server.ts';
import { signedInCustomer } from '../../testing/customer-session.ts';
import { localLeases } from '../../cluster/leases.ts';
import type { Leases } from '../../domain/shared/index.ts';

let postgres: TestPostgres;
let smtp: SmtpTestServer;
beforeAll(async () => {
  [postgres, smtp] = await Promise.all([startPostgresServer(), startSmtpTestServer()]);
});
afterAll(async () => {
  await Promise.all([postgres?.stop(), smtp?.close()]);
});
let f: ChatFixture;
let leases: Leases;
afterEach(async () => {
  await f?.close();
});

const open = async (store: 'sqlite' | 'postgres') => {
  leases = localLeases();
  const env: Record<string, string> = { FRONTDESK_SMTP_URL: smtp.url };
  if (store === 'postgres') env.FRONTDESK_DATABASE_URL = await postgres.createDatabase();
  f = await chatFixture({ env, leases });
  return { cookie: await f.t.login() };
};

describe.each(['sqlite', 'postgres'] as const)('test suites on %s', (store) => {
  it('runs a suite through the assistant, stores nothing as a chat, and shows the difference from the last run', async () => {
    const { cookie } = await open(store);
    const call = (method: 'GET' | 'POST' | 'DELETE', path: string, payload?: unknown) =>
      f.t.inject({
        method,
        url: `/api/clients/${f.a.id}${path}`,
        headers: { cookie },
        payload: payload as object,
      });
    const viewing = await call('POST', '/tests', {
      question: 'When can I view a property?',
      expect: { kind: 'contains', phrases: ['seven days', '9 AM'] },
    });
    expect(viewing.statusCode).toBe(201);
    expect(
      (await call('POST', '/tests', { question: 'Do you repair boat engines?', expect: { kind: 'decline' } }))
        .statusCode,
    ).toBe(201);
    expect(
      (
        await call('POST', '/tests', {
          question: 'Can I talk to a person please?',
          expect: { kind: 'handoff' },
        })
      ).statusCode,
    ).toBe(201);
    const commission = await call('POST', '/tests', {
      question: 'What is your commission?',
      expect: { kind: 'contains', phrases: ['7%'] },
    });

    const first = await call('POST', '/tests/run');
    expect(first.statusCode).toBe(200);
    expect(first.json).toMatchObject({ passed: 3, failed: 1, broken: 0, fixed: 0, trigger: 'manual' });
    const failed = first.json.results.find((r: { testId: string }) => r.testId === commission.json.id);
    expect(failed).toMatchObject({ passed: false, problem: 'Missing: “7%”', before: null });

    // Runs count no usage and never appear as chats.
    expect(await f.t.services.usage.used(f.a.id)).toBe(0);
    const sessions = await f.t.inject({
      method: 'GET',
      url: `/api/chat/sessions?clientId=${f.a.id}`,
      headers: { cookie },
    });
    expect(sessions.json.total).toBe(0);

    // The fix: a curated answer, a knowledge edit, so the suite runs again by itself and names it fixed.
    await call('POST', '/curated-answers', {
      question: 'What is your commission?',
      answer: 'Our commission is 7% of the sale.',
    });
    await f.t.services.answerTests.settled();
    const list = await call('GET', '/tests');
    expect(list.json.total).toBe(4);
    expect(list.json.lastRun).toMatchObject({
      trigger: 'knowledge',
      passed: 4,
      failed: 0,
      fixed: 1,
      broken: 0,
    });
    expect(
      list.json.lastRun.results.find((r: { testId: string }) => r.testId === commission.json.id),
    ).toMatchObject({ passed: true, before: 'failed' });
    const third = await call('POST', '/tests/run');
    expect(third.json).toMatchObject({ passed: 4, failed: 0, fixed: 0, broken: 0, trigger: 'manual' });

    expect((await call('DELETE', `/tests/${viewing.json.id}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/tests/${viewing.json.id}`)).statusCode).toBe(404);
  });

  it('adds tests from real conversations: the question a reply answered, a decline kept as one', async () => {
    const { cookie } = await open(store);
    const headers = f.widget(f.a.live, 'https://sunsetrealty.com');
    const ask = async (message: string, sessionId: string) =>
      (await f.t.inject({ method: 'POST', url: '/api/v1/chat', headers, payload: { message, sessionId } }))
        .json.messageId as string;
    const declined = await ask('Do you repair boat engines?', 'tests-from-chat-0001');
    const answered = await ask('When can I view a property?', 'tests-from-chat-0002');
    const add = (payload: unknown) =>
      f.t.inject({
        method: 'POST',
        url: `/api/clients/${f.a.id}/tests`,
        headers: { cookie },
        payload: payload as object,
      });
    const d = await add({ messageId: declined });
    expect(d.statusCode).toBe(201);
    expect(d.json).toMatchObject({ question: 'Do you repair boat engines?', expect: { kind: 'decline' } });
    expect((await add({ messageId: answered })).json.code).toBe('validation_failed');
    const a = await add({ messageId: answered, expect: { kind: 'contains', phrases: ['seven days'] } });
    expect(a.json).toMatchObject({ question: 'When can I view a property?' });
    const visitorMessage = (await f.t.services.chatSessions.detail('tests-from-chat-0001', f.a.id))
      .messages[0]!;
    expect((await add({ messageId: visitorMessage.id })).statusCode).toBe(400);
    expect((await add({ messageId: '01ZZZZZZZZZZZZZZZZZZZZZZZZ' })).statusCode).toBe(404);
    const run = await f.t.inject({
      method: 'POST',
      url: `/api/clients/${f.a.id}/tests/run`,
      headers: { cookie },
    });
    expect(run.json).toMatchObject({ passed: 2, failed: 0 });
  });

  it('refuses bad tests and a second run at once, and keeps suites to their client', async () => {
    const { cookie } = await open(store);
    const post = (
      path: string,
      payload: unknown,
      clientId = f.a.id,
      headers: Record<string, string> = { cookie },
    ) =>
      f.t.inject({
        method: 'POST',
        url: `/api/clients/${clientId}${path}`,
        headers,
        payload: payload as object,
      });
    const bad = [
      { question: '', expect: { kind: 'decline' } },
      { question: 'Hours?', expect: { kind: 'contains', phrases: [] } },
      { question: 'Hours?', expect: { kind: 'contains', phrases: ['  '] } },
      { question: 'Hours?', expect: { kind: 'maybe' } },
      { question: 'Hours?' },
      { question: 'Hours?', expect: { kind: 'decline' }, extra: true },
    ];
    for (const body of bad)
      expect((await post('/tests', body)).json.code, JSON.stringify(body)).toBe('validation_failed');
    expect((await post('/tests/run', {})).json.code).toBe('bad_request');

    for (let i = 0; i < 5; i++)
      await post('/tests', {
        question: `When can I view a property? (${i})`,
        expect: { kind: 'contains', phrases: ['seven days'] },
      });
    // Another process runs this suite (it holds the lease): a run here is refused, not doubled.
    const held = await leases.acquire(`answer-tests:${f.a.id}`, 60_000);
    const refused = await post('/tests/run', {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json.code).toBe('conflict');
    await held!.release();
    expect((await post('/tests/run', {})).statusCode).toBe(200);

    const member = await signedInCustomer(f.t, f.a.id, 'member@sunsetrealty.com', 'member', undefined, smtp);
    const app = { cookie: member.cookie };
    expect((await post('/tests/run', {}, f.a.id, app)).statusCode).toBe(200);
    expect(
      (await f.t.inject({ method: 'GET', url: `/api/clients/${f.b.id}/tests`, headers: app })).statusCode,
    ).toBe(404);
    expect((await post('/tests/run', {}, f.b.id, app)).statusCode).toBe(404);
  });

  it('imports a CSV row by row: a 10,000-row file works, and bad rows are named with nothing added', async () => {
    const { cookie } = await open(store);
    const importCsv = (csv: string) =>
      f.t.inject({
        method: 'POST',
        url: `/api/clients/${f.a.id}/tests/import`,
        headers: { cookie },
        payload: { csv },
      });
    const broken = [
      'question,expect',
      '"When can I view a property?","seven days|9 AM"',
      ',seven days',
      'Do you repair boats?,DECLINE',
      'Hours?,',
      '"A question, with a comma",HANDOFF',
      'Too,many,columns',
    ].join('\n');
    const r = await importCsv(broken);
    expect(r.statusCode).toBe(400);
    expect(r.json.code).toBe('validation_failed');
    expect(Object.keys(r.json.fields)).toEqual(['row 3', 'row 5', 'row 7']);
    expect(r.json.error).toBe('3 rows cannot be imported');
    expect(
      (await f.t.inject({ method: 'GET', url: `/api/clients/${f.a.id}/tests`, headers: { cookie } })).json
        .total,
    ).toBe(0);
    expect((await importCsv('q,e\nHours?,9')).json.fields).toEqual({
      'row 1': 'The first row must be the header: question,expect',
    });

    const rows = Array.from(
      { length: 10_000 },
      (_, i) => `"Question number ${i}, please?","answer ${i}|${(i * 1000).toLocaleString('en-US')}"`,
    );
    const big = await importCsv(['question,expect', ...rows].join('\r\n'));
    expect(big.statusCode).toBe(200);
    expect(big.json).toEqual({ added: 10_000, total: 10_000 });
    const list = await f.t.inject({
      method: 'GET',
      url: `/api/clients/${f.a.id}/tests`,
      headers: { cookie },
    });
    expect(list.json.total).toBe(10_000);
    expect(list.json.tests[2]).toMatchObject({
      question: 'Question number 2, please?',
      expect: { kind: 'contains', phrases: ['answer 2', '2,000'] },
    });
    // The suite is full: one more row is refused.
    expect((await importCsv('question,expect\nOne more?,DECLINE')).json.code).toBe('validation_failed');
  });

  it('runs again after a knowledge edit and tells the team when a passing question fails', async () => {
    const { cookie } = await open(store);
    const owner = 'owner-suite@sunsetrealty.com';
    await signedInCustomer(f.t, f.a.id, owner, 'owner', undefined, smtp);
    const member = await signedInCustomer(
      f.t,
      f.a.id,
      'member-suite@sunsetrealty.com',
      'member',
      undefined,
      smtp,
    );
    // The member turned this kind of notice off for themselves.
    const muted = await f.t.inject({
      method: 'PUT',
      url: `/api/clients/${f.a.id}/notifications/people/${member.userId}`,
      headers: { cookie: member.cookie },
      payload: { muted: ['tests_regressed'] },
    });
    expect(muted.statusCode).toBe(200);
    smtp.mails.length = 0;
    await f.t.inject({
      method: 'POST',
      url: `/api/clients/${f.a.id}/tests`,
      headers: { cookie },
      payload: {
        question: 'When can I view a property?',
        expect: { kind: 'contains', phrases: ['seven days'] },
      },
    });
    const base = await f.t.inject({
      method: 'POST',
      url: `/api/clients/${f.a.id}/tests/run`,
      headers: { cookie },
    });
    expect(base.json.passed).toBe(1);
    const regressed: string[][] = [];
    f.t.services.events.on('tests.regressed', (e) => regressed.push(e.questions));

    const mail = smtp.next(owner);
    const edit = await f.t.inject({
      method: 'PUT',
      url: `/api/clients/${f.a.id}`,
      headers: { cookie },
      payload: {
        aiContent:
          'Viewings: by appointment on weekdays only.\n\nSelling: our commission is 5% of the sale price.',
      },
    });
    expect(edit.statusCode).toBe(200);
    await f.t.services.answerTests.settled();
    const got = await mail;
    expect(got.subject).toBe('Sunset Realty Group: test questions that passed before fail now');
    expect(got.to).toEqual([owner]);
    expect(got.text).toContain('1 of its questions passed in the previous run and fail now');
    expect(got.text).toContain('When can I view a property?');
    expect(got.text).toMatch(/Missing: “seven days”|It declined to answer\./);
    expect(regressed).toEqual([['When can I view a property?']]);
    const list = await f.t.inject({
      method: 'GET',
      url: `/api/clients/${f.a.id}/tests`,
      headers: { cookie },
    });
    expect(list.json.lastRun).toMatchObject({ trigger: 'knowledge', failed: 1 });
  });
});
