/**
 * Runs the binary inside a pseudo-terminal (util-linux `script`), so the parts that only appear for a
 * person (confirmation prompts, the interactive chat) are tested end to end. Keys are typed only after
 * the screen shows what they answer.
 */
import { execa } from 'execa';
import { BIN, cleanEnv } from './run-cli.ts';

export interface TerminalStep {
  /** Wait until the screen (ANSI codes removed) matches this... */
  waitFor: RegExp;
  /**
   * ...then type this. A last step without it waits for the program's final words: input is closed
   * after the steps, and `script` may end the session before it has passed on what came after.
   */
  type?: string;
}

const ANSI = new RegExp(
  `${String.fromCharCode(27)}(?:\\[[0-9;?]*[ -/]*[@-~]|\\][^${String.fromCharCode(7)}]*${String.fromCharCode(7)}|[@-Z\\\\-_])`,
  'g',
);
export const stripAnsi = (text: string) => text.replace(ANSI, '');

const quote = (arg: string) => `'${arg.replace(/'/g, `'\\''`)}'`;

export async function runInTerminal(
  args: string[],
  steps: TerminalStep[],
  opts: { cwd: string },
): Promise<{ exitCode: number; screen: string }> {
  // A pty made by `script` without a terminal of its own has no size; Ink would wrap every character.
  const command = `stty cols 120 rows 40 && ${['node', BIN, ...args].map(quote).join(' ')}`;
  const child = execa('script', ['-qef', '--echo', 'never', '-c', command, '/dev/null'], {
    cwd: opts.cwd,
    // CI=true as CI runners set it: Ink then draws only at exit unless the CLI sees a person is there.
    env: cleanEnv({ TERM: 'xterm-256color', CI: 'true' }),
    extendEnv: false,
    reject: false,
    timeout: 90_000,
  });
  let screen = '';
  let exited = false;
  let waiter: (() => void) | null = null;
  child.stdout?.on('data', (chunk: Buffer) => {
    screen += chunk.toString();
    waiter?.();
  });
  // A program that ends before showing what a step waits for fails the step at once, not after a minute.
  child.on('exit', () => {
    exited = true;
    waiter?.();
  });
  for (const step of steps) {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`timed out waiting for ${step.waitFor}; screen:\n${stripAnsi(screen)}`)),
        60_000,
      );
      const check = () => {
        if (step.waitFor.test(stripAnsi(screen))) {
          clearTimeout(timer);
          waiter = null;
          resolve();
        } else if (exited) {
          clearTimeout(timer);
          reject(new Error(`exited before showing ${step.waitFor}; screen:\n${stripAnsi(screen)}`));
        }
      };
      waiter = check;
      check();
    });
    if (step.type !== undefined) child.stdin?.write(step.type);
  }
  // `script` may wait for the end of its input before it reports the program's exit.
  child.stdin?.end();
  const result = await child;
  return { exitCode: result.exitCode ?? -1, screen: stripAnsi(screen) };
}
