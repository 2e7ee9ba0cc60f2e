import { options, type StoreKind } from './options.ts';
import { startPostgresServer, type TestPostgres } from '../../server/testing/postgres-server.ts';

/**
 * Runs `run` on each store `--stores` names, in order; PostgreSQL is a throwaway cluster started once
 * for the run (Debian's binaries, as the tests use) and stopped at the end, whatever happens.
 */
export async function forEachStore(run: (kind: StoreKind, postgres: TestPostgres | null) => Promise<void>) {
  let postgres: TestPostgres | null = null;
  try {
    for (const kind of options.stores) {
      if (kind === 'postgres') postgres ??= await startPostgresServer();
      await run(kind, postgres);
    }
  } finally {
    await postgres?.stop();
  }
}
