import type { Command } from 'commander';
import { contextOf, withExamples } from '../context.ts';
import { renderTable } from '../table.ts';

/** `frontdesk leads` and `frontdesk unanswered`: the console's client insights, read-only. */
export function registerInsights(program: Command): void {
  withExamples(
    program
      .command('leads')
      .description('Visitors who left an email address for a human follow-up, newest first')
      .argument('<client>', 'client id or domain')
      .action(async (ref: string, _opts: unknown, command: Command) => {
        const ctx = contextOf(command);
        const list = await ctx.withServices(async (s) => s.insights.leads((await s.clients.resolve(ref)).id));
        const { leads, total } = list;
        ctx.out.result(list, () =>
          leads.length === 0
            ? 'No follow-up requests.'
            : (total > leads.length ? `The newest ${leads.length} of ${total}:\n` : '') +
              renderTable(
                leads,
                [
                  { header: 'When', value: (l) => l.createdAt },
                  { header: 'Email', value: (l) => l.email },
                  { header: 'Name', value: (l) => l.name ?? '' },
                  { header: 'Question', value: (l) => l.question ?? '', maxWidth: 60 },
                  { header: 'Session', value: (l) => l.sessionId },
                ],
                ctx.out.style,
              ),
        );
      }),
    'frontdesk leads adasbooks.com',
    'frontdesk leads adasbooks.com --json | jq -r ".leads[].email"',
  );

  withExamples(
    program
      .command('unanswered')
      .description('Questions the assistant could not answer from knowledge, latest first')
      .argument('<client>', 'client id or domain')
      .action(async (ref: string, _opts: unknown, command: Command) => {
        const ctx = contextOf(command);
        const report = await ctx.withServices(async (s) =>
          s.insights.unanswered((await s.clients.resolve(ref)).id),
        );
        ctx.out.result(report, () =>
          report.questions.length === 0
            ? 'No unanswered questions.'
            : renderTable(
                report.questions,
                [
                  { header: 'Question', value: (q) => q.question, maxWidth: 60 },
                  { header: 'Asked', value: (q) => String(q.count), align: 'right' },
                  { header: 'Last asked', value: (q) => q.lastAskedAt },
                ],
                ctx.out.style,
              ),
        );
      }),
    'frontdesk unanswered adasbooks.com',
  );
}
