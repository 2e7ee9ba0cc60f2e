/**
 * A buyer goes from the pricing page to a live assistant on their own site without an operator, in
 * Chromium: subscribe through a fake PayPal, get the set-password mail from a loopback SMTP server, set the
 * password, sign in to the workspace at /app, add knowledge, try the preview, copy the script, and a
 * visitor of the registered origin chats with the assistant.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { clickThatCloses, launchBrowser } from '../../scripts/testing/browser.ts';
import {
  FAKE_CREDENTIALS,
  startFakePaypal,
  type FakePaypal,
} from '../../server/payments/testing/fake-paypal.ts';
import { startSmtpTestServer, type SmtpTestServer } from '../../server/testing/smtp-server.ts';
import { startTestApp, type TestApp } from '../../server/testing/test-app.ts';
import { builtSite } from '../../site/testing/built-site.ts';
import { sendMessage, startHostSite, w, type HostSite } from '../../widget/e2e/harness.ts';
import { builtDistDir } from './built-dist.ts';

const PAYPAL_ORIGIN = 'https://www.sandbox.paypal.com';
const fixtures = new URL('../../site/e2e/fixtures/', import.meta.url);

function compileFakeSdk(): string {
  const source = fs.readFileSync(new URL('fake-paypal-sdk.ts', fixtures), 'utf8');
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: {
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      verbatimModuleSyntax: true,
    },
  });
  return `(() => {\n${outputText.replace(/^export \{\};?$/m, '')}\n})();\n`;
}

let browser: Browser;
let app: TestApp;
let fake: FakePaypal;
let smtp: SmtpTestServer;
let site: HostSite;
let distDir: string;

beforeAll(async () => {
  const [siteDir, consoleDir] = await Promise.all([builtSite(), builtDistDir()]);
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'frontdesk-self-serve-dist-'));
  fs.symlinkSync(siteDir, path.join(distDir, 'site'));
  fs.symlinkSync(path.join(consoleDir, 'admin'), path.join(distDir, 'admin'));
  fs.symlinkSync(path.join(consoleDir, 'widget'), path.join(distDir, 'widget'));
  [fake, smtp, site] = await Promise.all([startFakePaypal(), startSmtpTestServer(), startHostSite()]);
  [browser, app] = await Promise.all([
    launchBrowser(),
    startTestApp({
      listen: true,
      distDir,
      env: {
        PAYPAL_CLIENT_ID: FAKE_CREDENTIALS.clientId,
        PAYPAL_CLIENT_SECRET: FAKE_CREDENTIALS.clientSecret,
        PAYPAL_API_BASE: fake.url,
        FRONTDESK_SMTP_URL: smtp.url,
      },
    }),
  ]);
}, 300_000);

afterAll(async () => {
  await Promise.allSettled([browser?.close(), app?.close(), fake?.close(), smtp?.close(), site?.close()]);
  if (distDir) fs.rmSync(distDir, { recursive: true, force: true });
});

describe('self-serve, from the pricing page to a live assistant', () => {
  it('buys, sets a password from the email, adds knowledge, goes live, and the widget answers on the registered origin', async () => {
    const email = 'jane@loopback.example';
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.url });
    const fakeSdk = compileFakeSdk();
    const checkoutPage = fs.readFileSync(new URL('fake-paypal-checkout.html', fixtures), 'utf8');
    await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => {
      const url = new URL(route.request().url());
      if (url.origin === PAYPAL_ORIGIN && url.pathname === '/web-sdk/v6/core')
        return route.fulfill({ status: 200, contentType: 'text/javascript', body: fakeSdk });
      if (url.origin === PAYPAL_ORIGIN && url.pathname === '/checkoutnow') {
        // The buyer approves the subscription at PayPal: PayPal's record turns ACTIVE.
        const token = url.searchParams.get('token') ?? '';
        if (fake.billing.subscriptions.get(token)?.status === 'APPROVAL_PENDING') fake.billing.approve(token);
        return route.fulfill({ status: 200, contentType: 'text/html', body: checkoutPage });
      }
      // PayPal's page approving a plan change, which sends the buyer back to the workspace's billing.
      if (url.origin === PAYPAL_ORIGIN && url.pathname === '/webapps/billing/subscriptions/update') {
        const id = (url.searchParams.get('ba_token') ?? '').replace(/^BA-R-/, '');
        fake.billing.approveRevision(id);
        return route.fulfill({ status: 302, headers: { location: `${app.url}/app/billing?revised=1` } });
      }
      return route.abort();
    });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));

    // The site's "Client Login" leads to the workspace, not the operators' console.
    await page.goto(`${app.url}/`);
    expect(
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Client Login' })
        .first()
        .getAttribute('href'),
    ).toBe('/app/login');

    // 1. Buy Premium for the website 127.0.0.1 (where the visitor page below is served).
    await page.getByRole('button', { name: 'Choose Premium' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign up for Premium' });
    await dialog.getByLabel('Full name').fill('Jane Loopback');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Business name').fill('Loopback Bikes');
    await dialog.getByLabel('Website').fill('127.0.0.1');
    await dialog.getByRole('button', { name: 'Create Account' }).click();
    const popupOpened = page.waitForEvent('popup');
    await dialog.getByRole('button', { name: 'Subscribe with PayPal' }).click();
    const popup = await popupOpened;
    await clickThatCloses(popup.getByRole('button', { name: 'Pay Now' }));
    const welcome = page.getByRole('dialog', { name: 'Welcome, Loopback Bikes!' });
    await welcome.waitFor();

    // 2. The set-password link comes by email (the dialog shows the same one).
    const mail = await smtp.next(email);
    const link = /(http\S+\/app\/set-password#token=[\w-]+)/.exec(mail.text)?.[1] ?? '';
    expect(link.startsWith(`${app.url}/app/set-password#token=`)).toBe(true);
    expect(await welcome.getByTestId('set-password-link').getAttribute('href')).toBe(link);

    await page.goto(link);
    await page.getByLabel('New password').fill('bikes-are-great');
    await page.getByLabel('Repeat the password').fill('bikes-are-great');
    await page.getByRole('button', { name: 'Set Password' }).click();
    await page.getByRole('heading', { name: 'Password set' }).waitFor();

    // 3. Sign in to the workspace: the checklist greets the owner.
    await page.getByRole('link', { name: 'Go to sign in' }).click();
    await page.waitForURL(`${app.url}/app/login`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('bikes-are-great');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('heading', { name: 'Get started' }).waitFor();
    await page.getByText('0 of 3 done').waitFor();
    // Operators' things are not on a customer's screen.
    expect(await page.getByRole('button', { name: 'Message Usage' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: '← Back to Clients' }).count()).toBe(0);

    // 4. Add knowledge.
    await page
      .getByLabel('What your assistant should know')
      .fill(
        'Repairs: we repair any bike within 3 working days. Opening hours are 8 AM to 5 PM, Monday to Friday.',
      );
    await page.getByRole('button', { name: 'Save knowledge' }).click();
    await page.getByText('1 of 3 done').waitFor();

    // 5. Try the assistant in the preview; its answer comes from the knowledge just added.
    await page.getByRole('link', { name: 'Open the preview' }).click();
    await page.waitForURL(`${app.url}/app/preview`);
    await page.getByRole('heading', { name: 'AI Chat Preview' }).waitFor();
    await sendMessage(page, 'How long does a bike repair take?');
    await expect
      .poll(() => w.messages(page, 'ai').first().innerText(), { timeout: 15_000 })
      .toMatch(/3 working days/);
    await page.getByRole('link', { name: 'Home' }).click();
    await page.getByText('2 of 3 done').waitFor();

    // 6. Copy the script; the sign-up is live on its website already, so the checklist is done and goes.
    await page.getByText('Live on 127.0.0.1').waitFor();
    const script =
      (await page.locator('code').filter({ hasText: 'data-access-token' }).first().textContent()) ?? '';
    await page.getByRole('button', { name: 'Copy script' }).click();
    await page.getByRole('heading', { name: 'Get started' }).waitFor({ state: 'detached' });
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(script);
    const clientId = /data-client-id="([^"]+)"/.exec(script)?.[1] ?? '';
    const client = await app.services.clients.get(clientId);
    expect(client).toMatchObject({ testMode: false, testAccessToken: null, email, domain: '127.0.0.1' });
    expect(script).toContain(`data-access-token="${client.accessToken}"`);

    // The owner invites a teammate from the workspace; the invitation comes by email.
    await page.getByLabel('Invite by email').fill('sam@loopback.example');
    await page.getByRole('button', { name: 'Invite' }).click();
    const invitation = await smtp.next('sam@loopback.example');
    expect(invitation.text).toContain('/app/set-password#token=');
    await page.getByTestId('user-row').filter({ hasText: 'sam@loopback.example' }).waitFor();

    // 7. A visitor of the registered website chats with the new assistant.
    site.setPage(
      `<!doctype html><html><head><meta charset="utf-8"><title>Loopback Bikes</title></head><body><h1>Bikes</h1>${script}</body></html>`,
    );
    const visitor = await browser.newContext();
    const shop = await visitor.newPage();
    shop.setDefaultTimeout(15_000);
    await shop.goto(site.url('127.0.0.1'));
    await w.launcher(shop).click();
    await sendMessage(shop, 'When are you open?');
    await expect
      .poll(() => w.messages(shop, 'ai').first().innerText(), { timeout: 15_000 })
      .toMatch(/8 AM to 5 PM/);

    // The owner finds that conversation, and their own preview, in the workspace's chats.
    await page.getByRole('link', { name: 'Chats' }).click();
    await page.getByTestId('session-row').nth(1).waitFor();
    const rows = await page.getByTestId('session-row').allInnerTexts();
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(row).toContain('Jane Loopback');

    // 8. Live: a new visitor's conversation appears in the open chats list without a reload.
    const second = await browser.newContext();
    const shop2 = await second.newPage();
    shop2.setDefaultTimeout(15_000);
    await shop2.goto(site.url('127.0.0.1'));
    await w.launcher(shop2).click();
    await sendMessage(shop2, 'Do you repair bikes?');
    await page.getByTestId('session-row').nth(2).waitFor();

    // 9. The owner moves the subscription to Enterprise: PayPal approves the revision, and only then
    // does the plan (and its limit) change. The receipt of the first payment is printable.
    await page.getByRole('link', { name: 'Home' }).click();
    await page.getByText('You are on Premium ($49/month).', { exact: false }).waitFor();
    const billing = page.getByTestId('billing-state');
    await billing.getByText('PayPal subscription: Renews monthly').waitFor();
    await page.getByRole('link', { name: 'Receipt' }).click();
    const receipt = page.getByTestId('receipt');
    await receipt.getByText('49.00 USD').waitFor();
    expect(await receipt.textContent()).toContain('Frontdesk Premium plan, monthly subscription');
    await page.goBack();
    await page.getByRole('button', { name: /^Switch to Enterprise/ }).click();
    await page.waitForURL(`${app.url}/app/billing?revised=1`);
    await page.getByTestId('billing-state').getByText('Enterprise').waitFor();
    expect(await app.services.clients.get(clientId)).toMatchObject({
      plan: 'Enterprise',
      messageLimit: 1000,
    });
    expect(
      [...fake.billing.subscriptions.values()].map((x) => fake.billing.plans.get(x.plan_id)?.price),
    ).toEqual(['149.00']);

    // 10. One login, several workspaces: invited to another business, Jane switches to it from the menu.
    const other = await app.services.clients.create({
      clientName: 'Olga Other',
      businessName: 'Other Bakery',
      domain: 'other-bakery.example',
      plan: 'Starter',
    });
    const added = await app.services.customerAccounts.addUser(other.id, { email, role: 'member' });
    expect(added.setPasswordUrl).toBeNull();
    await page.reload();
    await page.getByRole('combobox', { name: 'Workspace' }).selectOption({ label: 'Other Bakery' });
    await page.getByText('You are on Starter ($29/month).').waitFor();
    // A member sees no billing and no way to change it.
    expect(await page.getByTestId('billing-state').count()).toBe(0);

    expect(errors).toEqual([]);
    await Promise.all([visitor.close(), second.close(), context.close()]);
  }, 300_000);
});
