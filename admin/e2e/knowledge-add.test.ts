/**
 * Console e2e of the add-source dialogs (crawl a website, upload files, connect a data feed), against a
 * loopback stand-in for the client's website and product feed.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from '../../contract/clients.ts';
import {
  expectToast,
  pick,
  seriousViolations,
  startConsole,
  type ConsoleHarness,
} from './console-harness.ts';

let h: ConsoleHarness;
let page: Page;
let ada: Client;
let site: http.Server;
let origin = '';
const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'frontdesk-upload-'));

const sourceRow = (name: string) => page.getByTestId('knowledge-source').filter({ hasText: name });
const dialog = () => page.getByRole('dialog');

beforeAll(async () => {
  // A loopback stand-in for the client's website and its product feed.
  site = http.createServer((req, res) => {
    if (req.url === '/products.json') {
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end(JSON.stringify([{ sku: 'B-1', title: 'Dune', price: 12, stock: 3 }]));
    }
    if (req.url === '/' || req.url === '/returns') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return res.end(
        req.url === '/'
          ? '<html><head><title>Home</title></head><body><p>Open 9-17.</p><a href="/returns">Returns</a></body></html>'
          : '<html><head><title>Returns</title></head><body><p>Returns within 30 days.</p></body></html>',
      );
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  h = await startConsole({ env: { FRONTDESK_ALLOW_PRIVATE_NETWORK: 'true' } });
  ada = await h.app.services.clients.create({
    clientName: 'Ada Owner',
    businessName: "Ada's Books",
    // The loopback site is the client's website: its host and port are the client's domain.
    domain: new URL(origin).host,
    plan: 'Enterprise',
  });
  fs.writeFileSync(path.join(filesDir, 'returns.md'), '# Returns\n\nBooks can be returned within 30 days.\n');
  fs.writeFileSync(path.join(filesDir, 'notes.txt'), '');
  page = await h.newPage({ signedIn: true });
}, 120_000);

afterAll(async () => {
  await h?.close();
  await new Promise((resolve) => site.close(resolve));
  fs.rmSync(filesDir, { recursive: true, force: true });
});

describe('adding knowledge sources from the client page', () => {
  it('crawls the website from the dialog, shows the server field message, then follows the crawl', async () => {
    await page.goto(`/admin/clients/${ada.id}`);
    await page.getByRole('button', { name: 'Crawl website' }).click();
    const url = dialog().getByLabel('Start URL', { exact: true });
    expect(await url.inputValue()).toBe(`https://${new URL(origin).host}/`);
    await dialog().getByText('up to 500 pages on the Enterprise plan', { exact: false }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await url.fill('https://elsewhere.example/');
    await dialog().getByRole('button', { name: 'Start Crawl' }).click();
    await dialog().locator('[role="alert"]').first().waitFor();
    expect(await url.getAttribute('aria-invalid')).toBe('true');

    await url.fill(`${origin}/`);
    await pick(page, 'Crawl again', 'Daily');
    await dialog().getByRole('button', { name: 'Start Crawl' }).click();
    await dialog().waitFor({ state: 'detached' });
    await expectToast(page, 'Crawl started');
    const row = page.getByTestId('knowledge-source').filter({ hasText: 'Website' });
    await row.getByText('Ready', { exact: true }).waitFor();
    await row.getByText('2 documents', { exact: true }).waitFor();
  });

  it('uploads files and shows each outcome with its reason', async () => {
    await page.getByRole('button', { name: 'Upload files' }).click();
    await dialog()
      .getByLabel('Files', { exact: true })
      .setInputFiles([path.join(filesDir, 'returns.md'), path.join(filesDir, 'notes.txt')]);
    await dialog().getByRole('button', { name: 'Upload' }).click();
    const outcomes = dialog().getByTestId('upload-outcome');
    await outcomes.filter({ hasText: 'returns.md' }).getByText('added', { exact: true }).waitFor();
    await outcomes.filter({ hasText: 'notes.txt' }).getByText('refused', { exact: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog().getByRole('button', { name: 'Done' }).click();
    await sourceRow('Uploaded files').getByText('1 document', { exact: true }).waitFor();
  });

  it('connects a data feed with field messages first, the authorization as a password field', async () => {
    await page.getByRole('button', { name: 'Connect data feed' }).click();
    await dialog().getByRole('button', { name: 'Connect Feed' }).click();
    await dialog().getByText('Name is required', { exact: true }).waitFor();
    await dialog().getByText('Feed URL is required', { exact: true }).waitFor();
    const auth = dialog().getByLabel('Authorization header (optional)', { exact: true });
    expect(await auth.getAttribute('type')).toBe('password');
    await dialog().getByLabel('Name', { exact: true }).fill('Products');
    await dialog().getByLabel('Feed URL', { exact: true }).fill(`${origin}/products.json`);
    await pick(page, 'Record type', 'Products');
    await auth.fill('Bearer s3cret');
    await dialog().getByRole('button', { name: 'Connect Feed' }).click();
    await dialog().waitFor({ state: 'detached' });
    await expectToast(page, 'Data feed connected');
    await sourceRow('Products').getByText('Ready', { exact: true }).waitFor();
    expect(await page.content()).not.toContain('s3cret');
  });
});
