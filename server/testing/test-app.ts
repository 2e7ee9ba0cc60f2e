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
import { DomainError } from '../domain/shared/index.ts';
import type { Fetcher } from '../domain/sources/index.ts';
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

/**
 * The visitor session secrets the server issued, by token and session id (`sessionKeyOf`): the widget keeps them in its storage,
 * and the test app's inject does the same for widget calls, so tests about other things read like a
 * widget's calls. Tests about the secret itself use `t.app.http.inject` (no memory).
 */
export const sessionKeys = new Map<string, string>();
export const sessionKeyOf = (token: string, sessionId: string) => sessionKeys.get(`${token}\n${sessionId}`);
export const keepSessionKey = (token: string, sessionId: string, key: string) =>
  sessionKeys.set(`${token}\n${sessionId}`, key);
const bearer = (h: string | undefined) => /^Bearer\s+(\S+)/i.exec(h ?? '')?.[1];

const sessionIdOf = (url: string, payload: unknown): string | undefined => {
  const m = /\/(?:messages|sessions)\/([A-Za-z0-9_-]{16,128})(?:[/?]|$)/.exec(url);
  if (m?.[1]) return m[1];
  const body = typeof payload === 'string' ? (JSON.parse(payload) as unknown) : payload;
  const id = (body as { sessionId?: unknown } | null)?.sessionId;
  return typeof id === 'string' ? id : undefined;
};

function rememberingKeys(inject: TestApp['inject']): TestApp['inject'] {
  return async (o) => {
    const headers = { ...(o.headers as Record<string, string> | undefined) };
    let sessionId: string | undefined;
    try {
      sessionId = sessionIdOf(String(o.url), o.payload);
    } catch {
      sessionId = undefined;
    }
    const token = bearer(headers.authorization);
    const known = token && sessionId ? sessionKeyOf(token, sessionId) : undefined;
    if (known && !headers['x-session-key']) headers['x-session-key'] = known;
    const res = await inject({ ...o, headers });
    const issued = res.headers['x-session-key'];
    if (token && sessionId && typeof issued === 'string') keepSessionKey(token, sessionId, issued);
    return res;
  };
}

export async function startTestApp(
  opts: {
    env?: Record<string, string>;
    listen?: boolean;
    seedDemo?: boolean;
    dataDir?: string;
    /** Changes a parsed setting no environment variable can express (a sync deadline under a minute). */
    adjust?: (config: Config) => Config;
  } & AppOptions = {},
): Promise<TestApp> {
  const dataDir = opts.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'frontdesk-test-'));
  const parsed = parseConfig({
    FRONTDESK_DATA_DIR: dataDir,
    FRONTDESK_ADMIN_USERNAME: TEST_ADMIN.username,
    FRONTDESK_ADMIN_PASSWORD: TEST_ADMIN.password,
    FRONTDESK_SEED_DEMO: opts.seedDemo ? 'true' : 'false',
    PORT: '0',
    HOST: '127.0.0.1',
    ...opts.env,
  });
  const config = opts.adjust ? opts.adjust(parsed) : parsed;
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
    inject: rememberingKeys(inject),
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
