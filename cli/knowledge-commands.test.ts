import { beforeAll, describe, expect, it } from 'vitest';
import { KnowledgeSourceDetail, KnowledgeSourceList } from '../contract/knowledge.ts';
import { runCli } from './testing/run-cli.ts';
import { ADAS_BOOKS, cliDataDir, seedThroughServer } from './testing/seed-through-server.ts';

const dir = await cliDataDir();
let filesId = '';
let websiteId = '';

// An Enterprise client with an uploaded-files source of two documents, and a website source whose crawl
// was cut short by a server stop (so it shows as failed), made through the services on the same data dir.
beforeAll(async () => {
  await seedThroughServer(dir, async ({ services: s }) => {
    const client = await s.clients.create({
      ...ADAS_BOOKS,
      plan: 'Enterprise',
    });
    const record = await s.clients.record(client.id);
    const files = await s.knowledgeSources.create(record, {
      kind: 'files',
      name: 'Uploaded files',
      schedule: 'manual',
      settings: {},
    });
    filesId = files.id;
    await s.knowledgeSources.addDocuments(client.id, files.id, [
      {
        ref: 'returns.md',
        title: 'Returns policy',
        url: null,
        body: 'Books can be returned within 30 days.',
      },
      { ref: 'prices.csv', title: 'Price list', url: null, body: 'Paperbacks cost 12 euros.' },
    ]);
    const website = await s.knowledgeSources.create(record, {
      kind: 'website',
      name: 'Website',
      schedule: 'weekly',
      settings: { startUrl: 'https://adasbooks.com/' },
    });
    websiteId = website.id;
    await s.db
      .updateTable('knowledge_sources')
      .set({ status: 'syncing' })
      .where('id', '=', website.id)
      .execute();
    await s.knowledgeSources.recoverInterrupted();
  });
}, 60_000);

describe('knowledge commands', { timeout: 60_000 }, () => {
  it('lists sources as a table and as JSON, with the failed crawl and its reason', async () => {
    const json = await runCli(dir, ['--json', 'knowledge', 'list', 'adasbooks.com']);
    expect(json.exitCode).toBe(0);
    const { sources } = KnowledgeSourceList.parse(json.json());
    expect(sources.map((x) => [x.name, x.kind, x.status, x.documentCount]).sort()).toEqual([
      ['Uploaded files', 'files', 'ready', 2],
      ['Website', 'website', 'failed', 0],
    ]);
    expect(sources.find((x) => x.kind === 'website')?.lastError).toMatch(/interrupted/);

    const text = await runCli(dir, ['knowledge', 'list', 'adasbooks.com']);
    expect(text.exitCode).toBe(0);
    expect(text.stdout).toMatch(/Uploaded files\s+ready\s+2\s+manual/);
    expect(text.stdout).toMatch(/Website\s+failed\s+0\s+weekly\s+never/);
  });

  it('shows a source by name or id with its documents', async () => {
    const byName = await runCli(dir, ['knowledge', 'show', 'adasbooks.com', 'uploaded FILES']);
    expect(byName.exitCode).toBe(0);
    expect(byName.stdout).toMatch(/Returns policy\s+returns\.md\s+37/);
    expect(byName.stdout).toMatch(/Price list\s+prices\.csv/);

    const byId = await runCli(dir, ['--json', 'knowledge', 'show', 'adasbooks.com', filesId]);
    const detail = KnowledgeSourceDetail.parse(byId.json());
    expect(detail.source.id).toBe(filesId);
    expect(detail.documents.map((d) => d.title).sort()).toEqual(['Price list', 'Returns policy']);

    const missing = await runCli(dir, ['knowledge', 'show', 'adasbooks.com', 'Nothing']);
    expect(missing.exitCode).toBe(1);
    expect(missing.stderr).toBe('Knowledge source not found\n');
  });

  it('refuses to sync uploaded files with the reason, as a line and as JSON', async () => {
    const text = await runCli(dir, ['knowledge', 'sync', 'adasbooks.com', 'Uploaded files']);
    expect(text.exitCode).toBe(1);
    expect(text.stderr).toBe('Uploaded files are not fetched again; upload a new version instead\n');
    expect(text.stdout).toBe('');

    const json = await runCli(dir, ['--json', 'knowledge', 'sync', 'adasbooks.com', filesId]);
    expect(json.exitCode).toBe(1);
    expect(json.stdout).toBe('');
    expect(json.errorJson()).toEqual({
      error: 'Uploaded files are not fetched again; upload a new version instead',
      code: 'bad_request',
    });
  });

  it('removes a source only with --yes off a terminal', async () => {
    const refused = await runCli(dir, ['knowledge', 'remove', 'adasbooks.com', 'Website']);
    expect(refused.exitCode).toBe(2);
    expect(refused.stderr).toMatch(/without --yes/);

    const removed = await runCli(dir, ['--json', 'knowledge', 'remove', 'adasbooks.com', 'Website', '--yes']);
    expect(removed.exitCode).toBe(0);
    expect(removed.json()).toEqual({ ok: true, id: websiteId });
    const after = KnowledgeSourceList.parse(
      (await runCli(dir, ['--json', 'knowledge', 'list', 'adasbooks.com'])).json(),
    );
    expect(after.sources.map((x) => x.name)).toEqual(['Uploaded files']);
  });

  it('fails with one line for an unknown client and for a bad schedule', async () => {
    const noClient = await runCli(dir, ['knowledge', 'list', 'nowhere.example']);
    expect(noClient.exitCode).toBe(1);
    expect(noClient.stderr).toBe('Client not found\n');
    const badSchedule = await runCli(dir, ['knowledge', 'crawl', 'adasbooks.com', '--schedule', 'hourly']);
    expect(badSchedule.exitCode).toBe(2);
    expect(badSchedule.stderr).toMatch(/Allowed choices are manual, daily, weekly/);
  });
});
