import type { Command } from 'commander';
import { configFor, contextOf, withExamples, type GlobalOptions } from '../context.ts';
import { portNumber } from '../options.ts';

export function registerServe(program: Command): void {
  withExamples(
    program
      .command('serve')
      .description('Run the server (site, console, widget, API) on the data directory, like `npm start`')
      .option('-p, --port <port>', 'port to listen on (default: $PORT or 3000)', portNumber)
      .option('--host <host>', 'interface to bind (default: $HOST or 127.0.0.1)')
      .option('--no-build', 'do not build missing widget, console and site bundles first')
      .action(async (opts: { port?: number; host?: string; build: boolean }, command: Command) => {
        // The server reads its configuration from the environment; setting the variables (rather than
        // patching the parsed config) keeps derived values such as the public URL consistent.
        const globals = command.optsWithGlobals<GlobalOptions>();
        if (opts.port !== undefined) process.env.PORT = String(opts.port);
        if (opts.host) process.env.HOST = opts.host;
        if (globals.dataDir) process.env.FRONTDESK_DATA_DIR = configFor(globals).dataDir;
        // Validating here reports a bad variable through the CLI's own error path (and --json).
        contextOf(command).config();
        if (opts.build) {
          const { buildAll } = await import('../../scripts/build.ts');
          await buildAll({ ifMissing: true });
        }
        const { runServer } = await import('../../server/main.ts');
        await runServer();
      }),
    'frontdesk serve --port 8080',
    'PORT=0 frontdesk serve --no-build   # any free port, API only when bundles are missing',
    'frontdesk --data-dir /srv/frontdesk serve --host 0.0.0.0',
  );
}
