/**
 * Liveness and readiness, kept apart as orchestrators expect: `/healthz` answers while the process can
 * answer at all (a restart is the cure otherwise); `/readyz` answers 200 only while this process
 * should be sent traffic: the database reachable with every migration this version knows applied,
 * Redis reachable when scaled out, and not shutting down. A failed check names itself, never a secret.
 */
import { sql } from 'kysely';
import { migrationsOf, type Db } from '../db/database.ts';

export interface Readiness {
  ready: boolean;
  /** Each dependency: `ok`, `unreachable`, `migrations pending`; `shutdown: draining` while stopping. */
  checks: Record<string, string>;
}

export interface HealthProbe {
  readiness(): Promise<Readiness>;
  /** A further dependency (Redis) to check on each readiness call. */
  addCheck(name: string, check: () => Promise<void>): void;
  /** From now on readiness is false: the process is draining before it exits. */
  markDraining(): void;
  readonly draining: boolean;
}

/** A state a check reports as it is (other failures show as `unreachable`). */
class NotReady extends Error {}

/** A check that does not answer in this long counts as failed (a hung store must not hang the probe). */
const CHECK_TIMEOUT_MS = 2000;

const within = (work: Promise<void>) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no answer within 2 s')), CHECK_TIMEOUT_MS);
    work.then(resolve, reject).finally(() => clearTimeout(timer));
  });

export function createHealthProbe(db: Db): HealthProbe {
  const checks = new Map<string, () => Promise<void>>();
  let draining = false;
  let migrated = false;
  checks.set('database', async () => {
    await sql`select 1`.execute(db);
    if (migrated) return;
    // Once every known migration is in place it stays so (a restore refuses a served file).
    const known = Object.keys(migrationsOf(db));
    const done = new Set(
      (await sql<{ name: string }>`select name from kysely_migration`.execute(db)).rows.map((r) => r.name),
    );
    const pending = known.filter((n) => !done.has(n));
    if (pending.length) throw new NotReady('migrations pending');
    migrated = true;
  });
  return {
    get draining() {
      return draining;
    },
    markDraining() {
      draining = true;
    },
    addCheck(name, check) {
      checks.set(name, check);
    },
    async readiness() {
      const results: Record<string, string> = {};
      await Promise.all(
        [...checks].map(async ([name, check]) => {
          try {
            await within(check());
            results[name] = 'ok';
          } catch (err) {
            // The probe is public: a known state by name, anything else (hosts, drivers' texts) as a word.
            results[name] = err instanceof NotReady ? err.message : 'unreachable';
          }
        }),
      );
      if (draining) results.shutdown = 'draining';
      return { ready: Object.values(results).every((r) => r === 'ok'), checks: results };
    },
  };
}
