import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CustomerUserList, InvitedUser } from '../contract/accounts.ts';
import { createdDataDir, runCli } from './testing/run-cli.ts';

const dir = await createdDataDir();
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const cli = (args: string[]) => runCli(dir, args);

describe('users', { timeout: 180_000 }, () => {
  it('creates, lists, re-links and deletes customer users of a client', async () => {
    const made = await cli([
      '--json',
      'clients',
      'create',
      '--name',
      'Ada Lovelace',
      '--business',
      "Ada's Books",
      '--domain',
      'adasbooks.com',
      '--plan',
      'starter',
    ]);
    expect(made.exitCode).toBe(0);

    const owner = await cli([
      '--json',
      'users',
      'create',
      'adasbooks.com',
      '--email',
      'Ada@AdasBooks.com',
      '--role',
      'owner',
    ]);
    expect(owner.exitCode).toBe(0);
    const added = InvitedUser.parse(owner.json());
    expect(added.user).toMatchObject({ email: 'ada@adasbooks.com', role: 'owner', hasPassword: false });
    // The link goes to the person's mail only: the JSON says "invited" (row 40). Without SMTP the mail
    // is in the outbox, and its note went to stderr (the deployment's own log), not into the output.
    expect(added.status).toBe('invited');
    expect(owner.stdout).not.toContain('#token=');
    const outbox = fs.readdirSync(path.join(dir, 'outbox'));
    expect(outbox).toHaveLength(1);
    const link = /http\S+#token=[\w-]{40,}/.exec(
      fs.readFileSync(path.join(dir, 'outbox', outbox[0] ?? ''), 'utf8'),
    )?.[0];
    expect(link).toMatch(/\/app\/set-password#token=/);
    expect(owner.stderr).toContain(link);

    const member = await cli(['users', 'create', 'adasbooks.com', '--email', 'bob@adasbooks.com']);
    expect(member.exitCode).toBe(0);
    expect(member.stdout).toContain('as member');
    const twice = await cli(['users', 'create', 'adasbooks.com', '--email', 'bob@adasbooks.com']);
    expect(twice.exitCode).toBe(1);
    expect(twice.stderr).toContain('already exists');
    const badRole = await cli([
      'users',
      'create',
      'adasbooks.com',
      '--email',
      'c@adasbooks.com',
      '--role',
      'admin',
    ]);
    expect(badRole.exitCode).toBe(1);

    const listed = CustomerUserList.parse((await cli(['--json', 'users', 'list', 'adasbooks.com'])).json());
    expect(listed.users.map((u) => `${u.email}:${u.role}`)).toEqual([
      'ada@adasbooks.com:owner',
      'bob@adasbooks.com:member',
    ]);

    const relinked = await cli(['--json', 'users', 'link', 'adasbooks.com', 'bob@adasbooks.com']);
    expect(relinked.exitCode).toBe(0);
    expect(InvitedUser.parse(relinked.json()).status).toBe('invited');
    expect(relinked.stdout).not.toContain('#token=');
    expect(fs.readdirSync(path.join(dir, 'outbox'))).toHaveLength(3);

    expect((await cli(['users', 'delete', 'adasbooks.com', 'ada@adasbooks.com'])).stderr).toContain(
      'last owner',
    );
    // The same person in a second client: Bob never set a password, so he is invited again (by mail
    // only), and each client lists its own.
    expect(
      (
        await cli([
          'clients',
          'create',
          '--name',
          'Ada Lovelace',
          '--business',
          "Ada's Maps",
          '--domain',
          'adasmaps.com',
          '--plan',
          'starter',
        ])
      ).exitCode,
    ).toBe(0);
    const second = await cli(['users', 'create', 'adasmaps.com', '--email', 'bob@adasbooks.com']);
    expect(second.exitCode).toBe(0);
    expect(second.stdout).toContain('Invited bob@adasbooks.com as member');
    expect(second.stdout).not.toContain('#token=');
    const relinkedShared = await cli(['users', 'link', 'adasmaps.com', 'bob@adasbooks.com']);
    expect(relinkedShared.stdout).toContain('A new one-time link went to bob@adasbooks.com.');
    expect(
      CustomerUserList.parse((await cli(['--json', 'users', 'list', 'adasmaps.com'])).json()).users.map(
        (u) => u.email,
      ),
    ).toEqual(['bob@adasbooks.com']);

    const removed = await cli(['users', 'delete', 'adasbooks.com', 'bob@adasbooks.com']);
    expect(removed.stdout).toBe('Removed bob@adasbooks.com.\n');
    expect((await cli(['users', 'delete', 'adasbooks.com', 'bob@adasbooks.com'])).exitCode).toBe(1);
  });
});
