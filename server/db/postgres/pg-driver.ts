/**
 * The pg driver, loaded on first use rather than at import: a SQLite deployment never needs it, and
 * loading it costs the server's start-up about 50 ms. pg is CommonJS (its ESM entry re-exports the
 * same object), so requiring it synchronously gives what `import pg from 'pg'` gives.
 */
import { createRequire } from 'node:module';
import type pg from 'pg';

let driver: typeof pg | null = null;

export function pgDriver(): typeof pg {
  return (driver ??= createRequire(import.meta.url)('pg') as typeof pg);
}
