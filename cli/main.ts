/**
 * Entry of the `frontdesk` CLI (bin.js loads it, or its bundle dist/node/cli.js). `--version` is
 * answered before the command tree and its contracts (zod) are loaded: it is the call scripts and
 * installers make to see whether the tool is there, and it should take no longer than Node's own start.
 */
import { packageVersion } from '../server/package-root.ts';

// A reader that stops early (`frontdesk --help | head -1`) closes the pipe: end quietly, like any
// Unix tool, instead of an EPIPE stack trace.
for (const stream of [process.stdout, process.stderr])
  stream.on('error', (err: NodeJS.ErrnoException) => {
    if (err.code === 'EPIPE') process.exit(0);
    throw err;
  });

const args = process.argv.slice(2);
if (args.length === 1 && (args[0] === '--version' || args[0] === '-V')) {
  process.stdout.write(`${packageVersion()}\n`);
} else {
  const { runCli } = await import('./run.ts');
  process.exitCode = await runCli(process.argv);
}
