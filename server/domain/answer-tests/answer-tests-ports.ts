/** What the test suites need from storage; every call is scoped by client id first. */
import type { AnswerExpectation, AnswerTest } from '../../../contract/answer-tests.ts';

export interface StoredRun {
  id: string;
  trigger: 'manual' | 'knowledge';
  startedAt: string;
  finishedAt: string | null;
  passed: number;
  failed: number;
}

export interface StoredResult {
  testId: string;
  question: string;
  passed: boolean;
  answer: string;
  problem: string | null;
  /** How the question did in the run before this one (null: it was not in it). */
  before: 'passed' | 'failed' | null;
}

export interface AnswerTestsRepo {
  /** Oldest first, at most `limit`, with the suite's size. */
  list(clientId: string, limit: number): Promise<{ tests: AnswerTest[]; total: number }>;
  count(clientId: string): Promise<number>;
  /** Adds tests in one transaction (all or none). */
  add(
    clientId: string,
    tests: { id: string; question: string; expect: AnswerExpectation; createdAt: string }[],
  ): Promise<void>;
  remove(clientId: string, id: string): Promise<boolean>;
  /** Stores a finished run with its results in one transaction. */
  saveRun(clientId: string, run: StoredRun, results: StoredResult[]): Promise<void>;
  /** The newest finished run and its results; null before the first. */
  lastRun(clientId: string): Promise<{ run: StoredRun; results: StoredResult[] } | null>;
}
