import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FAKE_CREDENTIALS,
  startFakePaypal,
  type FakePaypal,
} from '../server/payments/testing/fake-paypal.ts';
import { startBillingApp, BUYER } from '../server/payments/testing/billing-app.ts';
import { createdDataDir, runCli, tempDataDir } from './testing/run-cli.ts';

describe('billing commands against a fake PayPal', { timeout: 60_000 }, () => {
  let fake: FakePaypal;
  let dir: string;
  beforeAll(async () => {
    fake = await startFakePaypal();
    dir = await createdDataDir();
  });
  afterAll(() => fake.close());
  const env = () => ({
    PAYPAL_CLIENT_ID: FAKE_CREDENTIALS.clientId,
    PAYPAL_CLIENT_SECRET: FAKE_CREDENTIALS.clientSecret,
    PAYPAL_API_BASE: fake.url,
  });

  it('makes each plan once in PayPal and keeps the ids', async () => {
    const first = await runCli(dir, ['--json', 'billing', 'sync-plans'], { env: env() });
    expect(first.exitCode).toBe(0);
    const { plans } = first.json<{ plans: { plan: string; price: string; planId: string }[] }>();
    expect(plans.map((p) => [p.plan, p.price])).toEqual([
      ['Starter', '29.00'],
      ['Premium', '49.00'],
      ['Enterprise', '149.00'],
    ]);
    expect(fake.billing.plans.size).toBe(3);
    const again = await runCli(dir, ['--json', 'billing', 'sync-plans'], { env: env() });
    expect(again.json<{ plans: { planId: string }[] }>().plans.map((p) => p.planId)).toEqual(
      plans.map((p) => p.planId),
    );
    expect(fake.billing.plans.size).toBe(3);
    expect(fake.billing.products.size).toBe(3);
  });

  it('reconciles with PayPal on demand: a paid subscription whose webhook never came gets its workspace', async () => {
    const own = tempDataDir();
    // A buyer started and approved at PayPal, then closed the tab; no webhook reached the server.
    const b = await startBillingApp(fake, {}, { dataDir: own });
    const { subscriptionId } = await b.start('Starter');
    fake.billing.approve(subscriptionId);
    await b.close();

    const first = await runCli(own, ['billing', 'reconcile'], { env: env() });
    expect(first.exitCode).toBe(0);
    expect(first.stdout).toContain(`subscription ${subscriptionId}: status APPROVAL_PENDING → ACTIVE`);
    expect(first.stdout).toContain('Checked 1 subscriptions with PayPal: 1 changed, 1 workspaces made');
    const clients = await runCli(own, ['--json', 'clients', 'list'], { env: env() });
    expect(JSON.stringify(clients.json())).toContain(BUYER.businessName);
    const again = await runCli(own, ['--json', 'billing', 'reconcile'], { env: env() });
    expect(again.json()).toMatchObject({ checked: 1, changed: 0, created: 0, failed: 0, lines: [] });
  });

  it('says PayPal is not configured, in one line, without credentials', async () => {
    const reconcile = await runCli(dir, ['billing', 'reconcile']);
    expect(reconcile.exitCode).not.toBe(0);
    expect(reconcile.stderr).toMatch(/PayPal is not configured/);
    const r = await runCli(dir, ['billing', 'sync-plans']);
    expect(r.exitCode).not.toBe(0);
    expect(r.stderr).toMatch(/PayPal is not configured/);
  });
});
