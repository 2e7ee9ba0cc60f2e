import type { Command } from 'commander';
import type { Client } from '../../contract/clients.ts';
import { usageLevel, type UsageLevel } from '../../contract/plans.ts';
import { monthOf } from '../../server/domain/shared/index.ts';
import { contextOf, withExamples } from '../context.ts';
import { confirmOrRefuse } from '../prompts.ts';
import { renderTable } from '../table.ts';
import { colorByLevel, USAGE_MARKERS, usagePercent } from './client-views.ts';

/** One client's reading for the current month; `marker` is the console's text for `level`. */
export interface UsageRow {
  clientId: string;
  businessName: string;
  domain: string;
  plan: string;
  used: number;
  limit: number;
  percent: number;
  level: UsageLevel;
  marker: string | null;
}

function usageRow(c: Client): UsageRow {
  const used = Number(c.messagesUsed);
  const level = usageLevel(used, c.messageLimit);
  return {
    clientId: c.id,
    businessName: c.businessName,
    domain: c.domain,
    plan: c.plan,
    used,
    limit: c.messageLimit,
    percent: usagePercent(used, c.messageLimit),
    level,
    marker: USAGE_MARKERS[level] || null,
  };
}

export function registerUsage(program: Command): void {
  const usage = withExamples(
    program
      .command('usage')
      .description('AI replies counted this calendar month (UTC) against the plan limit'),
    'frontdesk usage show',
    'frontdesk usage reset adasbooks.com --yes',
  );

  withExamples(
    usage
      .command('show')
      .description(
        'Used / limit / percent per client, marking "Approaching limit" above 80% and "Limit exceeded!" at 100%',
      )
      .argument('[client]', 'one client (id or domain); all clients when left out')
      .action(async (ref: string | undefined, _opts: unknown, command: Command) => {
        const ctx = contextOf(command);
        const { month, rows } = await ctx.withServices(async (s) => {
          const clients = ref
            ? [await s.clients.get((await s.clients.resolve(ref)).id)]
            : await s.clients.list();
          return { month: monthOf(s.clock.now()), rows: clients.map(usageRow) };
        });
        const { style } = ctx.out;
        const text = () =>
          rows.length === 0
            ? 'No clients found.'
            : `${style.dim(`Usage for ${month} (UTC)`)}\n${renderTable(
                rows,
                [
                  { header: 'Business', value: (r) => r.businessName, maxWidth: 28 },
                  { header: 'Domain', value: (r) => r.domain, maxWidth: 32 },
                  { header: 'Plan', value: (r) => r.plan },
                  { header: 'Used', value: (r) => String(r.used), align: 'right' },
                  { header: 'Limit', value: (r) => String(r.limit), align: 'right' },
                  {
                    header: 'Percent',
                    value: (r) => `${r.percent}%`,
                    align: 'right',
                    color: (t, r) => colorByLevel(style, r.level, t),
                  },
                  {
                    header: '',
                    value: (r) => r.marker ?? '',
                    color: (t, r) => colorByLevel(style, r.level, style.bold(t)),
                  },
                ],
                style,
              )}`;
        const [single] = rows;
        ctx.out.result(ref && single ? { month, ...single } : { month, usage: rows }, text);
      }),
    'frontdesk usage show',
    'frontdesk usage show adasbooks.com --json | jq .percent',
  );

  withExamples(
    usage
      .command('reset')
      .description("Set this month's count to 0 (asks first on a terminal)")
      .argument('<client>', 'client id or domain')
      .option('-y, --yes', 'do not ask for confirmation (required when not on a terminal)')
      .action(async (ref: string, opts: { yes?: boolean }, command: Command) => {
        const ctx = contextOf(command);
        const client = await ctx.withServices(async (s) => {
          const found = await s.clients.resolve(ref);
          await confirmOrRefuse(
            ctx,
            opts.yes,
            `Reset this month's usage of ${found.businessName} to 0? This cannot be undone.`,
          );
          return s.clients.resetUsage(found.id);
        });
        ctx.out.result(client, () =>
          ctx.out.style.green(`Message usage has been reset to 0 for ${client.businessName}.`),
        );
      }),
    'frontdesk usage reset adasbooks.com',
    'frontdesk usage reset adasbooks.com --yes --json',
  );
}
