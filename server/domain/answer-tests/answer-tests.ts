/**
 * Test suites: a business's list of questions with what a right answer must contain, run through the
 * client's own assistant (builtin or model) outside any chat — nothing is stored as a message and no
 * plan usage is counted — one run per client at a time across processes (a lease). A change of the
 * client's knowledge runs the suite again by itself; a question that passed before and fails now is
 * told to the owners by mail and announced as `tests.regressed`.
 */
import type {
  AnswerTest,
  AnswerTestCreate,
  AnswerTestImportResult,
  AnswerTestList,
  AnswerTestRun,
} from '../../../contract/answer-tests.ts';
import type { Assistant } from '../answering/assistant.ts';
import type { ClientsService } from '../clients/clients.ts';
import { isHandoffRequest } from '../handoff/handoff-intent.ts';
import { DomainError, notFound } from '../shared/errors.ts';
import type { ClientRecord, Clock, DomainEvents, Ids, Leases } from '../shared/ports.ts';
import { CSV_TEXT, JUDGE_TEXT } from './answer-tests-text.ts';
import type { AnswerTestsRepo, StoredResult, StoredRun } from './answer-tests-ports.ts';
import { testsFromCsv } from './csv-tests.ts';
import { judge, type AnswerSeen } from './judge.ts';

/** Most questions one suite holds (a 10,000-row CSV fits). */
export const MAX_TESTS = 10_000;
const LIST_LIMIT = 500;
const LEASE_MS = 60_000;
/** One question's answer may take this long (a slow model); then it fails as unanswered. */
const ANSWER_TIMEOUT_MS = 60_000;
const DECLINES = new Set(['no_answer', 'unsupported', 'interrupted']);

export interface AnswerTestsService {
  list(clientId: string): Promise<AnswerTestList>;
  add(clientId: string, input: AnswerTestCreate): Promise<AnswerTest>;
  importCsv(clientId: string, csv: string): Promise<AnswerTestImportResult>;
  remove(clientId: string, testId: string): Promise<void>;
  /** Runs the whole suite now; 409 while a run of this client's suite is under way anywhere. */
  run(clientId: string, trigger?: 'manual' | 'knowledge'): Promise<AnswerTestRun>;
  /** Resolves once the runs the knowledge changes started have finished. */
  settled(): Promise<void>;
}

