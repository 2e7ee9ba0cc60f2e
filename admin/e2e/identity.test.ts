import crypto from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from '../../contract/clients.ts';
import { expectToast, seriousViolations, startConsole, type ConsoleHarness } from './console-harness.ts';
import { converse, widgetHeaders } from './seed.ts';

let h: ConsoleHarness;
let page: Page;
let shop: Client;
const SESSION = 'identity_session_000001';

beforeAll(async () => {
  h = await startConsole();
  shop = await h.app.services.clients.create({
    clientName: 'Shop Owner',
    businessName: 'Identity Shop',
    domain: 'identityshop.example',
    plan: 'Premium',
    industry: 'Retail',
    testMode: true,
    aiContent: 'Shipping takes two business days.',
  });
  page = await h.newPage({ signedIn: true });
});
afterAll(() => h?.close());

describe('visitor identity in the console', () => {
  it('creates the identity secret once, shows only "Set" afterwards, and rotates it after a confirmation', async () => {
    await page.goto(`/admin/clients/${shop.id}`);
    const section = page.getByRole('region', { name: 'Visitor Identity' });
    await section.getByText('Not set').waitFor();
    await section.getByRole('button', { name: 'Create Secret' }).click();
    await expectToast(page, 'Identity secret created');
    const secret = await section.getByLabel('New identity secret').inputValue();
    expect(secret).toMatch(/^fd_ids_/);
    await section.getByText('Set', { exact: true }).waitFor();
    await page.reload();
    await section.getByText('Set', { exact: true }).waitFor();
    expect(await section.innerText()).not.toContain(secret);
    expect(await seriousViolations(page)).toEqual([]);

    await section.getByRole('button', { name: 'Rotate Secret' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Rotate Secret' }).click();
    await expectToast(page, 'Identity secret created');
    expect(await section.getByLabel('New identity secret').inputValue()).not.toBe(secret);
  });

  it("shows a chat's verified visitor with a badge", async () => {
    const { secret } = await h.app.services.identity.rotateSecret(shop.id);
    await converse(h.app, shop, SESSION, ['How long does shipping take?']);
    const userHash = crypto.createHmac('sha256', secret).update('cust-42').digest('hex');
    const r = await h.app.inject({
      method: 'POST',
      url: '/api/chat/identify',
      headers: widgetHeaders(shop),
      payload: { sessionId: SESSION, userId: 'cust-42', email: 'ann@example.com', name: 'Ann Lee', userHash },
    });
    expect(r.json).toEqual({ verified: true });
    await page.goto(`/admin/chats/${SESSION}?clientId=${shop.id}`);
    await page.getByRole('heading', { name: 'Visitor', exact: true }).waitFor();
    await page.getByText('Verified', { exact: true }).waitFor();
    await page.getByText('Ann Lee').waitFor();
    await page.getByText('signed user hash').waitFor();
    await page.goto(`/admin/chats`);
    await page.getByTestId('session-row').filter({ hasText: 'Verified' }).first().waitFor();
  });
});
