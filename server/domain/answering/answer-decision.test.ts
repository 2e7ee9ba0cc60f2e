import { afterEach, describe, expect, it } from 'vitest';
import type { Passage } from '../chat/chat-ports.ts';
import {
  FEATURES,
  QUESTION_FEATURES,
  candidates,
  decide,
  observeCandidates,
  useDecision,
  type Candidate,
  type DecisionWeights,
} from './answer-decision.ts';
import { DECISION_MODEL } from './answer-decision-model.ts';
import { builtinAnswer } from './builtin-answer.ts';
import { queryConcepts } from './query-concepts.ts';

const passage = (title: string, body: string): Passage => ({
  kind: 'content',
  title,
  url: null,
  body,
  rank: -1,
});

const SHIPPING = passage(
  'Shipping',
  'Shipping is free over $150. Standard delivery takes 3-5 business days. Express delivery takes 1-2 business days.',
);
const STORY = passage('About us', 'We were founded in 2009 by two sisters. Our studio is in an old mill.');

const listFor = (question: string, passages: Passage[]) =>
  candidates(question, queryConcepts(question, 'Shop'), passages, { answers: false, quoted: new Set() });

/** A model whose score is the sigmoid of `bias` alone, with the given thresholds. */
const constant = (bias: number, answer: number, hedge: number): DecisionWeights => ({
  features: [...FEATURES],
  weights: FEATURES.map(() => 0),
  question: QUESTION_FEATURES.map((_, i) => (i === 0 ? bias : 0)),
  answer,
  hedge,
  more: 1,
});

afterEach(() => {
  useDecision(null);
  observeCandidates(null);
});

describe('the learned decision', () => {
  it('describes every sentence of the top passages by the named features', () => {
    const list = listFor('How long does express delivery take?', [SHIPPING, STORY]);
    expect(list.map((c) => c.sentence)).toHaveLength(5);
    for (const c of list) expect(c.x).toHaveLength(FEATURES.length);
    const express = list.find((c) => c.sentence.startsWith('Express'));
    const story = list.find((c) => c.sentence.startsWith('We were'));
    const at = (name: (typeof FEATURES)[number]) => FEATURES.indexOf(name);
    // The sentence naming express delivery and stating a duration covers more of the question.
    expect(express?.x[at('sentenceShare')]).toBeGreaterThan(story?.x[at('sentenceShare')] ?? 1);
    expect(express?.x[at('mustStateMet')]).toBe(1);
    expect(story?.x[at('firstPassage')]).toBe(0);
  });

  it('answers at or above the answer threshold, hedges in the band below it, and declines under it', () => {
    const list = listFor('How long does express delivery take?', [SHIPPING]);
    expect(decide(constant(3, 0.9, 0.5), list).kind).toBe('answer');
    expect(decide(constant(0.5, 0.9, 0.5), list).kind).toBe('hedge');
    expect(decide(constant(-3, 0.9, 0.5), list)).toMatchObject({ kind: 'decline', chosen: [] });
    expect(decide(constant(3, 0.9, 0.5), [])).toMatchObject({ kind: 'decline', score: 0 });
  });

  it('with the trained model, quotes the sentence that states the answer and declines what the knowledge lacks', () => {
    useDecision(DECISION_MODEL);
    const ask = (question: string) =>
      builtinAnswer({ question, businessName: 'Shop', passages: [SHIPPING, STORY], sampleResponses: null });
    const express = ask('How long does express delivery take?');
    expect(express.text).toContain('1-2 business days');
    expect(express.sources).toEqual([{ title: 'Shipping', url: null, kind: 'content' }]);
    expect(ask('Do you sell gift cards for weddings?').responseType).toBe('no_answer');
  });

  it('lets an observer see the candidates the answerer built, without changing the reply', () => {
    const seen: Candidate[][] = [];
    observeCandidates((_q, list) => seen.push(list));
    const a = builtinAnswer({
      question: 'How long does express delivery take?',
      businessName: 'Shop',
      passages: [SHIPPING],
      sampleResponses: null,
    });
    expect(a.text).toBe('Express delivery takes 1-2 business days.');
    expect(seen).toHaveLength(1);
    expect(seen[0]?.find((c) => c.x[FEATURES.indexOf('ruleQuotes')] === 1)?.sentence).toBe(
      'Express delivery takes 1-2 business days.',
    );
  });
});
