/**
 * Questions every business gets, asked through the chat API of a real app (SQLite, the full-text index)
 * of a client whose knowledge reads like a small business's site: who it is, where it is, how to call
 * it. The knowledge never uses the words "address", "located" or "office".
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatFixture, type ChatFixture } from '../../testing/chat-fixture.ts';

const KNOWLEDGE = `# Northside Physiotherapy

Northside Physiotherapy is a private physiotherapy clinic in Manchester treating back pain, sports injuries and recovery after surgery.

## Appointments
Initial assessment: 60 minutes, £65. Follow-up session: 45 minutes, £50.

## Finding us
We are at 22 Deansgate, Manchester M3 2BW, on the first floor with lift access.

## Cancellation policy
Please give 24 hours' notice to cancel. Missed appointments are charged in full.
`;

describe('questions every business gets', () => {
  let f: ChatFixture;
  beforeAll(async () => {
    f = await chatFixture();
    await f.t.services.clients.update(f.a.id, {
      businessName: 'Northside Physiotherapy',
      aiContent: KNOWLEDGE,
    });
  });
  afterAll(() => f.close());

  let n = 0;
  const ask = async (message: string) => {
    const res = await f.t.inject({
      method: 'POST',
      url: '/api/v1/chat',
      headers: f.widget(f.a.test),
      payload: { message, sessionId: `common-session-${String(n++).padStart(6, '0')}` },
    });
    expect(res.statusCode, res.payload).toBe(200);
    return String(res.json?.reply ?? '');
  };

  it('says where the business is from the address its knowledge states', async () => {
    for (const q of ['where are you', 'where are you located', "what's your address"])
      expect(await ask(q), q).toContain('22 Deansgate, Manchester M3 2BW');
  });

  it('says what the business does from the sentence in which it introduces itself', async () => {
    for (const q of ['what do you do?', 'who are you'])
      expect(await ask(q), q).toBe(
        'Northside Physiotherapy is a private physiotherapy clinic in Manchester treating back pain, sports injuries and recovery after surgery.',
      );
  });

  it('declines a phone number the knowledge does not give', async () => {
    expect(await ask('what is your phone number')).toMatch(/don't have information/);
  });
});
