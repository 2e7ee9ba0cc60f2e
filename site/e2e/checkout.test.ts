/**
 * A plan subscribed to in Chromium, end to end: the built site and the real server, which talks to a
 * fake PayPal REST server on loopback (Catalog, Subscriptions). PayPal's browser SDK cannot load
 * offline, so its script URL is answered with fixtures/fake-paypal-sdk.ts (typed against the
 * library's declarations) and PayPal's approval popup with fixtures/fake-paypal-checkout.html, whose
 * Pay Now stands for the buyer's approval (the test tells the fake PayPal, as PayPal's own page
 * would); everything else leaves the machine nowhere.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { clickThatCloses, launchBrowser } from '../../scripts/testing/browser.ts';
import {
  FAKE_CREDENTIALS,
  startFakePaypal,
  type FakePaypal,
} from '../../server/payments/testing/fake-paypal.ts';
import { startTestApp, type TestApp } from '../../server/testing/test-app.ts';
import { ensureWidgetBuilt } from '../../widget/e2e/built-widget.ts';
import { builtSite } from '../testing/built-site.ts';

/** Where @paypal/paypal-js's loadCoreSdkScript fetches the v6 core for environment "sandbox". */
const PAYPAL_ORIGIN = 'https://www.sandbox.paypal.com';
const SDK_URL = `${PAYPAL_ORIGIN}/web-sdk/v6/core`;

const TOASTS = {
  success: 'Payment Successful! Your account has been created successfully.',
  paymentFailed: 'Payment Error: There was an issue processing your payment.',
  orderFailed: 'Error: Failed to create PayPal order',
  paypalError: 'Payment Error: There was an issue with PayPal.',
};

let browser: Browser;
let app: TestApp;
let fake: FakePaypal;
let distDir: string;
let fakeSdk: string;
let checkoutPage: string;

/** The fixture SDK as the classic script PayPal serves: types erased, wrapped so nothing leaks. */
function compileFakeSdk(): string {
  const source = fs.readFileSync(new URL('./fixtures/fake-paypal-sdk.ts', import.meta.url), 'utf8');
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: {
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      verbatimModuleSyntax: true,
    },
  });
  return `(() => {\n${outputText.replace(/^export \{\};?$/m, '')}\n})();\n`;
}

beforeAll(async () => {
  fakeSdk = compileFakeSdk();
  checkoutPage = fs.readFileSync(new URL('./fixtures/fake-paypal-checkout.html', import.meta.url), 'utf8');
  const [site, widget] = await Promise.all([builtSite(), ensureWidgetBuilt()]);
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'frontdesk-checkout-dist-'));
  fs.symlinkSync(site, path.join(distDir, 'site'));
  fs.symlinkSync(widget, path.join(distDir, 'widget'));
  fake = await startFakePaypal();
  [browser, app] = await Promise.all([
    launchBrowser(),
    startTestApp({
      listen: true,
      distDir,
      env: {
        PAYPAL_CLIENT_ID: FAKE_CREDENTIALS.clientId,
        PAYPAL_CLIENT_SECRET: FAKE_CREDENTIALS.clientSecret,
        PAYPAL_API_BASE: fake.url,
      },
    }),
  ]);
}, 180_000);

afterAll(async () => {
  await Promise.allSettled([browser?.close(), app?.close(), fake?.close()]);
  if (distDir) fs.rmSync(distDir, { recursive: true, force: true });
});

afterEach(() => {
  fake.billing.state.nextSubscription = null;
});

interface Buyer {
  fullName: string;
  email: string;
  businessName: string;
  website: string;
}

/**
 * Opens the home page in a fresh context, chooses a plan, fills the sign-up form and creates the
 * account, up to the moment the PayPal button can be clicked.
 */
