import { describe, expect, it } from 'vitest';
import { parseConfig } from './config.ts';

describe('parseConfig', () => {
  it('applies the documented defaults', () => {
    const c = parseConfig({});
    expect(c.port).toBe(3000);
    expect(c.host).toBe('127.0.0.1');
    expect(c.dataDir.endsWith('/data')).toBe(true);
    expect(c.databaseFile.endsWith('/data/frontdesk.sqlite')).toBe(true);
    expect(c.publicUrl).toBe('http://127.0.0.1:3000');
    expect(c.seedDemo).toBe(true);
    expect(c.ai.provider).toBe('builtin');
    expect(c.paypal.apiBase).toBe('https://api-m.sandbox.paypal.com');
    expect(c.secureCookies).toBe(false);
    expect(c.databaseUrl).toBeNull();
  });

  it('keeps the audit log 365 days unless FRONTDESK_AUDIT_RETENTION_DAYS says 1–3650', () => {
    expect(parseConfig({}).auditRetentionDays).toBe(365);
    expect(parseConfig({ FRONTDESK_AUDIT_RETENTION_DAYS: '90' }).auditRetentionDays).toBe(90);
    for (const bad of ['0', '3651', '30.5', 'forever'])
      expect(() => parseConfig({ FRONTDESK_AUDIT_RETENTION_DAYS: bad })).toThrow(
        'FRONTDESK_AUDIT_RETENTION_DAYS must be a whole number of days from 1 to 3650',
      );
  });

  it('trusts no proxy unless FRONTDESK_TRUST_PROXY says how many (true is one)', () => {
    expect(parseConfig({}).trustProxyHops).toBe(0);
    expect(parseConfig({ FRONTDESK_TRUST_PROXY: 'false' }).trustProxyHops).toBe(0);
    expect(parseConfig({ FRONTDESK_TRUST_PROXY: 'true' }).trustProxyHops).toBe(1);
    expect(parseConfig({ FRONTDESK_TRUST_PROXY: '2' }).trustProxyHops).toBe(2);
    for (const bad of ['-1', '11', '1.5', 'yes please'])
      expect(() => parseConfig({ FRONTDESK_TRUST_PROXY: bad }), bad).toThrow('FRONTDESK_TRUST_PROXY');
  });

  it('takes a PostgreSQL URL in FRONTDESK_DATABASE_URL, either scheme', () => {
    expect(
      parseConfig({ FRONTDESK_DATABASE_URL: 'postgres://fd:pw@db.internal:5432/frontdesk' }).databaseUrl,
    ).toBe('postgres://fd:pw@db.internal:5432/frontdesk');
    expect(parseConfig({ FRONTDESK_DATABASE_URL: 'postgresql://127.0.0.1/frontdesk' }).databaseUrl).toBe(
      'postgresql://127.0.0.1/frontdesk',
    );
    // libpq's form for a unix socket: no host in the authority, the socket folder as a parameter.
    expect(
      parseConfig({ FRONTDESK_DATABASE_URL: 'postgresql:///frontdesk?host=/var/run/postgresql' }).databaseUrl,
    ).toBe('postgresql:///frontdesk?host=/var/run/postgresql');
    // An empty value is unset, as for every other variable: SQLite stays.
    expect(parseConfig({ FRONTDESK_DATABASE_URL: '' }).databaseUrl).toBeNull();
  });

  it('reads the model path settings, with their defaults', () => {
    expect(parseConfig({}).ai.resilience).toEqual({
      retries: 2,
      retryAfterMaxMs: 8_000,
      firstTokenTimeoutMs: 15_000,
      stallTimeoutMs: 10_000,
      breakerFailures: 5,
      breakerCooldownMs: 30_000,
    });
    expect(
      parseConfig({ FRONTDESK_MODEL_BREAKER_FAILURES: '3', FRONTDESK_MODEL_BREAKER_COOLDOWN_MS: '60000' }).ai
        .resilience,
    ).toMatchObject({ breakerFailures: 3, breakerCooldownMs: 60_000 });
  });

  it('never prints the password of a refused database URL', () => {
    expect(() => parseConfig({ FRONTDESK_DATABASE_URL: 'mysql://fd:s3cret@db/frontdesk' })).toThrow(
      'Invalid configuration: FRONTDESK_DATABASE_URL must be a postgres:// or postgresql:// URL (got "mysql://fd:***@db/frontdesk")',
    );
  });

  it('chooses the openai provider when a key or base URL is set', () => {
    expect(parseConfig({ OPENAI_API_KEY: 'sk-x' }).ai.provider).toBe('openai');
    expect(parseConfig({ OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1' }).ai).toMatchObject({
      provider: 'openai',
      baseUrl: 'http://127.0.0.1:11434/v1',
    });
  });

  it('marks cookies Secure behind an https public URL', () => {
    expect(parseConfig({ FRONTDESK_PUBLIC_URL: 'https://chat.example.com/' })).toMatchObject({
      publicUrl: 'https://chat.example.com',
      secureCookies: true,
    });
  });

  it.each([
    [{ PORT: 'abc' }, /^Invalid configuration: PORT /],
    [{ PORT: '70000' }, /PORT/],
    [{ FRONTDESK_SEED_DEMO: 'maybe' }, /FRONTDESK_SEED_DEMO must be true or false/],
    [{ FRONTDESK_PUBLIC_URL: 'ftp://x' }, /FRONTDESK_PUBLIC_URL must be an http\(s\) URL/],
    [{ OPENAI_BASE_URL: 'not a url' }, /OPENAI_BASE_URL/],
    [{ FRONTDESK_ADMIN_USERNAME: 'root' }, /must be set together/],
    [
      { FRONTDESK_ADMIN_USERNAME: 'root', FRONTDESK_ADMIN_PASSWORD: 'short' },
      /FRONTDESK_ADMIN_PASSWORD must be at least 8 characters/,
    ],
    [{ PAYPAL_CLIENT_ID: 'id' }, /PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET/],
    [{ FRONTDESK_SESSION_SECRET: 'too-short' }, /FRONTDESK_SESSION_SECRET/],
    [{ FRONTDESK_REDIS_URL: 'http://localhost:6379' }, /FRONTDESK_REDIS_URL must be a redis:\/\/ URL/],
    [
      { FRONTDESK_DATABASE_URL: 'mysql://db/frontdesk' },
      /FRONTDESK_DATABASE_URL must be a postgres:\/\/ or postgresql:\/\/ URL/,
    ],
    [{ FRONTDESK_DATABASE_URL: 'not a url' }, /FRONTDESK_DATABASE_URL must be a postgres/],
    [{ FRONTDESK_DATABASE_URL: './data/frontdesk.sqlite' }, /FRONTDESK_DATABASE_URL/],
    [
      { FRONTDESK_MODEL_BREAKER_FAILURES: '0' },
      /FRONTDESK_MODEL_BREAKER_FAILURES must be a whole number from 1 to 1000/,
    ],
    [
      { FRONTDESK_MODEL_BREAKER_COOLDOWN_MS: 'soon' },
      /FRONTDESK_MODEL_BREAKER_COOLDOWN_MS must be milliseconds from 100 to 3600000/,
    ],
    [
      { FRONTDESK_MODEL_STALL_TIMEOUT_MS: '10' },
      /FRONTDESK_MODEL_STALL_TIMEOUT_MS must be milliseconds from 100 to 120000/,
    ],
    [
      { FRONTDESK_ALLOW_PRIVATE_NETWORK: 'sometimes' },
      /FRONTDESK_ALLOW_PRIVATE_NETWORK must be true or false/,
    ],
  ])('refuses %j with one clear line', (env, message) => {
    expect(() => parseConfig(env)).toThrow(message);
    try {
      parseConfig(env);
    } catch (err) {
      expect((err as Error).message).not.toContain('\n');
    }
  });

  it('reads the billing settings: the webhook id and the grace days, 7 by default, 0 to 60', () => {
    expect(parseConfig({})).toMatchObject({ billingGraceDays: 7, paypal: { webhookId: null } });
    expect(parseConfig({ PAYPAL_WEBHOOK_ID: 'WH-1', FRONTDESK_BILLING_GRACE_DAYS: '0' })).toMatchObject({
      billingGraceDays: 0,
      paypal: { webhookId: 'WH-1' },
    });
    expect(() => parseConfig({ FRONTDESK_BILLING_GRACE_DAYS: '61' })).toThrow(
      'Invalid configuration: FRONTDESK_BILLING_GRACE_DAYS must be a whole number of days from 0 to 60 (got "61")',
    );
  });
});
