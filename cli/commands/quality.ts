import fs from 'node:fs';
import type { Command } from 'commander';
import type { AnswerExpectation, AnswerTestRun } from '../../contract/answer-tests.ts';
import type { QualityReport } from '../../contract/feedback.ts';
import { CliFailure, UsageError } from '../cli-error.ts';
import { contextOf, withExamples } from '../context.ts';
import { renderTable } from '../table.ts';

const pct = (x: number | null) => (x === null ? '–' : `${Math.round(x * 100)}%`);
const secs = (ms: number | null) => (ms === null ? '–' : `${(ms / 1000).toFixed(1)} s`);

/** The quality figures as text: the four outcomes per day (never one rate), then CSAT and the rest. */
export function qualityText(r: QualityReport, style: Parameters<typeof renderTable>[2]): string {
  const table = renderTable(
    [...r.days.filter((d) => d.total > 0), { date: 'Total', ...r.totals }],
    [
      { header: 'Day', value: (d) => d.date },
      { header: 'Confirmed', value: (d) => String(d.confirmed), align: 'right' },
      { header: 'Assumed', value: (d) => String(d.assumed), align: 'right' },
      { header: 'Handed off', value: (d) => String(d.handed_off), align: 'right' },
      { header: 'Unresolved', value: (d) => String(d.unresolved), align: 'right' },
      { header: 'Pending', value: (d) => String(d.pending), align: 'right' },
      { header: 'Chats', value: (d) => String(d.total), align: 'right' },
    ],
    style,
  );
  const reasons = Object.entries(r.thumbs.reasons)
    .filter(([, n]) => n > 0)
    .map(([k, n]) => `${k} ${n}`)
    .join(', ');
  return [
    `${r.from} – ${r.to}`,
    table,
    `CSAT: ${pct(r.csat.satisfied)} satisfied of ${r.csat.responses} scores (mean ${r.csat.average?.toFixed(2) ?? '–'})`,
    `Handoff rate: ${pct(r.handoffRate)}`,
    `First reply: median ${secs(r.firstReplyMs.median)}, 90th percentile ${secs(r.firstReplyMs.p90)}`,
    `Thumbs: ${r.thumbs.up} up, ${r.thumbs.down} down${reasons ? ` (${reasons})` : ''}`,
  ].join('\n');
}

function runText(run: AnswerTestRun, style: Parameters<typeof renderTable>[2]): string {
  const table = renderTable(
    run.results,
    [
      { header: 'Result', value: (r) => (r.passed ? 'pass' : 'FAIL') },
      { header: 'Before', value: (r) => r.before ?? 'new' },
      { header: 'Question', value: (r) => r.question, maxWidth: 50 },
      { header: 'Problem', value: (r) => r.problem ?? '', maxWidth: 60 },
    ],
    style,
  );
  return `${table}\n${run.passed} passed, ${run.failed} failed (${run.broken} newly failing, ${run.fixed} fixed since the last run)`;
}

