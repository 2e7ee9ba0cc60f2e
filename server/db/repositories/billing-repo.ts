import type { Selectable } from 'kysely';
import { planOf } from '../../../contract/plans.ts';
import type {
  BillingRepo,
  PaymentRecord,
  PaypalPlanRecord,
  SignUpRecord,
  SubscriptionRecord,
} from '../../domain/subscriptions/index.ts';
import type { Db } from '../database.ts';

interface PaypalPlansTable {
  plan_id: string;
  environment: string;
  plan: string;
  price: string;
  currency: string;
  product_id: string;
  created_at: string;
}

interface SubscriptionsTable {
  id: string;
  client_id: string | null;
  plan: string;
  paypal_plan_id: string;
  status: string;
  pending_plan: string | null;
  period_start: string | null;
  period_end: string | null;
  next_billing_at: string | null;
  past_due_since: string | null;
  claimed_at: string | null;
  buyer_email: string | null;
  created_at: string;
  updated_at: string;
}

interface SubscriptionPaymentsTable {
  id: string;
  subscription_id: string;
  client_id: string | null;
  plan: string;
  amount: string;
  currency: string;
  period_start: string;
  period_end: string;
  paid_at: string;
}

interface PaypalWebhookEventsTable {
  id: string;
  event_type: string;
  resource_id: string;
  received_at: string;
}

interface SubscriptionSignUpsTable {
  subscription_id: string;
  full_name: string;
  email: string;
  business_name: string;
  website: string;
  plan: string;
  created_at: string;
  completed_at: string | null;
  welcomed_at: string | null;
}

const toSignUp = (r: Selectable<SubscriptionSignUpsTable>): SignUpRecord => ({
  subscriptionId: r.subscription_id,
  fullName: r.full_name,
  email: r.email,
  businessName: r.business_name,
  website: r.website,
  plan: planOf(r.plan),
  createdAt: r.created_at,
  completedAt: r.completed_at,
  welcomedAt: r.welcomed_at,
});

