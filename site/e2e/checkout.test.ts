/**
 * A plan bought in Chromium, end to end: the built site and the real server, which talks to a fake
 * PayPal REST server on loopback. PayPal's browser SDK cannot load offline, so its script URL is
 * answered with fixtures/fake-paypal-sdk.ts (typed against the library's declarations) and PayPal's
 * checkout popup with fixtures/fake-paypal-checkout.html; everything else leaves the machine nowhere.
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
  fake.nextCapture = 'COMPLETED';
  fake.nextCreate = 'CREATED';
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
  // Enabled only once the SDK instance and the payment session exist.
  const payButton = dialog.getByRole('button', { name: 'Pay with PayPal' });
  await payButton.waitFor();
  return { context, page, dialog, payButton, errors, api, sdkRequests };
}

/** Clicks the PayPal button and returns PayPal's checkout popup once it shows the order. */
async function payWithPaypal(page: Page, payButton: Locator) {
  const popupOpened = page.waitForEvent('popup');
  await payButton.click();
  const popup = await popupOpened;
  await popup.waitForURL((url) => url.origin === PAYPAL_ORIGIN && url.pathname === '/checkoutnow');
  const orderId = new URL(popup.url()).searchParams.get('token') ?? '';
  expect(await popup.locator('#order').textContent()).toBe(orderId);
  return { popup, orderId };
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

describe('plan checkout in Chromium against a fake PayPal', () => {
  it('buys a plan: order at the plan price, capture, a new live client and its embed snippet', async () => {
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
    // The provider handed the server's public client id to createInstance, with the component it needs.
    expect((await sdkLog(page)).instances).toEqual([
      { clientId: FAKE_CREDENTIALS.clientId, components: ['paypal-payments'], pageType: 'checkout' },
    ]);

    const { popup, orderId } = await payWithPaypal(page, payButton);
    expect(fake.orders.get(orderId)?.amount).toEqual({ currency_code: 'USD', value: '49.00' });
    await clickThatCloses(popup.getByRole('button', { name: 'Pay Now' }));
    await closed(popup);

    await toastSays(page, TOASTS.success);
    await dialog.waitFor({ state: 'hidden' });
    expect(api).toEqual([
      'GET /api/paypal/setup',
      'POST /api/paypal/order',
      `POST /api/paypal/order/${orderId}/capture`,
      'POST /api/checkout/paypal-success',
    ]);
    expect(fake.orders.get(orderId)?.captures).toMatchObject([{ status: 'COMPLETED' }]);
    expect((await sdkLog(page)).starts).toEqual([{ presentationMode: 'auto', orderId }]);

    const [client, ...others] = await clientsWithEmail(buyer.email);
    expect(others).toEqual([]);
    expect(client).toMatchObject({
      plan: 'Premium',
      domain: 'cooper.example',
      businessName: 'Cooper & Co',
      clientName: 'Jane Cooper',
      testMode: false,
      testAccessToken: null,
    });
    const token = client?.accessToken;
    expect(token).toMatch(/^fd_live_\S{20,}/);

    const welcome = page.getByRole('dialog', { name: 'Welcome, Cooper & Co!' });
    await welcome.waitFor();
    const snippet = await welcome.getByTestId('embed-snippet').textContent();
    expect(snippet).toContain(`data-access-token="${token}"`);
    expect(await welcome.getByTestId('set-password-link').getAttribute('href')).toMatch(
      /\/app\/set-password#token=[\w-]{40,}$/,
    );
    expect(snippet).toContain(`data-client-id="${client?.id}"`);
    expect(snippet).toContain(`src="${app.url}/widget.js"`);

    // Closed means reset: choosing a plan again starts from an empty form without payment buttons.
    await welcome.getByRole('button', { name: 'Close', exact: true }).click();
    await welcome.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Choose Premium' }).click();
    const again = page.getByRole('dialog', { name: 'Sign up for Premium' });
    await again.waitFor();
    for (const field of ['Full name', 'Email', 'Business name', 'Website']) {
      expect(await again.getByLabel(field).inputValue(), field).toBe('');
    }
    expect(await again.getByTestId('payment-section').count()).toBe(0);
    expect(await again.getByRole('button', { name: 'Create Account' }).isDisabled()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('reports a DECLINED capture and creates no client', async () => {
    const buyer = {
      fullName: 'Derek Clined',
      email: 'derek@declined.example',
      businessName: 'Declined Ltd',
      website: 'declined.example',
    };
    const { context, page, dialog, payButton, errors, api } = await openCheckout('Starter', buyer);
    const { popup, orderId } = await payWithPaypal(page, payButton);
    fake.nextCapture = 'DECLINED';
    await clickThatCloses(popup.getByRole('button', { name: 'Pay Now' }));

    await toastSays(page, TOASTS.paymentFailed);
    // The open modal makes the page inert, so the announcement must live inside the dialog.
    expect(await dialog.locator('[role="status"]').textContent()).toContain(
      TOASTS.paymentFailed.split(': ')[1],
    );
    expect(api).toEqual([
      'GET /api/paypal/setup',
      'POST /api/paypal/order',
      `POST /api/paypal/order/${orderId}/capture`,
    ]);
    expect(fake.orders.get(orderId)?.captures).toMatchObject([{ status: 'DECLINED' }]);
    expect(await clientsWithEmail(buyer.email)).toEqual([]);
    // The buyer stays in the dialog and may try again.
    expect(await dialog.isVisible()).toBe(true);
    expect(await payButton.isEnabled()).toBe(true);
    expect(errors.filter((e) => !e.includes('status of 402'))).toEqual([]);
    await context.close();
  });

  it('reports a failed order creation and never shows PayPal an order', async () => {
    const buyer = {
      fullName: 'Olga Order',
      email: 'olga@order.example',
      businessName: 'Order Fail',
      website: 'orderfail.example',
    };
    const { context, page, payButton, errors, api } = await openCheckout('Enterprise', buyer);
    const ordersBefore = fake.orders.size;
    fake.nextCreate = { status: 500, issue: 'INTERNAL_SERVER_ERROR' };
    const popupOpened = page.waitForEvent('popup');
    await payButton.click();
    const popup = await popupOpened;
    // The SDK opened its popup inside the click; with no order to show, it closes it again.
    await closed(popup);

    await toastSays(page, TOASTS.orderFailed);
    expect(api).toEqual(['GET /api/paypal/setup', 'POST /api/paypal/order']);
    expect(fake.orders.size).toBe(ordersBefore);
    expect((await sdkLog(page)).starts).toEqual([]);
    expect(await clientsWithEmail(buyer.email)).toEqual([]);
    expect(await payButton.isEnabled()).toBe(true);
    // The only console line is Chromium's note of the 502; the site handles start() rejecting.
    expect(errors).toEqual([
      'Failed to load resource: the server responded with a status of 502 (Bad Gateway)',
    ]);
    await context.close();
  });

  it('reports an error from PayPal itself and captures nothing', async () => {
    const buyer = {
      fullName: 'Petra Provider',
      email: 'petra@provider.example',
      businessName: 'Provider Trouble',
      website: 'provider.example',
    };
    const { context, page, payButton, errors, api } = await openCheckout('Starter', buyer);
    const { popup, orderId } = await payWithPaypal(page, payButton);
    await clickThatCloses(popup.getByRole('button', { name: 'Simulate a PayPal error' }));
    await closed(popup);

    await toastSays(page, TOASTS.paypalError);
    expect(api).toEqual(['GET /api/paypal/setup', 'POST /api/paypal/order']);
    expect(fake.orders.get(orderId)).toMatchObject({ status: 'CREATED', captures: [] });
    expect(await clientsWithEmail(buyer.email)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('reports a payment flow PayPal cannot start, such as a blocked popup', async () => {
    const buyer = {
      fullName: 'Bob Blocker',
      email: 'bob@blocked.example',
      businessName: 'Popup Blockers Inc',
      website: 'blocked.example',
    };
    const { context, page, payButton, errors } = await openCheckout('Premium', buyer);
    // What a popup blocker does: window.open answers null.
    await page.evaluate(() => {
      window.open = () => null;
    });
    await payButton.click();

    await toastSays(page, TOASTS.paypalError);
    expect((await sdkLog(page)).starts).toEqual([]);
    expect(await clientsWithEmail(buyer.email)).toEqual([]);
    expect(await payButton.isEnabled()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('lets a buyer who cancelled at PayPal pay again with a new order', async () => {
    const buyer = {
      fullName: 'Carla Changed-Mind',
      email: 'carla@cancel.example',
      businessName: 'Second Thoughts',
      website: 'secondthoughts.example',
    };
    const { context, page, dialog, payButton, errors, api } = await openCheckout('Starter', buyer);
    const first = await payWithPaypal(page, payButton);
    await clickThatCloses(first.popup.getByRole('button', { name: 'Cancel and return to merchant' }));
    await closed(first.popup);
    expect(await page.getByTestId('toast').count()).toBe(0);
    expect(await clientsWithEmail(buyer.email)).toEqual([]);

    const second = await payWithPaypal(page, payButton);
    expect(second.orderId).not.toBe(first.orderId);
    await clickThatCloses(second.popup.getByRole('button', { name: 'Pay Now' }));
    await toastSays(page, TOASTS.success);
    await dialog.waitFor({ state: 'hidden' });
    expect(api).toEqual([
      'GET /api/paypal/setup',
      'POST /api/paypal/order',
      'POST /api/paypal/order',
      `POST /api/paypal/order/${second.orderId}/capture`,
      'POST /api/checkout/paypal-success',
    ]);
    expect(fake.orders.get(first.orderId)?.captures).toEqual([]);
    const clients = await clientsWithEmail(buyer.email);
    expect(clients).toHaveLength(1);
    expect(clients[0]).toMatchObject({ plan: 'Starter', domain: 'secondthoughts.example' });
    expect(fake.orders.get(second.orderId)?.amount.value).toBe('29.00');
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
