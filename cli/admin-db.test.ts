import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { migrations } from '../server/db/migrations/index.ts';
import { runCli, tempDataDir } from './testing/run-cli.ts';

const dir = tempDataDir();
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const cli = (args: string[], input?: string, env?: Record<string, string>) =>
  runCli(dir, args, { input, env });
const migrationNames = Object.keys(migrations).sort();

describe('db', { timeout: 120_000 }, () => {
  it('creates no database by accident: only db migrate, admin create and serve make one', async () => {
    const file = `${dir}/frontdesk.sqlite`;
    for (const args of [
      ['db', 'status'],
      ['clients', 'list'],
      ['usage', 'show'],
      ['keys', 'list', 'x.com'],
    ]) {
      const r = await cli(args);
      expect(r.exitCode, args.join(' ')).toBe(1);
      expect(r.stderr).toBe(
        `No Frontdesk database at ${file} (check --data-dir or FRONTDESK_DATA_DIR; \`frontdesk db migrate\` creates one)\n`,
      );
      expect(r.stdout).toBe('');
    }
    expect(fs.existsSync(file)).toBe(false);
    // A mistyped directory is not made either.
    const typo = await runCli(`${dir}/typo`, ['clients', 'list', '--json']);
    expect(typo.exitCode).toBe(1);
    expect(fs.existsSync(`${dir}/typo`)).toBe(false);
  });

  it('migrates a new directory, then reports nothing pending', async () => {
    const migrated = await cli(['--json', 'db', 'migrate']);
    expect(migrated.exitCode).toBe(0);
    expect(migrated.json()).toEqual({ databaseFile: `${dir}/frontdesk.sqlite`, applied: migrationNames });

    const after = await cli(['db', 'status']);
    expect(after.stdout).toMatch(/^Migration\s+Applied at\n/);
    expect(after.stdout).toContain('Up to date.');
    expect((await cli(['db', 'migrate'])).stdout).toBe(`Database is up to date (${dir}/frontdesk.sqlite).\n`);
  });
});

describe('admin', { timeout: 120_000 }, () => {
  it('creates admins from stdin and applies the password rules', async () => {
    const created = await cli(
      ['admin', 'create', '--username', 'alice', '--password-stdin', '--json'],
      'correct horse\n',
    );
    expect(created.exitCode).toBe(0);
    expect(created.json()).toEqual({ ok: true, username: 'alice' });

    const short = await cli(['admin', 'create', '--username', 'bob', '--password-stdin'], 'short');
    expect(short.exitCode).toBe(1);
    expect(short.stderr).toBe('Password must be at least 8 characters\n');

    const duplicate = await cli(['admin', 'create', '-u', 'alice', '--password-stdin'], 'another password');
    expect(duplicate.stderr).toBe('Admin alice already exists\n');

    const noStdin = await cli(['admin', 'create', '--username', 'carol']);
    expect(noStdin.exitCode).toBe(2);
    expect(noStdin.stderr).toBe('error: --password-stdin is required when not on a terminal\n');

    const noName = await cli(['admin', 'create', '--password-stdin'], 'whatever123');
    expect(noName.exitCode).toBe(2);
    expect(noName.stderr).toContain("required option '-u, --username <username>' not specified");
  });

  it('changes a password (the new one signs in) and lists admins', async () => {
    const changed = await cli(['admin', 'passwd', 'alice', '--password-stdin'], 'battery staple\r\n');
    expect(changed.exitCode).toBe(0);
    expect(changed.stdout).toContain('Password changed for alice');
    expect((await cli(['admin', 'passwd', 'nobody', '--password-stdin'], 'long enough')).stderr).toBe(
      'Admin nobody not found\n',
    );

    const { createCore } = await import('../server/core.ts');
    const { configFor } = await import('./context.ts');
    const core = await createCore(configFor({ dataDir: dir }, {}));
    try {
      await expect(
        core.services.adminAuth.login('alice', 'battery staple', '127.0.0.1'),
      ).resolves.toMatchObject({ username: 'alice' });
      await expect(core.services.adminAuth.login('alice', 'correct horse', '127.0.0.2')).rejects.toThrow(
        'Invalid username or password',
      );
    } finally {
      await core.close();
    }

    const list = await cli(['admin', 'list', '--json']);
    expect(list.json()).toEqual({
      admins: [
        { username: 'alice', createdAt: expect.any(String), lastLoginAt: expect.any(String), isActive: true },
      ],
    });
    expect((await cli(['admin', 'list'])).stdout).toMatch(
      /^Username\s+Created\s+Last login\s+Active\nalice\s+\S+\s+\S+\s+yes\n$/,
    );
  });
});

describe('usage errors and configuration', { timeout: 120_000 }, () => {
  it('exits 2 on bad usage, 0 on --help and --version, 1 on a bad environment', async () => {
    const unknown = await cli(['clients', 'frobnicate']);
    expect(unknown.exitCode).toBe(2);
    expect(unknown.stderr).toContain("error: unknown command 'frobnicate'");

    const option = await cli(['clients', 'list', '--colour', '--json']);
    expect(option.exitCode).toBe(2);
    // With --json, stderr holds only the JSON error document (commander's own text is held back).
    expect(option.stdout).toBe('');
    expect(option.errorJson()).toEqual({ error: "unknown option '--colour'", code: 'bad_request' });

    const group = await cli(['keys']);
    expect(group.exitCode).toBe(2);
    expect(group.stderr).toContain('Usage: frontdesk keys');

    const help = await cli(['usage', 'show', '--help']);
    expect(help.exitCode).toBe(0);
    expect(help.stdout).toContain('$ frontdesk usage show');

    const version = await cli(['--version']);
    expect(version.exitCode).toBe(0);
    expect(version.stdout).toMatch(/^\d+\.\d+\.\d+\n$/);

    const env = await cli(['clients', 'list'], '', { FRONTDESK_PUBLIC_URL: 'not a url' });
    expect(env.exitCode).toBe(1);
    expect(env.stderr).toBe(
      'Invalid configuration: FRONTDESK_PUBLIC_URL must be an http(s) URL (got "not a url")\n',
    );
  });
});
