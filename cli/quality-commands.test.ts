import { beforeAll, describe, expect, it } from 'vitest';
import { AnswerTestRun } from '../contract/answer-tests.ts';
import { QualityReport } from '../contract/feedback.ts';
import { runCli } from './testing/run-cli.ts';
import { ADAS_BOOKS, cliDataDir, seedThroughServer } from './testing/seed-through-server.ts';

const dir = await cliDataDir();

// Ada's Books answers opening hours; a visitor's thumbs down is made through the widget API.
beforeAll(async () => {
  await seedThroughServer(dir, async (t) => {
    const client = await t.services.clients.create({
      ...ADAS_BOOKS,
      plan: 'Starter',
      aiContent: 'Opening hours: we open 9-17 on weekdays.',
    });
    const live = await t.services.clients.generateToken(client.id, 'live');
    const headers = { authorization: `Bearer ${live.accessToken}`, origin: 'https://adasbooks.com' };
    const r = await t.inject({
      method: 'POST',
      url: '/api/v1/chat',
      headers,
      payload: { message: 'When do you open?', sessionId: 'cli_quality_session_1' },
    });
    await t.inject({
      method: 'POST',
      url: '/api/chat/feedback',
      headers,
      payload: {
        sessionId: 'cli_quality_session_1',
        messageId: r.json.messageId,
        rating: 'down',
        reason: 'wrong',
      },
    });
  });
}, 60_000);

describe('test suite and analytics commands', { timeout: 60_000 }, () => {
  it('exits 1 when an answer lacks its phrase, and 0 once it is fixed', async () => {
    const ok = await runCli(dir, [
      'test',
      'add',
      'adasbooks.com',
      '--question',
      'When do you open?',
      '--expect',
      '9-17',
    ]);
    expect(ok.exitCode).toBe(0);
    const lacking = await runCli(dir, [
      'test',
      'add',
      'adasbooks.com',
      '--question',
      'Are you open on Saturday?',
      '--expect',
      'Saturdays 10-14',
    ]);
    expect(lacking.exitCode).toBe(0);
    const declines = await runCli(dir, [
      'test',
      'add',
      'adasbooks.com',
      '--question',
      'Do you sell cars?',
      '--decline',
    ]);
    expect(declines.exitCode).toBe(0);

    const failing = await runCli(dir, ['test', 'run', 'adasbooks.com']);
    expect(failing.exitCode).toBe(1);
    expect(failing.stdout).toMatch(/FAIL\s+new\s+Are you open on Saturday\?/);
    expect(failing.stdout).toMatch(/2 passed, 1 failed/);
    expect(failing.stderr).toBe('1 of 3 test questions failed\n');

    await seedThroughServer(dir, async (t) => {
      const client = await t.services.clients.resolve('adasbooks.com');
      await t.services.curatedAnswers.write(client.id, {
        question: 'Are you open on Saturday?',
        answer: 'Yes: Saturdays 10-14.',
      });
      await t.services.answerTests.settled();
    });
    const fixed = await runCli(dir, ['--json', 'test', 'run', 'adasbooks.com']);
    expect(fixed.exitCode).toBe(0);
    const run = AnswerTestRun.parse(fixed.json());
    expect(run).toMatchObject({ passed: 3, failed: 0 });
    const list = await runCli(dir, ['test', 'list', 'adasbooks.com']);
    expect(list.stdout).toMatch(/Saturdays 10-14/);
  });

  it('refuses a test with no or two expectations as bad usage', async () => {
    const none = await runCli(dir, ['test', 'add', 'adasbooks.com', '--question', 'Hi?']);
    expect(none.exitCode).toBe(2);
    const two = await runCli(dir, [
      'test',
      'add',
      'adasbooks.com',
      '--question',
      'Hi?',
      '--expect',
      'x',
      '--decline',
    ]);
    expect(two.exitCode).toBe(2);
  });

  it('prints the four outcomes, CSAT, handoff rate and first reply, for one client and for all', async () => {
    const text = await runCli(dir, ['analytics', 'adasbooks.com']);
    expect(text.exitCode).toBe(0);
    expect(text.stdout).toMatch(/Confirmed\s+Assumed\s+Handed off\s+Unresolved\s+Pending\s+Chats/);
    expect(text.stdout).toMatch(/Total\s+0\s+0\s+0\s+1\s+0\s+1/);
    expect(text.stdout).toMatch(/Thumbs: 0 up, 1 down \(wrong 1\)/);
    expect(text.stdout).toMatch(/Handoff rate: 0%/);
    const json = await runCli(dir, ['--json', 'analytics']);
    expect(QualityReport.parse(json.json()).totals).toMatchObject({ unresolved: 1, total: 1 });
  });
});
