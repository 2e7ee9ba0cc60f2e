/**
 * Whether an answer passes its test: every phrase (or figure) it must contain is in it, or it declined
 * or handed off as it must. Phrases compare without case, accents' width forms, runs of spaces or
 * thousands separators, so "$1,500" finds "$1500" and "Free Shipping" finds "free  shipping".
 */
import type { AnswerExpectation } from '../../../contract/answer-tests.ts';
import { JUDGE_TEXT } from './answer-tests-text.ts';

/** What the answerer did with a question. */
export interface AnswerSeen {
  text: string;
  declined: boolean;
  handedOff: boolean;
}

export function comparable(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/(\d)[,\u00a0\u202f](?=\d{3}\b)/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

export function judge(
  expect: AnswerExpectation,
  seen: AnswerSeen,
): { passed: boolean; problem: string | null } {
  if (expect.kind === 'handoff')
    return seen.handedOff
      ? { passed: true, problem: null }
      : { passed: false, problem: JUDGE_TEXT.notHandedOff };
  if (expect.kind === 'decline') {
    if (seen.handedOff) return { passed: false, problem: JUDGE_TEXT.handedOffInstead };
    return seen.declined
      ? { passed: true, problem: null }
      : { passed: false, problem: JUDGE_TEXT.answeredInstead };
  }
  if (seen.handedOff) return { passed: false, problem: JUDGE_TEXT.handedOffInstead };
  if (seen.declined) return { passed: false, problem: JUDGE_TEXT.declinedInstead };
  const text = comparable(seen.text);
  const missing = expect.phrases.filter((p) => !text.includes(comparable(p)));
  return missing.length === 0
    ? { passed: true, problem: null }
    : { passed: false, problem: JUDGE_TEXT.missing(missing) };
}
