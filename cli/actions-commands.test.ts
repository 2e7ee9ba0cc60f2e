import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ActionCallList, ActionList, ActionTestResult, ActionView } from '../contract/actions.ts';
import { BUSINESS_API_KEY, startBusinessApi, type BusinessApi } from '../server/testing/business-api.ts';
import { runCli, createdDataDir } from './testing/run-cli.ts';

/**
 * `frontdesk actions list|create|test|calls|delete` through the real binary, against a business API on
 * loopback: the secret is sealed and never printed, a try is logged as a try, bad input is a clear
 * failure with the usual exit codes.
 */
const dir = await createdDataDir();
let api: BusinessApi;
const cli = (args: string[], input?: string) =>
  runCli(dir, args, { input, env: { FRONTDESK_ALLOW_PRIVATE_NETWORK: 'true' } });

beforeAll(async () => {
  api = await startBusinessApi();
  const r = await cli([
    'clients',
    'create',
    '--name',
    'Ada',
    '--business',
    "Ada's Books",
    '--domain',
    'adasbooks.com',
    '--plan',
    'premium',
    '--email',
    'ada@adasbooks.com',
  ]);
  expect(r.exitCode, r.stderr).toBe(0);
}, 180_000);
afterAll(async () => {
  await api?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const definition = () => ({
  name: 'Order lookup',
  description: 'The status and delivery date of an order, by its number.',
  method: 'GET',
  url: `${api.url}/orders/{orderNumber}`,
  secretHeader: 'X-Api-Key',
  secret: BUSINESS_API_KEY,
  parameters: [{ name: 'orderNumber', type: 'string', description: 'your order number' }],
  fields: ['order.status', 'order.eta'],
});

describe('actions', { timeout: 180_000 }, () => {
  it('creates an action from JSON (the secret sealed, never printed), lists it, tries it and reads its calls', async () => {
    const created = await cli(
      ['actions', 'create', 'adasbooks.com', '--file', '-', '--json'],
      JSON.stringify(definition()),
    );
    expect(created.exitCode, created.stderr).toBe(0);
    expect(created.stdout).not.toContain(BUSINESS_API_KEY);
    expect(ActionView.parse(created.json())).toMatchObject({ name: 'Order lookup', secretSet: true });

    const listed = ActionList.parse((await cli(['actions', 'list', 'adasbooks.com', '--json'])).json());
    expect(listed.actions.map((a) => a.name)).toEqual(['Order lookup']);
    const table = await cli(['actions', 'list', 'adasbooks.com']);
    expect(table.stdout).toContain('Order lookup');
    expect(table.stdout).toContain('reads');
    expect(table.stdout).not.toContain(BUSINESS_API_KEY);

    // Named by its name in any case; the sample arguments as --arg name=value.
    const tried = await cli([
      'actions',
      'test',
      'adasbooks.com',
      'order LOOKUP',
      '--arg',
      'orderNumber=10234',
    ]);
    expect(tried.exitCode, tried.stderr).toBe(0);
    expect(tried.stdout).toMatch(/^ok HTTP 200 in \d+ ms\norder\.status: Shipped\norder\.eta: 2026-12-10\n$/);
    expect(api.requests.at(-1)?.headers['x-api-key']).toBe(BUSINESS_API_KEY);
    const refused = await cli([
      'actions',
      'test',
      'adasbooks.com',
      'Order lookup',
      '--arg',
      'admin=true',
      '--json',
    ]);
    expect(refused.exitCode).toBe(1);
    expect(ActionTestResult.parse(refused.json())).toMatchObject({
      outcome: 'refused',
      error: expect.stringContaining('admin is not a parameter of this action'),
    });

    const calls = await cli(['actions', 'calls', 'adasbooks.com', listed.actions[0]!.id, '--json']);
    expect(ActionCallList.parse(calls.json()).calls.map((c) => [c.outcome, c.sessionId])).toEqual([
      ['refused', null],
      ['ok', null],
    ]);
    expect(calls.stdout).not.toContain(BUSINESS_API_KEY);
    expect((await cli(['actions', 'calls', 'adasbooks.com', 'Order lookup'])).stdout).toContain('try');
  });

  it('refuses bad input clearly, and deletes only with --yes off a terminal', async () => {
    const badArg = await cli(['actions', 'test', 'adasbooks.com', 'Order lookup', '--arg', 'orderNumber']);
    expect(badArg.exitCode).toBe(2);
    expect(badArg.stderr).toContain('--arg takes name=value');
    const unknown = await cli(['actions', 'calls', 'adasbooks.com', 'Refund']);
    expect(unknown.exitCode).toBe(1);
    expect(unknown.stderr).toBe('No action Refund (see: frontdesk actions list <client>)\n');
    const notJson = await cli(['actions', 'create', 'adasbooks.com', '--file', '-'], '{ name: ');
    expect(notJson.exitCode).toBe(1);
    expect(notJson.stderr).toMatch(/^- is not JSON/);
    const invalid = await cli(
      ['actions', 'create', 'adasbooks.com', '--file', '-'],
      JSON.stringify({ ...definition(), url: `${api.url}/orders/{order}` }),
    );
    expect(invalid.exitCode).toBe(1);
    expect(invalid.stderr).toContain('{order} in the URL is not a parameter of this action');

    const unasked = await cli(['actions', 'delete', 'adasbooks.com', 'Order lookup']);
    expect(unasked.exitCode).toBe(2);
    const deleted = await cli(['actions', 'delete', 'adasbooks.com', 'Order lookup', '--yes']);
    expect(deleted.exitCode, deleted.stderr).toBe(0);
    expect(deleted.stdout).toBe('Deleted action Order lookup.\n');
    expect((await cli(['actions', 'list', 'adasbooks.com'])).stdout).toBe('No actions yet.\n');
  });
});
