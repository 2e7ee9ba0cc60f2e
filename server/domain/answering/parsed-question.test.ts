import { describe, expect, it } from 'vitest';
import { parseQuestion } from './parsed-question.ts';
import { questionAnalyses, readConcepts } from './query-concepts.ts';

const QUESTIONS = [
  'does TaskPilot connect to github',
  'how much is the taskpilot business plan? and do you offer a free trial',
  'can my boy join the plan and how much is it',
  '  open on a sunday?  ',
  'hello',
];

describe('a question read once', () => {
  it('reads as each reader did on its own: named for the answer, unnamed for the search', () => {
    for (const q of QUESTIONS) {
      const parsed = parseQuestion(q, 'TaskPilot');
      expect(parsed.concepts).toEqual(readConcepts(q, 'TaskPilot').concepts);
      expect(parsed.searchConcepts).toEqual(readConcepts(q).concepts);
      for (const part of parsed.parts) {
        expect(part.concepts).toEqual(readConcepts(part.text, 'TaskPilot').concepts);
        expect(part.searchConcepts).toEqual(readConcepts(part.text).concepts);
      }
    }
  });

  it('reads a second time for the search only when the question names the business', () => {
    const count = (q: string) => {
      const before = questionAnalyses();
      const parsed = parseQuestion(q, 'TaskPilot');
      void parsed.searchConcepts;
      void parsed.searchConcepts;
      return questionAnalyses() - before;
    };
    expect(count('does it connect to github')).toBe(1);
    expect(count('does taskpilot connect to github')).toBe(2);
  });

  it('splits a message into the questions it asks, a part without words of its own staying with the one before', () => {
    expect(
      parseQuestion('do you hire kids bikes? and how much is a helmet').parts.map((p) => p.text),
    ).toEqual(['do you hire kids bikes?', 'and how much is a helmet']);
    const whole = parseQuestion('can my boy join the plan and how much is it');
    expect(whole.parts).toEqual([whole]);
  });
});
