import type { CommandContext } from './context.ts';
import { CliFailure, UsageError } from './cli-error.ts';
import { readStdin } from './stdin.ts';
import { loadInk } from './ink.ts';

/**
 * Draws one Ink element on stderr (stdout stays the command's result, even with --json) until
 * `settle` is called, then unmounts. Ink is imported lazily, so plain commands never load it; callers
 * load it (loadInk) before the components that import it.
 */
async function ask<T>(build: (settle: (value: T) => void) => React.ReactElement): Promise<T> {
  const { render } = await loadInk();
  let resolve!: (value: T) => void;
  const answered = new Promise<T>((r) => (resolve = r));
  const app = render(
    build((value) => resolve(value)),
    { stdout: process.stderr, stdin: process.stdin, exitOnCtrlC: true, patchConsole: false },
  );
  const value = await Promise.race([answered, app.waitUntilExit().then(() => null)]);
  app.unmount();
  await app.waitUntilExit();
  if (value === null) throw new CliFailure('Cancelled');
  return value;
}

/**
 * Destructive commands ask first on a terminal; off a terminal they need --yes, so a script never
 * hangs on a question nobody can answer.
 */
export async function confirmOrRefuse(
  ctx: CommandContext,
  yes: boolean | undefined,
  question: string,
): Promise<void> {
  if (yes) return;
  if (!ctx.interactive) throw new UsageError('refusing to continue without --yes when not on a terminal');
  await loadInk();
  const { createElement } = await import('react');
  const { ConfirmPrompt } = await import('./ui/confirm-prompt.tsx');
  const confirmed = await ask<boolean>((settle) =>
    createElement(ConfirmPrompt, { question, onAnswer: settle }),
  );
  if (!confirmed) throw new CliFailure('Cancelled');
}

/**
 * Like confirmOrRefuse, but on a terminal the operator must type `expected` (the client's domain):
 * deleting a client is the one step that cannot be undone.
 */
export async function confirmByTypingOrRefuse(
  ctx: CommandContext,
  yes: boolean | undefined,
  question: string,
  expected: string,
): Promise<void> {
  if (yes) return;
  if (!ctx.interactive) throw new UsageError('refusing to continue without --yes when not on a terminal');
  await loadInk();
  const { createElement } = await import('react');
  const { TypedConfirmPrompt } = await import('./ui/typed-confirm-prompt.tsx');
  const confirmed = await ask<boolean>((settle) =>
    createElement(TypedConfirmPrompt, { question, expected, onAnswer: settle }),
  );
  if (!confirmed) throw new CliFailure('Cancelled: the domain typed does not match');
}

/** The password from stdin (--password-stdin), or typed twice at a terminal. */
export async function obtainPassword(ctx: CommandContext, fromStdin: boolean | undefined): Promise<string> {
  if (fromStdin) return (await readStdin()).replace(/\r?\n$/, '');
  if (!ctx.interactive) throw new UsageError('--password-stdin is required when not on a terminal');
  await loadInk();
  const { createElement } = await import('react');
  const { PasswordPrompt } = await import('./ui/password-prompt.tsx');
  const first = await ask<string>((settle) =>
    createElement(PasswordPrompt, { label: 'Password:', onSubmit: settle }),
  );
  const second = await ask<string>((settle) =>
    createElement(PasswordPrompt, { label: 'Repeat password:', onSubmit: settle }),
  );
  if (first !== second) throw new CliFailure('Passwords do not match', 'validation_failed');
  return first;
}
