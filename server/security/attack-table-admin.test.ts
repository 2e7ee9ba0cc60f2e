/**
 * Attack table (../shared/SECURITY-ATTACKS.md), rows 28–33: the admin console's authentication,
 * sessions, CSRF and secrets.
 *
 * Already covered elsewhere (not repeated here):
 *   row 28 → server/http/routes/admin-auth.test.ts: "gives the same answer for an unknown user and a wrong
 *            password", "throttles repeated failures per username…", "…per IP across usernames"
 *            (the lockout-as-DoS fix is `sec`'s)
 *   row 29 → admin-auth.test.ts: "rotates the session at login: the old cookie stops working", "signs in,
 *            reports the user, and signs out for good" (sockets outliving a session: `sec`)
 *   row 30 → admin-auth.test.ts: "refuses cross-site mutations and non-JSON bodies" (Origin, Sec-Fetch-Site,
 *            form-urlencoded on one route); file-uploads.test.ts: "…refuses cross-site posts"
 *   row 31 → server/http/routes/customer-accounts.test.ts: "row 31: a reset answers the same for any email, mails
 *            only known ones, and ends the old sessions", "…the link comes by email, works once…";
 *            server/db/customer-users.contract.test.ts (single-use links under a race, both stores). Operators
 *            have no reset: their password changes only with `frontdesk admin passwd` on the server's shell.
 *   row 32 → admin-auth.test.ts: "stores session ids keyed by a secret kept in the data dir" (0600, HMAC ids)
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApp } from '../app.ts';
import { parseConfig } from '../config.ts';
import { apiRoutes } from '../http/routes/index.ts';
import { argon2Hasher } from '../system.ts';
import { startTestApp, TEST_ADMIN, type TestApp } from '../testing/test-app.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
  vi.restoreAllMocks();
});

const cookieOf = (headers: Record<string, unknown>) =>
  ([] as string[])
    .concat((headers['set-cookie'] as string[] | undefined) ?? [])
    .map((c) => c.split(';')[0]!)
    .find((c) => c.startsWith('fd_admin='));

/** Every table's rows, for "nothing changed" checks (sessions excluded: reading one may touch it). */
async function dump(app: TestApp) {
  const tables = (await app.services.db
    .selectFrom('sqlite_master' as never)
    .select(['name' as never])
    .where('type' as never, '=', 'table' as never)
    .execute()) as { name: string }[];
  const out: Record<string, unknown[]> = {};
  for (const { name } of tables) {
    if (name === 'admin_sessions' || name === 'admin_users') continue;
    out[name] = await app.services.db
      .selectFrom(name as never)
      .selectAll()
      .execute();
  }
  return out;
}

describe('sessions', () => {
  it('row 29: a planted cookie never becomes the session, and a password change ends every device', async () => {
    t = await startTestApp();
    const planted = 'fd_admin=attacker-chosen-session-id-0000000000000000';
    const login = await t.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: TEST_ADMIN,
      headers: { cookie: planted },
    });
    expect(login.statusCode).toBe(200);
    const issued = cookieOf(login.headers)!;
    expect(issued).not.toBe(planted);
    const me = (cookie: string) => t!.inject({ method: 'GET', url: '/api/admin/me', headers: { cookie } });
    expect((await me(planted)).statusCode).toBe(401);
    const laptop = issued;
    const phone = await t.login();
    expect((await me(laptop)).statusCode).toBe(200);
    expect((await me(phone)).statusCode).toBe(200);
    await t.services.adminAuth.setPassword(TEST_ADMIN.username, 'a-brand-new-passphrase');
    expect((await me(laptop)).statusCode).toBe(401);
    expect((await me(phone)).statusCode).toBe(401);
    expect(await t.services.db.selectFrom('admin_sessions').selectAll().execute()).toEqual([]);
  });
});

