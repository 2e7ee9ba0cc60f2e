import { createElement } from 'react';
import type { CommandContext } from './context.ts';
import { loadInk } from './ink.ts';

/**
 * Runs `work` with a spinner on stderr when a person is watching; otherwise (piped, --json) it runs
 * silently, so scripts see only the result.
 */
export async function withProgress<T>(
  ctx: CommandContext,
  label: string,
  work: () => Promise<T>,
): Promise<T> {
  if (ctx.out.json || !process.stderr.isTTY) return work();
  const { render } = await loadInk();
  const { TaskSpinner } = await import('./ui/task-spinner.tsx');
  const app = render(createElement(TaskSpinner, { label, state: 'running' }), {
    stdout: process.stderr,
    patchConsole: false,
  });
  try {
    const value = await work();
    app.rerender(createElement(TaskSpinner, { label, state: 'done' }));
    return value;
  } catch (err) {
    app.rerender(createElement(TaskSpinner, { label, state: 'failed' }));
    throw err;
  } finally {
    app.unmount();
    await app.waitUntilExit();
  }
}
