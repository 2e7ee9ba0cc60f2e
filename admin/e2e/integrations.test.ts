/**
 * Webhooks and notices in the browser: an operator creates an endpoint on the console's client page
 * and sees its signing secret once, a conversation's event reaches a loopback receiver signed with it
 * and shows in the delivery log, "Redeliver" sends the same event again; the operator follows the
 * client's notices; the owner finds the endpoint on /app's Developers page (without the operator's
 * own choice); no serious accessibility violation.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from '../../contract/clients.ts';
import { signedInCustomer } from '../../server/testing/customer-session.ts';
import {
  startWebhookReceiver,
  verifySignature,
  type WebhookReceiver,
} from '../../server/testing/webhook-receiver.ts';
import { expectToast, seriousViolations, startConsole, type ConsoleHarness } from './console-harness.ts';
import { converse } from './seed.ts';

let h: ConsoleHarness;
let hook: WebhookReceiver;
let shop: Client;

beforeAll(async () => {
  hook = await startWebhookReceiver();
  // The receiver is on loopback: private addresses are allowed for this deployment.
  h = await startConsole({ env: { FRONTDESK_ALLOW_PRIVATE_NETWORK: 'true' } });
  shop = await h.app.services.clients.create({
    clientName: 'Hook Owner',
    businessName: 'Hook Hardware',
    domain: 'hookhardware.example',
    plan: 'Premium',
    testMode: true,
    aiContent: 'We are open Monday to Friday, 9 to 5.',
  });
});
afterAll(async () => {
  await h?.close();
  await hook?.close();
});

describe('webhooks and notices in the console and /app', { timeout: 180_000 }, () => {
  let secret = '';
  const endpointUrl = () => `${hook.url}/e2e/hooks`;

  it('creates an endpoint, shows its secret once, logs a signed delivery and redelivers it', async () => {
    const page: Page = await h.newPage({ signedIn: true });
    await page.goto(`/admin/clients/${shop.id}`);
    const section = page.getByRole('region', { name: 'Webhooks' });
    await section.getByText('No endpoints yet.').waitFor();
    await section.getByLabel('Endpoint URL').fill(endpointUrl());
    await section.getByLabel('message.created').check();
    await section.getByRole('button', { name: 'Add Endpoint' }).click();
    await expectToast(page, 'Webhook endpoint created');
    secret = await section.getByLabel('Signing secret').inputValue();
    expect(secret).toMatch(/^whsec_/);
    await section.getByText(endpointUrl()).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await section.getByRole('button', { name: 'Done' }).click();
    await page.reload();
    await section.getByText(endpointUrl()).waitFor();
    expect(await page.content()).not.toContain(secret);

    await converse(h.app, shop, 'e2e_hooks_session_0001', ['When are you open?']);
    // The visitor's message and the assistant's reply.
    const [first] = await hook.waitFor(2, (x) => x.path === '/e2e/hooks');
    expect(verifySignature(String(first!.headers['frontdesk-signature']), first!.body, secret)).toBe(true);
    expect(first!.json.type).toBe('message.created');
    // The receiver answers before the row is written: the log is read once both are.
    const [endpoint] = (await h.app.services.outbox.webhooks.list(shop.id)) as { id: string }[];
    for (;;) {
      const log = await h.app.services.outbox.webhooks.deliveries(shop.id, endpoint!.id, { limit: 10 });
      if (log.deliveries.length === 2 && log.deliveries.every((d) => d.status === 'delivered')) break;
      await new Promise((r) => setTimeout(r, 50));
    }

    await section.getByRole('button', { name: 'Deliveries' }).click();
    const row = section
      .getByRole('row')
      .filter({ hasText: 'message.created' })
      .filter({ hasText: 'delivered' });
    await row.first().waitFor();
    expect(await row.first().textContent()).toContain('200');
    expect(await row.count()).toBe(2);
    const ids = hook.received.filter((x) => x.path === '/e2e/hooks').map((x) => x.json.id);
    await row.last().getByRole('button', { name: 'Redeliver' }).click();
    await expectToast(page, 'Queued again');
    const again = await hook.waitFor(3, (x) => x.path === '/e2e/hooks');
    const resent = again.at(-1)!;
    // The same event again: its id, the receiver's idempotency key, is one it had already.
    expect(ids).toHaveLength(2);
    expect(ids).toContain(resent.json.id);
    expect(verifySignature(String(resent.headers['frontdesk-signature']), resent.body, secret)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('lets the operator follow the client’s notices', async () => {
    const page = await h.newPage({ signedIn: true });
    await page.goto(`/admin/clients/${shop.id}`);
    const mine = page.getByRole('group', { name: 'Your notices for this client' });
    await mine.getByText('You do not follow this client').waitFor();
    await mine.getByLabel('Send my notices to').fill('ops@frontdesk.example');
    await mine.getByRole('button', { name: 'Follow this client' }).click();
    await expectToast(page, 'Notification settings saved');
    await mine.getByText('You follow this client: the notices below go to ops@frontdesk.example.').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('shows the owner the endpoint on /app’s Developers page, without the operator’s own choice', async () => {
    const owner = await signedInCustomer(h.app, shop.id, 'owner@hookhardware.example', 'owner');
    const page = await h.newPage();
    const [name, value] = owner.cookie.split('=') as [string, string];
    await page.context().addCookies([{ name, value, url: h.url }]);
    await page.goto('/app/developers');
    const section = page.getByRole('region', { name: 'Webhooks' });
    await section.getByText(endpointUrl()).waitFor();
    expect(await page.getByText('Your notices for this client').count()).toBe(0);
    expect(await page.content()).not.toContain(secret);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
