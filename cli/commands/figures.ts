import type { Command } from 'commander';
import { FIGURE_LABELS, type Figures } from '../../contract/figures.ts';
import { contextOf, withExamples } from '../context.ts';
import { renderTable } from '../table.ts';

/**
 * `frontdesk figures [client]`: every labelled figure, as the console and the API count them
 * (server/domain/figures), under the console's labels; of one client, or of all.
 */
export function registerFigures(program: Command): void {
  withExamples(
    program
      .command('figures')
      .description(
        'Messages, conversations, active sessions (last 30 minutes), AI replies this period, leads and visitors waiting, as the console shows them',
      )
      .argument('[client]', 'one client (id or domain); every client when left out')
      .action(async (ref: string | undefined, _opts: unknown, command: Command) => {
        const ctx = contextOf(command);
        const figures = await ctx.withServices(async (s) =>
          s.figures.figures(ref ? (await s.clients.resolve(ref)).id : undefined),
        );
        const rows = (Object.keys(FIGURE_LABELS) as (keyof Figures)[]).map((key) => ({
          label: FIGURE_LABELS[key],
          value: figures[key],
        }));
        ctx.out.result(figures, () =>
          renderTable(
            rows,
            [
              { header: 'Figure', value: (r) => r.label },
              { header: 'Value', value: (r) => String(r.value), align: 'right' },
            ],
            ctx.out.style,
          ),
        );
      }),
    'frontdesk figures',
    'frontdesk figures adasbooks.com --json | jq .activeSessions',
  );
}
