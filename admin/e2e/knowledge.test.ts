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
let mia: Client;
let websiteId = '';

const sourceRow = (name: string) => page.getByTestId('knowledge-source').filter({ hasText: name });
const stored = async (clientId: string) => h.app.services.knowledgeSources.list(clientId);

/** What a server stopped in the middle of a crawl leaves behind: the source shows as failed. */
async function interruptSync(sourceId: string): Promise<void> {
  await h.app.services.db
    .updateTable('knowledge_sources')
    .set({ status: 'syncing' })
    .where('id', '=', sourceId)
    .execute();
  await h.app.services.knowledgeSources.recoverInterrupted();
}

beforeAll(async () => {
  h = await startConsole();
  const s = h.app.services;
  ada = await s.clients.create({
    clientName: 'Ada Owner',
    businessName: "Ada's Books",
    domain: 'adasbooks.com',
    plan: 'Enterprise',
  });
  mia = await s.clients.create({
    clientName: 'Mia Owner',
    businessName: 'Mia Market',
    domain: 'mia.example',
    plan: 'Starter',
  });
  const record = await s.clients.record(ada.id);
  const files = await s.knowledgeSources.create(record, {
    kind: 'files',
    name: 'Uploaded files',
    schedule: 'manual',
    settings: {},
  });
  await s.knowledgeSources.addDocuments(ada.id, files.id, [
    { ref: 'returns.md', title: 'Returns policy', url: null, body: 'Books can be returned within 30 days.' },
    { ref: 'prices.csv', title: 'Price list', url: null, body: 'Paperbacks cost 12 euros.' },
  ]);
  const orders = await s.knowledgeSources.create(record, {
    kind: 'feed',
    name: 'Order status',
    schedule: 'manual',
    settings: {
      url: 'https://adasbooks.com/orders.json',
      recordType: 'orders',
      format: 'json',
      idField: 'id',
    },
  });
  await s.knowledgeSources.addDocuments(ada.id, orders.id, [
    { ref: '10234', title: 'Order 10234', url: null, body: '', data: { id: '10234', status: 'Shipped' } },
  ]);
  const website = await s.knowledgeSources.create(record, {
    kind: 'website',
    name: 'Website',
    schedule: 'weekly',
    settings: { startUrl: 'https://adasbooks.com/' },
  });
  websiteId = website.id;
  await interruptSync(website.id);
  page = await h.newPage({ signedIn: true });
}, 120_000);
afterAll(async () => h?.close());

