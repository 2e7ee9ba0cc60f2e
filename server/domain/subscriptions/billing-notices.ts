/**
 * The billing mails to a client's owners, through the Mailer port: a receipt for each payment (the
 * first one welcomes), a failed renewal with the grace period's end, and a plan's end. A mail server
 * that is down never undoes a payment: failures are reported to the log.
 */
import type { Mailer } from '../accounts/customer-accounts-ports.ts';
import { billingMail, printedDay, type BillingMailKey } from './billing-texts.ts';
import type { PaymentRecord, SubscriptionRecord } from './subscriptions-ports.ts';

export interface BillingNotices {
  receipt(clientId: string, payment: PaymentRecord, kind: 'welcome' | 'renewal'): Promise<void>;
  paymentFailed(clientId: string, sub: SubscriptionRecord, graceEnd: string): Promise<void>;
  planEnds(clientId: string, sub: SubscriptionRecord, until: string, reason: string): Promise<void>;
}

export function createBillingNotices(deps: {
  mailer: Mailer;
  ownerEmails: (clientId: string) => Promise<string[]>;
  businessNameOf: (clientId: string) => Promise<string>;
  publicUrl: () => string;
  onMailError: (err: unknown) => void;
}): BillingNotices {
  const send = async (clientId: string, key: BillingMailKey, slots: Record<string, string>) => {
    const [owners, business] = await Promise.all([deps.ownerEmails(clientId), deps.businessNameOf(clientId)]);
    const base = deps.publicUrl();
    const mail = billingMail(key, {
      business,
      receiptUrl: `${base}/app/billing`,
      billingUrl: `${base}/app/billing`,
      ...slots,
    });
    await Promise.all(
      owners.map((to) => deps.mailer.send({ to, ...mail }).catch((err: unknown) => deps.onMailError(err))),
    );
  };
  return {
    receipt: (clientId, p, kind) =>
      send(clientId, kind, {
        plan: p.plan,
        amount: p.amount,
        currency: p.currency,
        periodStart: printedDay(p.periodStart),
        periodEnd: printedDay(p.periodEnd),
      }),
    paymentFailed: (clientId, sub, graceEnd) =>
      send(clientId, 'paymentFailed', { plan: sub.plan, graceEnd: printedDay(graceEnd) }),
    planEnds: (clientId, sub, until, reason) =>
      send(clientId, 'planEnds', { plan: sub.plan, until: printedDay(until), reason }),
  };
}