describe('CSRF', () => {
  it('row 30: no mutating route takes a simple content type with the session cookie', async () => {
    t = await startTestApp();
    const cookie = await t.login();
    const clientId = (
      await t.services.clients.create({
        clientName: 'Shop',
        businessName: 'Shop',
        domain: 'shop.example.com',
        plan: 'Enterprise',
      })
    ).id;
    const before = await dump(t);
    const failures: string[] = [];
    let checked = 0;
    for (const route of apiRoutes(t.services)) {
      if (route.method === 'GET' || route.path === '/api/admin/logout') continue;
      const url = route.path.replace(/\{(\w+)\*?\}/g, (_, n: string) =>
        n === 'id' ? clientId : 'sessionCsrfCsrfCsrf00001',
      );
      const json = JSON.stringify({ clientName: 'Pwned', clientId, name: 'Pwned', testMode: false });
      const forms: [string, string][] = [
        ['text/plain', json],
        ['application/x-www-form-urlencoded', 'clientName=Pwned'],
        [
          'multipart/form-data; boundary=x',
          `--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--\r\n`,
        ],
      ];
      for (const [type, payload] of forms) {
        // What a cross-site <form> or no-cors fetch sends: its Origin, and Sec-Fetch-Site in new browsers.
        for (const site of [
          { origin: 'https://evil.example' },
          { 'sec-fetch-site': 'cross-site' },
          { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
        ]) {
          const res = await t.inject({
            method: route.method,
            url,
            headers: { cookie, 'content-type': type, ...site },
            payload,
          });
          checked++;
          if (res.statusCode !== 403 && res.statusCode !== 415)
            failures.push(
              `${route.method} ${route.path} ${type} ${JSON.stringify(site)} → ${res.statusCode}`,
            );
        }
      }
    }
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThan(100);
    expect(await dump(t)).toEqual(before);
  });

  it('row 30: a same-origin simple content type is refused too, except the beacon that ends a chat', async () => {
    t = await startTestApp();
    const cookie = await t.login();
    const failures: string[] = [];
    for (const route of apiRoutes(t.services)) {
      if (route.method === 'GET' || route.method === 'DELETE') continue;
      // navigator.sendBeacon can only send text/plain; this one route reads `{"token"}` or `{"clientId"}`.
      if (route.path === '/api/sessions/{sessionId}/end') continue;
      const url = route.path.replace(/\{(\w+)\*?\}/g, 'x');
      for (const type of ['text/plain', 'application/x-www-form-urlencoded']) {
        const res = await t.inject({
          method: route.method,
          url,
          headers: { cookie, 'content-type': type },
          payload: '{}',
        });
        if (res.statusCode !== 415)
          failures.push(`${route.method} ${route.path} ${type} → ${res.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('row 30: every GET route leaves the data as it was (no state change by GET)', async () => {
    t = await startTestApp({ seedDemo: true });
    const cookie = await t.login();
    const clientId = (await t.services.clients.list())[0]!.id;
    const before = await dump(t);
    for (const route of apiRoutes(t.services)) {
      if (route.method !== 'GET') continue;
      const url = route.path.replace(/\{(\w+)\*?\}/g, (_, n: string) =>
        n === 'id' || n === 'clientId' ? clientId : 'x',
      );
      const res = await t.inject({ method: 'GET', url, headers: { cookie } });
      // 503: PayPal is not configured in this test.
      expect(res.statusCode === 503 || res.statusCode < 500, url).toBe(true);
    }
    expect(await dump(t)).toEqual(before);
  });
});

describe('secrets', () => {
  it('row 32: a short session secret stops the start; without one, a random secret is generated', async () => {
    const env = (secret?: string) => ({
      FRONTDESK_DATA_DIR: fs.mkdtempSync('/tmp/frontdesk-secret-'),
      PORT: '0',
      FRONTDESK_SEED_DEMO: 'false',
      ...(secret === undefined ? {} : { FRONTDESK_SESSION_SECRET: secret }),
    });
    // (An empty variable counts as unset: a random secret is generated, as below.)
    for (const weak of ['secret', 'changeme', 'x'.repeat(31)])
      expect(() => parseConfig(env(weak)), JSON.stringify(weak)).toThrow(/FRONTDESK_SESSION_SECRET/);
    const secrets: string[] = [];
    for (let i = 0; i < 2; i++) {
      const config = parseConfig(env());
      const app = await createApp(config);
      await app.stop();
      const secret = fs.readFileSync(`${config.dataDir}/session-secret`, 'utf8').trim();
      expect(secret.length).toBeGreaterThanOrEqual(32);
      secrets.push(secret);
      // A truncated secret file is replaced, never used.
      fs.writeFileSync(`${config.dataDir}/session-secret`, 'short\n');
      const again = await createApp(config);
      await again.stop();
      expect(
        fs.readFileSync(`${config.dataDir}/session-secret`, 'utf8').trim().length,
      ).toBeGreaterThanOrEqual(32);
      fs.rmSync(config.dataDir, { recursive: true, force: true });
    }
    expect(secrets[0]).not.toBe(secrets[1]);
  });

  it('row 32: passwords are hashed with argon2id at OWASP parameters (19 MiB, t=2)', async () => {
    const hash = await argon2Hasher.hash('correct-horse-battery');
    const m = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(hash);
    expect(m).not.toBeNull();
    expect(Number(m![1])).toBeGreaterThanOrEqual(19_456);
    expect(Number(m![2])).toBeGreaterThanOrEqual(2);
    expect(await argon2Hasher.verify(hash, 'correct-horse-battery')).toBe(true);
    expect(await argon2Hasher.verify(hash, 'correct-horse-batterz')).toBe(false);
  });

  it('row 33: a secret key is not the widget token, is stored as its SHA-256 only, shown once, never echoed or logged', async () => {
    t = await startTestApp();
    const cookie = await t.login();
    const client = await t.services.clients.create({
      clientName: 'Shop',
      businessName: 'Shop',
      domain: 'shop.example.com',
      plan: 'Starter',
      testMode: true,
    });
    const created = await t.inject({
      method: 'POST',
      url: `/api/clients/${client.id}/api-keys`,
      headers: { cookie },
      payload: { name: 'server' },
    });
    expect(created.statusCode).toBe(201);
    const key = created.json.key as string;
    expect(key).toMatch(/^fd_sk_/);
    expect(key).not.toBe(client.testAccessToken);
    const rows = await t.services.db.selectFrom('api_keys').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(key);
    expect(rows[0]!.key_hash).toBe(crypto.createHash('sha256').update(key).digest('hex'));
    const list = await t.inject({
      method: 'GET',
      url: `/api/clients/${client.id}/api-keys`,
      headers: { cookie },
    });
    expect(list.payload).not.toContain(key);
    const detail = await t.inject({ method: 'GET', url: `/api/clients/${client.id}`, headers: { cookie } });
    expect(detail.payload).not.toContain(key);

    // Wrong keys and tokens are refused without echoing them; nothing is logged with them.
    const logged: string[] = [];
    for (const stream of ['log', 'error', 'warn', 'info'] as const)
      vi.spyOn(console, stream).mockImplementation((...args: unknown[]) => {
        logged.push(args.map((a) => (a instanceof Error ? `${a.message} ${a.stack}` : String(a))).join(' '));
      });
    const wrongKey = `${key.slice(0, -4)}AAAA`;
    const attempts = [
      { authorization: `Bearer ${wrongKey}` },
      { authorization: `Bearer ${key}`, cookie: 'fd_admin=nonsense' },
      { authorization: 'Bearer fd_live_guessedTokenValue000000' },
    ];
    for (const headers of attempts) {
      const res = await t.inject({
        method: 'POST',
        url: '/api/v1/chat',
        headers,
        payload: { message: 'hi', sessionId: 'sessionLogLogLogLog00001' },
      });
      for (const secret of [wrongKey, 'guessedTokenValue', key]) expect(res.payload).not.toContain(secret);
      const history = await t.inject({
        method: 'GET',
        url: '/api/chat/messages/sessionLogLogLogLog00001',
        headers,
      });
      expect(history.statusCode).toBeGreaterThanOrEqual(400);
      expect(history.payload).not.toContain(key);
    }
    for (const line of logged) {
      expect(line).not.toContain(key);
      expect(line).not.toContain(wrongKey);
    }
  });
});
