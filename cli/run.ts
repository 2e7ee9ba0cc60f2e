/**
 * `frontdesk`, the operator CLI. It runs the same domain services as the server (through
 * server/core.ts createCore) on the same SQLite data directory, with or without the server running, so
 * every routine task in the console (clients, tokens, API keys, usage, embed scripts, assistant
 * previews) is scriptable. commander parses, plain text or tables print the results, Ink draws what a
 * person watches or answers (prompts, progress, the chat). Every command takes --json and exits 0 on
 * success, 1 on a failed operation (one line on stderr; with --json one JSON document on stderr), 2
 * on bad usage. `main.ts` (launched by `bin.js`) runs this file.
 */
import type { Command } from 'commander';
import { describeFailure } from './cli-error.ts';
import { takeJsonFields } from './json-fields.ts';
import { createProgram } from './program.ts';

/** Every command name in the tree, so `--json clients` is never read as a field list. */
function commandNames(command: Command, into = new Set<string>()): Set<string> {
  for (const sub of command.commands) {
    into.add(sub.name());
    for (const alias of sub.aliases()) into.add(alias);
    commandNames(sub, into);
  }
  return into;
}

export async function runCli(argv: readonly string[]): Promise<number> {
  const [node = 'node', script = 'frontdesk', ...args] = argv;
  const json = args.some((a) => a === '--json' || a.startsWith('--json='));
  // With --json, stderr carries only the JSON error document, so commander's own text is held back.
  const program = createProgram({ quietErrors: json });
  try {
    const taken = takeJsonFields(args, commandNames(program));
    const rest = taken.fields ? [...taken.argv, '--json-fields', taken.fields.join(',')] : taken.argv;
    await program.parseAsync([node, script, ...rest]);
    return 0;
  } catch (err) {
    const failure = describeFailure(err);
    if (json) {
      if (failure.body) process.stderr.write(`${JSON.stringify(failure.body)}\n`);
    } else if (failure.line) process.stderr.write(`${failure.line}\n`);
    return failure.exitCode;
  }
}
