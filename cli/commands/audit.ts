import { InvalidArgumentError, type Command } from 'commander';
import { contextOf, withExamples } from '../context.ts';
import { renderTable } from '../table.ts';

function pageSize(value: string): number {
  const n = Number(value);
  if (!/^\d+$/.test(value) || n < 1 || n > 200) throw new InvalidArgumentError('Must be from 1 to 200.');
  return n;
}

/** A change's fields as one line: `name: before → after`. */
const changesText = (changes: Record<string, { before?: unknown; after?: unknown }> | null) =>
  Object.entries(changes ?? {})
    .map(
      ([field, c]) =>
        `${field}: ${'before' in c ? `${JSON.stringify(c.before)} → ` : ''}${JSON.stringify(c.after)}`,
    )
    .join('; ');

export function registerAudit(program: Command): void {
  withExamples(
    program
      .command('audit')
      .description("Who changed what, newest first: one client's audit log, or the whole deployment's")
      .argument('[client]', 'client id or domain; the whole deployment when left out')
      .option('--limit <n>', 'how many entries (1–200)', pageSize, 50)
      .action(async (ref: string | undefined, opts: { limit: number }, command: Command) => {
        const ctx = contextOf(command);
        const page = await ctx.withServices(async (s) =>
          ref
            ? s.auditLog.pageOfClient((await s.clients.resolve(ref)).id, { limit: opts.limit })
            : s.auditLog.page(null, { limit: opts.limit }),
        );
        ctx.out.result(page, () =>
          page.entries.length === 0
            ? 'No changes recorded.'
            : renderTable(
                page.entries,
                [
                  { header: 'When', value: (e) => e.at },
                  { header: 'Who', value: (e) => e.actor.label, maxWidth: 32 },
                  { header: 'From', value: (e) => e.source },
                  { header: 'Action', value: (e) => e.action },
                  { header: 'Target', value: (e) => e.target ?? '', maxWidth: 32 },
                  { header: 'Changes', value: (e) => changesText(e.changes), maxWidth: 60 },
                ],
                ctx.out.style,
              ),
        );
      }),
    'frontdesk audit adasbooks.com',
    'frontdesk audit --limit 200 --json | jq -r \'.entries[] | "\\(.at) \\(.actor.label) \\(.action)"\'',
  );
}
