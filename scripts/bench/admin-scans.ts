/**
 * The three console lookups that scanned a whole table (issue 17, session 11), before and after
 * migration 022 and the queries' new forms, on a store seeded with many clients, sessions and
 * messages: each query's plan (SQLite's EXPLAIN QUERY PLAN, PostgreSQL's EXPLAIN) and its median time
 * over a few runs.
 *   - `clientsOfSession`: a conversation opened by its session id alone (the console's detail view);
 *   - the handoff queue's `waiting()` list;
 *   - the recent chats, which leave out console previews by their messages' metadata.
 * "before" runs the old statements with 022's indexes dropped; "after" the repository's own methods
 * (timed) and their statements (planned) with the indexes back. Tests never assert on time; this does
 * not either, it prints.
 *
 *   npx tsx scripts/bench/admin-scans.ts [--stores sqlite,postgres] [--messages 100000]
 */
import { CompiledQuery, sql } from 'kysely';
import { migrateToLatest } from '../../server/db/database.ts';
import { DROP_SESSION_ID_INDEX, SESSION_ID_INDEX } from '../../server/db/migrations/022-admin-lookups.ts';
import { PREVIEW_INDEX } from '../../server/db/postgres/migrations/022-admin-lookups.ts';
import { recentChatsQuery } from '../../server/db/repositories/chat-stats-repo.ts';
import { waitingQuery } from '../../server/db/repositories/handoff-repo.ts';
import { connectDatabase, type DatabaseConnection } from '../../server/db/store.ts';
import { freshStoreConfig } from '../../server/testing/fresh-store-config.ts';
import { type TestPostgres } from '../../server/testing/postgres-server.ts';
import { forEachStore } from './each-store.ts';
import { type StoreKind } from './options.ts';

const messagesArg = process.argv.indexOf('--messages');
const MESSAGES = messagesArg > 0 ? Number(process.argv[messagesArg + 1]) : 100_000;
const previewArg = process.argv.indexOf('--preview-every');
/** One session in this many is a console preview. */
const PREVIEW_EVERY = previewArg > 0 ? Number(process.argv[previewArg + 1]) : 50;
const PER_SESSION = 10;
const SESSIONS = Math.ceil(MESSAGES / PER_SESSION);
const CLIENTS = 100;
const RUNS = 7;
const AT = '2026-01-01T00:00:00.000Z';

