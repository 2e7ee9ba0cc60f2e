/**
 * Process entry: parse configuration, build the app, listen, and shut down gracefully on signals. A
 * start that cannot go on (a bad setting, a data dir another server holds, a busy port, an unreachable
 * Redis or PostgreSQL) stops with one line and leaves the files as they were.
 */
import { createApp, type App } from './app.ts';
import { ConfigError, parseConfig, type Config } from './config.ts';
import { warmLexicon, loadWordFrequencies } from './domain/answering/index.ts';
import { featureRows, renderFeatureTable } from './ops/start-summary.ts';
import { portRefusal, StartRefused } from './ops/start-guards.ts';
import { createLogger, defaultLogFormat, installLogger, log } from './ops/log.ts';

/** The one line a failed start prints (a refusal's, a setting's, Redis's or PostgreSQL's), no stack. */
function startFailure(err: unknown): string {
  if (err instanceof StartRefused || err instanceof ConfigError) return err.message;
  return (err instanceof Error ? err.message : String(err)).split('\n')[0]!;
}

export async function runServer(
  overrides: Partial<Pick<Config, 'port' | 'host' | 'dataDir'>> = {},
): Promise<void> {
  let config: Config;
  let app: App | undefined;
  let url: string;
  try {
    config = { ...parseConfig(), ...overrides };
    if (overrides.dataDir) config.databaseFile = `${overrides.dataDir}/frontdesk.sqlite`;
    const logger = installLogger(createLogger(config.log));
    app = await createApp(config, {
      log: (line) => logger.info(line),
      // A secret shown once goes to the terminal (stderr), never into collected log lines.
      announce: (line) => process.stderr.write(`${line}\n`),
    });
    url = await app.start().catch((err: unknown) => {
      throw portRefusal(err, config.port, config.host);
    });
  } catch (err) {
    console.error(startFailure(err));
    await app?.stop().catch(() => {});
    process.exit(1);
  }
  const features = featureRows(config);
  // The URL is followed by a space, so scripts can take it from a JSON line as from a pretty one.
  log().info(
    {
      url,
      provider: config.ai.provider,
      ...(app.operations.metricsUrl ? { metricsUrl: app.operations.metricsUrl } : {}),
    },
    `Frontdesk listening on ${url} (AI provider: ${config.ai.provider})`,
  );
  if ((config.log.format ?? defaultLogFormat()) === 'pretty') console.log(renderFeatureTable(features));
  else
    log().info(
      { features: Object.fromEntries(features.map((f) => [f.feature, { on: f.on, detail: f.detail }])) },
      'features',
    );
  // The answerer's word list and synonym index, built once listening rather than before, so start-up
  // does not wait for them yet the first question rarely does. Both load on first use too (synchronously),
  // so a question arriving earlier is answered the same.
  setImmediate(() => {
    loadWordFrequencies();
    warmLexicon();
  });
  const running = app;
  let stopping = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    // A second signal while draining stops at once (an impatient operator, an orchestrator's kill).
    if (stopping) process.exit(1);
    stopping = true;
    log().info(
      { signal, graceMs: config.shutdownGraceMs },
      `${signal}: finishing replies in flight (up to ${config.shutdownGraceMs / 1000} s), then exiting`,
    );
    await running.drain(config.shutdownGraceMs);
    log().info('stopped');
    log().flush();
    process.exit(0);
  };
  process.on('SIGINT', (signal) => void shutdown(signal));
  process.on('SIGTERM', (signal) => void shutdown(signal));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  runServer().catch((err: unknown) => {
    console.error(startFailure(err));
    process.exit(1);
  });
}