const toSubscription = (r: Selectable<SubscriptionsTable>): SubscriptionRecord => ({
  id: r.id,
  clientId: r.client_id,
  plan: planOf(r.plan),
  paypalPlanId: r.paypal_plan_id,
  status: r.status,
  pendingPlan: r.pending_plan === null ? null : planOf(r.pending_plan),
  periodStart: r.period_start,
  periodEnd: r.period_end,
  nextBillingAt: r.next_billing_at,
  pastDueSince: r.past_due_since,
  claimedAt: r.claimed_at,
  buyerEmail: r.buyer_email,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

const SUBSCRIPTION_COLUMNS: [keyof SubscriptionRecord, keyof SubscriptionsTable][] = [
  ['id', 'id'],
  ['clientId', 'client_id'],
  ['plan', 'plan'],
  ['paypalPlanId', 'paypal_plan_id'],
  ['status', 'status'],
  ['pendingPlan', 'pending_plan'],
  ['periodStart', 'period_start'],
  ['periodEnd', 'period_end'],
  ['nextBillingAt', 'next_billing_at'],
  ['pastDueSince', 'past_due_since'],
  ['claimedAt', 'claimed_at'],
  ['buyerEmail', 'buyer_email'],
  ['createdAt', 'created_at'],
  ['updatedAt', 'updated_at'],
];

const subscriptionRow = (p: Partial<SubscriptionRecord>): Partial<SubscriptionsTable> => {
  const row: Record<string, unknown> = {};
  for (const [from, to] of SUBSCRIPTION_COLUMNS) if (p[from] !== undefined) row[to] = p[from];
  return row as Partial<SubscriptionsTable>;
};

const toPayment = (r: Selectable<SubscriptionPaymentsTable>): PaymentRecord => ({
  id: r.id,
  subscriptionId: r.subscription_id,
  clientId: r.client_id,
  plan: planOf(r.plan),
  amount: r.amount,
  currency: r.currency,
  periodStart: r.period_start,
  periodEnd: r.period_end,
  paidAt: r.paid_at,
});

const toPlan = (r: Selectable<PaypalPlansTable>): PaypalPlanRecord => ({
  planId: r.plan_id,
  environment: r.environment,
  plan: planOf(r.plan),
  price: r.price,
  currency: r.currency,
  productId: r.product_id,
  createdAt: r.created_at,
});

/** The tables of migrations 032 and 050 on either store (Kysely; nothing here is on a reply's path). */
export function createBillingRepo(base: Db): BillingRepo {
  const db = base.withTables<{
    paypal_plans: PaypalPlansTable;
    subscriptions: SubscriptionsTable;
    subscription_payments: SubscriptionPaymentsTable;
    paypal_webhook_events: PaypalWebhookEventsTable;
    subscription_sign_ups: SubscriptionSignUpsTable;
  }>();
  return {
    async listPlans() {
      return (await db.selectFrom('paypal_plans').selectAll().orderBy('created_at').execute()).map(toPlan);
    },
    async insertPlan(p) {
      await db
        .insertInto('paypal_plans')
        .values({
          plan_id: p.planId,
          environment: p.environment,
          plan: p.plan,
          price: p.price,
          currency: p.currency,
          product_id: p.productId,
          created_at: p.createdAt,
        })
        .onConflict((oc) => oc.column('plan_id').doNothing())
        .execute();
    },
    async insertSubscription(s) {
      await db
        .insertInto('subscriptions')
        .values(subscriptionRow(s) as SubscriptionsTable)
        .execute();
    },
    async getSubscription(id) {
      const r = await db.selectFrom('subscriptions').selectAll().where('id', '=', id).executeTakeFirst();
      return r ? toSubscription(r) : null;
    },
    async updateSubscription(id, patch) {
      const row = subscriptionRow({ ...patch, id: undefined });
      if (Object.keys(row).length === 0) return;
      await db.updateTable('subscriptions').set(row).where('id', '=', id).execute();
    },
    async claimSubscription(id, at) {
      const r = await db
        .updateTable('subscriptions')
        .set({ claimed_at: at })
        .where('id', '=', id)
        .where('claimed_at', 'is', null)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },
    async releaseSubscription(id) {
      await db
        .updateTable('subscriptions')
        .set({ claimed_at: null })
        .where('id', '=', id)
        .where('buyer_email', 'is', null)
        .execute();
    },
    async subscriptionsOf(clientId) {
      const rows = await db
        .selectFrom('subscriptions')
        .selectAll()
        .where('client_id', '=', clientId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
      return rows.map(toSubscription);
    },
    async linkedSubscriptions() {
      const rows = await db
        .selectFrom('subscriptions')
        .selectAll()
        .where('client_id', 'is not', null)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
      return rows.map(toSubscription);
    },
    async insertPayment(p) {
      const r = await db
        .insertInto('subscription_payments')
        .values({
          id: p.id,
          subscription_id: p.subscriptionId,
          client_id: p.clientId,
          plan: p.plan,
          amount: p.amount,
          currency: p.currency,
          period_start: p.periodStart,
          period_end: p.periodEnd,
          paid_at: p.paidAt,
        })
        .onConflict((oc) => oc.column('id').doNothing())
        .executeTakeFirst();
      return Number(r.numInsertedOrUpdatedRows ?? 0) === 1;
    },
    async attachPayments(subscriptionId, clientId) {
      await db
        .updateTable('subscription_payments')
        .set({ client_id: clientId })
        .where('subscription_id', '=', subscriptionId)
        .where('client_id', 'is', null)
        .execute();
    },
    async paymentsOf(clientId) {
      const rows = await db
        .selectFrom('subscription_payments')
        .selectAll()
        .where('client_id', '=', clientId)
        .orderBy('paid_at', 'desc')
        .execute();
      return rows.map(toPayment);
    },
    async paymentsOfSubscription(subscriptionId) {
      const rows = await db
        .selectFrom('subscription_payments')
        .selectAll()
        .where('subscription_id', '=', subscriptionId)
        .orderBy('paid_at')
        .execute();
      return rows.map(toPayment);
    },
    async recordEvent(e) {
      const r = await db
        .insertInto('paypal_webhook_events')
        .values({ id: e.id, event_type: e.eventType, resource_id: e.resourceId, received_at: e.receivedAt })
        .onConflict((oc) => oc.column('id').doNothing())
        .executeTakeFirst();
      return Number(r.numInsertedOrUpdatedRows ?? 0) === 1;
    },
    async forgetEvent(id) {
      await db.deleteFrom('paypal_webhook_events').where('id', '=', id).execute();
    },
    async insertSignUp(u) {
      await db
        .insertInto('subscription_sign_ups')
        .values({
          subscription_id: u.subscriptionId,
          full_name: u.fullName,
          email: u.email,
          business_name: u.businessName,
          website: u.website,
          plan: u.plan,
          created_at: u.createdAt,
          completed_at: u.completedAt,
          welcomed_at: u.welcomedAt,
        })
        .onConflict((oc) => oc.column('subscription_id').doNothing())
        .execute();
    },
    async getSignUp(subscriptionId) {
      const r = await db
        .selectFrom('subscription_sign_ups')
        .selectAll()
        .where('subscription_id', '=', subscriptionId)
        .executeTakeFirst();
      return r ? toSignUp(r) : null;
    },
    async markSignUpCompleted(subscriptionId, at) {
      const r = await db
        .updateTable('subscription_sign_ups')
        .set({ completed_at: at })
        .where('subscription_id', '=', subscriptionId)
        .where('completed_at', 'is', null)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },
    async markWelcomed(subscriptionId, at) {
      await db
        .updateTable('subscription_sign_ups')
        .set({ welcomed_at: at })
        .where('subscription_id', '=', subscriptionId)
        .where('welcomed_at', 'is', null)
        .execute();
    },
    async openSubscriptions(pendingSince) {
      const rows = await db
        .selectFrom('subscriptions')
        .leftJoin('subscription_sign_ups as u', 'u.subscription_id', 'subscriptions.id')
        .selectAll('subscriptions')
        .where((eb) =>
          eb.or([
            eb('subscriptions.status', 'in', ['ACTIVE', 'SUSPENDED']),
            eb.and([
              eb('subscriptions.status', 'in', ['APPROVAL_PENDING', 'APPROVED']),
              eb('subscriptions.created_at', '>=', pendingSince),
            ]),
            eb.and([
              eb('u.subscription_id', 'is not', null),
              eb('u.welcomed_at', 'is', null),
              eb('subscriptions.client_id', 'is not', null),
            ]),
          ]),
        )
        .orderBy('subscriptions.created_at')
        .orderBy('subscriptions.id')
        .execute();
      return rows.map(toSubscription);
    },
  };
}
