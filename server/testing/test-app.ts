/**
 * Test harness: a real app on a temporary SQLite file, with a known admin. Used by server tests
 * (through inject) and browser tests (through a loopback listener).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ServerInjectOptions } from '@hapi/hapi';
import { createApp, type App, type AppOptions } from '../app.ts';
import { parseConfig, type Config } from '../config.ts';
import { DomainError } from '../domain/errors.ts';
import type { Fetcher } from '../domain/knowledge-sources-ports.ts';
import { createSafeFetcher } from '../net/safe-fetch.ts';

export const TEST_ADMIN = { username: 'admin', password: 'correct-horse-battery' } as const;

export interface TestApp {
  app: App;
  services: App['services'];
  config: Config;
  dataDir: string;
  /** Base URL when started with listen: true. */
  url: string;
  inject(
    opts: ServerInjectOptions,
  ): Promise<{ statusCode: number; json: any; headers: Record<string, unknown>; payload: string }>;
  /** Signs in the test admin; returns the Cookie header value. */
  login(): Promise<string>;
  close(): Promise<void>;
}

export async function startTestApp(
  opts: {
    env?: Record<string, string>;
    listen?: boolean;
    seedDemo?: boolean;
    dataDir?: string;
  } & AppOptions = {},
): Promise<TestApp> {
  const dataDir = opts.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'frontdesk-test-'));
  const config = parseConfig({
    FRONTDESK_DATA_DIR: dataDir,
    FRONTDESK_ADMIN_USERNAME: TEST_ADMIN.username,
    FRONTDESK_ADMIN_PASSWORD: TEST_ADMIN.password,
    FRONTDESK_SEED_DEMO: opts.seedDemo ? 'true' : 'false',
    PORT: '0',
    HOST: '127.0.0.1',
    ...opts.env,
  });
  const app = await createApp(config, { ...opts, fetcher: opts.fetcher ?? loopbackOnly(config) });
  let url = '';
  if (opts.listen) {
    url = await app.start();
    // Embed scripts and cookies need the real listening address.
    config.publicUrl = url;
  }
  const inject: TestApp['inject'] = async (o) => {
    const res = await app.http.inject(o);
    let json: unknown;
    try {
      json = JSON.parse(res.payload);
    } catch {
      json = null;
    }
    return {
      statusCode: res.statusCode,
      json,
      headers: res.headers as Record<string, unknown>,
      payload: res.payload,
    };
  };
  return {
    app,
    services: app.services,
    config,
    dataDir,
    url,
    inject,
    async login() {
      const res = await app.http.inject({ method: 'POST', url: '/api/admin/login', payload: TEST_ADMIN });
      if (res.statusCode !== 200) throw new Error(`test login failed: ${res.statusCode} ${res.payload}`);
      const setCookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
      const cookie = setCookie.map((c) => c.split(';')[0]).find((c) => c?.startsWith('fd_admin='));
      if (!cookie) throw new Error('no session cookie');
      return cookie;
    },
    async close() {
      await app.stop();
      if (!opts.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The real fetcher, refusing every host but loopback before any lookup: test clients (the demo seed)
 * have real-world domains, and a test must never crawl them.
 */
function loopbackOnly(config: Config): Fetcher {
  const real = createSafeFetcher({ allowPrivateNetwork: config.allowPrivateNetwork });
  return {
    get(url, o) {
      let host = '';
      try {
        host = new URL(url).hostname;
      } catch {
        // The real fetcher explains a malformed URL.
      }
      if (host && host !== 'localhost' && !/^127\.\d+\.\d+\.\d+$/.test(host) && host !== '[::1]')
        return Promise.reject(
          new DomainError('bad_request', `Could not fetch ${url}: tests reach loopback only`),
        );
      return real.get(url, o);
    },
  };
}
