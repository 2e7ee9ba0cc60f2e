/**
 * The periodic reconciliation with PayPal: every subscription PayPal may still change is read again
 * (GET /v1/billing/subscriptions/{id}) and applied through the code the webhooks use, so a webhook
 * that never arrived changes nothing for long: a paid subscription without its workspace gets it,
 * a suspension, cancellation or expiry, a new next billing time or plan is applied, missed payments
 * are kept. It also records the mails only time can raise (the grace period ending) and any the
 * webhooks missed (a failed renewal). Each change leaves one log line. A lease held for most of the
 * period makes one process of a scale-out run it (as the retention job); the CLI runs it at once.
 */
import { DomainError } from '../shared/errors.ts';
import type { Clock, DomainEvents, Leases } from '../shared/ports.ts';
import type { BillingNotices } from './billing-notices.ts';
import type { SubscriptionProvision } from './subscription-provision.ts';
import type { BillingRepo, SubscriptionRecord } from './subscriptions-ports.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How often each server process tries to run it; the lease lets one of them do each period's run. */
export const RECONCILE_EVERY_MS = 60 * 60_000;
const RECONCILE_LEASE_MS = RECONCILE_EVERY_MS - 60_000;
/** An approval still pending after this long was abandoned (PayPal's approval link lapses sooner). */
const PENDING_FOR_MS = 3 * DAY_MS;
/** The grace-ending mail goes out once the assistant has less than this left. */
const GRACE_NOTICE_MS = 2 * DAY_MS;

export interface ReconcileRun {
  /** Subscriptions read from PayPal. */
  checked: number;
  /** Those whose stored record changed. */
  changed: number;
  /** Workspaces made for paid subscriptions that had none. */
  created: number;
  /** Those PayPal could not be asked about now (tried again next run). */
  failed: number;
  /** One line per change, as logged. */
  lines: string[];
}

export interface BillingReconciler {
  /**
   * One run; null when another process holds this period's run (unless `force`: the CLI) or PayPal
   * is not configured (then `force` is refused with payments_not_configured).
   */
  run(opts?: { force?: boolean }): Promise<ReconcileRun | null>;
}

const FIELDS: [keyof SubscriptionRecord, string][] = [
  ['status', 'status'],
  ['plan', 'plan'],
  ['nextBillingAt', 'next billing'],
  ['periodStart', 'paid period from'],
  ['pastDueSince', 'past due since'],
  ['clientId', 'workspace'],
];

/** "status ACTIVE → CANCELLED, next billing 2027-01-07… → none": what a settle changed. */
export function describeChanges(before: SubscriptionRecord, after: SubscriptionRecord): string[] {
  return FIELDS.filter(([k]) => before[k] !== after[k]).map(
    ([k, label]) => `${label} ${String(before[k] ?? 'none')} → ${String(after[k] ?? 'none')}`,
  );
}

export function createBillingReconciler(deps: {
  repo: BillingRepo;
  provision: SubscriptionProvision;
  notices: BillingNotices;
  events: DomainEvents;
  leases: Leases;
  clock: Clock;
  graceDays: number;
  /** PayPal's credentials are set. */
  configured: boolean;
  log: (line: string) => void;
}): BillingReconciler {
  const { repo, provision, notices, clock, graceDays } = deps;

  /** The failed-renewal and grace-ending mails (each once per past-due spell: their dedupe keys). */
  const dunning = async (before: SubscriptionRecord, sub: SubscriptionRecord, line: (l: string) => void) => {
    if (!sub.clientId || !sub.pastDueSince) return;
    const graceEnd = new Date(new Date(sub.pastDueSince).getTime() + graceDays * DAY_MS);
    if (!before.pastDueSince) {
      deps.events.emit('billing.payment-failed', {
        clientId: sub.clientId,
        subscriptionId: sub.id,
        graceEnd: graceEnd.toISOString(),
      });
      await notices.paymentFailed(sub.clientId, sub, graceEnd.toISOString());
    }
    const left = graceEnd.getTime() - clock.now().getTime();
    if (left > 0 && left <= GRACE_NOTICE_MS) {
      await notices.graceEnding(sub.clientId, sub, graceEnd.toISOString());
      line(`subscription ${sub.id}: grace period ends ${graceEnd.toISOString()}, owners told`);
    }
  };

  return {
    async run(opts = {}) {
      if (!deps.configured) {
        if (!opts.force) return null;
        throw new DomainError(
          'payments_not_configured',
          'PayPal is not configured on this server (PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET).',
        );
      }
      if (!opts.force && !(await deps.leases.acquire('billing-reconcile', RECONCILE_LEASE_MS))) return null;
      const out: ReconcileRun = { checked: 0, changed: 0, created: 0, failed: 0, lines: [] };
      const line = (l: string) => {
        out.lines.push(l);
        deps.log(`reconciliation: ${l}`);
      };
      const since = new Date(clock.now().getTime() - PENDING_FOR_MS).toISOString();
      for (const sub of await repo.openSubscriptions(since)) {
        try {
          const settled = await provision.settle(sub.id, 'reconciliation');
          if (!settled) continue;
          out.checked++;
          const changes = describeChanges(settled.before, settled.after);
          if (changes.length > 0) {
            out.changed++;
            line(`subscription ${sub.id}: ${changes.join(', ')}`);
          }
          if (settled.created) out.created++;
          if (await provision.welcomeIfMissing(settled.after))
            line(`subscription ${sub.id}: the welcome mail was missing, recorded`);
          await dunning(settled.before, settled.after, line);
        } catch (error) {
          out.failed++;
          line(`subscription ${sub.id}: not reconciled now (${(error as Error).message})`);
        }
      }
      return out;
    },
  };
}