describe('knowledge sources on the client page', () => {
  it('lists sources with kind, status, documents and schedule, and a failed crawl with its reason', async () => {
    await page.goto(`/admin/clients/${ada.id}`);
    await page.getByRole('heading', { name: 'Knowledge sources', level: 2 }).waitFor();
    const files = sourceRow('Uploaded files');
    await files.getByText('Ready', { exact: true }).waitFor();
    await files.getByText('2 documents', { exact: true }).waitFor();
    await files.getByText('Last synced just now', { exact: true }).waitFor();
    const website = sourceRow('Website');
    await website.getByText('Failed', { exact: true }).waitFor();
    await website.getByText('Never synced', { exact: true }).waitFor();
    expect(await website.getByTestId('source-error').textContent()).toBe(
      'The sync was interrupted when the server stopped; sync again',
    );
    expect(await website.getByRole('combobox', { name: 'Schedule for Website' }).textContent()).toContain(
      'Weekly',
    );
    // Enterprise has every way of adding knowledge, and the crawl cap of its plan.
    for (const action of ['Crawl website', 'Upload files', 'Connect data feed'])
      expect(await page.getByRole('button', { name: action }).isEnabled()).toBe(true);
    await page.getByText('Website crawls read up to 500 pages on the Enterprise plan.').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('expands a source to its documents and deletes one after confirming', async () => {
    const files = sourceRow('Uploaded files');
    const toggle = files.getByRole('button', { name: 'Uploaded files: documents' });
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    const docs = files.getByTestId('knowledge-document');
    await docs.filter({ hasText: 'Returns policy' }).getByText('returns.md · 37 characters').waitFor();
    await docs.filter({ hasText: 'Price list' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await files.getByRole('button', { name: 'Delete document Price list' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText('“Price list” will no longer be used in answers.').waitFor();
    await confirm.getByRole('button', { name: 'Delete Document' }).click();
    await expectToast(page, 'Document deleted');
    await docs.filter({ hasText: 'Price list' }).waitFor({ state: 'detached' });
    await files.getByText('1 document', { exact: true }).waitFor();
    const detail = await h.app.services.knowledgeSources.detail(
      ada.id,
      (await stored(ada.id)).find((x) => x.kind === 'files')!.id,
    );
    expect(detail.documents.map((d) => d.title)).toEqual(['Returns policy']);
  });

  it('shows an order record as looked up by its id, not as an empty document', async () => {
    const feed = sourceRow('Order status');
    await feed.getByRole('button', { name: 'Order status: documents' }).click();
    await feed.getByTestId('knowledge-document').getByText('10234 · looked up by its id only').waitFor();
    expect(await feed.getByText('0 characters').count()).toBe(0);
  });

  it('renames a source, with the field message for an empty name', async () => {
    await sourceRow('Website').getByRole('button', { name: 'Rename Website' }).click();
    const dialog = page.getByRole('dialog', { name: 'Rename knowledge source' });
    const name = dialog.getByLabel('Name', { exact: true });
    await name.fill('  ');
    await dialog.getByRole('button', { name: 'Save Name' }).click();
    await dialog.getByText('Name is required', { exact: true }).waitFor();
    expect(await name.getAttribute('aria-invalid')).toBe('true');
    await name.fill('Bookshop website');
    await dialog.getByRole('button', { name: 'Save Name' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expectToast(page, 'Knowledge source renamed');
    await sourceRow('Bookshop website').waitFor();
    expect((await stored(ada.id)).find((x) => x.id === websiteId)?.name).toBe('Bookshop website');
  });

  it('changes how often a website is crawled again', async () => {
    await pick(page, 'Schedule for Bookshop website', 'Daily');
    await expectToast(page, 'Schedule updated', 'Bookshop website: Daily.');
    await expect
      .poll(async () => (await stored(ada.id)).find((x) => x.id === websiteId)?.schedule)
      .toBe('daily');
    // Uploaded files are never fetched again, so they offer no schedule.
    expect(await sourceRow('Uploaded files').getByRole('combobox').count()).toBe(0);
  });

  it("shows the server's reason as a toast when uploaded files are synced", async () => {
    await sourceRow('Uploaded files').getByRole('button', { name: 'Sync Uploaded files now' }).click();
    const shown = await expectToast(
      page,
      'Error',
      'Uploaded files are not fetched again; upload a new version instead',
    );
    expect(shown).toContain('upload a new version instead');
    await sourceRow('Uploaded files').getByText('Ready', { exact: true }).waitFor();
    // The refused sync left the source as it was.
    expect(await sourceRow('Uploaded files').getByText('Syncing', { exact: true }).count()).toBe(0);
  });

  it('follows a running sync without a reload, by polling while a source syncs', async () => {
    await h.app.services.db
      .updateTable('knowledge_sources')
      .set({ status: 'syncing' })
      .where('id', '=', websiteId)
      .execute();
    await page.reload();
    const website = sourceRow('Bookshop website');
    await website.getByText('Syncing', { exact: true }).waitFor();
    expect(await website.getByRole('button', { name: 'Sync Bookshop website now' }).isDisabled()).toBe(true);
    await h.app.services.knowledgeSources.recoverInterrupted();
    await website.getByText('Failed', { exact: true }).waitFor();
    expect(await website.getByRole('button', { name: 'Sync Bookshop website now' }).isEnabled()).toBe(true);
  });

  it('removes a source only after confirming', async () => {
    const website = sourceRow('Bookshop website');
    await website.getByRole('button', { name: 'Remove Bookshop website' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText('Remove knowledge source?').waitFor();
    // Focus starts on Cancel, so Enter never removes by accident.
    await page.keyboard.press('Enter');
    await confirm.waitFor({ state: 'detached' });
    expect((await stored(ada.id)).some((x) => x.id === websiteId)).toBe(true);

    await website.getByRole('button', { name: 'Remove Bookshop website' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Remove Source' }).click();
    await expectToast(page, 'Knowledge source removed');
    await website.waitFor({ state: 'detached' });
    expect((await stored(ada.id)).map((x) => x.name)).toEqual(['Uploaded files', 'Order status']);
  });

  it('explains what a Starter plan lacks, and fits a phone screen with documents open', async () => {
    const phone = await h.newPage({ signedIn: true, viewport: { width: 375, height: 740 } });
    await phone.goto(`/admin/clients/${mia.id}`);
    await phone.getByText('No knowledge sources yet.', { exact: false }).waitFor();
    await phone.getByText('Website crawls read up to 25 pages on the Starter plan.').waitFor();
    const upload = phone.getByRole('button', { name: 'Upload files' });
    expect(await upload.isDisabled()).toBe(true);
    expect(await upload.getAttribute('aria-describedby')).toBe('knowledge-uploads-note');
    await phone.getByText('File uploads are available on the Enterprise plan.').waitFor();
    expect(await phone.getByRole('button', { name: 'Connect data feed' }).isDisabled()).toBe(true);
    await phone
      .getByText('Live-data feeds and Shopify stores are available on the Premium and Enterprise plans.')
      .waitFor();

    await phone.goto(`/admin/clients/${ada.id}`);
    await phone.getByRole('button', { name: 'Uploaded files: documents' }).click();
    await phone.getByTestId('knowledge-document').first().waitFor();
    const overflow = await phone.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    expect(await seriousViolations(phone)).toEqual([]);
  });
});
