import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IdentitySecretCreated, IdentitySecretStatus } from '../contract/identity.ts';
import { runCli, createdDataDir } from './testing/run-cli.ts';

const dir = await createdDataDir();
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const cli = (args: string[]) => runCli(dir, args);

beforeAll(async () => {
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

describe('identity', { timeout: 180_000 }, () => {
  it('creates the secret (printed once), shows only its status, and rotates it only with --yes', async () => {
    expect(
      IdentitySecretStatus.parse((await cli(['identity', 'status', 'adasbooks.com', '--json'])).json()),
    ).toEqual({
      set: false,
      createdAt: null,
    });
    const created = IdentitySecretCreated.parse(
      (await cli(['identity', 'rotate', 'adasbooks.com', '--json'])).json(),
    );
    expect(created.secret).toMatch(/^fd_ids_/);
    const status = await cli(['identity', 'status', 'adasbooks.com']);
    expect(status.stdout).toBe(`Identity secret set (created ${created.createdAt}).\n`);
    const unasked = await cli(['identity', 'rotate', 'adasbooks.com']);
    expect(unasked.exitCode).toBe(2);
    expect(unasked.stderr).toBe('error: refusing to continue without --yes when not on a terminal\n');
    const again = IdentitySecretCreated.parse(
      (await cli(['identity', 'rotate', 'adasbooks.com', '--yes', '--json'])).json(),
    );
    expect(again.secret).not.toBe(created.secret);
    expect((await cli(['identity', 'status', 'nosuch.example'])).stderr).toBe('Client not found\n');
  });
});
