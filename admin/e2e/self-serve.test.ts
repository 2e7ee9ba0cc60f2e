/**
 * A buyer goes from the pricing page to a live assistant on their own site without an operator, in
 * Chromium, on a laptop (1280×800) and on a phone (390×844): subscribe through a fake PayPal, get the
 * set-password mail from a loopback SMTP server, set the password (which signs them in), then through
 * the workspace's pages: Home's checklist, Knowledge, the Assistant's preview in the business's own
 * look, Developers' script, Team, Inbox, Analytics, Billing. Every /app screen is checked with axe
 * (no serious or critical finding) and, on the phone, for sideways scrolling.
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
import { seriousViolations } from './console-harness.ts';
import type { Page } from 'playwright-core';

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
  browser = await launchBrowser();
}, 300_000);

/** A fresh server per buyer: each buys for the same website, as a real first buyer would. */
const startApp = () =>
  startTestApp({
    listen: true,
    distDir,
    env: {
      PAYPAL_CLIENT_ID: FAKE_CREDENTIALS.clientId,
      PAYPAL_CLIENT_SECRET: FAKE_CREDENTIALS.clientSecret,
      PAYPAL_API_BASE: fake.url,
      FRONTDESK_SMTP_URL: smtp.url,
    },
  });

afterAll(async () => {
  await Promise.allSettled([browser?.close(), fake?.close(), smtp?.close(), site?.close()]);
  if (distDir) fs.rmSync(distDir, { recursive: true, force: true });
});

