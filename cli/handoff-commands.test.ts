import { beforeAll, describe, expect, it } from 'vitest';
import { HandoffQueue } from '../contract/handoff.ts';
import { DEFAULT_HANDOFF_SETTINGS } from '../contract/handoff-settings.ts';
import { runCli } from './testing/run-cli.ts';
import { ADAS_BOOKS, cliDataDir, seedThroughServer } from './testing/seed-through-server.ts';

const dir = await cliDataDir();
const SESSION = 'cli_handoff_session_01';

// A visitor asks for a person through the widget API of a server on the same data dir.
beforeAll(async () => {
  await seedThroughServer(dir, async (t) => {
    const client = await t.services.clients.create({
      ...ADAS_BOOKS,
      plan: 'Starter',
      aiContent: 'We open 9-17 on weekdays.',
      handoff: { ...DEFAULT_HANDOFF_SETTINGS, enabled: true },
    });
    const headers = { authorization: `Bearer ${client.testAccessToken}` };
    await t.inject({
      method: 'POST',
      url: '/api/chat/messages',
      headers,
      payload: { message: 'Do you sell vinyl records?', sender: 'user', sessionId: SESSION },
    });
    const asked = await t.inject({
      method: 'POST',
      url: '/api/chat/handoff',
      headers,
      payload: { sessionId: SESSION },
    });
    if (asked.json?.status !== 'waiting') throw new Error(`handoff request failed: ${asked.payload}`);
  });
}, 60_000);

describe('handoff commands', { timeout: 240_000 }, () => {
  it('lists the queue, takes, replies, refuses a second operator, and releases', async () => {
    const listed = await runCli(dir, ['--json', 'handoff', 'list']);
    expect(listed.exitCode).toBe(0);
    expect(HandoffQueue.parse(listed.json()).sessions).toEqual([
      expect.objectContaining({
        sessionId: SESSION,
        status: 'waiting',
        lastMessage: 'Do you sell vinyl records?',
      }),
    ]);

    const take = await runCli(dir, ['handoff', 'take', 'adasbooks.com', SESSION, '--as', 'Maria']);
    expect(take.exitCode).toBe(0);
    expect(take.stdout).toMatch(/Taken over by Maria/);
    const second = await runCli(dir, ['handoff', 'take', 'adasbooks.com', SESSION, '--as', 'Jon']);
    expect(second.exitCode).toBe(1);
    expect(second.stderr).toMatch(/Maria has already taken this conversation/);

    const reply = await runCli(dir, [
      '--json',
      'handoff',
      'reply',
      'adasbooks.com',
      SESSION,
      'We do!',
      '--as',
      'Maria',
    ]);
    expect(reply.exitCode).toBe(0);
    expect(reply.json()).toMatchObject({
      message: { sender: 'operator', message: 'We do!', metadata: { operator: 'Maria' } },
    });
    const notHolder = await runCli(dir, [
      'handoff',
      'reply',
      'adasbooks.com',
      SESSION,
      'Me too',
      '--as',
      'Jon',
    ]);
    expect(notHolder.exitCode).toBe(1);

    const text = await runCli(dir, ['handoff', 'list']);
    expect(text.stdout).toMatch(/with Maria/);
    const released = await runCli(dir, ['handoff', 'release', 'adasbooks.com', SESSION]);
    expect(released.exitCode).toBe(0);
    const empty = await runCli(dir, ['handoff', 'list']);
    expect(empty.stdout).toMatch(/Nobody is waiting for a person/);
  });
});
