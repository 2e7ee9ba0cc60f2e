import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from '../../contract/clients.ts';
import { installationSteps, PLATFORMS } from '../../contract/embed-script.ts';
import {
  expectToast,
  pick,
  seriousViolations,
  startConsole,
  type ConsoleHarness,
} from './console-harness.ts';

let h: ConsoleHarness;
let page: Page;
let client: Client;

beforeAll(async () => {
  h = await startConsole();
  client = await h.app.services.clients.create({
    clientName: 'Dana Owner',
    businessName: 'Sunny Days Boutique',
    domain: 'sunnydays.example',
    plan: 'Premium',
  });
  page = await h.newPage({ signedIn: true });
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: h.url });
});
afterAll(async () => h?.close());

const section = (p: Page, title: string) =>
  p.getByRole('heading', { name: title, exact: true }).locator('..');
const clipboard = (p: Page) => p.evaluate(() => navigator.clipboard.readText());

describe('onboarding', () => {
  it('asks for a client before copying or downloading', async () => {
    await page.goto('/admin/onboarding');
    await page.getByRole('heading', { name: 'Client Onboarding' }).waitFor();
    await page.getByRole('button', { name: 'Copy Production Script' }).click();
    await expectToast(page, 'Error', 'Please select a client first.');
    await page.getByRole('button', { name: 'Download Test Script' }).click();
    await expectToast(page, 'Error', 'Please select a client first.');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('shows client info, the widget configuration and the missing-token warning', async () => {
    await pick(page, 'Client', 'Sunny Days Boutique (Dana Owner)');
    const info = section(page, 'Client Information');
    await info.getByText('sunnydays.example').waitFor();
    await info.getByText('Premium').waitFor();
    await info.getByText('Active').waitFor();
    const config = section(page, 'Widget Configuration');
    await config.getByText('Not Generated').waitFor();
    await config.getByText(client.id).waitFor();
    await config.getByText('Bottom Right').waitFor();
    await config.getByText('#3B82F6').waitFor();
    await page.getByText('Access token not generated for this client, go to Clients tab').waitFor();
    expect(await page.getByRole('button', { name: 'Copy Production Script' }).isDisabled()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('copies and downloads the test script (test token attribute, file name with mode and business name)', async () => {
    const expected = `<script async src="${h.url}/widget.js" data-client-id="${client.id}" data-test-access-token="${client.testAccessToken}"></script>`;
    await section(page, 'Test Script').getByText(expected).waitFor();
    await page.getByRole('button', { name: 'Copy Test Script' }).click();
    await expectToast(page, 'Copied!', 'Test integration script copied to clipboard.');
    expect(await clipboard(page)).toBe(expected);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download Test Script' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('frontdesk-test-sunny-days-boutique.html');
    expect(fs.readFileSync(await file.path(), 'utf8')).toContain(expected);
    await expectToast(page, 'Downloaded!', 'Test integration script downloaded successfully.');
  });

  it('copies and downloads the production script once the access token exists', async () => {
    const live = await h.app.services.clients.generateToken(client.id, 'live');
    await page.reload();
    await pick(page, 'Client', 'Sunny Days Boutique (Dana Owner)');
    await section(page, 'Widget Configuration').getByText('Generated', { exact: true }).waitFor();
    const expected = `<script async src="${h.url}/widget.js" data-client-id="${client.id}" data-access-token="${live.accessToken}"></script>`;
    await page.getByRole('button', { name: 'Copy Production Script' }).click();
    await expectToast(page, 'Copied!', 'Production integration script copied to clipboard.');
    expect(await clipboard(page)).toBe(expected);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download Production Script' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('frontdesk-production-sunny-days-boutique.html');
    expect(fs.readFileSync(await file.path(), 'utf8')).toContain(expected);
    await expectToast(page, 'Downloaded!', 'Production integration script downloaded successfully.');
  });

  it("shows 'Error: Failed to copy to clipboard.' when the clipboard refuses", async () => {
    await page.evaluate(() => {
      Object.defineProperty(navigator.clipboard, 'writeText', {
        value: () => Promise.reject(new Error('denied')),
        configurable: true,
      });
    });
    await page.getByRole('button', { name: 'Copy Production Script' }).click();
    const shown = await expectToast(page, 'Error', 'Failed to copy to clipboard.');
    expect(shown).not.toContain('Copied!');
  });

  it('shows the installation steps of each platform', async () => {
    const steps = page.getByRole('heading', { name: /^Installation Steps/ }).locator('..');
    await steps.getByText('Paste the script just before the closing </body> tag.').waitFor();
    expect(await steps.locator('li').allTextContents()).toEqual(installationSteps('custom'));
    const expectations: [string, string][] = [
      ['WordPress', 'WPCode'],
      ['Shopify', 'layout/theme.liquid'],
      ['Wix', 'Custom Code'],
      ['Squarespace', 'Code Injection'],
      ['Webflow', 'Custom code'],
    ];
    for (const [platform, phrase] of expectations) {
      await pick(page, 'Platform', platform);
      await page.getByRole('heading', { name: `Installation Steps: ${platform}` }).waitFor();
      await steps.getByText(phrase, { exact: false }).first().waitFor();
      const id = PLATFORMS.find((p) => p.label === platform)!.id;
      expect(await steps.locator('li').allTextContents()).toEqual(installationSteps(id));
    }
  });

  it('warns about the test token when test mode is off', async () => {
    await h.app.services.clients.setTestMode(client.id, false);
    await page.reload();
    await pick(page, 'Client', 'Sunny Days Boutique (Dana Owner)');
    await page.getByText('Test mode is off for this client, go to Clients tab').waitFor();
    // The warning stands in for the test script: no test token is shown.
    expect(await page.getByText('data-test-access-token', { exact: false }).count()).toBe(0);
    await h.app.services.clients.setTestMode(client.id, true);
    await h.app.services.clients.revokeToken(client.id, 'test');
    await page.reload();
    await pick(page, 'Client', 'Sunny Days Boutique (Dana Owner)');
    await page.getByText('Test access token not generated for this client, go to Clients tab').waitFor();
    expect(await page.getByText('data-test-access-token', { exact: false }).count()).toBe(0);
    expect(await page.getByText('Test mode is off for this client', { exact: false }).count()).toBe(0);
  });
});
