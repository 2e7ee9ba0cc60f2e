import fs from 'node:fs';
import path from 'node:path';
import type { Command } from 'commander';
import { parseConfig, type Config } from '../server/config.ts';
import type { Services } from '../server/services.ts';
import { CliFailure } from './cli-error.ts';
import { createOutput, type Output } from './output.ts';

export interface GlobalOptions {
  dataDir?: string;
  json?: boolean;
  /** The field list of `--json id,domain,plan` (main.ts moves it here before parsing). */
  jsonFields?: string;
}

export interface CommandContext {
  out: Output;
  /** A person can answer prompts: stdin and stderr (where prompts draw) are terminals. */
  interactive: boolean;
  /** The server's configuration from the environment, with --data-dir applied. */
  config(): Config;
  /**
   * Opens the data directory (migrating it), runs `fn` on the same services as the server, closes. A
   * missing SQLite file is an error unless `create` is set (only serve, db migrate and admin create
   * make a new database), so a mistyped --data-dir never yields a fresh empty one.
   */
  /**
   * `live`: the command's events reach the widgets and consoles of running servers (through Redis
   * when FRONTDESK_REDIS_URL is set; see server/realtime/live-relay.ts).
   */
  withServices<T>(
    fn: (services: Services) => Promise<T>,
    opts?: { create?: boolean; live?: boolean },
  ): Promise<T>;
}

/** The configuration the server would use, pointed at --data-dir when given. */
export function configFor(globals: GlobalOptions, env: NodeJS.ProcessEnv = process.env): Config {
  const config = parseConfig(env);
  if (!globals.dataDir) return config;
  const dataDir = path.resolve(globals.dataDir);
  return { ...config, dataDir, databaseFile: path.join(dataDir, 'frontdesk.sqlite') };
}

export function contextOf(command: Command): CommandContext {
  const globals = command.optsWithGlobals<GlobalOptions>();
  const out = createOutput(
    Boolean(globals.json || globals.jsonFields),
    undefined,
    globals.jsonFields?.split(','),
  );
  let config: Config | null = null;
  const getConfig = () => (config ??= configFor(globals));
  let audited = false;
  return {
    out,
    interactive: Boolean(process.stdin.isTTY && process.stderr.isTTY),
    config: getConfig,
    async withServices(fn, opts = {}) {
      if (!opts.create) requireDatabase(getConfig());
      // Loaded on demand: the composition root pulls in the HTTP stack, which --help and usage errors never need.
      const { createCore } = await import('../server/core.ts');
      // Notes such as an outbox mail's link go to stderr, so stdout stays the one --json document.
      const log = (line: string) => process.stderr.write(`${line}\n`);
      const core = await createCore(getConfig(), { log });
      // A mutating command is recorded in the audit log once it has run (cli/audit-recorder.ts), once.
      const { withCliAudit } = await import('./audit-recorder.ts');
      const run = () => {
        if (audited) return fn(core.services);
        audited = true;
        return withCliAudit(command, core.services, () => fn(core.services));
      };
      try {
        if (!opts.live) return await run();
        const { relayLiveEvents } = await import('../server/realtime/live-relay.ts');
        const relay = await relayLiveEvents(getConfig(), core.services, log);
        try {
          return await run();
        } finally {
          await relay.close();
        }
      } finally {
        await core.close();
      }
    },
  };
}

/** Fails with one line naming the path when the SQLite file is not there (PostgreSQL is always "there"). */
export function requireDatabase(config: Pick<Config, 'databaseFile' | 'databaseUrl'>): void {
  if (config.databaseUrl || fs.existsSync(config.databaseFile)) return;
  throw new CliFailure(
    `No Frontdesk database at ${config.databaseFile} (check --data-dir or FRONTDESK_DATA_DIR; \`frontdesk db migrate\` creates one)`,
    'not_found',
  );
}

/** Appends an "Examples:" block to a command's --help. */
export function withExamples(command: Command, ...lines: string[]): Command {
  return command.addHelpText('after', `\nExamples:\n${lines.map((l) => `  $ ${l}`).join('\n')}\n`);
}
