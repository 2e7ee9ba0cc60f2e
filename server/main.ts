/**
 * Process entry: parse configuration, build the app, listen, and shut down cleanly on signals.
 * A bad configuration value stops the start with one line.
 */
import { createApp } from './app.ts';
import { ConfigError, parseConfig, type Config } from './config.ts';
import { warmLexicon, loadWordFrequencies } from './domain/answering/index.ts';

export async function runServer(
  overrides: Partial<Pick<Config, 'port' | 'host' | 'dataDir'>> = {},
): Promise<void> {
  let config: Config;
  try {
    config = { ...parseConfig(), ...overrides };
    if (overrides.dataDir) config.databaseFile = `${overrides.dataDir}/frontdesk.sqlite`;
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const app = await createApp(config, { log: (line) => console.log(line) });
  const url = await app.start();
  console.log(`Frontdesk listening on ${url} (AI provider: ${config.ai.provider})`);
  // The answerer's word list and synonym index, built once listening rather than before, so start-up
  // does not wait for them yet the first question rarely does. Both load on first use too (synchronously),
  // so a question arriving earlier is answered the same.
  setImmediate(() => {
    loadWordFrequencies();
    warmLexicon();
  });
  const shutdown = async () => {
    await app.stop();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  runServer().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : String(err));
    process.exit(1);
  });
}
