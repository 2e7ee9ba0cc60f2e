import { sql, type Kysely } from 'kysely';

/**
 * A client's test suite (issue 31): questions with what a right answer must contain (or that it must
 * decline or hand off), each run of the suite and each question's result in it. `answer_test_runs`
 * keeps the counts, and each result how the question did in the run before (before_state), so a run
 * read later still shows its difference from the previous one.
 */
export function ddl(text: string): string[] {
  return [
    `CREATE TABLE answer_tests (
      client_id ${text} NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
      id ${text} NOT NULL,
      question ${text} NOT NULL,
      expect_kind ${text} NOT NULL,
      expect_phrases ${text} NOT NULL,
      created_at ${text} NOT NULL,
      PRIMARY KEY (client_id, id)
    )`,
    `CREATE TABLE answer_test_runs (
      client_id ${text} NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
      id ${text} NOT NULL,
      trigger ${text} NOT NULL,
      started_at ${text} NOT NULL,
      finished_at ${text},
      passed integer NOT NULL DEFAULT 0,
      failed integer NOT NULL DEFAULT 0,
      PRIMARY KEY (client_id, id)
    )`,
    `CREATE TABLE answer_test_results (
      client_id ${text} NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
      run_id ${text} NOT NULL,
      test_id ${text} NOT NULL,
      question ${text} NOT NULL,
      passed integer NOT NULL,
      answer ${text} NOT NULL,
      problem ${text},
      before_state ${text},
      PRIMARY KEY (client_id, run_id, test_id)
    )`,
  ];
}

export const DROP = [
  'DROP TABLE IF EXISTS answer_test_results',
  'DROP TABLE IF EXISTS answer_test_runs',
  'DROP TABLE IF EXISTS answer_tests',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const s of ddl('text')) await sql.raw(s).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const s of DROP) await sql.raw(s).execute(db);
}
