/**
 * Attack table row 38 (issue 14, item 6): a kill -9 during a reply never leaves a unit charged with no
 * reply stored. The state a kill leaves (a counted unit whose reply never landed; a reply that landed
 * before its charge was settled) is built on each store, then the app starts on it again: the first is
 * refunded, the second kept. The real kill -9 run (attack-table-crash.test.ts) checks the same.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatFixture, SESSION_A } from '../testing/chat-fixture.ts';
import { startPostgresServer, type TestPostgres } from '../testing/postgres-server.ts';
import { startTestApp } from '../testing/test-app.ts';

let postgres: TestPostgres;
beforeAll(async () => {
  postgres = await startPostgresServer();
}, 120_000);
afterAll(async () => postgres?.stop());

const STORES: [string, () => Promise<Record<string, string>>][] = [
  ['SQLite', async () => ({})],
  ['PostgreSQL', async () => ({ FRONTDESK_DATABASE_URL: await postgres.createDatabase() })],
];

describe.each(STORES)('row 38: units charged for replies a kill cut off, on %s', (_store, envOf) => {
  it('are refunded at the next start, while a reply that landed keeps its unit', async () => {
    const env = await envOf();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'frontdesk-charges-'));
    try {
      const f = await chatFixture({ env, dataDir });
      const { usage, db } = f.t.services;
      // One whole turn through the widget API: counted, stored, settled.
      const turn = await f.t.inject({
        method: 'POST',
        url: '/api/v1/chat',
        headers: f.widget(f.a.live, 'https://sunsetrealty.com'),
        payload: { message: 'When can I view a property?', sessionId: SESSION_A },
      });
      expect(turn.statusCode).toBe(200);
      const pending = () => db.selectFrom('pending_charges').select('question_id').execute();
      expect(await pending()).toEqual([]);
      const question = await db
        .selectFrom('chat_messages')
        .select('id')
        .where('client_id', '=', f.a.id)
        .where('sender', '=', 'user')
        .executeTakeFirstOrThrow();
      // What a kill leaves: a unit counted for a question whose reply never came …
      await usage.consume(f.a.id, 100, { sessionId: SESSION_A, questionId: 'question-cut-off-by-kill' });
      // … a unit whose reply was stored just before the kill, before its charge was settled …
      await usage.consume(f.a.id, 100, { sessionId: SESSION_A, questionId: question.id });
      // … and a test token's unit on its daily allowance.
      await usage.consumeTest(f.a.id, { sessionId: SESSION_A, questionId: 'test-question-cut-off' });
      expect(await usage.used(f.a.id)).toBe(3);
      expect(await usage.testUsed(f.a.id)).toBe(1);
      expect(await pending()).toHaveLength(3);
      await f.t.app.stop();

      const again = await startTestApp({ env, dataDir });
      try {
        expect(await again.services.usage.used(f.a.id)).toBe(2);
        expect(await again.services.usage.testUsed(f.a.id)).toBe(0);
        // Nothing is left pending, so nothing is refunded twice.
        expect(await again.services.chargeRecovery.recover(new Date(Date.now() + 60_000))).toBe(0);
        expect(await again.services.usage.used(f.a.id)).toBe(2);
      } finally {
        await again.app.stop();
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
