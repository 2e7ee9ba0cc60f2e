/**
 * The builtin answer memo: a repeated question over the same passages is answered from memory, and
 * anything the answer reads (the passages, the sample responses, the name, the question) changing
 * makes it answered again, through the real chat API on a real store as well.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltinAnswer } from './builtin-answer.ts';
import { DEFAULT_CHAT_CUSTOMIZATIONS } from '../../../contract/clients.ts';
import { chatFixture, type ChatFixture } from '../../testing/chat-fixture.ts';
import { createAnswerMemo, type AnswerKey } from './answer-memo.ts';

const passage = (body: string) =>
  Object.freeze({ kind: 'content' as const, title: 'Hours', url: null, body, rank: -1 });

describe('createAnswerMemo', () => {
  const p = [passage('Open 9am to 5pm.')];
  const samples = { pricing: 'From $10.' };
  const key: AnswerKey = {
    question: 'when are you open',
    businessName: 'Shop',
    sampleResponses: samples,
    passages: [p],
  };
  const answer = (text: string): BuiltinAnswer => ({ text, responseType: 'retrieval', sources: [] });
  /** A fresh memo and a computation that counts its calls. */
  const fresh = () => {
    const m = {
      remember: createAnswerMemo(),
      computed: 0,
      compute: () => answer(`computed ${++m.computed}`),
    };
    return m;
  };

  it('computes once for the same question, name, samples and passage objects', () => {
    const m = fresh();
    const { remember, compute } = m;
    expect(remember(key, compute).text).toBe('computed 1');
    // A copied list of the same passages, as the search caches hand back, is the same key.
    expect(remember({ ...key, passages: [[...p]] }, compute).text).toBe('computed 1');
    expect(m.computed).toBe(1);
  });

  it('computes again when the passages, the samples, the name or the question differ', () => {
    const m = fresh();
    const { remember, compute } = m;
    remember(key, compute);
    // Equal content in new objects (the knowledge was indexed again) is not taken for the old.
    remember({ ...key, passages: [[passage('Open 9am to 5pm.')]] }, compute);
    remember({ ...key, sampleResponses: { ...samples } }, compute);
    remember({ ...key, sampleResponses: null }, compute);
    remember({ ...key, businessName: 'Shop 2' }, compute);
    remember({ ...key, question: 'when are you open?' }, compute);
    // A part's passages count too: the same whole with other parts is another answer.
    remember({ ...key, passages: [p, [passage('Closed Sundays.')]] }, compute);
    // The name and the question cannot run into each other.
    remember({ ...key, businessName: 'Sho', question: 'pwhen are you open' }, compute);
    expect(m.computed).toBe(8);
  });
});

describe('builtin answers through the chat API', () => {
  let f: ChatFixture;
  beforeAll(async () => {
    f = await chatFixture();
  });
  afterAll(() => f.close());

  const ask = async (message: string, n: number) => {
    const res = await f.t.inject({
      method: 'POST',
      url: '/api/v1/chat',
      headers: f.widget(f.a.test),
      payload: { message, sessionId: `memo-session-${String(n).padStart(6, '0')}` },
    });
    expect(res.statusCode, res.payload).toBe(200);
    return String(res.json?.reply ?? '');
  };

  it('answers from the knowledge as it stands after each change, the same question repeated', async () => {
    await f.t.services.clients.update(f.a.id, {
      aiContent: 'Opening hours: we are open 9am to 5pm on weekdays.',
    });
    expect(await ask('what are your opening hours', 1)).toContain('9am to 5pm');
    expect(await ask('what are your opening hours', 2)).toContain('9am to 5pm');
    await f.t.services.clients.update(f.a.id, {
      aiContent: 'Opening hours: we are open 10am to 7pm on weekdays.',
    });
    const after = await ask('what are your opening hours', 3);
    expect(after).toContain('10am to 7pm');
    expect(after).not.toContain('9am to 5pm');
  });

  it('answers from the sample responses as they stand after each change', async () => {
    await f.t.services.clients.update(f.a.id, { sampleResponses: { parking: 'Park in the lot behind us.' } });
    expect(await ask('where can I find parking', 4)).toBe('Park in the lot behind us.');
    await f.t.services.clients.update(f.a.id, { sampleResponses: { parking: 'Street parking only.' } });
    expect(await ask('where can I find parking', 5)).toBe('Street parking only.');
  });
  it('answers from the FAQs as they stand after each change', async () => {
    const faq = (answer: string) => ({
      chatCustomizations: {
        ...DEFAULT_CHAT_CUSTOMIZATIONS,
        faqs: [{ question: 'Do you ship abroad?', answer }],
      },
    });
    await f.t.services.clients.update(f.a.id, faq('Yes, to 30 countries.'));
    expect(await ask('do you ship abroad', 6)).toBe('Yes, to 30 countries.');
    await f.t.services.clients.update(f.a.id, faq('Only within the EU.'));
    expect(await ask('do you ship abroad', 7)).toBe('Only within the EU.');
  });
});
