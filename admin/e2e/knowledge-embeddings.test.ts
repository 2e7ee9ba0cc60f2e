/**
 * The embedding stage of a sync in the console, with a fake OpenAI-compatible embedder and a loopback
 * website: the source row says "Embedding n of m chunks" while the chunks are embedded, the section
 * says search by meaning is on once they are, and an embedder that is down shows its error on the
 * source and the section while the source stays ready.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from '../../contract/clients.ts';
import { startFakeOpenAi, type FakeOpenAi } from '../../server/testing/fake-openai.ts';
import { html, startTestSite, type TestSite } from '../../server/testing/test-site.ts';
import { seriousViolations, startConsole, type ConsoleHarness } from './console-harness.ts';

let h: ConsoleHarness;
let model: FakeOpenAi;
let site: TestSite;
let page: Page;
let client: Client;

beforeAll(async () => {
  model = await startFakeOpenAi();
  site = await startTestSite({
    '/': html(
      'Harbor Inn',
      '<main><h1>Harbor Inn</h1><p>Twelve rooms by the water.</p><a href="/parking">Parking</a></main>',
    ),
    '/parking': html('Parking', '<main><h1>Parking</h1><p>Guests park free on Elm Street.</p></main>'),
  });
  h = await startConsole({
    env: {
      FRONTDESK_ALLOW_PRIVATE_NETWORK: 'true',
      OPENAI_BASE_URL: model.url,
      OPENAI_API_KEY: 'sk-test',
      FRONTDESK_EMBEDDING_MODEL: 'fake-embed',
    },
  });
  client = await h.app.services.clients.create({
    clientName: 'Harbor Inn',
    businessName: 'Harbor Inn',
    domain: site.host,
    plan: 'Starter',
  });
  page = await h.newPage({ signedIn: true });
}, 120_000);
afterAll(async () => {
  await h?.close();
  await model?.close();
  await site?.close();
});

describe('embedding stage of a sync in the console', () => {
  it('shows embedding progress on the source, then search by meaning on', async () => {
    const release = model.holdEmbeddings();
    await h.app.services.websites.create(client.id, { url: `${site.origin}/`, schedule: 'manual' });
    await page.goto(`/admin/clients/${client.id}`);
    const row = page.getByTestId('knowledge-source').first();
    await row
      .getByTestId('source-progress')
      .filter({ hasText: /^Embedding 0 of \d+ chunks$/ })
      .waitFor();
    await page
      .getByTestId('embeddings-status')
      .filter({ hasText: /^Embedding: 0 of \d+ chunks/ })
      .waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    release();
    await row.getByText('Ready', { exact: true }).waitFor();
    await page
      .getByTestId('embeddings-status')
      .filter({ hasText: /^Search by meaning is on \(fake-embed\): all \d+ chunks embedded\.$/ })
      .waitFor();
  });

  it('shows a down embedder as an error on the source and the section; the source stays ready', async () => {
    model.embeddings('down');
    site.set(
      '/parking',
      html('Parking', '<main><h1>Parking</h1><p>Guests park free on Oak Street.</p></main>'),
    );
    const row = page.getByTestId('knowledge-source').first();
    await row.getByRole('button', { name: /^Sync .* now$/ }).click();
    await row
      .getByTestId('source-warning')
      .filter({ hasText: /^Stored, but embedding failed \(The embedding endpoint failed \(HTTP 503\)/ })
      .waitFor();
    await row.getByText('Ready', { exact: true }).waitFor();
    await page
      .getByTestId('embeddings-status')
      .filter({ hasText: /^Embedding failed \(fake-embed\): .*Answers use keyword search/ })
      .waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
