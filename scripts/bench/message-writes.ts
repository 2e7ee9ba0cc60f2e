/**
 * The chat turn's writes alone, without sockets or the answerer: 200 sessions each store a visitor
 * message (with a client message id, as the widget sends) and then its reply, through the store's own
 * chat repository and group commit, as fast as the store takes them. What it prints is steadier on a
 * shared machine than the chat benchmark's turns/s, because it counts work rather than time:
 *   - SQLite: this process's CPU per turn (the WAL checkpointer thread included) and the bytes it wrote
 *     per turn (Linux's /proc/self/io `wchar`: the WAL frames and the checkpoint's copies; nothing else
 *     here writes);
 *   - PostgreSQL (a throwaway cluster, as the tests start): the WAL bytes per turn the server logged
 *     (pg_current_wal_lsn before and after) and the wall time per turn.
 * Compare two schemas or two commits by running it on each, alternately. `--outbox` gives every
 * message one webhook row in its append, as PostgreSQL writes `message.created` (on SQLite it shows
 * what the message log saves the chat path: about 0.03 ms of CPU and 6 KB written a turn).
 *
 *   npx tsx scripts/bench/message-writes.ts [--stores sqlite,postgres] [--turns 20000] [--outbox]
 */
import fs from 'node:fs';
import { sql } from 'kysely';
import { migrateToLatest } from '../../server/db/database.ts';
import { connectDatabase, type DatabaseConnection } from '../../server/db/store.ts';
import { createIds } from '../../server/system.ts';
import { freshStoreConfig } from '../../server/testing/fresh-store-config.ts';
import { type TestPostgres } from '../../server/testing/postgres-server.ts';
import { forEachStore } from './each-store.ts';
import { type StoreKind } from './options.ts';

const SESSIONS = 200;
/** `--outbox`: each message carries one webhook delivery row, as a subscribed endpoint makes it. */
const WITH_OUTBOX = process.argv.includes('--outbox');
const turnsArg = process.argv.indexOf('--turns');
const TURNS = turnsArg > 0 ? Number(process.argv[turnsArg + 1]) : 20_000;
const CLIENT = 'bench-client-0000-0000-000000000001';
const QUESTION = 'How do I reset my password? I tried twice and it did not work, what should I do next?';
const REPLY =
  'You can reset your password from the login page: choose "Forgot password" and follow the link we email you. '.repeat(
    3,
  );

const bytesWritten = () => Number(/wchar: (\d+)/.exec(fs.readFileSync('/proc/self/io', 'utf8'))?.[1] ?? NaN);

async function walLsn(connection: DatabaseConnection): Promise<string> {
  const r = await sql<{ lsn: string }>`select pg_current_wal_lsn()::text as lsn`.execute(connection.db);
  return r.rows[0]!.lsn;
}

async function walBytes(connection: DatabaseConnection, from: string, to: string): Promise<number> {
  const r = await sql<{
    n: string;
  }>`select pg_wal_lsn_diff(${to}::pg_lsn, ${from}::pg_lsn)::text as n`.execute(connection.db);
  return Number(r.rows[0]!.n);
}

async function run(kind: StoreKind, postgres: TestPostgres | null): Promise<string> {
  const fresh = await freshStoreConfig(kind, postgres, 'frontdesk-message-writes-');
  const connection = connectDatabase(fresh.config);
  try {
    await migrateToLatest(connection.db);
    const at = new Date().toISOString();
    await sql`insert into clients (id, client_name, business_name, domain, plan, chat_customizations, created_at, updated_at)
      values (${CLIENT}, 'Bench', 'Bench', 'bench.example', 'Starter', '{}', ${at}, ${at})`.execute(
      connection.db,
    );
    const { chats } = connection.repositories({ clock: { now: () => new Date() } });
    const ids = createIds();
    const outboxOf = (m: {
      id: string;
      sessionId: string;
      sender: string;
      message: string;
      createdAt: string;
    }) =>
      WITH_OUTBOX
        ? {
            outbox: [
              {
                id: ids.sortable(),
                eventId: `evt_${ids.sortable()}`,
                clientId: CLIENT,
                type: 'message.created' as const,
                channel: 'webhook' as const,
                target: 'endpoint-1',
                payload: JSON.stringify({ sessionId: m.sessionId, message: m }),
                createdAt: m.createdAt,
                nextAttemptAt: m.createdAt,
                dedupeKey: null,
              },
            ],
          }
        : undefined;
    const sessions = Array.from(
      { length: SESSIONS },
      (_, i) => `${crypto.randomUUID().replaceAll('-', '')}-${i}`,
    );
    const lsn0 = kind === 'postgres' ? await walLsn(connection) : '';
    const written0 = bytesWritten();
    const cpu0 = process.cpuUsage();
    const t0 = performance.now();
    for (let round = 0; round < TURNS / SESSIONS; round++) {
      const questions = await Promise.all(
        sessions.map((sessionId) => {
          const clientMessageId = crypto.randomUUID();
          const m = {
            id: ids.sortable(),
            clientId: CLIENT,
            sessionId,
            sender: 'user' as const,
            message: QUESTION,
            metadata: { clientMessageId },
            clientMessageId,
            createdAt: new Date().toISOString(),
          };
          return chats.append(m, outboxOf(m));
        }),
      );
      await Promise.all(
        sessions.map((sessionId, i) => {
          const m = {
            id: ids.sortable(),
            clientId: CLIENT,
            sessionId,
            sender: 'ai' as const,
            message: REPLY,
            metadata: { replyTo: questions[i]!.message.id, model: 'builtin', sources: [] },
            clientMessageId: null,
            createdAt: new Date().toISOString(),
          };
          return chats.append(m, outboxOf(m));
        }),
      );
    }
    const ms = performance.now() - t0;
    const cpu = process.cpuUsage(cpu0);
    const perTurn = (n: number) => (n / TURNS).toFixed(3);
    if (kind === 'postgres') {
      const wal = await walBytes(connection, lsn0, await walLsn(connection));
      return `postgres: ${TURNS} turns, WAL ${perTurn(wal / 1024)} KB a turn, ${perTurn(ms)} ms a turn (wall)`;
    }
    return `sqlite: ${TURNS} turns, CPU ${perTurn((cpu.user + cpu.system) / 1000)} ms a turn (system ${perTurn(cpu.system / 1000)}), written ${perTurn((bytesWritten() - written0) / 1024)} KB a turn`;
  } finally {
    await connection.close();
    fresh.remove();
  }
}

await forEachStore(async (kind, postgres) => console.log(await run(kind, postgres)));
