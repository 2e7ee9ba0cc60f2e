import { z } from 'zod';
import path from 'node:path';
import { PlanName } from '../contract/plans.ts';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const httpUrl = z
  .string()
  .url({ error: 'must be an http(s) URL' })
  .refine((v) => /^https?:\/\//.test(v), 'must be an http(s) URL')
  .transform((v) => v.replace(/\/+$/, ''));

const ms = (min: number, max: number, error: string) =>
  z.coerce.number({ error }).int({ error }).min(min, { error }).max(max, { error });

const EnvSchema = z.object({
  PORT: z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  FRONTDESK_DATA_DIR: z.string().min(1).default('./data'),
  FRONTDESK_PUBLIC_URL: httpUrl.optional(),
  FRONTDESK_ADMIN_USERNAME: z.string().trim().min(1).max(50).optional(),
  FRONTDESK_ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').max(1024).optional(),
  FRONTDESK_SEED_DEMO: bool.default(true),
  FRONTDESK_SQLITE_SYNCHRONOUS: z
    .enum(['normal', 'full'], { error: 'must be normal or full' })
    .default('normal'),
  FRONTDESK_TEST_DAILY_LIMIT: z.coerce
    .number({ error: 'must be a whole number' })
    .int()
    .min(0)
    .max(100_000)
    .default(50),
  FRONTDESK_ADMIN_IDLE_MINUTES: z.coerce
    .number({ error: 'must be a number of minutes' })
    .int()
    .min(1)
    .max(12 * 60)
    .default(120),
  FRONTDESK_REQUEST_BODY_TIMEOUT_SECONDS: ms(
    1,
    600,
    'must be a whole number of seconds from 1 to 600',
  ).default(20),
  FRONTDESK_CRAWL_PAGE_TIMEOUT_SECONDS: ms(1, 600, 'must be a whole number of seconds from 1 to 600').default(
    30,
  ),
  FRONTDESK_CRAWL_SYNC_TIMEOUT_MINUTES: ms(
    1,
    24 * 60,
    'must be a whole number of minutes from 1 to 1440',
  ).default(30),
  FRONTDESK_SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  FRONTDESK_SECRET_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  OPENAI_API_KEY: z.string().min(1).optional(),
  OPENAI_BASE_URL: httpUrl.optional(),
  FRONTDESK_MODEL: z.string().min(1).default('gpt-4o-mini'),
  FRONTDESK_EMBEDDING_MODEL: z.string().trim().min(1).max(200).optional(),
  FRONTDESK_WHOLE_KNOWLEDGE_TOKENS: ms(0, 200_000, 'must be a whole number from 0 to 200000').default(6_000),
  // Issue 32: the models a client may pick for its assistant, and the plans that may pick them.
  FRONTDESK_CLIENT_MODELS: z
    .string()
    .default('')
    .transform((v) => [
      ...new Set(
        v
          .split(',')
          .map((m) => m.trim())
          .filter(Boolean),
      ),
    ])
    .refine(
      (list) => list.every((m) => /^[A-Za-z0-9._:/-]{1,100}$/.test(m)),
      'must be model names, comma-separated',
    ),
  FRONTDESK_MODEL_CHOICE_PLANS: z
    .string()
    .default('Enterprise')
    .transform((v) =>
      v
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean),
    )
    .pipe(z.array(PlanName, { error: 'must be plan names (Starter, Premium, Enterprise), comma-separated' })),
  FRONTDESK_MODEL_TEMPERATURE: z.coerce
    .number({ error: 'must be a number from 0 to 2' })
    .min(0)
    .max(2)
    .default(0.2),
  FRONTDESK_MODEL_MAX_TOKENS: ms(16, 32_000, 'must be a whole number from 16 to 32000').default(600),
  FRONTDESK_MODEL_RETRIES: ms(0, 5, 'must be a whole number from 0 to 5').default(2),
  FRONTDESK_MODEL_RETRY_AFTER_MAX_MS: ms(0, 60_000, 'must be milliseconds from 0 to 60000').default(8_000),
  FRONTDESK_MODEL_FIRST_TOKEN_TIMEOUT_MS: ms(100, 120_000, 'must be milliseconds from 100 to 120000').default(
    15_000,
  ),
  FRONTDESK_MODEL_STALL_TIMEOUT_MS: ms(100, 120_000, 'must be milliseconds from 100 to 120000').default(
    10_000,
  ),
  FRONTDESK_MODEL_BREAKER_FAILURES: ms(1, 1000, 'must be a whole number from 1 to 1000').default(5),
  FRONTDESK_MODEL_BREAKER_COOLDOWN_MS: ms(100, 3_600_000, 'must be milliseconds from 100 to 3600000').default(
    30_000,
  ),
  PAYPAL_CLIENT_ID: z.string().min(1).optional(),
  PAYPAL_CLIENT_SECRET: z.string().min(1).optional(),
  PAYPAL_API_BASE: httpUrl.default('https://api-m.sandbox.paypal.com'),
  /** The id PayPal gave the webhook pointed at /api/paypal/webhook; deliveries are verified with it. */
  PAYPAL_WEBHOOK_ID: z.string().trim().min(1).max(64).optional(),
  FRONTDESK_BILLING_GRACE_DAYS: ms(0, 60, 'must be a whole number of days from 0 to 60').default(7),
  FRONTDESK_REDIS_URL: z
    .string()
    .url({ error: 'must be a redis:// URL' })
    .refine((v) => /^rediss?:\/\//.test(v), 'must be a redis:// URL')
    .optional(),
  FRONTDESK_ALLOW_PRIVATE_NETWORK: bool.default(false),
  FRONTDESK_SHOPIFY_API_VERSION: z
    .string()
    .regex(/^\d{4}-(?:01|04|07|10)$/, 'must be a Shopify API version such as 2026-10')
    .default('2026-10'),
  FRONTDESK_REQUIRE_2FA: bool.default(false),
  FRONTDESK_TRUST_PROXY: z
    .union([z.enum(['false', 'true']), ms(0, 10, 'must be false, true or the number of proxies (0–10)')], {
      error: 'must be false, true or the number of proxies (0–10)',
    })
    .transform((v) => (v === 'true' ? 1 : v === 'false' ? 0 : v))
    .default(0),
  FRONTDESK_AUDIT_RETENTION_DAYS: ms(1, 3650, 'must be a whole number of days from 1 to 3650').default(365),
  FRONTDESK_SMTP_URL: z
    .string()
    .url({ error: 'must be an smtp:// or smtps:// URL' })
    .refine((v) => /^smtps?:\/\//.test(v), 'must be an smtp:// or smtps:// URL')
    .optional(),
  FRONTDESK_MAIL_FROM: z.string().trim().min(3).max(200).default('Frontdesk <no-reply@localhost>'),
  FRONTDESK_DATABASE_URL: z
    .string()
    .url({ error: 'must be a postgres:// or postgresql:// URL' })
    .refine((v) => /^postgres(ql)?:\/\//.test(v), 'must be a postgres:// or postgresql:// URL')
    .optional(),
  FRONTDESK_DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  // Operations (issue 35): metrics, log format, the shutdown's grace for replies in flight.
  FRONTDESK_METRICS: z
    .string()
    .regex(/^(off|on|[1-9][0-9]{0,4})$/, { error: 'must be off, on or a port number' })
    .refine((v) => !/^[0-9]+$/.test(v) || Number(v) <= 65535, 'must be off, on or a port number')
    .default('off'),
  FRONTDESK_LOG_FORMAT: z.enum(['json', 'pretty'], { error: 'must be json or pretty' }).optional(),
  FRONTDESK_LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'must be fatal, error, warn, info, debug, trace or silent',
    })
    .default('info'),
  FRONTDESK_SHUTDOWN_GRACE_SECONDS: ms(0, 600, 'must be a whole number of seconds from 0 to 600').default(10),
  // The outbox (webhooks, notification mail and Slack): the first wait before a retry, the longest
  // one, how long an event is retried, and how long a visitor waits for a person before the team is told.
  FRONTDESK_WEBHOOK_RETRY_BASE_MS: ms(10, 3_600_000, 'must be milliseconds from 10 to 3600000').default(
    10_000,
  ),
  FRONTDESK_WEBHOOK_RETRY_MAX_MS: ms(10, 86_400_000, 'must be milliseconds from 10 to 86400000').default(
    3_600_000,
  ),
  FRONTDESK_WEBHOOK_RETRY_HOURS: ms(24, 30 * 24, 'must be a whole number of hours from 24 to 720').default(
    72,
  ),
  FRONTDESK_NOTIFY_WAITING_AFTER_SECONDS: ms(
    0,
    3600,
    'must be a whole number of seconds from 0 to 3600',
  ).default(60),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** Absolute path of the SQLite file, or ':memory:' in tests; unused when databaseUrl is set. */
  databaseFile: string;
  /** PostgreSQL instead of the SQLite file, for several machines sharing one store (null: SQLite). */
  databaseUrl: string | null;
  /** PostgreSQL connections per process. */
  databasePoolSize: number;
  publicUrl: string;
  secureCookies: boolean;
  admin: { username: string; password: string } | null;
  seedDemo: boolean;
  /** AI replies a client's test token gets per UTC day (its own counter, never the plan's usage). */
  testDailyLimit: number;
  /** SQLite's synchronous setting: normal (safe across crashes) or full (also across power loss). */
  sqliteSynchronous: 'normal' | 'full';
  /** A console session unused this long ends (its lifetime is 12 h whatever the activity). */
  adminIdleMinutes: number;
  /** A request body must arrive whole within this time, or the connection is answered 408 and closed. */
  requestBodyTimeoutMs: number;
  /** Each page a crawl fetches, and each whole website sync, must end within these. */
  crawl: { pageTimeoutMs: number; syncTimeoutMs: number };
  sessionSecret: string | null;
  /** Seals secrets at rest (webhook, action, identity, TOTP); generated in the data dir when unset. */
  secretKey: string | null;
  ai: {
    provider: 'builtin' | 'openai';
    apiKey: string | null;
    baseUrl: string | null;
    model: string;
    temperature: number;
    maxTokens: number;
    /** Chunk and question embeddings for hybrid retrieval (null: lexical only). */
    embeddingModel: string | null;
    /** A model gets the whole knowledge when it fits this many tokens (0: never). */
    wholeKnowledgeTokens: number;
    /** Models a client on one of `modelChoicePlans` may pick for its assistant (issue 32). */
    clientModels: string[];
    modelChoicePlans: PlanName[];
    resilience: {
      retries: number;
      retryAfterMaxMs: number;
      firstTokenTimeoutMs: number;
      stallTimeoutMs: number;
      breakerFailures: number;
      breakerCooldownMs: number;
    };
  };
  paypal: { clientId: string | null; clientSecret: string | null; apiBase: string; webhookId: string | null };
  /** Days a client whose renewal failed keeps its assistant answering (FRONTDESK_BILLING_GRACE_DAYS). */
  billingGraceDays: number;
  /** socket.io's Redis adapter, for several server processes behind one address (null: one process). */
  redisUrl: string | null;
  /**
   * Whether crawls and data feeds may fetch loopback and private-network addresses. Off by default, so a
   * client's website or feed URL cannot be pointed at the server's own network.
   */
  allowPrivateNetwork: boolean;
  /** The Shopify Admin API version connected stores are asked with (FRONTDESK_SHOPIFY_API_VERSION). */
  shopifyApiVersion: string;
  /** Outgoing mail (set-password and reset links): SMTP when set, else the data dir's outbox folder. */
  mail: { smtpUrl: string | null; from: string };
  /** GET /metrics: off, on the main port for loopback callers, or alone on its own port. */
  metrics: 'off' | 'on' | { port: number };
  /** Log lines as JSON or human-readable; null: pretty on a terminal, JSON otherwise. */
  log: {
    format: 'json' | 'pretty' | null;
    level: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  };
  /** On SIGTERM, replies in flight get this long to finish before the process exits. */
  shutdownGraceMs: number;
  /** Delivery of events (webhooks, notification mail and Slack): retries and the waiting-visitor notice. */
  outbox: { retryBaseMs: number; retryMaxMs: number; retryForMs: number; waitingNoticeAfterMs: number };
  /** Every operator signs in with a code (FRONTDESK_REQUIRE_2FA); one not enrolled enrols at sign-in. */
  requireTwoFactor: boolean;
  /** Audit log entries older than this many days are deleted (FRONTDESK_AUDIT_RETENTION_DAYS). */
  auditRetentionDays: number;
  /**
   * Reverse proxies in front of the server whose X-Forwarded-For is believed (FRONTDESK_TRUST_PROXY;
   * 0, the default: the header is ignored and the socket's peer is the client).
   */
  trustProxyHops: number;
}

/** The URL with the password of its user part replaced by ***, for messages and logs. */
export function redactUrl(url: string): string {
  return url.replace(/^([a-z][a-z0-9+.-]*:\/\/[^:/@]*):[^@/]*@/i, '$1:***@');
}

/** Variables whose value a configuration error never shows. */
const SECRET_KEYS = new Set([
  'FRONTDESK_ADMIN_PASSWORD',
  'FRONTDESK_SESSION_SECRET',
  'FRONTDESK_SECRET_KEY',
  'OPENAI_API_KEY',
  'PAYPAL_CLIENT_ID',
  'PAYPAL_CLIENT_SECRET',
]);
const URL_KEYS = new Set([
  'FRONTDESK_DATABASE_URL',
  'FRONTDESK_REDIS_URL',
  'FRONTDESK_SMTP_URL',
  'OPENAI_BASE_URL',
  'PAYPAL_API_BASE',
]);

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * The embedding model: the one named ('none' turns embeddings off), else OpenAI's small model when
 * the key is OpenAI's own (no base URL); a custom endpoint names its own model. Only with a model path.
 */
function embeddingModel(e: z.infer<typeof EnvSchema>): string | null {
  if (!e.OPENAI_API_KEY && !e.OPENAI_BASE_URL) return null;
  if (e.FRONTDESK_EMBEDDING_MODEL)
    return e.FRONTDESK_EMBEDDING_MODEL === 'none' ? null : e.FRONTDESK_EMBEDDING_MODEL;
  return e.OPENAI_API_KEY && !e.OPENAI_BASE_URL ? 'text-embedding-3-small' : null;
}

/** Turns the environment into a typed Config; the first bad value stops the start with one clear line. */
export function parseConfig(env: Record<string, string | undefined> = process.env): Config {
  const present = Object.fromEntries(
    Object.entries(env).filter(([k, v]) => k in EnvSchema.shape && v !== undefined && v !== ''),
  );
  const result = EnvSchema.safeParse(present);
  if (!result.success) {
    const issue = result.error.issues[0];
    const key = String(issue?.path[0] ?? 'environment');
    // A secret's value is never printed (messages end up in logs): the variable is named, nothing more.
    // A URL may carry a password: it is shown masked.
    const got = SECRET_KEYS.has(key)
      ? ''
      : ` (got ${JSON.stringify(URL_KEYS.has(key) ? redactUrl(present[key] ?? '') : (present[key] ?? ''))})`;
    throw new ConfigError(`Invalid configuration: ${key} ${issue?.message ?? 'is invalid'}${got}`);
  }
  const e = result.data;
  if (Boolean(e.FRONTDESK_ADMIN_USERNAME) !== Boolean(e.FRONTDESK_ADMIN_PASSWORD)) {
    throw new ConfigError(
      'Invalid configuration: FRONTDESK_ADMIN_USERNAME and FRONTDESK_ADMIN_PASSWORD must be set together',
    );
  }
  if (Boolean(e.PAYPAL_CLIENT_ID) !== Boolean(e.PAYPAL_CLIENT_SECRET)) {
    throw new ConfigError(
      'Invalid configuration: PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET must be set together',
    );
  }
  const dataDir = path.resolve(e.FRONTDESK_DATA_DIR);
  const publicUrl =
    e.FRONTDESK_PUBLIC_URL ?? `http://${e.HOST === '0.0.0.0' ? 'localhost' : e.HOST}:${e.PORT}`;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseFile: path.join(dataDir, 'frontdesk.sqlite'),
    databaseUrl: e.FRONTDESK_DATABASE_URL ?? null,
    databasePoolSize: e.FRONTDESK_DATABASE_POOL_SIZE,
    publicUrl,
    secureCookies: publicUrl.startsWith('https://'),
    admin:
      e.FRONTDESK_ADMIN_USERNAME && e.FRONTDESK_ADMIN_PASSWORD
        ? { username: e.FRONTDESK_ADMIN_USERNAME, password: e.FRONTDESK_ADMIN_PASSWORD }
        : null,
    seedDemo: e.FRONTDESK_SEED_DEMO,
    adminIdleMinutes: e.FRONTDESK_ADMIN_IDLE_MINUTES,
    requestBodyTimeoutMs: e.FRONTDESK_REQUEST_BODY_TIMEOUT_SECONDS * 1000,
    crawl: {
      pageTimeoutMs: e.FRONTDESK_CRAWL_PAGE_TIMEOUT_SECONDS * 1000,
      syncTimeoutMs: e.FRONTDESK_CRAWL_SYNC_TIMEOUT_MINUTES * 60_000,
    },
    sqliteSynchronous: e.FRONTDESK_SQLITE_SYNCHRONOUS,
    testDailyLimit: e.FRONTDESK_TEST_DAILY_LIMIT,
    sessionSecret: e.FRONTDESK_SESSION_SECRET ?? null,
    secretKey: e.FRONTDESK_SECRET_KEY ?? null,
    ai: {
      provider: e.OPENAI_API_KEY || e.OPENAI_BASE_URL ? 'openai' : 'builtin',
      apiKey: e.OPENAI_API_KEY ?? null,
      baseUrl: e.OPENAI_BASE_URL ?? null,
      model: e.FRONTDESK_MODEL,
      temperature: e.FRONTDESK_MODEL_TEMPERATURE,
      embeddingModel: embeddingModel(e),
      wholeKnowledgeTokens: e.FRONTDESK_WHOLE_KNOWLEDGE_TOKENS,
      clientModels: e.FRONTDESK_CLIENT_MODELS,
      modelChoicePlans: e.FRONTDESK_MODEL_CHOICE_PLANS,
      maxTokens: e.FRONTDESK_MODEL_MAX_TOKENS,
      resilience: {
        retries: e.FRONTDESK_MODEL_RETRIES,
        retryAfterMaxMs: e.FRONTDESK_MODEL_RETRY_AFTER_MAX_MS,
        firstTokenTimeoutMs: e.FRONTDESK_MODEL_FIRST_TOKEN_TIMEOUT_MS,
        stallTimeoutMs: e.FRONTDESK_MODEL_STALL_TIMEOUT_MS,
        breakerFailures: e.FRONTDESK_MODEL_BREAKER_FAILURES,
        breakerCooldownMs: e.FRONTDESK_MODEL_BREAKER_COOLDOWN_MS,
      },
    },
    paypal: {
      clientId: e.PAYPAL_CLIENT_ID ?? null,
      clientSecret: e.PAYPAL_CLIENT_SECRET ?? null,
      apiBase: e.PAYPAL_API_BASE,
      webhookId: e.PAYPAL_WEBHOOK_ID ?? null,
    },
    billingGraceDays: e.FRONTDESK_BILLING_GRACE_DAYS,
    redisUrl: e.FRONTDESK_REDIS_URL ?? null,
    allowPrivateNetwork: e.FRONTDESK_ALLOW_PRIVATE_NETWORK,
    shopifyApiVersion: e.FRONTDESK_SHOPIFY_API_VERSION,
    mail: { smtpUrl: e.FRONTDESK_SMTP_URL ?? null, from: e.FRONTDESK_MAIL_FROM },
    metrics:
      e.FRONTDESK_METRICS === 'off' || e.FRONTDESK_METRICS === 'on'
        ? e.FRONTDESK_METRICS
        : { port: Number(e.FRONTDESK_METRICS) },
    log: { format: e.FRONTDESK_LOG_FORMAT ?? null, level: e.FRONTDESK_LOG_LEVEL },
    shutdownGraceMs: e.FRONTDESK_SHUTDOWN_GRACE_SECONDS * 1000,
    outbox: {
      retryBaseMs: e.FRONTDESK_WEBHOOK_RETRY_BASE_MS,
      retryMaxMs: Math.max(e.FRONTDESK_WEBHOOK_RETRY_MAX_MS, e.FRONTDESK_WEBHOOK_RETRY_BASE_MS),
      retryForMs: e.FRONTDESK_WEBHOOK_RETRY_HOURS * 3600_000,
      waitingNoticeAfterMs: e.FRONTDESK_NOTIFY_WAITING_AFTER_SECONDS * 1000,
    },
    requireTwoFactor: e.FRONTDESK_REQUIRE_2FA,
    auditRetentionDays: e.FRONTDESK_AUDIT_RETENTION_DAYS,
    trustProxyHops: e.FRONTDESK_TRUST_PROXY,
  };
}
