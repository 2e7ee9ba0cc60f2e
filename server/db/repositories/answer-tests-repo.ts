import type { Kysely } from 'kysely';
import type { AnswerExpectation } from '../../../contract/answer-tests.ts';
import type { AnswerTestsRepo, StoredResult, StoredRun } from '../../domain/answer-tests/index.ts';
import type { Db } from '../database.ts';

/** The tables of migration 036, typed here so the shared schema stays as it is. */
interface AnswerTestTables {
  answer_tests: {
    client_id: string;
    id: string;
    question: string;
    expect_kind: string;
    expect_phrases: string;
    created_at: string;
  };
  answer_test_runs: {
    client_id: string;
    id: string;
    trigger: string;
    started_at: string;
    finished_at: string | null;
    passed: number;
    failed: number;
  };
  answer_test_results: {
    client_id: string;
    run_id: string;
    test_id: string;
    question: string;
    passed: number;
    answer: string;
    problem: string | null;
    before_state: string | null;
  };
}

const expectationOf = (kind: string, phrases: string): AnswerExpectation =>
  kind === 'contains'
    ? { kind: 'contains', phrases: JSON.parse(phrases) as string[] }
    : { kind: kind as 'decline' | 'handoff' };

/** Rows per INSERT: well under both stores' bound-parameter limits. */
const CHUNK = 500;

/** Test suites on both stores through Kysely (plain SQL both dialects share). */
export function createAnswerTestsRepo(database: Db): AnswerTestsRepo {
  const db = database as unknown as Kysely<AnswerTestTables>;
  return {
    async list(clientId, limit) {
      const [rows, total] = await Promise.all([
        db
          .selectFrom('answer_tests')
          .selectAll()
          .where('client_id', '=', clientId)
          .orderBy('id')
          .limit(limit)
          .execute(),
        this.count(clientId),
      ]);
      return {
        tests: rows.map((r) => ({
          id: r.id,
          question: r.question,
          expect: expectationOf(r.expect_kind, r.expect_phrases),
          createdAt: r.created_at,
        })),
        total,
      };
    },
    async count(clientId) {
      const r = await db
        .selectFrom('answer_tests')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('client_id', '=', clientId)
        .executeTakeFirst();
      return Number(r?.n ?? 0);
    },
    async add(clientId, tests) {
      await db.transaction().execute(async (tx) => {
        for (let i = 0; i < tests.length; i += CHUNK)
          await tx
            .insertInto('answer_tests')
            .values(
              tests.slice(i, i + CHUNK).map((t) => ({
                client_id: clientId,
                id: t.id,
                question: t.question,
                expect_kind: t.expect.kind,
                expect_phrases: JSON.stringify(t.expect.kind === 'contains' ? t.expect.phrases : []),
                created_at: t.createdAt,
              })),
            )
            .execute();
      });
    },
    async remove(clientId, id) {
      const r = await db
        .deleteFrom('answer_tests')
        .where('client_id', '=', clientId)
        .where('id', '=', id)
        .executeTakeFirst();
      return r.numDeletedRows > 0n;
    },
    async saveRun(clientId, run, results) {
      await db.transaction().execute(async (tx) => {
        await tx
          .insertInto('answer_test_runs')
          .values({
            client_id: clientId,
            id: run.id,
            trigger: run.trigger,
            started_at: run.startedAt,
            finished_at: run.finishedAt,
            passed: run.passed,
            failed: run.failed,
          })
          .execute();
        for (let i = 0; i < results.length; i += CHUNK)
          await tx
            .insertInto('answer_test_results')
            .values(
              results.slice(i, i + CHUNK).map((r) => ({
                client_id: clientId,
                run_id: run.id,
                test_id: r.testId,
                question: r.question,
                passed: r.passed ? 1 : 0,
                answer: r.answer,
                problem: r.problem,
                before_state: r.before,
              })),
            )
            .execute();
      });
    },
    async lastRun(clientId) {
      const r = await db
        .selectFrom('answer_test_runs')
        .selectAll()
        .where('client_id', '=', clientId)
        .where('finished_at', 'is not', null)
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      if (!r) return null;
      const rows = await db
        .selectFrom('answer_test_results')
        .selectAll()
        .where('client_id', '=', clientId)
        .where('run_id', '=', r.id)
        .orderBy('test_id')
        .execute();
      const run: StoredRun = {
        id: r.id,
        trigger: r.trigger as StoredRun['trigger'],
        startedAt: r.started_at,
        finishedAt: r.finished_at,
        passed: Number(r.passed),
        failed: Number(r.failed),
      };
      const results: StoredResult[] = rows.map((x) => ({
        testId: x.test_id,
        question: x.question,
        passed: Number(x.passed) === 1,
        answer: x.answer,
        problem: x.problem,
        before: x.before_state as StoredResult['before'],
      }));
      return { run, results };
    },
  };
}
