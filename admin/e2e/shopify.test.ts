/**
 * Connecting a Shopify store in the browser, against the loopback stand-in of its GraphQL Admin API: on
 * the console's client page (a wrong token's field message, then the store connected, its products
 * synced, synced again and disconnected) and on /app's Knowledge page for an owner. The token is a
 * password field and never on the page afterwards; no serious accessibility violation.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from '../../contract/clients.ts';
import { signedInCustomer } from '../../server/testing/customer-session.ts';
import {
  fakeProduct,
  SHOPIFY_TOKEN,
  startFakeShopify,
  type FakeShopify,
} from '../../server/testing/fake-shopify.ts';
import { expectToast, seriousViolations, startConsole, type ConsoleHarness } from './console-harness.ts';

let h: ConsoleHarness;
let shop: FakeShopify;
let client: Client;

const dialog = (page: Page) => page.getByRole('dialog');
const storeRow = (page: Page) => page.getByTestId('knowledge-source').filter({ hasText: 'Shopify store' });

beforeAll(async () => {
  shop = await startFakeShopify({ products: Array.from({ length: 30 }, (_, i) => fakeProduct(i + 1)) });
  h = await startConsole({ env: { FRONTDESK_ALLOW_PRIVATE_NETWORK: 'true' } });
  client = await h.app.services.clients.create({
    clientName: 'Rita Ridge',
    businessName: 'Ridge Supply',
    domain: 'ridge.example',
    plan: 'Premium',
  });
}, 120_000);
afterAll(async () => {
  await h?.close();
  await shop?.close();
});

async function connectStore(page: Page) {
  await page.getByRole('button', { name: 'Connect Shopify store' }).click();
  const token = dialog(page).getByLabel('Admin API access token', { exact: true });
  expect(await token.getAttribute('type')).toBe('password');
  await dialog(page).getByLabel('Store address', { exact: true }).fill(shop.url);
  await token.fill('shpat_wrong_token');
  await dialog(page).getByRole('button', { name: 'Connect Store' }).click();
  await dialog(page).getByText('Shopify refused this access token', { exact: false }).waitFor();
  expect(await token.getAttribute('aria-invalid')).toBe('true');
  expect(await seriousViolations(page)).toEqual([]);
  await token.fill(SHOPIFY_TOKEN);
  await dialog(page).getByRole('button', { name: 'Connect Store' }).click();
  await dialog(page).waitFor({ state: 'detached' });
  await expectToast(page, 'Shopify store connected');
  await storeRow(page).getByText('Ready', { exact: true }).waitFor();
  await storeRow(page).getByText(`${shop.products.length} documents`, { exact: true }).waitFor();
  await storeRow(page).getByText(new URL(shop.url).host, { exact: true }).waitFor();
  expect(await page.content()).not.toContain(SHOPIFY_TOKEN);
}

describe('a Shopify store on the console and /app', { timeout: 180_000 }, () => {
  it('connects, syncs again and disconnects a store from the console’s client page', async () => {
    const page = await h.newPage({ signedIn: true });
    await page.goto(`/admin/clients/${client.id}`);
    await connectStore(page);

    shop.products = shop.products.slice(0, 29);
    await storeRow(page).getByRole('button', { name: 'Sync Ridge Supply Co now' }).click();
    await expectToast(page, 'Sync started');
    await storeRow(page).getByText('29 documents', { exact: true }).waitFor();

    await storeRow(page).getByRole('button', { name: 'Disconnect Ridge Supply Co' }).click();
    await page.getByRole('alertdialog').getByText('the access token is deleted', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Disconnect Store' }).click();
    await storeRow(page).waitFor({ state: 'detached' });
    expect(await h.app.services.knowledgeSources.list(client.id)).toEqual([]);
  });

  it('lets an owner connect the store on /app’s Knowledge page', async () => {
    const owner = await signedInCustomer(h.app, client.id, 'rita@ridge.example', 'owner');
    const page = await h.newPage();
    const [name, value] = owner.cookie.split('=') as [string, string];
    await page.context().addCookies([{ name, value, url: h.url }]);
    await page.goto('/app/knowledge');
    await connectStore(page);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