async function openCheckout(plan: 'Starter' | 'Premium' | 'Enterprise', buyer: Buyer) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const sdkRequests: string[] = [];
  await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => {
    const url = new URL(route.request().url());
    if (url.origin === PAYPAL_ORIGIN && url.pathname === '/web-sdk/v6/core') {
      sdkRequests.push(url.href);
      return route.fulfill({ status: 200, contentType: 'text/javascript', body: fakeSdk });
    }
    if (url.origin === PAYPAL_ORIGIN && url.pathname === '/checkoutnow') {
      return route.fulfill({ status: 200, contentType: 'text/html', body: checkoutPage });
    }
    return route.abort();
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  const api: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.origin === app.url && url.pathname.startsWith('/api/')) api.push(`${r.method()} ${url.pathname}`);
  });

  await page.goto(`${app.url}/`);
  await page.getByRole('button', { name: `Choose ${plan}` }).click();
  const dialog = page.getByRole('dialog', { name: `Sign up for ${plan}` });
  await dialog.waitFor();
  await dialog.getByLabel('Full name').fill(buyer.fullName);
  await dialog.getByLabel('Email').fill(buyer.email);
  await dialog.getByLabel('Business name').fill(buyer.businessName);
  await dialog.getByLabel('Website').fill(buyer.website);
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  // Enabled only once the SDK instance and the subscription session exist.
  const payButton = dialog.getByRole('button', { name: 'Subscribe with PayPal' });
  await payButton.waitFor();
  return { context, page, dialog, payButton, errors, api, sdkRequests };
}

/** Clicks the PayPal button and returns PayPal's approval popup once it shows the subscription. */
async function subscribeWithPaypal(page: Page, payButton: Locator) {
  const popupOpened = page.waitForEvent('popup');
  await payButton.click();
  const popup = await popupOpened;
  await popup.waitForURL((url) => url.origin === PAYPAL_ORIGIN && url.pathname === '/checkoutnow');
  const subscriptionId = new URL(popup.url()).searchParams.get('token') ?? '';
  expect(await popup.locator('#order').textContent()).toBe(subscriptionId);
  return { popup, subscriptionId };
}

/** The buyer approves at PayPal: the subscription turns ACTIVE there, then the popup reports back. */
async function approve(popup: Page, subscriptionId: string) {
  fake.billing.approve(subscriptionId);
  await clickThatCloses(popup.getByRole('button', { name: 'Pay Now' }));
}

/** Settles once the popup is closed, including when that happened before the call. */
const closed = (popup: Page) =>
  popup.isClosed() ? Promise.resolve() : popup.waitForEvent('close').then(() => undefined);

async function toastSays(page: Page, text: string) {
  const toast = page.getByTestId('toast');
  await toast.filter({ hasText: text }).waitFor({ timeout: 10_000 });
  expect(await toast.textContent()).toContain(text);
}

const clientsWithEmail = async (email: string) =>
  (await app.services.clients.list()).filter((c) => c.email === email);

const sdkLog = (page: Page) =>
  page.evaluate(
    () =>
      (
        window as unknown as {
          __fakePaypalSdk: {
            instances: { clientId?: string; components: string[]; pageType?: string }[];
            starts: { presentationMode: string; orderId?: string }[];
          };
        }
      ).__fakePaypalSdk,
  );

const planOf = (subscriptionId: string) =>
  fake.billing.plans.get(fake.billing.subscriptions.get(subscriptionId)?.plan_id ?? '');