export function createAnswerTestsService(deps: {
  repo: AnswerTestsRepo;
  clients: ClientsService;
  /** The client's configured assistant (bound once the chat services are built). */
  assistant: () => Assistant;
  /** The reply of a question from a real conversation: its text and whether it declined. */
  replyOf: (clientId: string, messageId: string) => Promise<{ question: string; declined: boolean }>;
  leases: Leases;
  events: DomainEvents;
  clock: Clock;
  ids: Ids;
  onError: (err: unknown) => void;
}): AnswerTestsService {
  const { repo, clients, leases, events, clock, ids } = deps;

  const ask = async (client: ClientRecord, question: string, runId: string): Promise<AnswerSeen> => {
    // A question asking for a person is handed off before the assistant is asked (the chat's guard).
    if (isHandoffRequest(question))
      return { text: JUDGE_TEXT.handoffAnswer, declined: false, handedOff: true };
    let text = '';
    let declined = true;
    for await (const e of deps.assistant().answer({
      client,
      sessionId: `suite-${runId}`,
      question,
      questionId: `suite-${runId}`,
      signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS),
    })) {
      if (e.type === 'final') {
        text = e.text;
        declined = DECLINES.has(e.metadata.responseType ?? '') || e.interrupted;
      }
    }
    return { text, declined, handedOff: false };
  };

  const toRun = (run: StoredRun, results: StoredResult[]): AnswerTestRun => ({
    ...run,
    broken: results.filter((r) => !r.passed && r.before === 'passed').length,
    fixed: results.filter((r) => r.passed && r.before === 'failed').length,
    results,
  });

  /** The team hears of it through the outbox (notifications and the `tests.regressed` webhook). */
  const tell = (client: ClientRecord, run: AnswerTestRun) => {
    const regressed = run.results.filter((r) => !r.passed && r.before === 'passed');
    if (regressed.length === 0) return;
    events.emit('tests.regressed', {
      clientId: client.id,
      runId: run.id,
      questions: regressed.map((r) => r.question),
      problems: regressed.map((r) => r.problem),
    });
  };

  const run: AnswerTestsService['run'] = async (clientId, trigger = 'manual') => {
    const client = await clients.record(clientId);
    const lease = await leases.acquire(`answer-tests:${clientId}`, LEASE_MS);
    if (!lease)
      throw new DomainError('conflict', 'This test suite is running already; try again when it ends');
    try {
      const { tests } = await repo.list(clientId, MAX_TESTS);
      if (tests.length === 0) throw new DomainError('bad_request', 'Add a test question first');
      const previous = await repo.lastRun(clientId);
      const before = previous ? new Map(previous.results.map((r) => [r.testId, r.passed])) : null;
      const stored: StoredRun = {
        id: ids.sortable(),
        trigger,
        startedAt: clock.now().toISOString(),
        finishedAt: null,
        passed: 0,
        failed: 0,
      };
      const results: StoredResult[] = [];
      let renewedAt = Date.now();
      for (const test of tests) {
        // A long suite keeps its lease: another process must not start the same run meanwhile.
        if (Date.now() - renewedAt > LEASE_MS / 3) {
          await lease.renew();
          renewedAt = Date.now();
        }
        const seen = await ask(client, test.question, stored.id);
        const verdict = judge(test.expect, seen);
        const was = before?.get(test.id);
        results.push({
          testId: test.id,
          question: test.question,
          answer: seen.text,
          ...verdict,
          before: was === undefined ? null : was ? 'passed' : 'failed',
        });
      }
      stored.finishedAt = clock.now().toISOString();
      stored.passed = results.filter((r) => r.passed).length;
      stored.failed = results.length - stored.passed;
      await repo.saveRun(clientId, stored, results);
      const done = toRun(stored, results);
      tell(client, done);
      return done;
    } finally {
      await lease.release();
    }
  };

  // Knowledge changed: run again; changes during a run make one more run after it, not one each.
  const running = new Map<string, Promise<void>>();
  const again = new Set<string>();
  const rerun = (clientId: string) => {
    if (running.has(clientId)) {
      again.add(clientId);
      return;
    }
    const work = (async () => {
      do {
        again.delete(clientId);
        if ((await repo.count(clientId)) === 0) return;
        await run(clientId, 'knowledge').catch((err: unknown) => {
          if (!(err instanceof DomainError && err.code === 'conflict')) deps.onError(err);
        });
      } while (again.has(clientId));
    })()
      .catch(deps.onError)
      .finally(() => running.delete(clientId));
    running.set(clientId, work);
  };
  events.on('client.knowledge-changed', ({ clientId }) => rerun(clientId));
  events.on('knowledge.changed', ({ clientId }) => rerun(clientId));

  const addTests = async (clientId: string, list: Omit<AnswerTest, 'id' | 'createdAt'>[]) => {
    if ((await repo.count(clientId)) + list.length > MAX_TESTS)
      throw new DomainError('validation_failed', CSV_TEXT.tooMany(MAX_TESTS), {
        file: CSV_TEXT.tooMany(MAX_TESTS),
      });
    const createdAt = clock.now().toISOString();
    const rows = list.map((t) => ({ ...t, id: ids.sortable(), createdAt }));
    await repo.add(clientId, rows);
    return rows;
  };

  return {
    async list(clientId) {
      await clients.record(clientId);
      const [{ tests, total }, last] = await Promise.all([
        repo.list(clientId, LIST_LIMIT),
        repo.lastRun(clientId),
      ]);
      return { tests, total, lastRun: last ? toRun(last.run, last.results) : null };
    },
    async add(clientId, input) {
      await clients.record(clientId);
      if ('question' in input) return (await addTests(clientId, [input]))[0]!;
      const reply = await deps.replyOf(clientId, input.messageId);
      const expect = input.expect ?? (reply.declined ? { kind: 'decline' as const } : null);
      if (!expect)
        throw new DomainError('validation_failed', 'Say what the answer must contain', {
          expect: 'Say what the answer must contain',
        });
      return (await addTests(clientId, [{ question: reply.question, expect }]))[0]!;
    },
    async importCsv(clientId, csv) {
      await clients.record(clientId);
      const { tests, errors } = testsFromCsv(csv);
      const bad = Object.keys(errors).length;
      if (bad > 0) {
        // Every bad row is named, up to a readable number of them.
        const named = Object.fromEntries(Object.entries(errors).slice(0, 100));
        throw new DomainError('validation_failed', CSV_TEXT.rows(bad), named);
      }
      await addTests(clientId, tests);
      return { added: tests.length, total: await repo.count(clientId) };
    },
    async remove(clientId, testId) {
      await clients.record(clientId);
      if (!(await repo.remove(clientId, testId))) throw notFound('Test');
    },
    run,
    async settled() {
      while (running.size > 0) await Promise.all([...running.values()]);
    },
  };
}
