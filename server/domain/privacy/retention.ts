import type { ClientsRepo, Clock, Leases } from '../shared/ports.ts';
import type { VisitorDataRepo } from './privacy-ports.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How often the retention job runs: hourly, so nothing outlives its period by much more than an hour. */
export const RETENTION_EVERY_MS = 60 * 60_000;
/**
 * The run's lease is kept (not released) for a little less than the period: whichever process takes
 * it runs; the others' ticks within the hour find it held and skip, so the job runs once across them.
 */
const RETENTION_LEASE_MS = RETENTION_EVERY_MS - 60_000;

export interface RetentionRun {
  /** Clients with a retention period that were looked at. */
  clients: number;
  /** Rows deleted per table, over every client. */
  deleted: Record<string, number>;
}

export interface Retention {
  /** Deletes what each client keeps past its period; null when another process has this hour's run. */
  run(): Promise<RetentionRun | null>;
}

/** Conversations and page views older than each client's retention period are deleted. */
export function createRetention(deps: {
  repo: Pick<VisitorDataRepo, 'expire'>;
  clients: Pick<ClientsRepo, 'list'>;
  leases: Leases;
  clock: Clock;
}): Retention {
  const { repo, clients, leases, clock } = deps;
  return {
    async run() {
      if (!(await leases.acquire('privacy-retention', RETENTION_LEASE_MS))) return null;
      const deleted: Record<string, number> = {};
      const now = clock.now().getTime();
      let looked = 0;
      for (const client of await clients.list()) {
        if (!client.retentionDays) continue;
        looked++;
        const before = new Date(now - client.retentionDays * DAY_MS).toISOString();
        for (const [table, n] of Object.entries(await repo.expire(client.id, before)))
          deleted[table] = (deleted[table] ?? 0) + n;
      }
      return { clients: looked, deleted };
    },
  };
}
