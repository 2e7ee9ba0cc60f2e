/**
 * The forms scripts use: `npx frontdesk` (and `npm run -s cli`) from the caller's own directory, with
 * relative paths meaning what the caller meant, and a reader that stops early ending the CLI quietly.
 */
import fs from 'node:fs';
import path from 'node:path';
import { execa } from 'execa';
import { afterAll, describe, expect, it } from 'vitest';
import { BIN, REPO_ROOT, cleanEnv, tempDataDir } from './testing/run-cli.ts';

const caller = tempDataDir();
afterAll(() => fs.rmSync(caller, { recursive: true, force: true }));
const run = (file: string, args: string[]) =>
  execa(file, args, { cwd: caller, env: cleanEnv(), extendEnv: false, reject: false, timeout: 120_000 });

describe('scripting the CLI', { timeout: 180_000 }, () => {
  it('ends quietly with exit 0 when the reader closes stdout (frontdesk --help | head -1)', async () => {
    const child = execa('node', [BIN, '--help'], {
      cwd: caller,
      env: cleanEnv(),
      extendEnv: false,
      reject: false,
      buffer: { stdout: false },
    });
    // The pipe is closed before the CLI writes anything: its first write meets EPIPE.
    child.stdout?.destroy();
    const r = await child;
    expect(r.stderr).toBe('');
    expect(r.exitCode).toBe(0);
  });

  it('runs as `npx frontdesk` from the caller directory, resolving relative paths there', async () => {
    fs.writeFileSync(path.join(caller, 'knowledge.txt'), 'We open at nine.');
    const migrated = await run('npx', [
      '--prefix',
      REPO_ROOT,
      'frontdesk',
      '--data-dir',
      'data',
      'db',
      'migrate',
      '--json',
    ]);
    expect(migrated.exitCode).toBe(0);
    expect(JSON.parse(String(migrated.stdout))).toMatchObject({
      databaseFile: path.join(caller, 'data', 'frontdesk.sqlite'),
    });
    const created = await run('npx', [
      '--prefix',
      REPO_ROOT,
      'frontdesk',
      '--data-dir',
      './data',
      'clients',
      'create',
      '--name',
      'Ada',
      '--business',
      'Ada Books',
      '--domain',
      'ada.example.com',
      '--plan',
      'Starter',
      '--ai-content-file',
      'knowledge.txt',
      '--json',
    ]);
    expect(created.exitCode).toBe(0);
    expect(JSON.parse(String(created.stdout))).toMatchObject({ aiContent: 'We open at nine.' });
    expect(fs.existsSync(path.join(REPO_ROOT, 'knowledge.txt'))).toBe(false);
  });

  it('`npm run -s cli` also resolves paths from where it was typed, with nothing but the result on stdout', async () => {
    const r = await run('npm', [
      'run',
      '-s',
      '--prefix',
      REPO_ROOT,
      'cli',
      '--',
      '--data-dir',
      'data',
      'clients',
      'list',
      '--json',
      'domain',
    ]);
    expect(r.exitCode).toBe(0);
    expect(JSON.parse(String(r.stdout))).toEqual({ clients: [{ domain: 'ada.example.com' }] });
  });
});
