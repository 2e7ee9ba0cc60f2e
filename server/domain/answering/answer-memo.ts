/**
 * Recent builtin answers. An answer is a pure function of the question, the business's name, its
 * sample responses and the passages retrieved; visitors of one business keep asking the same few
 * questions, and the search caches hand back the same (frozen) passage objects until the knowledge
 * changes. So an answer is kept under the identities of its passages and samples: a knowledge or
 * sample change brings new objects, and answers to the old ones simply age out of the bound.
 */
import type { BuiltinAnswer } from './builtin-answer.ts';
import { boundedRecall } from '../shared/memo.ts';

const ANSWERS_KEPT = 1024;

const ids = new WeakMap<object, number>();
let nextId = 1;
/** A number per object for as long as it lives (never reused, so a key cannot match a newer object). */
const idOf = (o: object | null) => {
  if (!o) return 0;
  let id = ids.get(o);
  if (id === undefined) ids.set(o, (id = nextId++));
  return id;
};

export interface AnswerKey {
  question: string;
  businessName: string;
  sampleResponses: object | null;
  /** The passages of the whole question, then each part's when it asks more than one thing. */
  passages: readonly (readonly object[])[];
  /** What else shapes the answer (reply length, the decline's offer, the greeting, languages); '' by default. */
  variant?: string;
}

export function createAnswerMemo() {
  const recall = boundedRecall<BuiltinAnswer>(ANSWERS_KEPT);
  return (key: AnswerKey, compute: () => BuiltinAnswer): BuiltinAnswer => {
    const lists = key.passages.map((list) => list.map(idOf).join(',')).join('|');
    const name = `${key.businessName.length}:${key.businessName}`;
    const variant = key.variant ? `${key.variant.length}:${key.variant}` : '';
    return recall(`${idOf(key.sampleResponses)};${lists};${variant}${name}${key.question}`, compute);
  };
}
