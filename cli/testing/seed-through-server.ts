/**
 * CLI tests make their starting rows the way a user would (through a server's services and API on the
 * same data directory), then stop that server so the CLI process is the only one on the database.
 */
import fs from 'node:fs';
import { afterAll } from 'vitest';
import { startTestApp, type TestApp } from '../../server/testing/test-app.ts';
import { createdDataDir } from './run-cli.ts';

/** Ada's Books, the client the CLI tests act on; each test adds its own plan and settings. */
export const ADAS_BOOKS = {
  clientName: 'Ada',
  businessName: "Ada's Books",
  domain: 'adasbooks.com',
} as const;

/** A migrated data directory, removed after the test file. */
export async function cliDataDir(): Promise<string> {
  const dir = await createdDataDir();
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** Runs `seed` against an in-process server on `dataDir` and always stops the server afterwards. */
export async function seedThroughServer<T>(
  dataDir: string,
  seed: (t: TestApp) => Promise<T>,
  env?: Record<string, string>,
): Promise<T> {
  const t = await startTestApp({ dataDir, ...(env ? { env } : {}) });
  try {
    return await seed(t);
  } finally {
    await t.close();
  }
}
