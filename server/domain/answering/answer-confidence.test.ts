import { describe, expect, it } from 'vitest';
import type { Passage } from '../chat/chat-ports.ts';
import { ANSWER_AT, answerConfidence, FEATURES, HEDGE_AT } from './answer-confidence.ts';
import { assessPart, builtinAnswer } from './builtin-answer.ts';
import { parseQuestion } from './parsed-question.ts';

const passage = (title: string, body: string): Passage => ({
  kind: 'content',
  title,
  url: null,
  body,
  rank: -1,
});
const PASSAGES = [
  passage('Integrations', 'TaskPilot connects to Slack, Trello and Google Drive. Setup takes 5 minutes.'),
  passage('Pricing', 'Basic costs $8 per user per month. Team costs $15 per user per month.'),
];
const confidence = (q: string) =>
  answerConfidence(assessPart(parseQuestion(q, 'TaskPilot'), PASSAGES).features);
const answer = (question: string) =>
  builtinAnswer({ question, businessName: 'TaskPilot', passages: PASSAGES, sampleResponses: null });

describe('the answer-or-decline decision', () => {
  it('reads every feature as a share from 0 to 1, one per weight', () => {
    for (const q of [
      'how long does setup take',
      'does it integrate with notion',
      'is there a charity discount',
    ]) {
      const { features } = assessPart(parseQuestion(q, 'TaskPilot'), PASSAGES);
      expect(features).toHaveLength(FEATURES.length);
      for (const f of features) expect(f >= 0 && f <= 1).toBe(true);
    }
  });

  it('states a quote that one sentence of the best passage fully covers', () => {
    expect(confidence('how long does setup take')).toBeGreaterThanOrEqual(ANSWER_AT);
    expect(answer('how long does setup take')).toMatchObject({
      text: 'Setup takes 5 minutes.',
      responseType: 'retrieval',
    });
  });

  it('offers a quote as what was found when no one sentence covers the question', () => {
    const c = confidence('how quick is setup for a big team');
    expect(c).toBeGreaterThanOrEqual(HEDGE_AT);
    expect(c).toBeLessThan(ANSWER_AT);
    expect(answer('how quick is setup for a big team').text).toMatch(
      /^This may help: Setup takes 5 minutes\./,
    );
  });

  it('declines when the thing asked about is named nowhere', () => {
    expect(confidence('does it integrate with notion')).toBeLessThan(HEDGE_AT);
    expect(answer('does it integrate with notion').responseType).toBe('no_answer');
  });

  it('skips quoting only when no quote could reach the floor', () => {
    const questions = [
      'how long does setup take',
      'how quick is setup for a big team',
      'does it integrate with notion',
      'what does team cost for 10 people',
      'can my team chat in slack with it',
      'is there a discount for charities',
    ];
    let skipped = 0;
    for (const q of questions) {
      const parsed = parseQuestion(q, 'TaskPilot');
      const full = assessPart(parsed, PASSAGES);
      const floored = assessPart(parsed, PASSAGES, HEDGE_AT);
      if (answerConfidence(full.features) >= HEDGE_AT) expect(floored.quote?.text).toBe(full.quote?.text);
      if (floored.quote === null && full.quote !== null) skipped++;
    }
    // The notion and per-head cost questions cannot pass whatever is quoted.
    expect(skipped).toBeGreaterThanOrEqual(2);
  });
});
