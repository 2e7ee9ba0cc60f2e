import type * as Ink from 'ink';

/**
 * Loads Ink for drawing on a terminal. Ink decides once, when first imported, whether it runs "in CI"
 * (any CI or CONTINUOUS_INTEGRATION variable) and then draws only the last frame at exit. A question
 * drawn that way is never seen, so the command would wait for an answer to nothing; when a person is at
 * the terminal (stdin and stderr are TTYs), those variables are hidden while Ink loads.
 */
export async function loadInk(): Promise<typeof Ink> {
  if (!(process.stdin.isTTY && process.stderr.isTTY)) return import('ink');
  const hidden = (['CI', 'CONTINUOUS_INTEGRATION'] as const).flatMap((key) => {
    const value = process.env[key];
    if (value === undefined) return [];
    delete process.env[key];
    return [[key, value] as const];
  });
  try {
    return await import('ink');
  } finally {
    for (const [key, value] of hidden) process.env[key] = value;
  }
}
