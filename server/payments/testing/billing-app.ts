/**
 * The setup of the subscription tests: the real app on SQLite or PostgreSQL against the fake PayPal,
 * with a clock the test moves (the fake PayPal reads the same clock), the mails kept for reading, and
 * helpers for a buyer's purchase and PayPal's webhook deliveries.
 */
import type { OutgoingMail } from '../../domain/accounts/index.ts';
import type { Clock } from '../../domain/shared/index.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { FAKE_CREDENTIALS, FAKE_WEBHOOK_ID, type FakePaypal, type WebhookEvent } from './fake-paypal.ts';

export const BUYER: { fullName: string; email: string; businessName: string; website: string } = {
  fullName: 'Jane Cooper',
  email: 'jane@cooper.example',
  businessName: 'Cooper & Co',
  website: 'cooper.example',
};

const json = { 'content-type': 'application/json' };

export interface BillingApp {
  t: TestApp;
  mails: OutgoingMail[];
  /** Moves the app's and the fake PayPal's time on. */
  advanceDays(days: number): void;
  now(): Date;
  /** The site's first step: the sign-up form with the plan, before the approval at PayPal. */
  start(plan: string, buyer?: Partial<typeof BUYER>): Promise<{ planId: string; subscriptionId: string }>;
  complete(subscriptionId: string, form?: Record<string, unknown>): ReturnType<TestApp['inject']>;
  /** Start, approve at PayPal, complete: the new client's id and subscription. */
  buy(plan: string, buyer?: Partial<typeof BUYER>): Promise<{ clientId: string; subscriptionId: string }>;
  deliver(
    event: WebhookEvent,
    tamper?: (body: string) => string,
    webhookId?: string,
  ): ReturnType<TestApp['inject']>;
  billing(clientId: string, cookie?: string): ReturnType<TestApp['inject']>;
  /** The mails the outbox has sent that match, once there are `count` of them (it sends them soon after). */
  mailsMatching(match: (m: OutgoingMail) => boolean, count?: number): Promise<OutgoingMail[]>;
  close(): Promise<void>;
}

export async function startBillingApp(
  fake: FakePaypal,
  env: Record<string, string> = {},
  /** `dataDir`: the SQLite file of an app before (a restart); with FRONTDESK_SMTP_URL mail goes there. */
  opts: { webhookId?: boolean; dataDir?: string } = {},
): Promise<BillingApp> {
  let now = new Date('2026-12-07T10:00:00.000Z');
  const clock: Clock = { now: () => new Date(now) };
  fake.billing.state.now = clock.now;
  const mails: OutgoingMail[] = [];
  const t = await startTestApp({
    env: {
      PAYPAL_CLIENT_ID: FAKE_CREDENTIALS.clientId,
      PAYPAL_CLIENT_SECRET: FAKE_CREDENTIALS.clientSecret,
      PAYPAL_API_BASE: fake.url,
      ...(opts.webhookId === false ? {} : { PAYPAL_WEBHOOK_ID: FAKE_WEBHOOK_ID }),
      ...env,
    },
    clock,
    dataDir: opts.dataDir,
    ...(env.FRONTDESK_SMTP_URL ? {} : { mailer: { send: async (m: OutgoingMail) => void mails.push(m) } }),
  });
  const app: BillingApp = {
    t,
    mails,
    advanceDays(days) {
      now = new Date(now.getTime() + days * 86_400_000);
    },
    now: () => new Date(now),
    async start(plan, buyer = {}) {
      const res = await t.inject({
        method: 'POST',
        url: '/api/checkout/subscriptions',
        headers: json,
        payload: { ...BUYER, ...buyer, plan },
      });
      if (res.statusCode !== 200) throw new Error(`start answered ${res.statusCode} ${res.payload}`);
      return res.json as { planId: string; subscriptionId: string };
    },
    complete(subscriptionId, form = {}) {
      return t.inject({
        method: 'POST',
        url: `/api/checkout/subscriptions/${subscriptionId}`,
        headers: json,
        payload: { ...BUYER, plan: 'Starter', ...form },
      });
    },
    async buy(plan, buyer = {}) {
      const { subscriptionId } = await app.start(plan, buyer);
      fake.billing.approve(subscriptionId);
      const res = await app.complete(subscriptionId, { ...buyer, plan });
      if (res.statusCode !== 200) throw new Error(`completion answered ${res.statusCode} ${res.payload}`);
      return { clientId: res.json.clientId as string, subscriptionId };
    },
    deliver(event, tamper = (b) => b, webhookId) {
      const d = fake.billing.deliver(event, webhookId);
      return t.inject({
        method: 'POST',
        url: '/api/paypal/webhook',
        headers: d.headers,
        payload: tamper(d.body),
      });
    },
    async billing(clientId, cookie) {
      return t.inject({
        method: 'GET',
        url: `/api/clients/${clientId}/billing`,
        headers: { cookie: cookie ?? (await t.login()) },
      });
    },
    async mailsMatching(match, count = 1) {
      for (let i = 0; ; i++) {
        const found = mails.filter(match);
        if (found.length >= count || i >= 200) return found;
        await t.services.outbox.dispatcher.tick();
        await new Promise((r) => setTimeout(r, 25));
      }
    },
    close: () => t.close(),
  };
  return app;
}
