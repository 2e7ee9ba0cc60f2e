/**
 * A quoted passage ends with its section (issue 32, the chunker), on SQLite and on PostgreSQL: knowledge
 * written without blank lines between a section's last sentence and the next heading, or between one
 * FAQ's answer and the next question in bold, is still quoted one section at a time by the builtin
 * answerer, also at the detailed reply length that adds a passage's next sentence.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CHAT_CUSTOMIZATIONS } from '../../contract/clients.ts';
import { startPostgresServer, type TestPostgres } from '../testing/postgres-server.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

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

const CONTENT = [
  '# Bike Barn',
  '## Delivery',
  'We deliver every bike fully built within 2 days across the UK.',
  '## Returns',
  'Returns are accepted within 30 days of delivery.',
  '## Questions',
  '**Do you fit accessories?**',
  'Yes, fitting is free when you buy the accessory from us.',
  '**Can I test ride a bike?**',
  'Yes, test rides are free on Saturdays.',
].join('\n');

describe.each<Store>(['sqlite', 'postgres'])('passages by section on %s', (store) => {
  it('quotes one section at a time, never the next heading or question with it', async () => {
    const env: Record<string, string> =
      store === 'postgres' ? { FRONTDESK_DATABASE_URL: await postgres.createDatabase() } : {};
    const t = (open = await startTestApp({ env }));
    const client = await t.services.clients.create({
      clientName: 'Ana',
      businessName: 'Bike Barn',
      domain: 'bikebarn.com',
      plan: 'Premium',
      aiContent: CONTENT,
      testMode: true,
      chatCustomizations: { ...DEFAULT_CHAT_CUSTOMIZATIONS },
    });
    // The detailed length adds a passage's next sentence: the one that used to be the next section's.
    await t.services.clients.update(client.id, {
      assistant: { instructions: '', replyLength: 'detailed', unknownAnswer: 'email' },
    });
    let n = 0;
    const ask = async (message: string) =>
      (
        await t.inject({
          method: 'POST',
          url: '/api/v1/chat',
          headers: { authorization: `Bearer ${client.testAccessToken}` },
          payload: { message, sessionId: `sessionSECTION${String(++n).padStart(10, '0')}` },
        })
      ).json as { reply: string; sources: { title: string }[] };
    const delivery = await ask('How long does delivery take?');
    expect(delivery.reply).toBe('We deliver every bike fully built within 2 days across the UK.');
    expect(delivery.sources.map((s) => s.title)).toEqual(['Delivery']);
    expect((await ask('Within how many days can I return a bike?')).reply).toBe(
      'Returns are accepted within 30 days of delivery.',
    );
    const fitting = (await ask('Is fitting free?')).reply;
    expect(fitting).toContain('fitting is free');
    expect(fitting).not.toContain('test ride');
  });
});
