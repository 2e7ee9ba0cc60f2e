import { beforeAll, describe, expect, it } from 'vitest';
import { LeadList, UnansweredList } from '../contract/insights.ts';
import { runCli } from './testing/run-cli.ts';
import { ADAS_BOOKS, cliDataDir, seedThroughServer } from './testing/seed-through-server.ts';

const dir = await cliDataDir();
const SESSION = 'cli_visitor_session_01';

// A visitor's declined question and follow-up email, made through the widget API of a server on the same data dir.
beforeAll(async () => {
  await seedThroughServer(dir, async (t) => {
    const client = await t.services.clients.create({
      ...ADAS_BOOKS,
      plan: 'Starter',
      aiContent: 'We open 9-17 on weekdays.',
    });
    // On the live site: a test token's chats never reach the insights (row 5).
    const live = await t.services.clients.generateToken(client.id, 'live');
    const headers = { authorization: `Bearer ${live.accessToken}`, origin: 'https://adasbooks.com' };
    for (const message of [
      'Do you sell vinyl records?',
      'Please follow up with me by email: reader@example.com',
    ]) {
      await t.inject({
        method: 'POST',
        url: '/api/chat/messages',
        headers,
        payload: { message, sender: 'user', sessionId: SESSION },
      });
      await t.inject({
        method: 'POST',
        url: '/api/chat/ai-response',
        headers,
        payload: { message, sessionId: SESSION },
      });
    }
  });
}, 60_000);

describe('insights commands', { timeout: 60_000 }, () => {
  it('lists follow-up leads as a table and as JSON', async () => {
    const json = await runCli(dir, ['--json', 'leads', 'adasbooks.com']);
    expect(json.exitCode).toBe(0);
    expect(LeadList.parse(json.json()).leads).toEqual([
      expect.objectContaining({
        email: 'reader@example.com',
        question: 'Do you sell vinyl records?',
        sessionId: SESSION,
      }),
    ]);
    const text = await runCli(dir, ['leads', 'adasbooks.com']);
    expect(text.stdout).toMatch(/reader@example\.com/);
  });

  it('lists unanswered questions, and fails with a reason for an unknown client', async () => {
    const json = await runCli(dir, ['--json', 'unanswered', 'adasbooks.com']);
    expect(UnansweredList.parse(json.json()).questions.map((q) => [q.question, q.count])).toEqual([
      ['Do you sell vinyl records?', 1],
    ]);
    const missing = await runCli(dir, ['leads', 'nowhere.example']);
    expect(missing.exitCode).toBe(1);
    expect(missing.stderr).toMatch(/Client not found/);
  });
});
