import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { WebhookDeliveryList, WebhookEndpointList, WebhookEndpointWithSecret } from '../contract/webhooks.ts';
import { createdDataDir, runCli } from './testing/run-cli.ts';

const dir = await createdDataDir();
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const cli = (args: string[]) => runCli(dir, args);

describe('webhooks and export commands', { timeout: 180_000 }, () => {
  it('creates, lists, rotates and deletes an endpoint; exports an empty range as the header alone', async () => {
    expect(
      (
        await cli([
          'clients',
          'create',
          '--name',
          'Ada',
          '--business',
          "Ada's Books",
          '--domain',
          'adasbooks.com',
          '--plan',
          'starter',
        ])
      ).exitCode,
    ).toBe(0);
    const made = await cli([
      '--json',
      'webhooks',
      'create',
      'adasbooks.com',
      '--url',
      'https://hooks.adasbooks.com/fd',
      '--events',
      'lead.created,handoff.requested',
    ]);
    expect(made.exitCode).toBe(0);
    const created = WebhookEndpointWithSecret.parse(made.json());
    expect(created.secret).toMatch(/^whsec_/);
    const listed = await cli(['--json', 'webhooks', 'list', 'adasbooks.com']);
    expect(listed.stdout).not.toContain(created.secret);
    expect(WebhookEndpointList.parse(listed.json()).endpoints[0]?.events).toEqual([
      'lead.created',
      'handoff.requested',
    ]);
    const bad = await cli([
      'webhooks',
      'create',
      'adasbooks.com',
      '--url',
      'http://x.example',
      '--events',
      'lead.created',
    ]);
    expect(bad.exitCode).not.toBe(0);
    expect(bad.stderr).toMatch(/https/);
    const rotated = WebhookEndpointWithSecret.parse(
      (await cli(['--json', 'webhooks', 'rotate-secret', 'adasbooks.com', created.endpoint.id])).json(),
    );
    expect(rotated.secret).not.toBe(created.secret);
    const log = await cli(['--json', 'webhooks', 'deliveries', 'adasbooks.com', created.endpoint.id]);
    expect(WebhookDeliveryList.parse(log.json()).deliveries).toEqual([]);
    expect((await cli(['webhooks', 'delete', 'adasbooks.com', created.endpoint.id, '--yes'])).exitCode).toBe(
      0,
    );

    const csv = await cli([
      'export',
      'conversations',
      'adasbooks.com',
      '--since',
      '2001-01-01',
      '--until',
      '2001-02-01',
    ]);
    expect(csv.exitCode).toBe(0);
    expect(csv.stdout).toBe('session_id,started_at,ended_at,status,message_id,sender,created_at,text\n');
    const out = path.join(dir, 'leads.jsonl');
    const jsonl = await cli(['export', 'leads', 'adasbooks.com', '--format', 'jsonl', '--output', out]);
    expect(jsonl.exitCode).toBe(0);
    expect(fs.readFileSync(out, 'utf8')).toBe('');
    expect((await cli(['export', 'leads', 'adasbooks.com', '--format', 'xml'])).exitCode).not.toBe(0);
  });
});