describe('plan subscription in Chromium against a fake PayPal', () => {
  it('subscribes: PayPal plan at the plan price, approval, a new live client on an ACTIVE subscription', async () => {
    const buyer = {
      fullName: 'Jane Cooper',
      email: 'jane@cooper.example',
      businessName: 'Cooper & Co',
      website: 'cooper.example',
    };
    const { context, page, dialog, payButton, errors, api, sdkRequests } = await openCheckout(
      'Premium',
      buyer,
    );
    expect(sdkRequests).toEqual([SDK_URL]);
    expect(await dialog.getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe('/terms');
    expect(await dialog.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy');
    // The provider handed the server's public client id to createInstance, with the component it needs.
    expect((await sdkLog(page)).instances).toEqual([
      { clientId: FAKE_CREDENTIALS.clientId, components: ['paypal-subscriptions'], pageType: 'checkout' },
    ]);

    const { popup, subscriptionId } = await subscribeWithPaypal(page, payButton);
    expect(planOf(subscriptionId)).toMatchObject({ price: '49.00', currency: 'USD' });
    await approve(popup, subscriptionId);
    await closed(popup);

    await toastSays(page, TOASTS.success);
    await dialog.waitFor({ state: 'hidden' });
    expect(api).toEqual([
      'GET /api/paypal/setup',
      'POST /api/checkout/subscriptions',
      `POST /api/checkout/subscriptions/${subscriptionId}`,
    ]);
    expect((await sdkLog(page)).starts).toEqual([{ presentationMode: 'auto', orderId: subscriptionId }]);

    const [client, ...others] = await clientsWithEmail(buyer.email);
    expect(others).toEqual([]);
    expect(client).toMatchObject({
      plan: 'Premium',
      domain: 'cooper.example',
      businessName: 'Cooper & Co',
      testMode: false,
      testAccessToken: null,
    });
    const billing = await app.services.subscriptions.account.view(client?.id ?? '');
    expect(billing.subscription).toMatchObject({ id: subscriptionId, status: 'ACTIVE', plan: 'Premium' });
    expect(billing.payments.map((p) => p.amount)).toEqual(['49.00']);

    const welcome = page.getByRole('dialog', { name: 'Welcome, Cooper & Co!' });
    await welcome.waitFor();
    const snippet = await welcome.getByTestId('embed-snippet').textContent();
    expect(snippet).toContain(`data-access-token="${client?.accessToken}"`);
    expect(await welcome.getByTestId('set-password-link').getAttribute('href')).toMatch(
      /\/app\/set-password#token=[\w-]{40,}$/,
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it('makes the workspace of a buyer who approved and closed the tab, from the sign-up sent before PayPal', async () => {
    const buyer = {
      fullName: 'Tom Tabcloser',
      email: 'tom@closedtab.example',
      businessName: 'Closed Tab Cafe',
      website: 'closedtab.example',
    };
    const { context, page, payButton } = await openCheckout('Starter', buyer);
    const starts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/checkout/subscriptions')
        starts.push(r.postData() ?? '');
    });
    const { subscriptionId } = await subscribeWithPaypal(page, payButton);
    // The sign-up went with the start, before the approval, and no password ever does.
    expect(starts.map((b) => JSON.parse(b) as Record<string, unknown>)).toEqual([
      { ...buyer, plan: 'Starter' },
    ]);
    // Approved at PayPal, then the whole window is closed before the popup reports back.
    fake.billing.approve(subscriptionId);
    await context.close();
    expect(await clientsWithEmail(buyer.email)).toEqual([]);
    // No webhook reaches this server (none is configured): the reconciliation finds it paid.
    const run = await app.services.subscriptions.reconciler.run({ force: true });
    expect(run?.created).toBe(1);
    const [client, ...others] = await clientsWithEmail(buyer.email);
    expect(others).toEqual([]);
    expect(client).toMatchObject({
      businessName: buyer.businessName,
      domain: buyer.website,
      plan: 'Starter',
    });
    const owners = await app.services.customerAccounts.list(client?.id ?? '');
    expect(owners.map((u) => [u.email, u.role])).toEqual([[buyer.email, 'owner']]);
  });

  it('creates no client when PayPal does not report the subscription ACTIVE', async () => {
    const buyer = {
      fullName: 'Derek Clined',
      email: 'derek@declined.example',
      businessName: 'Declined Ltd',
      website: 'declined.example',
    };
    const { context, page, dialog, payButton, errors } = await openCheckout('Starter', buyer);
    const { popup } = await subscribeWithPaypal(page, payButton);
    // The popup says approved, PayPal's own record does not.
    await clickThatCloses(popup.getByRole('button', { name: 'Pay Now' }));
    await toastSays(page, TOASTS.paymentFailed);
    expect(await dialog.locator('[role="status"]').textContent()).toContain(
      TOASTS.paymentFailed.split(': ')[1],
    );
    expect(await clientsWithEmail(buyer.email)).toEqual([]);
    expect(await dialog.isVisible()).toBe(true);
    expect(errors.filter((e) => !e.includes('status of 402'))).toEqual([]);
    await context.close();
  });

  it('reports a subscription PayPal refused to make and shows PayPal nothing', async () => {
    const buyer = {
      fullName: 'Olga Order',
      email: 'olga@order.example',
      businessName: 'Order Fail',
      website: 'orderfail.example',
    };
    const { context, page, payButton, errors, api } = await openCheckout('Enterprise', buyer);
    const before = fake.billing.subscriptions.size;
    fake.billing.state.nextSubscription = { status: 500, issue: 'INTERNAL_SERVER_ERROR' };
    const popupOpened = page.waitForEvent('popup');
    await payButton.click();
    await closed(await popupOpened);
    await toastSays(page, TOASTS.orderFailed);
    expect(api).toEqual(['GET /api/paypal/setup', 'POST /api/checkout/subscriptions']);
    expect(fake.billing.subscriptions.size).toBe(before);
    expect((await sdkLog(page)).starts).toEqual([]);
    expect(await payButton.isEnabled()).toBe(true);
    expect(errors).toEqual([
      'Failed to load resource: the server responded with a status of 502 (Bad Gateway)',
    ]);
    await context.close();
  });

  it('lets a buyer who cancelled at PayPal subscribe again, with one client in the end', async () => {
    const buyer = {
      fullName: 'Carla Changed-Mind',
      email: 'carla@cancel.example',
      businessName: 'Second Thoughts',
      website: 'secondthoughts.example',
    };
    const { context, page, dialog, payButton, errors } = await openCheckout('Starter', buyer);
    const first = await subscribeWithPaypal(page, payButton);
    await clickThatCloses(first.popup.getByRole('button', { name: 'Cancel and return to merchant' }));
    await closed(first.popup);
    expect(await page.getByTestId('toast').count()).toBe(0);
    const second = await subscribeWithPaypal(page, payButton);
    expect(second.subscriptionId).not.toBe(first.subscriptionId);
    await approve(second.popup, second.subscriptionId);
    await toastSays(page, TOASTS.success);
    await dialog.waitFor({ state: 'hidden' });
    const clients = await clientsWithEmail(buyer.email);
    expect(clients).toHaveLength(1);
    expect(clients[0]).toMatchObject({ plan: 'Starter', domain: 'secondthoughts.example' });
    expect(fake.billing.subscriptions.get(first.subscriptionId)?.status).toBe('APPROVAL_PENDING');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('plan checkout on a server without PayPal credentials', () => {
  it('says that payments are not set up, never that the connection failed, and loads no PayPal', async () => {
    const bare = await startTestApp({ listen: true, distDir });
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const outside: string[] = [];
    await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => {
      outside.push(route.request().url());
      return route.abort();
    });
    try {
      const page = await context.newPage();
      await page.goto(`${bare.url}/`);
      await page.getByRole('button', { name: 'Choose Starter' }).click();
      const dialog = page.getByRole('dialog', { name: 'Sign up for Starter' });
      await dialog.getByLabel('Full name').fill('Nora Bell');
      await dialog.getByLabel('Email').fill('nora@bell.example');
      await dialog.getByLabel('Business name').fill('Bell Books');
      await dialog.getByLabel('Website').fill('bell.example');
      await dialog.getByRole('button', { name: 'Create Account' }).click();
      const notice = dialog.getByTestId('payments-not-set-up');
      await notice.waitFor();
      expect(await notice.textContent()).toContain('Payments are not set up on this server yet');
      expect(await dialog.getByTestId('paypal-unavailable').count()).toBe(0);
      expect(await dialog.textContent()).not.toContain('check your connection');
      expect(outside).toEqual([]);
    } finally {
      await context.close();
      await bare.close();
    }
  });
});
