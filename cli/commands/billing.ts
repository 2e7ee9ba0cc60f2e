import type { Command } from 'commander';
import { contextOf, withExamples } from '../context.ts';
import { renderTable } from '../table.ts';

/** `frontdesk billing`: PayPal's catalog for our plans, a client's billing, the recurring revenue. */
export function registerBilling(program: Command): void {
  const billing = withExamples(
    program
      .command('billing')
      .description('Subscriptions through PayPal: plans, a client’s billing, revenue'),
    'frontdesk billing sync-plans',
    'frontdesk billing show adasbooks.com',
  );

  withExamples(
    billing
      .command('sync-plans')
      .description(
        'Make the PayPal product and monthly billing plan of each plan where missing (PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET, PAYPAL_API_BASE)',
      )
      .action(async (_opts: unknown, command: Command) => {
        const ctx = contextOf(command);
        const plans = await ctx.withServices((s) => s.subscriptions.catalog.sync());
        ctx.out.result({ plans }, () =>
          renderTable(
            plans,
            [
              { header: 'Plan', value: (p) => p.plan },
              { header: 'Price', value: (p) => `${p.price} ${p.currency}/month`, align: 'right' },
              { header: 'PayPal product', value: (p) => p.productId },
              { header: 'PayPal plan', value: (p) => p.planId },
            ],
            ctx.out.style,
          ),
        );
      }),
    'frontdesk billing sync-plans',
    'frontdesk billing sync-plans --json',
  );

  withExamples(
    billing
      .command('show')
      .description("A client's subscription (status, plan, period, next billing) and its payments")
      .argument('<client>', 'client id or domain')
      .action(async (ref: string, _opts: unknown, command: Command) => {
        const ctx = contextOf(command);
        const state = await ctx.withServices(async (s) =>
          s.subscriptions.account.view((await s.clients.resolve(ref)).id),
        );
        const sub = state.subscription;
        ctx.out.result(state, () =>
          [
            `${state.businessName}: ${state.plan}, ${sub ? `PayPal subscription ${sub.id} (${sub.status})` : 'billed by hand'}`,
            sub?.currentPeriod ? `Paid period: ${sub.currentPeriod.start} to ${sub.currentPeriod.end}` : null,
            sub?.nextBillingTime ? `Next billing: ${sub.nextBillingTime}` : null,
            state.serviceUntil ? `Answers until: ${state.serviceUntil}` : null,
            state.payments.length === 0
              ? 'No payments.'
              : renderTable(
                  state.payments,
                  [
                    { header: 'Paid', value: (p) => p.paidAt.slice(0, 10) },
                    { header: 'Amount', value: (p) => `${p.amount} ${p.currency}`, align: 'right' },
                    { header: 'Plan', value: (p) => p.plan },
                    {
                      header: 'Period',
                      value: (p) => `${p.periodStart.slice(0, 10)} – ${p.periodEnd.slice(0, 10)}`,
                    },
                    { header: 'PayPal id', value: (p) => p.id },
                  ],
                  ctx.out.style,
                ),
          ]
            .filter((l): l is string => l !== null)
            .join('\n'),
        );
      }),
    'frontdesk billing show adasbooks.com',
    'frontdesk billing show adasbooks.com --json | jq .payments',
  );

  withExamples(
    billing
      .command('summary')
      .description('Monthly recurring revenue and active, past-due and cancelled subscriptions')
      .action(async (_opts: unknown, command: Command) => {
        const ctx = contextOf(command);
        const summary = await ctx.withServices((s) => s.subscriptions.account.summary());
        ctx.out.result(
          summary,
          () =>
            `MRR ${summary.mrr.toFixed(2)} ${summary.currency}; active ${summary.active}, past due ${summary.pastDue}, cancelled ${summary.cancelled}`,
        );
      }),
    'frontdesk billing summary --json',
  );

  withExamples(
    billing
      .command('reconcile')
      .description(
        'Read every open subscription from PayPal now and apply what changed (what a missed webhook would have told); the server also does it hourly',
      )
      .action(async (_opts: unknown, command: Command) => {
        const ctx = contextOf(command);
        const run = await ctx.withServices((s) => s.subscriptions.reconciler.run({ force: true }));
        const r = run ?? { checked: 0, changed: 0, created: 0, failed: 0, lines: [] };
        ctx.out.result(r, () =>
          [
            ...r.lines,
            `Checked ${r.checked} subscriptions with PayPal: ${r.changed} changed, ${r.created} workspaces made, ${r.failed} not reachable now.`,
          ].join('\n'),
        );
        if (r.failed > 0) process.exitCode = 1;
      }),
    'frontdesk billing reconcile',
    'frontdesk billing reconcile --json | jq .lines',
  );
}
