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
    app = await createApp(config, { log: (line) => console.log(line) });
    url = await app.start().catch((err: unknown) => {
      throw portRefusal(err, config.port, config.host);
    });
  } catch (err) {
    console.error(startFailure(err));
    await app?.stop().catch(() => {});
    process.exit(1);
  }
  console.log(`Frontdesk listening on ${url} (AI provider: ${config.ai.provider})`);
  console.log(renderFeatureTable(featureRows(config)));
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
    console.log(
      `${signal}: finishing replies in flight (up to ${config.shutdownGraceMs / 1000} s), then exiting`,
    );
    await running.drain(config.shutdownGraceMs);
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
