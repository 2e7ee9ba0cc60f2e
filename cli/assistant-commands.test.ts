import { beforeAll, describe, expect, it } from 'vitest';
import { runCli } from './testing/run-cli.ts';
import { ADAS_BOOKS, cliDataDir, seedThroughServer } from './testing/seed-through-server.ts';

const dir = await cliDataDir();

beforeAll(async () => {
  await seedThroughServer(dir, async (t) => {
    await t.services.clients.create({
      ...ADAS_BOOKS,
      plan: 'Starter',
      aiContent: 'We open 9-17 on weekdays.',
    });
  });
}, 60_000);

describe('assistant commands', { timeout: 240_000 }, () => {
  it('sets and shows the settings, keeping those not given, and refuses what the API refuses', async () => {
    const set = await runCli(dir, [
      'assistant',
      'set',
      'adasbooks.com',
      '--instructions',
      'Answer warmly. Never promise delivery dates.',
      '--length',
      'short',
    ]);
    expect(set.exitCode).toBe(0);
    expect(set.stdout).toMatch(/Saved the assistant settings of Ada's Books/);
    const unknown = await runCli(dir, ['assistant', 'set', 'adasbooks.com', '--unknown', 'both']);
    expect(unknown.exitCode).toBe(0);
    const shown = await runCli(dir, ['--json', 'assistant', 'show', 'adasbooks.com']);
    expect(shown.json()).toEqual({
      instructions: 'Answer warmly. Never promise delivery dates.',
      replyLength: 'short',
      unknownAnswer: 'both',
    });
    // A Starter client may not pick the model (no model path is configured either).
    const model = await runCli(dir, ['assistant', 'set', 'adasbooks.com', '--model', 'gpt-4o']);
    expect(model.exitCode).toBe(1);
    expect(model.stderr).toMatch(/cannot choose the model/);
    const bad = await runCli(dir, ['assistant', 'set', 'adasbooks.com', '--length', 'epic']);
    expect(bad.exitCode).toBe(2);
    const long = await runCli(dir, ['assistant', 'set', 'adasbooks.com', '--instructions', 'x'.repeat(4001)]);
    expect(long.exitCode).toBe(1);
    expect(long.stderr).toMatch(/at most 4,000 characters/);
  });
});
