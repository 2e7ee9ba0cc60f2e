/**
 * Runs the real `frontdesk` binary (node cli/bin.js) in a child process, as a user would, against a
 * temporary data directory and an environment cleaned of the developer's own Frontdesk settings.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { execa, type ResultPromise } from 'execa';

export const BIN = fileURLToPath(new URL('../bin.js', import.meta.url));
export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface CliResult {
  exitCode: number;
  stdout: string;
  stderr: string;
  /** stdout parsed as the one JSON document --json promises. */
  json<T = Record<string, unknown>>(): T;
  /** stderr parsed as the one JSON error document a failing --json run writes there. */
  errorJson<T = Record<string, unknown>>(): T;
}

/** An empty data directory: no database in it yet. */
export function tempDataDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'frontdesk-cli-'));
}

/**
 * A data directory holding a migrated database, as `frontdesk db migrate` leaves it (made in-process:
 * commands other than serve, db migrate and admin create refuse a directory without one).
 */
export async function createdDataDir(): Promise<string> {
  const dir = tempDataDir();
  const { openDatabase, migrateToLatest } = await import('../../server/db/database.ts');
  const opened = openDatabase(path.join(dir, 'frontdesk.sqlite'));
  try {
    await migrateToLatest(opened.db);
  } finally {
    await opened.close();
  }
  return dir;
}

/** The parent's environment minus anything that would change the CLI's configuration. */
export function cleanEnv(extra: Record<string, string> = {}): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [k, v] of Object.entries(process.env)) {
    if (
      v === undefined ||
      /^(FRONTDESK_|OPENAI_|PAYPAL_)/.test(k) ||
      k === 'PORT' ||
      k === 'HOST' ||
      k === 'FORCE_COLOR'
    )
      continue;
    env[k] = v;
  }
  return { ...env, NO_COLOR: '1', ...extra };
}

export async function runCli(
  dataDir: string,
  args: string[],
  opts: { input?: string; env?: Record<string, string> } = {},
): Promise<CliResult> {
  const r = await execa('node', [BIN, '--data-dir', dataDir, ...args], {
    reject: false,
    cwd: REPO_ROOT,
    env: cleanEnv(opts.env),
    extendEnv: false,
    input: opts.input ?? '',
    // Exact output matters: tests check the one-line reason including its newline.
    stripFinalNewline: false,
    timeout: 60_000,
  });
  const stdout = String(r.stdout);
  return {
    exitCode: r.exitCode ?? -1,
    stdout,
    stderr: String(r.stderr),
    json: <T>() => JSON.parse(stdout) as T,
    errorJson: <T>() => JSON.parse(String(r.stderr)) as T,
  };
}

/** Starts a long-running command (serve) and resolves once `ready` matches its stdout. */
export async function startCli(
  dataDir: string,
  args: string[],
  ready: RegExp,
  env: Record<string, string> = {},
): Promise<{ child: ResultPromise; match: RegExpMatchArray }> {
  const child = execa('node', [BIN, '--data-dir', dataDir, ...args], {
    reject: false,
    cwd: REPO_ROOT,
    env: cleanEnv(env),
    extendEnv: false,
  });
  let seen = '';
  const match = await new Promise<RegExpMatchArray>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`not ready after 60 s; output so far:\n${seen}`)),
      60_000,
    );
    child.stdout?.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      const m = seen.match(ready);
      if (m) {
        clearTimeout(timer);
        resolve(m);
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => (seen += chunk.toString()));
    void child.then((r) => {
      clearTimeout(timer);
      reject(new Error(`exited with ${r.exitCode} before it was ready:\n${seen}`));
    });
  });
  return { child, match };
}
