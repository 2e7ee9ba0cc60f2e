/**
 * A buyer who approves at PayPal and closes the tab before the sign-up form comes back still gets a
 * workspace: the sign-up kept with the subscription at its start is made into the client and owner by
 * whichever of PayPal's webhook, the buyer's page and the reconciliation first sees it ACTIVE, once,
 * with one welcome mail carrying a working set-password link. The reconciliation also applies what
 * webhooks that never arrived would have told. On SQLite and PostgreSQL, against the fake PayPal.
 */
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFakePaypal, type FakePaypal } from '../../payments/testing/fake-paypal.ts';
import { BUYER, startBillingApp, type BillingApp } from '../../payments/testing/billing-app.ts';
import { linkTokenOf } from '../../testing/customer-session.ts';
import { startPostgresServer, type TestPostgres } from '../../testing/postgres-server.ts';

const json = { 'content-type': 'application/json' };

describe.each(['sqlite', 'postgres'] as const)('a closed tab and a missed webhook on %s', (store) => {
  let fake: FakePaypal;
  let postgres: TestPostgres | undefined;
  let b: BillingApp;
  beforeAll(async () => {
    fake = await startFakePaypal();
    if (store === 'postgres') postgres = await startPostgresServer();
  });
  afterAll(async () => {
    await fake.close();
    await postgres?.stop();
  });
  afterEach(() => b?.close());
  const open = async () =>
    (b = await startBillingApp(
      fake,
      postgres ? { FRONTDESK_DATABASE_URL: await postgres.createDatabase() } : {},
    ));
  const clientsOf = async (website: string) =>
    (await b.t.services.clients.list({ search: website })).map((c) => c.id);
  const welcomes = (email = BUYER.email) =>
    b.mailsMatching((m) => m.to === email && /^Welcome to Frontdesk/.test(m.subject));
  const reconcile = () => b.t.services.subscriptions.reconciler.run({ force: true });

  it('makes the workspace from the webhook once, and the buyer’s page answers with it later', async () => {
    await open();
    const { subscriptionId } = await b.start('Starter');
    // Before the approval nothing is made, whatever PayPal reports.
    expect(
      (await b.deliver(fake.billing.eventFor('BILLING.SUBSCRIPTION.CREATED', subscriptionId))).json,
    ).toMatchObject({ outcome: 'ignored' });
    expect(await clientsOf(BUYER.website)).toEqual([]);

    const { activated, sale } = fake.billing.approve(subscriptionId);
    // The tab is closed: only PayPal speaks, the activation and the payment at once, and again.
    const answers = await Promise.all([
      b.deliver(activated),
      b.deliver(sale),
      b.deliver(fake.billing.eventFor('BILLING.SUBSCRIPTION.ACTIVATED', subscriptionId)),
    ]);
    for (const a of answers) expect([a.statusCode, a.payload]).toEqual([200, expect.any(String)]);
    expect((await b.deliver(activated)).json.outcome).toBe('replayed');
    const [clientId, ...others] = await clientsOf(BUYER.website);
    expect(others).toEqual([]);
    const client = await b.t.services.clients.get(clientId!);
    expect(client).toMatchObject({ businessName: BUYER.businessName, plan: 'Starter', testMode: false });
    expect(client.accessToken).toBeTruthy();
    const owners = await b.t.services.customerAccounts.list(clientId);
    expect(owners.map((u) => [u.email, u.role, u.hasPassword])).toEqual([[BUYER.email, 'owner', false]]);

    // One welcome: the receipt, the next billing date and the steps, with a link that sets the password.
    const [welcome, ...twice] = await welcomes();
    expect(twice).toEqual([]);
    expect(welcome?.text).toContain('29.00 USD for 7 Dec 2026 to 7 Jan 2027');
    expect(welcome?.text).toContain('next payment of 29.00 USD is due on 7 Jan 2027');
    const set = await b.t.inject({
      method: 'POST',
      url: '/api/app/password',
      headers: json,
      payload: { token: linkTokenOf(welcome?.text ?? ''), password: 'cooper-password-1' },
    });
    expect(set.statusCode).toBe(200);

    // The buyer's page comes back after all (another device, a retry): the same workspace, no new mail.
    const late = await b.complete(subscriptionId);
    expect(late.statusCode).toBe(200);
    expect(late.json).toMatchObject({ clientId, email: BUYER.email, setPasswordUrl: null });
    expect(await clientsOf(BUYER.website)).toEqual([clientId]);
    // Someone else's form naming this subscription gets nothing.
    expect((await b.complete(subscriptionId, { email: 'mallory@evil.example' })).statusCode).toBe(409);
    expect(await welcomes()).toHaveLength(1);
    const billing = await b.billing(clientId!);
    expect(billing.json.payments).toHaveLength(1);
    expect(billing.json.subscription).toMatchObject({ id: subscriptionId, status: 'ACTIVE' });
  });

  it('makes one workspace when the webhook and the buyer’s page race, and gives the page its link once', async () => {
    await open();
    const { subscriptionId } = await b.start('Premium');
    const { activated } = fake.billing.approve(subscriptionId);
    const [hook, page, page2] = await Promise.all([
      b.deliver(activated),
      b.complete(subscriptionId, { plan: 'Premium' }),
      b.complete(subscriptionId, { plan: 'Premium' }),
    ]);
    expect(hook.statusCode).toBe(200);
    expect(page.statusCode).toBe(200);
    expect(page2.statusCode).toBe(200);
    expect(page.json.clientId).toBe(page2.json.clientId);
    expect(await clientsOf(BUYER.website)).toEqual([page.json.clientId]);
    // Exactly one of the two answers carries the page's link.
    const links = [page.json.setPasswordUrl, page2.json.setPasswordUrl].filter(Boolean);
    expect(links).toHaveLength(1);
    expect(await welcomes()).toHaveLength(1);
  });

  it('refuses to make anything for a subscription PayPal reports on another plan', async () => {
    await open();
    await b.t.services.subscriptions.catalog.sync();
    const { subscriptionId } = await b.start('Starter');
    fake.billing.approve(subscriptionId);
    const premium = [...fake.billing.plans.values()].find((p) => p.price === '49.00');
    fake.billing.subscriptions.get(subscriptionId)!.plan_id = premium!.id;
    const run = await reconcile();
    expect(run?.created).toBe(0);
    expect(await clientsOf(BUYER.website)).toEqual([]);
    expect((await b.complete(subscriptionId)).statusCode).toBe(402);
  });

  it('reconciles what missed webhooks would have told: a workspace, a renewal, a failed payment, a cancel', async () => {
    await open();
    const { subscriptionId } = await b.start('Starter');
    fake.billing.approve(subscriptionId);
    // No webhook ever arrives and the tab is closed: the reconciliation makes the workspace.
    const first = await reconcile();
    expect(first).toMatchObject({ checked: 1, changed: 1, created: 1, failed: 0 });
    expect(first?.lines.join('\n')).toMatch(/status APPROVAL_PENDING → ACTIVE/);
    const [clientId] = await clientsOf(BUYER.website);
    expect(clientId).toBeTruthy();
    expect(await welcomes()).toHaveLength(1);
    // Nothing changed at PayPal: nothing is logged, nothing is made again.
    expect(await reconcile()).toMatchObject({ checked: 1, changed: 0, created: 0, lines: [] });

    // A renewal nobody told us of: the payment is kept, a new usage period starts, a receipt goes.
    b.advanceDays(31);
    fake.billing.renew(subscriptionId);
    const renewed = await reconcile();
    expect(renewed?.lines.join('\n')).toMatch(/next billing 2027-01-07T10:00:00.000Z → 2027-02-07/);
    expect((await b.billing(clientId!)).json.payments).toHaveLength(2);
    expect(await b.mailsMatching((m) => /^Frontdesk receipt/.test(m.subject))).toHaveLength(1);

    // A failed renewal nobody told us of: the owners are told, and again as the grace period ends.
    b.advanceDays(31);
    fake.billing.failPayment(subscriptionId);
    await reconcile();
    expect((await b.billing(clientId!)).json.subscription.pastDueSince).toBe(b.now().toISOString());
    expect(await b.mailsMatching((m) => /renewal of your Starter plan failed/.test(m.subject))).toHaveLength(
      1,
    );
    b.advanceDays(6);
    await reconcile();
    await reconcile();
    const ending = await b.mailsMatching((m) => /stops answering on 14 Feb 2027/.test(m.subject));
    expect(ending).toHaveLength(1);
    expect(ending[0]?.html).toContain('14 Feb 2027');

    // Cancelled at PayPal (in the buyer's PayPal account), and the webhook lost.
    const remote = fake.billing.subscriptions.get(subscriptionId)!;
    remote.status = 'CANCELLED';
    remote.next_billing_time = null;
    const cancelled = await reconcile();
    expect(cancelled?.lines.join('\n')).toMatch(/status ACTIVE → CANCELLED/);
    // Its paid period ended with the failed renewal: nothing runs on to a period's end.
    expect((await b.billing(clientId!)).json.subscription).toMatchObject({
      status: 'CANCELLED',
      nextBillingTime: null,
      cancelAtPeriodEnd: false,
    });
    expect(await b.mailsMatching((m) => /plan ends on/.test(m.subject))).toHaveLength(1);
    // Final at PayPal: no longer read.
    expect(await reconcile()).toMatchObject({ checked: 0 });
  });

  it('finishes a workspace whose maker stopped after linking it: the owner and the welcome, once', async () => {
    await open();
    const { clientId, subscriptionId } = await b.buy('Starter');
    await b.mailsMatching((m) => /^Welcome to Frontdesk/.test(m.subject));
    // As a process killed between linking the client and recording its owner and welcome leaves it.
    const db = b.t.services.db;
    await sql`UPDATE subscription_sign_ups SET welcomed_at = NULL WHERE subscription_id = ${subscriptionId}`.execute(
      db,
    );
    await sql`DELETE FROM outbox WHERE channel = 'billing_mail'`.execute(db);
    await sql`DELETE FROM customer_users WHERE client_id = ${clientId}`.execute(db);
    b.mails.length = 0;

    const run = await reconcile();
    expect(run?.lines).toEqual([`subscription ${subscriptionId}: the welcome mail was missing, recorded`]);
    const owners = await b.t.services.customerAccounts.list(clientId);
    expect(owners.map((u) => [u.email, u.role])).toEqual([[BUYER.email, 'owner']]);
    const [welcome] = await welcomes();
    expect(welcome?.text).toMatch(/#token=/);
    // Recorded now: the next run leaves it alone, and one mail went.
    expect((await reconcile())?.lines).toEqual([]);
    expect(await welcomes()).toHaveLength(1);
  });

  it('runs once across processes by its lease, and says when PayPal cannot be read', async () => {
    await open();
    const { subscriptionId } = await b.start('Starter');
    fake.billing.approve(subscriptionId);
    const reconciler = b.t.services.subscriptions.reconciler;
    const [one, two] = await Promise.all([reconciler.run(), reconciler.run()]);
    expect([one, two].filter((r) => r === null)).toHaveLength(1);
    expect((one ?? two)?.created).toBe(1);
    // PayPal does not know the subscription any more (or is down): counted and logged, nothing changes.
    fake.billing.subscriptions.delete(subscriptionId);
    const failing = await reconcile();
    expect(failing).toMatchObject({ checked: 0, failed: 1 });
    expect(failing?.lines[0]).toMatch(new RegExp(`subscription ${subscriptionId}: not reconciled now`));
  });
});
