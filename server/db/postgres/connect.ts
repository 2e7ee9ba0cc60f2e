import { Kysely, PostgresDialect } from 'kysely';
import type pg from 'pg';
import type { Database } from '../schema.ts';
import { pgDriver } from './pg-driver.ts';

const INT8 = 20;
const NUMERIC = 1700;

/**
 * pg returns int8 (count(*), sum of integers, bigserial) and numeric (sum of bigints) as strings, to
 * keep precision beyond 2^53. Every such value here is a count, a token total or a sum of money far
 * below that, and the domain expects numbers, as better-sqlite3 gives them. Per pool, not pg's
 * global table, so other pg users in the process keep the defaults.
 */
const types: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (oid === INT8) return (v: string) => Number(v);
    if (oid === NUMERIC) return (v: string) => Number(v);
    const { types: pgTypes } = pgDriver();
    return format === 'binary' ? pgTypes.getTypeParser(oid, 'binary') : pgTypes.getTypeParser(oid, 'text');
  }) as pg.CustomTypesConfig['getTypeParser'],
};

/** U+0000 → U+FFFD, in a string or in the strings of an array parameter (unnest inserts). */
const nulFree = (value: unknown): unknown => {
  if (typeof value === 'string')
    return value.includes('\u0000') ? value.replaceAll('\u0000', '\uFFFD') : value;
  if (Array.isArray(value)) return value.map(nulFree);
  return value;
};

let nulSafeClient: typeof pg.Client | null = null;

/**
 * PostgreSQL's text cannot hold U+0000 (the insert fails), while SQLite stores it. Visitors and crawled
 * pages can send one, so every parameter of every query (Kysely's too) has it replaced by U+FFFD, the
 * replacement character: the text is kept, and equal inputs still compare equal. The class is made on
 * first use, since it extends the lazily loaded driver's Client.
 */
function NulSafeClient(): typeof pg.Client {
  return (nulSafeClient ??= class extends pgDriver().Client {
    override query(...args: unknown[]): never {
      const [first, second] = args;
      if (typeof first === 'string' && Array.isArray(second)) args[1] = second.map(nulFree);
      else if (
        first &&
        typeof first === 'object' &&
        !('submit' in first) &&
        Array.isArray((first as { values?: unknown }).values)
      )
        args[0] = { ...first, values: (first as { values: unknown[] }).values.map(nulFree) };
      return (super.query as (...a: unknown[]) => never)(...args);
    }
  });
}

export interface OpenedPostgres {
  db: Kysely<Database>;
  /** The raw pool, for the hot paths and multi-statement transactions that skip query building. */
  pool: pg.Pool;
  close(): Promise<void>;
}

/** A pool on `url` with Kysely on top of it. Nothing is connected until the first query. */
export function openPostgres(url: string, opts: { max?: number } = {}): OpenedPostgres {
  const pool = new (pgDriver().Pool)({
    connectionString: url,
    types,
    max: opts.max ?? 10,
    Client: NulSafeClient(),
  });
  // An idle client losing its connection (a server restart) must not crash the process; the pool drops it.
  pool.on('error', () => undefined);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  let closed: Promise<void> | null = null;
  return {
    db,
    pool,
    // Kysely's destroy ends the pool it was given.
    close: () => (closed ??= db.destroy()),
  };
}

/** Runs `work` in one transaction on one pooled connection; rolls back when it throws. */
export async function inTransaction<T>(
  pool: pg.Pool,
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  // A connection whose rollback failed is in an unknown state: destroyed, not returned to the pool.
  let broken: Error | undefined;
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (err) {
    await client.query('ROLLBACK').catch((e: unknown) => {
      broken = e instanceof Error ? e : new Error(String(e));
    });
    throw err;
  } finally {
    client.release(broken);
  }
}

/** A unique or exclusion violation: the write lost a race to an equal row. */
export const isUniqueViolation = (err: unknown): boolean => (err as { code?: string }).code === '23505';

export interface WriteOrder {
  /** Starts `work` now and counts it in flight until it settles. */
  write<T>(work: () => Promise<T>): Promise<T>;
  /** Resolves once every write started before this call has settled. */
  settled(): Promise<void>;
}

/**
 * Read-after-write order within this process. Some writes are started without being awaited (the
 * insights of a stored reply, dropping a deleted client's index); on SQLite they are applied in call
 * order before any later read (one connection, one write queue), while here a later read could run on
 * another pooled connection first. Reads of such repositories wait for the writes begun before them.
 */
export function writeOrder(): WriteOrder {
  const inFlight = new Set<Promise<unknown>>();
  return {
    write(work) {
      const running = work();
      const tracked = running.then(
        () => undefined,
        () => undefined,
      );
      inFlight.add(tracked);
      void tracked.then(() => inFlight.delete(tracked));
      return running;
    },
    async settled() {
      if (inFlight.size > 0) await Promise.all([...inFlight]);
    },
  };
}
