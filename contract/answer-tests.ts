import { z } from 'zod';
import { MessageId } from './chat.ts';

/**
 * A client's test suite (issue 31): questions with what a right answer must contain — phrases or
 * figures, compared without case, spacing or thousands separators — or that it must decline or hand
 * off. Runs use the client's configured answerer, cost no plan usage and never appear as chats.
 */

const phrase = z
  .string()
  .trim()
  .min(1, 'A phrase cannot be empty')
  .max(200, 'A phrase is at most 200 characters');
export const AnswerExpectation = z.discriminatedUnion('kind', [
  z
    .object({
      kind: z.literal('contains'),
      phrases: z.array(phrase).min(1, 'Name at least one phrase').max(10, 'At most 10 phrases'),
    })
    .strict(),
  z.object({ kind: z.literal('decline') }).strict(),
  z.object({ kind: z.literal('handoff') }).strict(),
]);
export type AnswerExpectation = z.infer<typeof AnswerExpectation>;

const question = z.string({ error: 'Question is required' }).trim().min(1, 'Question is required').max(500);

/**
 * POST /api/clients/{id}/tests → 201 AnswerTest: `{ question, expect }`, or `{ messageId, expect? }`
 * from a real conversation (the question is the visitor message that reply answered; without `expect`
 * a declined reply becomes "must decline" and any other reply needs `expect`).
 */
export const AnswerTestCreate = z.union([
  z.object({ question, expect: AnswerExpectation }).strict(),
  z.object({ messageId: MessageId, expect: AnswerExpectation.optional() }).strict(),
]);
export type AnswerTestCreate = z.infer<typeof AnswerTestCreate>;

export const AnswerTest = z.object({
  id: z.string(),
  question: z.string(),
  expect: AnswerExpectation,
  createdAt: z.string(),
});
export type AnswerTest = z.infer<typeof AnswerTest>;

/**
 * POST /api/clients/{id}/tests/import → AnswerTestImportResult. A CSV with the header
 * `question,expect`: `expect` is phrases separated by `|`, or `DECLINE` or `HANDOFF`. Every row is
 * checked; when any is bad nothing is added and the bad rows are named (400, fields "row N").
 */
export const AnswerTestImport = z
  .object({
    csv: z
      .string()
      .min(1, 'The CSV is empty')
      .max(5 * 1024 * 1024, 'A CSV is at most 5 MB'),
  })
  .strict();
export type AnswerTestImport = z.infer<typeof AnswerTestImport>;
export const AnswerTestImportResult = z.object({ added: z.number().int(), total: z.number().int() });
export type AnswerTestImportResult = z.infer<typeof AnswerTestImportResult>;

/** One question's result in a run, with how it did in the run before (null: it was not in it). */
export const AnswerTestResult = z.object({
  testId: z.string(),
  question: z.string(),
  passed: z.boolean(),
  answer: z.string(),
  /** Why it failed: the phrases missing, or what the answer did instead. */
  problem: z.string().nullable(),
  before: z.enum(['passed', 'failed']).nullable(),
});
export type AnswerTestResult = z.infer<typeof AnswerTestResult>;

export const AnswerTestRunTrigger = z.enum(['manual', 'knowledge']);
export const AnswerTestRun = z.object({
  id: z.string(),
  trigger: AnswerTestRunTrigger,
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  passed: z.number().int(),
  failed: z.number().int(),
  /** Compared with the previous run: now failing after passing, now passing after failing. */
  broken: z.number().int(),
  fixed: z.number().int(),
  results: z.array(AnswerTestResult),
});
export type AnswerTestRun = z.infer<typeof AnswerTestRun>;

/** GET /api/clients/{id}/tests → the suite, and its latest run. */
export const AnswerTestList = z.object({
  tests: z.array(AnswerTest),
  total: z.number().int(),
  lastRun: AnswerTestRun.nullable(),
});
export type AnswerTestList = z.infer<typeof AnswerTestList>;
