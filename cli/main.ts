/**
 * `frontdesk`, the operator CLI. It runs the same domain services as the server (through
 * server/core.ts createCore) on the same SQLite data directory, with or without the server running, so
 * every routine task in the console (clients, tokens, API keys, usage, embed scripts, assistant
 * previews) is scriptable. commander parses, plain text or tables print the results, Ink draws what a
 * person watches or answers (prompts, progress, the chat). Every command takes --json and exits 0 on
 * success, 1 on a failed operation (one line on stderr), 2 on bad usage. `bin.js` launches this file.
 */
import { describeFailure } from './cli-error.ts';
import { createProgram } from './program.ts';

export async function runCli(argv: readonly string[]): Promise<number> {
  const program = createProgram();
  try {
    await program.parseAsync([...argv]);
    return 0;
  } catch (err) {
    const failure = describeFailure(err);
    if (failure.line) process.stderr.write(`${failure.line}\n`);
    // Scripts reading --json get the API's error body rather than an empty stdout.
    if (failure.body && argv.includes('--json'))
      process.stdout.write(`${JSON.stringify(failure.body, null, 2)}\n`);
    return failure.exitCode;
  }
}

process.exitCode = await runCli(process.argv);
