/**
 * `frontdesk privacy export|erase`: a visitor found by email, exported as JSON, erased only with --yes
 * off a terminal; exactly one of --session and --email.
 */
import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../server/testing/test-app.ts';
import { runCli, tempDataDir } from './testing/run-cli.ts';

const dir = tempDataDir();
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const SESSION = `${'a'.repeat(32)}${'b'.repeat(24)}`;
const at = '2026-03-01T10:00:00.000Z';

describe('frontdesk privacy', { timeout: 180_000 }, () => {
  it('exports a visitor, refuses to erase without --yes off a terminal, erases with it', async () => {
    const t = await startTestApp({ dataDir: dir });
    const client = await t.services.clients.create({
      clientName: 'Ada',
      businessName: "Ada's Books",
      domain: 'adasbooks.com',
      plan: 'Starter',
    });
    const db = t.services.db;
    await db
      .insertInto('chat_sessions')
      .values({
        client_id: client.id,
        session_id: SESSION,
        status: 'ended',
        started_at: at,
        last_activity: at,
        ended_at: at,
        message_count: 1,
        metadata: '{}',
        handled_by: null,
        visitor_key_hash: null,
        handoff_requested_at: null,
      })
      .execute();
    await db
      .insertInto('chat_messages')
      .values({
        id: '01J0000000000000000000000A',
        client_id: client.id,
        session_id: SESSION,
        sender: 'user',
        message: 'Mail me at ann@example.com',
        metadata: '{}',
        client_message_id: null,
        created_at: at,
        reply_to: null,
      })
      .execute();
    await db
      .insertInto('follow_up_leads')
      .values({
        id: 'lead-1',
        client_id: client.id,
        session_id: SESSION,
        message_id: '01J0000000000000000000000A',
        email: 'ann@example.com',
        question: null,
        created_at: at,
      })
      .execute();
    await t.close();

    const exported = await runCli(dir, [
      '--json',
      'privacy',
      'export',
      'adasbooks.com',
      '--email',
      'Ann@Example.com',
    ]);
    expect(exported.exitCode).toBe(0);
    expect(exported.json()).toMatchObject({
      found: true,
      visitor: { sessionIds: [SESSION], emails: ['ann@example.com'] },
    });

    const both = await runCli(dir, [
      'privacy',
      'erase',
      'adasbooks.com',
      '--email',
      'ann@example.com',
      '--session',
      SESSION,
    ]);
    expect(both.exitCode).toBe(2);
    expect(both.stderr).toContain('exactly one of --session');
    const unasked = await runCli(dir, ['privacy', 'erase', 'adasbooks.com', '--email', 'ann@example.com']);
    expect(unasked.exitCode).toBe(2);
    expect(unasked.stderr).toContain('--yes');

    const erased = await runCli(dir, ['privacy', 'erase', 'adasbooks.com', '--session', SESSION, '--yes']);
    expect(erased.exitCode).toBe(0);
    expect(erased.stdout).toContain('Erased the visitor: 1 conversation');
    const again = await runCli(dir, [
      '--json',
      'privacy',
      'erase',
      'adasbooks.com',
      '--email',
      'ann@example.com',
      '--yes',
    ]);
    expect(again.json()).toMatchObject({ erased: false });
    expect(
      (await runCli(dir, ['--json', 'privacy', 'export', 'adasbooks.com', '--session', SESSION])).json(),
    ).toMatchObject({ found: false });
  });
});