/** `frontdesk analytics` and `frontdesk test …`: does the assistant help, and does it still answer right. */
export function registerQuality(program: Command): void {
  withExamples(
    program
      .command('analytics')
      .description(
        'Outcomes per day (confirmed, assumed, handed off, unresolved), CSAT, handoff rate, first reply',
      )
      .argument('[client]', 'client id or domain (all clients when left out)')
      .option('--from <date>', 'start of the range (ISO date; default 30 days ago)')
      .option('--to <date>', 'end of the range, exclusive (ISO date; default the end of today)')
      .action(async (ref: string | undefined, opts: { from?: string; to?: string }, command: Command) => {
        const ctx = contextOf(command);
        const report = await ctx.withServices(async (s) =>
          s.quality.quality(ref ? (await s.clients.resolve(ref)).id : undefined, {
            from: opts.from,
            to: opts.to,
          }),
        );
        ctx.out.result(report, () => qualityText(report, ctx.out.style));
      }),
    'frontdesk analytics adasbooks.com --from 2026-11-01',
    'frontdesk analytics --json | jq .totals',
  );

  const test = withExamples(
    program.command('test').description('Test suites: questions the assistant must answer right'),
    'frontdesk test add adasbooks.com --question "When do you open?" --expect "9-17"',
    'frontdesk test run adasbooks.com',
  );
  withExamples(
    test
      .command('add')
      .description(
        'Add a test question with what the answer must contain, or that it must decline or hand off',
      )
      .argument('<client>', 'client id or domain')
      .requiredOption('--question <text>', 'the question asked')
      .option('--expect <phrase...>', 'a phrase or figure the answer must contain (repeatable)')
      .option('--decline', 'the assistant must decline')
      .option('--handoff', 'the visitor must be handed to a person')
      .action(
        async (
          ref: string,
          opts: { question: string; expect?: string[]; decline?: boolean; handoff?: boolean },
          command: Command,
        ) => {
          const given = [opts.expect ? 1 : 0, opts.decline ? 1 : 0, opts.handoff ? 1 : 0].reduce(
            (a, b) => a + b,
          );
          if (given !== 1) throw new UsageError('Give exactly one of --expect, --decline or --handoff');
          const expect: AnswerExpectation = opts.expect
            ? { kind: 'contains', phrases: opts.expect }
            : { kind: opts.decline ? 'decline' : 'handoff' };
          const ctx = contextOf(command);
          const added = await ctx.withServices(async (s) =>
            s.answerTests.add((await s.clients.resolve(ref)).id, { question: opts.question, expect }),
          );
          ctx.out.result(added, () => `Added test ${added.id}: ${added.question}`);
        },
      ),
    'frontdesk test add adasbooks.com --question "Do you ship abroad?" --expect "EU" "5 days"',
    'frontdesk test add adasbooks.com --question "Do you sell cars?" --decline',
  );
  withExamples(
    test
      .command('import')
      .description('Import test questions from a CSV file with the header question,expect')
      .argument('<client>', 'client id or domain')
      .argument('<file>', 'CSV file: expect is phrases separated by |, or DECLINE or HANDOFF')
      .action(async (ref: string, file: string, _opts: unknown, command: Command) => {
        let csv: string;
        try {
          csv = fs.readFileSync(file, 'utf8');
        } catch {
          throw new CliFailure(`Cannot read ${file}`, 'not_found');
        }
        const ctx = contextOf(command);
        const r = await ctx.withServices(async (s) =>
          s.answerTests.importCsv((await s.clients.resolve(ref)).id, csv),
        );
        ctx.out.result(r, () => `Imported ${r.added} questions; the suite has ${r.total}.`);
      }),
    'frontdesk test import adasbooks.com questions.csv',
  );
  withExamples(
    test
      .command('list')
      .description('The suite’s questions')
      .argument('<client>', 'client id or domain')
      .action(async (ref: string, _opts: unknown, command: Command) => {
        const ctx = contextOf(command);
        const list = await ctx.withServices(async (s) =>
          s.answerTests.list((await s.clients.resolve(ref)).id),
        );
        ctx.out.result(list, () =>
          list.tests.length === 0
            ? 'No test questions yet.'
            : renderTable(
                list.tests,
                [
                  { header: 'Id', value: (t) => t.id },
                  { header: 'Question', value: (t) => t.question, maxWidth: 60 },
                  {
                    header: 'Expects',
                    value: (t) =>
                      t.expect.kind === 'contains' ? t.expect.phrases.join(' | ') : t.expect.kind,
                    maxWidth: 40,
                  },
                ],
                ctx.out.style,
              ),
        );
      }),
    'frontdesk test list adasbooks.com',
  );
  withExamples(
    test
      .command('run')
      .description('Run the suite through the client’s assistant; exits 1 when a question fails')
      .argument('<client>', 'client id or domain')
      .action(async (ref: string, _opts: unknown, command: Command) => {
        const ctx = contextOf(command);
        const run = await ctx.withServices(async (s) => s.answerTests.run((await s.clients.resolve(ref)).id));
        ctx.out.result(run, () => runText(run, ctx.out.style));
        if (run.failed > 0)
          throw new CliFailure(`${run.failed} of ${run.results.length} test questions failed`, 'bad_request');
      }),
    'frontdesk test run adasbooks.com',
    'frontdesk test run adasbooks.com --json | jq ".results[] | select(.passed == false)"',
  );
}