/** Session i: client i % 100, id `s` + i; one in --preview-every (50) a console preview, one in 200 waiting for a person. */
function seedStatements(kind: StoreKind): string[] {
  const pad = (expr: string, width: number) =>
    kind === 'sqlite' ? `printf('%0${width}d', ${expr})` : `lpad((${expr})::text, ${width}, '0')`;
  const series = (n: number) =>
    kind === 'sqlite'
      ? `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ${n - 1}) SELECT i FROM n`
      : `SELECT i FROM generate_series(0, ${n - 1}) AS g(i)`;
  const client = (i: string) => `'c' || ${pad(`(${i}) % ${CLIENTS}`, 4)}`;
  const time = (seconds: string) =>
    kind === 'sqlite'
      ? `strftime('%Y-%m-%dT%H:%M:%fZ', '2026-01-01', '+' || (${seconds}) || ' seconds')`
      : `to_char(timestamp '2026-01-01' + (${seconds}) * interval '1 second', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
  return [
    `INSERT INTO clients (id, client_name, business_name, domain, plan, chat_customizations, created_at, updated_at)
       SELECT ${client('i')}, 'Owner', 'Business', ${client('i')} || '.example', 'Starter', '{}', '${AT}', '${AT}'
       FROM (${series(CLIENTS)}) AS t`,
    `INSERT INTO chat_sessions (client_id, session_id, status, started_at, last_activity, message_count, metadata,
                                handoff_status, handoff_requested_at)
       SELECT ${client('i')}, 's' || ${pad('i', 8)}, 'active', ${time('i * 60')}, ${time(`i * 60 + ${PER_SESSION}`)},
              ${PER_SESSION}, '{}',
              CASE WHEN i % 200 = 7 THEN 'waiting' WHEN i % 300 = 11 THEN 'operator' ELSE 'none' END,
              CASE WHEN i % 200 = 7 OR i % 300 = 11 THEN ${time('i * 60 + 5')} END
       FROM (${series(SESSIONS)}) AS t`,
    `INSERT INTO chat_messages (id, client_id, session_id, sender, message, metadata, client_message_id, created_at)
       SELECT 'm' || ${pad('i', 9)}, ${client(`i / ${PER_SESSION}`)}, 's' || ${pad(`i / ${PER_SESSION}`, 8)},
              CASE WHEN i % 2 = 0 THEN 'user' ELSE 'ai' END, 'Message ' || i,
              CASE WHEN (i / ${PER_SESSION}) % ${PREVIEW_EVERY} = ${PREVIEW_EVERY - 1} THEN '{"preview":true}' ELSE '{"userAgent":"bench"}' END,
              NULL, ${time(`(i / ${PER_SESSION}) * 60 + i % ${PER_SESSION}`)}
       FROM (${series(MESSAGES)}) AS t`,
  ];
}

/** The recent chats as they were: NOT EXISTS, which PostgreSQL may run as an anti-join. */
const RECENT_BEFORE = `SELECT s.session_id, s.client_id, s.status, s.last_activity, c.client_name, c.business_name,
    (SELECT m.message FROM chat_messages m WHERE m.client_id = s.client_id AND m.session_id = s.session_id
       ORDER BY m.id DESC LIMIT 1) AS last_message,
    (SELECT l.email FROM follow_up_leads l WHERE l.client_id = s.client_id AND l.session_id = s.session_id
       ORDER BY l.created_at DESC LIMIT 1) AS visitor_email
  FROM chat_sessions s JOIN clients c ON c.id = s.client_id
  WHERE s.message_count > 0 AND NOT EXISTS (SELECT p.id FROM chat_messages p WHERE p.client_id = s.client_id
    AND p.session_id = s.session_id AND p.metadata LIKE '%"preview":true%')
  ORDER BY s.last_activity DESC LIMIT 10`;

const SESSION_ID = `s${String(Math.floor(SESSIONS / 2)).padStart(8, '0')}`;

/** The statements as they were (before) and as the repositories now run them (after). */
function statements(
  connection: DatabaseConnection,
): Record<string, { before: CompiledQuery; after: CompiledQuery }> {
  const bySession = CompiledQuery.raw(
    `SELECT client_id FROM chat_sessions WHERE session_id = ${connection.kind === 'sqlite' ? '?' : '$1'} ORDER BY last_activity DESC`,
    [SESSION_ID],
  );
  return {
    clientsOfSession: { before: bySession, after: bySession },
    waiting: {
      before: CompiledQuery.raw(`SELECT client_id, session_id, handoff_requested_at FROM chat_sessions
        WHERE handoff_status = 'waiting' ORDER BY handoff_requested_at`),
      after: waitingQuery(connection.db).compile(),
    },
    recentChats: {
      before: CompiledQuery.raw(RECENT_BEFORE),
      after: recentChatsQuery(connection.db, connection.kind, 10).compile(),
    },
  };
}

async function plan(connection: DatabaseConnection, query: CompiledQuery): Promise<string> {
  const explain = connection.kind === 'sqlite' ? 'EXPLAIN QUERY PLAN' : 'EXPLAIN (COSTS OFF)';
  const r = await connection.db.executeQuery<Record<string, string>>(
    CompiledQuery.raw(`${explain} ${query.sql}`, [...query.parameters]),
  );
  return r.rows.map((row) => `      ${row.detail ?? row['QUERY PLAN']}`).join('\n');
}

async function median(run: () => Promise<unknown>): Promise<number> {
  await run();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    await run();
    times.push(performance.now() - t0);
  }
  return times.sort((a, b) => a - b)[Math.floor(RUNS / 2)]!;
}

async function run(kind: StoreKind, postgres: TestPostgres | null): Promise<void> {
  const fresh = await freshStoreConfig(kind, postgres, 'frontdesk-admin-scans-');
  const connection = connectDatabase(fresh.config);
  try {
    await migrateToLatest(connection.db);
    const t0 = performance.now();
    for (const statement of seedStatements(kind)) await sql.raw(statement).execute(connection.db);
    // PostgreSQL's autovacuum gathers statistics by itself; the server never runs ANALYZE on SQLite,
    // so its planner works without them there, as in a deployment.
    if (kind === 'postgres') await sql.raw('ANALYZE').execute(connection.db);
    const seeded = ((performance.now() - t0) / 1000).toFixed(1);
    console.log(
      `${kind}: ${MESSAGES} messages, ${SESSIONS} sessions, ${CLIENTS} clients (seeded in ${seeded} s)`,
    );
    const { chatSessions, handoff, chatStats } = connection.repositories({
      clock: { now: () => new Date() },
    });
    const repo = {
      clientsOfSession: () => chatSessions.clientsOfSession(SESSION_ID),
      waiting: () => handoff.waiting(),
      recentChats: () => chatStats.recentChats(10),
    };
    const raw = (query: CompiledQuery) => () => connection.db.executeQuery(query);
    const indexes = kind === 'sqlite' ? [SESSION_ID_INDEX] : [SESSION_ID_INDEX, PREVIEW_INDEX];
    const drop =
      kind === 'sqlite'
        ? [DROP_SESSION_ID_INDEX]
        : [DROP_SESSION_ID_INDEX, 'DROP INDEX chat_messages_preview'];
    const list = statements(connection);
    const before: Record<string, number> = {};
    for (const statement of drop) await sql.raw(statement).execute(connection.db);
    for (const [name, forms] of Object.entries(list)) {
      before[name] = await median(raw(forms.before));
      console.log(
        `  ${name} before: ${before[name]!.toFixed(2)} ms\n${await plan(connection, forms.before)}`,
      );
    }
    for (const statement of indexes) await sql.raw(statement).execute(connection.db);
    if (kind === 'postgres') await sql.raw('ANALYZE').execute(connection.db);
    for (const [name, forms] of Object.entries(list)) {
      const ms = await median(raw(forms.after));
      const viaRepo = await median(repo[name as keyof typeof repo]);
      console.log(
        `  ${name} after: ${ms.toFixed(2)} ms (${(before[name]! / ms).toFixed(1)}× faster; through the repository ${viaRepo.toFixed(2)} ms)\n${await plan(connection, forms.after)}`,
      );
    }
  } finally {
    await connection.close();
    fresh.remove();
  }
}

await forEachStore(run);
