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
  const { createElement } = await import('react');
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

export interface ProgressUpdate {
  done: number;
  /** Null while the total is not known (a crawl finds pages as it goes). */
  total: number | null;
  current?: string;
}

/**
 * Runs long work that reports progress (a crawl, a feed import): an Ink progress bar on a terminal
 * (stderr), one plain line per step otherwise, and nothing at all with --json.
 */
export async function withProgressBar<T>(
  ctx: CommandContext,
  label: string,
  work: (report: (p: ProgressUpdate) => void) => Promise<T>,
): Promise<T> {
  if (ctx.out.json) return work(() => undefined);
  if (!process.stderr.isTTY) {
    let last = -1;
    return work((p) => {
      if (p.done === last) return;
      last = p.done;
      ctx.out.note(
        `${label}: ${p.total !== null ? `${p.done}/${p.total}` : p.done}${p.current ? ` ${p.current}` : ''}`,
      );
    });
  }
  const { render } = await loadInk();
  const { createElement } = await import('react');
  const { SyncProgressView } = await import('./ui/sync-progress.tsx');
  let progress: ProgressUpdate = { done: 0, total: null };
  const draw = (state: 'running' | 'done' | 'failed') =>
    createElement(SyncProgressView, { label, progress, state });
  const app = render(draw('running'), { stdout: process.stderr, patchConsole: false });
  try {
    const value = await work((p) => {
      progress = p;
      app.rerender(draw('running'));
    });
    app.rerender(draw('done'));
    return value;
  } catch (err) {
    app.rerender(draw('failed'));
    throw err;
  } finally {
    app.unmount();
    await app.waitUntilExit();
  }
}
