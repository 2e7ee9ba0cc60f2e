/**
 * What a start says is on and off: the model, embeddings, checkout, mail, crawling of private
 * addresses, Redis, PostgreSQL and metrics, as rows an operator reads once (a table on a terminal, one
 * structured log line otherwise). Secrets never appear: URLs are shown with their password masked.
 */
import { redactUrl, type Config } from '../config.ts';

export interface FeatureRow {
  feature: string;
  on: boolean;
  detail: string;
}

const FEATURES = {
  model: 'Model',
  embeddings: 'Embeddings',
  checkout: 'Checkout',
  mail: 'Mail',
  privateCrawl: 'Private-address crawling',
  redis: 'Redis scale-out',
  postgres: 'PostgreSQL',
  metrics: 'Metrics',
} as const;

const hostOf = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return redactUrl(url);
  }
};

/** Rows of what this configuration turns on, each with the setting that changes it when off. */
export function featureRows(config: Config): FeatureRow[] {
  const { ai, paypal, mail } = config;
  return [
    {
      feature: FEATURES.model,
      on: ai.provider === 'openai',
      detail:
        ai.provider === 'openai'
          ? `${ai.model} at ${ai.baseUrl ? hostOf(ai.baseUrl) : 'api.openai.com'}`
          : 'builtin answers from knowledge (set OPENAI_API_KEY or OPENAI_BASE_URL)',
    },
    {
      feature: FEATURES.embeddings,
      on: ai.embeddingModel !== null,
      detail: ai.embeddingModel ?? 'lexical retrieval only (FRONTDESK_EMBEDDING_MODEL, with a model)',
    },
    {
      feature: FEATURES.checkout,
      on: paypal.clientId !== null,
      detail: paypal.clientId
        ? `PayPal at ${hostOf(paypal.apiBase)}`
        : 'set PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET',
    },
    {
      feature: FEATURES.mail,
      on: mail.smtpUrl !== null,
      detail: mail.smtpUrl
        ? `SMTP ${hostOf(mail.smtpUrl)}`
        : 'written to the data dir outbox (set FRONTDESK_SMTP_URL)',
    },
    {
      feature: FEATURES.privateCrawl,
      on: config.allowPrivateNetwork,
      detail: config.allowPrivateNetwork
        ? 'crawls and feeds may reach private networks'
        : 'refused (FRONTDESK_ALLOW_PRIVATE_NETWORK)',
    },
    {
      feature: FEATURES.redis,
      on: config.redisUrl !== null,
      detail: config.redisUrl ? redactUrl(config.redisUrl) : 'one process (set FRONTDESK_REDIS_URL)',
    },
    {
      feature: FEATURES.postgres,
      on: config.databaseUrl !== null,
      detail: config.databaseUrl ? redactUrl(config.databaseUrl) : `SQLite ${config.databaseFile}`,
    },
    {
      feature: FEATURES.metrics,
      on: config.metrics !== 'off',
      detail:
        config.metrics === 'off'
          ? 'set FRONTDESK_METRICS to on or a port number'
          : config.metrics === 'on'
            ? '/metrics on this port, loopback callers only'
            : `/metrics on port ${config.metrics.port}`,
    },
  ];
}

/** The rows as an aligned plain-text table. */
export function renderFeatureTable(rows: FeatureRow[]): string {
  const width = Math.max(...rows.map((r) => r.feature.length));
  return rows.map((r) => `  ${r.feature.padEnd(width)}  ${r.on ? 'on ' : 'off'}  ${r.detail}`).join('\n');
}