/** What a screen must be: no serious or critical axe finding, and nothing wider than the phone. */
async function screenIsSound(page: Page, name: string) {
  expect(await seriousViolations(page), name).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name} scrolls sideways`).toBeLessThanOrEqual(0);
}

/** Opens a workspace page from its navigation (a sidebar on a laptop, a scrolling bar on a phone). */
async function open(page: Page, label: string) {
  await page
    .getByRole('navigation', { name: 'Workspace' })
    .getByRole('link', { name: label, exact: true })
    .click();
  await page.getByRole('heading', { level: 1, name: label }).waitFor();
}

const BUYERS = [
  {
    device: 'laptop',
    viewport: { width: 1280, height: 800 },
    host: '127.0.0.1',
    business: 'Loopback Bikes',
    email: 'jane@loopback.example',
  },
  {
    device: 'phone',
    viewport: { width: 390, height: 844 },
    host: '127.0.0.1',
    business: 'Pocket Bikes',
    email: 'pia@pocket.example',
  },
] as const;

describe.each(BUYERS)('self-serve on a $device, from the pricing page to a live assistant', (buyer) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startApp();
  });
  afterAll(async () => app?.close());

  it('buys, sets a password from the email (signed in), walks the workspace, goes live, and the widget answers on the registered origin', async () => {
    const { email, business } = buyer;
    // Conversations are table rows on a laptop and cards on a phone.
    const sessionItem = buyer.device === 'phone' ? 'session-card' : 'session-row';
    const context = await browser.newContext({ viewport: buyer.viewport });
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

    // The site's "Client Login" leads to the workspace, not the operators' console (a menu on phones).
    await page.goto(`${app.url}/`);
    if (buyer.device === 'laptop')
      expect(
        await page
          .getByRole('navigation', { name: 'Main' })
          .getByRole('link', { name: 'Client Login' })
          .first()
          .getAttribute('href'),
      ).toBe('/app/login');

    // 1. Buy Premium for the website where the visitor page below is served.
    await page.getByRole('button', { name: 'Choose Premium' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign up for Premium' });
    await dialog.getByLabel('Full name').fill('Jane Loopback');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Business name').fill(business);
    await dialog.getByLabel('Website').fill(buyer.host);
    await dialog.getByRole('button', { name: 'Create Account' }).click();
    const popupOpened = page.waitForEvent('popup');
    await dialog.getByRole('button', { name: 'Subscribe with PayPal' }).click();
    const popup = await popupOpened;
    await clickThatCloses(popup.getByRole('button', { name: 'Pay Now' }));
    const welcome = page.getByRole('dialog', { name: `Welcome, ${business}!` });
    await welcome.waitFor();

    // 2. The set-password link comes by email; the dialog has a link of its own, which opens this
    // workspace only (whoever typed the email saw it), so Jane uses the mailed one.
    const mail = await smtp.next(email);
    const link = /(http\S+\/app\/set-password#token=[\w-]+)/.exec(mail.text)?.[1] ?? '';
    expect(link.startsWith(`${app.url}/app/set-password#token=`)).toBe(true);
    const pageLink = await welcome.getByTestId('set-password-link').getAttribute('href');
    expect(pageLink?.startsWith(`${app.url}/app/set-password#token=`)).toBe(true);
    expect(pageLink).not.toBe(link);

    await page.goto(link);
    await page.getByText(`For your ${business} workspace.`, { exact: false }).waitFor();
    await screenIsSound(page, 'set password');
    await page.getByLabel('New password').fill('bikes-are-great');
    await page.getByLabel('Repeat the password').fill('bikes-are-great');
    await page.getByRole('button', { name: 'Set password and sign in' }).click();

    // 3. Home, in the business's name: the checklist greets the owner.
    await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
    await page.getByRole('heading', { name: 'Get started' }).waitFor();
    await page.getByText('0 of 3 done').waitFor();
    expect(await page.getByTestId('business-name').textContent()).toBe(business);
    await expect.poll(() => page.title()).toBe(`Home · ${business}`);
    // Operators' things and words are not on a customer's screen.
    expect(await page.getByRole('button', { name: 'Message Usage' }).count()).toBe(0);
    expect(await page.getByText(/Member Since|Not specified|the client/).count()).toBe(0);
    await screenIsSound(page, 'home');

    // 4. Knowledge: the business's own words.
    await open(page, 'Knowledge');
    await page
      .getByLabel('What your assistant should know')
      .fill(
        'Repairs: we repair any bike within 3 working days. Opening hours are 8 AM to 5 PM, Monday to Friday.',
      );
    await page.getByRole('button', { name: 'Save knowledge' }).click();
    await page.getByRole('button', { name: 'Save knowledge' }).and(page.locator(':disabled')).waitFor();
    await screenIsSound(page, 'knowledge');
    await open(page, 'Home');
    await page.getByText('1 of 3 done').waitFor();

    // 5. Opening the preview is not trying it: the step is done once a question was asked.
    await open(page, 'Assistant');
    const preview = page.getByTestId('widget-host');
    // The business's own widget, not Frontdesk's.
    await preview.getByRole('heading', { name: business }).waitFor();
    await screenIsSound(page, 'assistant');
    await open(page, 'Home');
    await page.getByText('1 of 3 done').waitFor();
    await open(page, 'Assistant');
    // The preview of "Try your assistant" (the look's sketch has a message box of its own).
    const tryIt = page.locator('#try');
    await tryIt.getByPlaceholder('Type your message here...').fill('How long does a bike repair take?');
    await tryIt.getByRole('button', { name: 'Send message' }).click();
    await expect
      .poll(() => tryIt.locator('[data-sender="ai"]').first().innerText(), { timeout: 15_000 })
      .toMatch(/3 working days/);
    await open(page, 'Home');
    await page.getByText('2 of 3 done').waitFor();

    // 6. Developers: copy the script; the sign-up is live on its website already, so the checklist goes.
    await open(page, 'Developers');
    const script =
      (await page.locator('pre code').filter({ hasText: 'data-access-token' }).textContent()) ?? '';
    await page.getByRole('button', { name: 'Copy Website script' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(script);
    await screenIsSound(page, 'developers');
    await open(page, 'Home');
    await page.getByRole('heading', { name: 'Your assistant' }).waitFor();
    await page.getByText('Live', { exact: true }).waitFor();
    expect(await page.getByRole('heading', { name: 'Get started' }).count()).toBe(0);
    const clientId = /data-client-id="([^"]+)"/.exec(script)?.[1] ?? '';
    const client = await app.services.clients.get(clientId);
    expect(client).toMatchObject({ testMode: false, testAccessToken: null, email, domain: buyer.host });
    expect(script).toContain(`data-access-token="${client.accessToken}"`);
    // A second device sees the same checklist: it is the server's.
    expect((await app.services.workspaceChecklist.get(clientId)).tried).not.toBeNull();

    // 7. Team: the owner names themself for visitors and invites a teammate (by email).
    await open(page, 'Team');
    await page.getByLabel('Display name').fill('Jane from the shop');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Jane from the shop').first().waitFor();
    await page.getByLabel('Invite by email').fill(`sam.${buyer.device}@loopback.example`);
    await page.getByRole('button', { name: 'Invite' }).click();
    const invitation = await smtp.next(`sam.${buyer.device}@loopback.example`);
    expect(invitation.text).toContain('/app/set-password#token=');
    await page
      .getByTestId('user-row')
      .filter({ hasText: `sam.${buyer.device}@loopback.example` })
      .waitFor();
    await screenIsSound(page, 'team');

    // 8. A visitor of the registered website chats with the new assistant.
    site.setPage(
      `<!doctype html><html><head><meta charset="utf-8"><title>${business}</title></head><body><h1>Bikes</h1>${script}</body></html>`,
    );
    const visitor = await browser.newContext();
    const shop = await visitor.newPage();
    shop.setDefaultTimeout(15_000);
    await shop.goto(site.url(buyer.host));
    await w.launcher(shop).click();
    await sendMessage(shop, 'When are you open?');
    await expect
      .poll(() => w.messages(shop, 'ai').first().innerText(), { timeout: 15_000 })
      .toMatch(/8 AM to 5 PM/);

    // 9. Inbox: that conversation and the owner's own preview; a new one appears without a reload.
    await open(page, 'Inbox');
    await page.getByTestId(sessionItem).nth(1).waitFor();
    expect(await page.getByTestId(sessionItem).count()).toBe(2);
    await screenIsSound(page, 'inbox');
    const second = await browser.newContext();
    const shop2 = await second.newPage();
    shop2.setDefaultTimeout(15_000);
    await shop2.goto(site.url(buyer.host));
    await w.launcher(shop2).click();
    await sendMessage(shop2, 'Do you repair bikes?');
    await page.getByTestId(sessionItem).nth(2).waitFor();

    // 10. Analytics of this business only (no client picker), Billing, and the workspace's own 404.
    await open(page, 'Analytics');
    expect(await page.getByRole('combobox', { name: 'Client' }).count()).toBe(0);
    await page.getByRole('heading', { name: 'Total Visitors' }).waitFor();
    await screenIsSound(page, 'analytics');
    await open(page, 'Billing');
    await page.getByText('You are on Premium ($49/month).').waitFor();
    await screenIsSound(page, 'billing');
    await page.goto(`${app.url}/app/no-such-page`);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await screenIsSound(page, 'not found');
    await page.getByRole('link', { name: 'Go to Home' }).click();
    await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();

    if (buyer.device === 'laptop') {
      // 9. The owner moves the subscription to Enterprise: PayPal approves the revision, and only then
      // does the plan (and its limit) change. The receipt of the first payment is printable.
      await open(page, 'Billing');
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

      // 12. One login, several workspaces: invited to another business, Jane switches to it.
      const other = await app.services.clients.create({
        clientName: 'Olga Other',
        businessName: 'Other Bakery',
        domain: 'other-bakery.example',
        plan: 'Starter',
      });
      const added = await app.services.customerAccounts.addUser(other.id, { email, role: 'member' });
      expect(added.status).toBe('added');
      await page.reload();
      await page.getByRole('combobox', { name: 'Workspace' }).selectOption({ label: 'Other Bakery' });
      await page.getByTestId('business-name').filter({ hasText: 'Other Bakery' }).waitFor();
      await open(page, 'Billing');
      await page.getByText('You are on Starter ($29/month).').waitFor();
      expect(await page.getByRole('button', { name: /^Upgrade to/ }).count()).toBe(0);
    }

    expect(errors).toEqual([]);
    await Promise.all([visitor.close(), second.close(), context.close()]);
  }, 300_000);
});
