import { sql, type RawBuilder } from 'kysely';
import type { VisitorIdentity } from '../../../contract/privacy.ts';
import type { VisitorDataRepo } from '../../domain/privacy/index.ts';
import type { Database } from '../schema.ts';
import type { Db } from '../database.ts';

/** Which of the visitor's identifiers a column holds. */
export type VisitorKey = 'session' | 'email' | 'device';

/**
 * One place a visitor's data is kept: rows whose `column` holds one of the visitor's identifiers. A
 * `clear` target is a shared row that only names the visitor as its example (an unanswered question
 * many asked): the reference is emptied and the row stays.
 */
/** Tables the feedback capability reads and writes with its own row types (not in schema.ts). */
type FeedbackTable = 'message_feedback' | 'session_ratings' | 'conversation_outcomes';

export interface VisitorDataTarget {
  table: keyof Database | FeedbackTable;
  column: string;
  key: VisitorKey;
  action: 'delete' | 'clear';
}

/**
 * Every table and column holding a visitor's session id, email or browser (device) id, children
 * before the tables they point at. A table added later with such a column goes here or in
 * NOT_VISITOR_DATA; the erase test reads the live schema and fails on one that is in neither.
 */
export const VISITOR_DATA_TARGETS: readonly VisitorDataTarget[] = [
  { table: 'pending_charges', column: 'session_id', key: 'session', action: 'delete' },
  { table: 'handoff_waits', column: 'session_id', key: 'session', action: 'delete' },
  { table: 'chat_analytics', column: 'session_id', key: 'session', action: 'delete' },
  { table: 'follow_up_leads', column: 'session_id', key: 'session', action: 'delete' },
  { table: 'follow_up_leads', column: 'email', key: 'email', action: 'delete' },
  { table: 'unanswered_questions', column: 'sample_session_id', key: 'session', action: 'clear' },
  // Who the visitor proved to be, and the codes mailed to prove it (visitor identity).
  { table: 'session_identities', column: 'session_id', key: 'session', action: 'delete' },
  { table: 'session_identities', column: 'email', key: 'email', action: 'delete' },
  { table: 'email_codes', column: 'session_id', key: 'session', action: 'delete' },
  { table: 'email_codes', column: 'email', key: 'email', action: 'delete' },
  // The actions called in their conversations, and one waiting for a parameter.
  { table: 'action_calls', column: 'session_id', key: 'session', action: 'delete' },
  { table: 'pending_actions', column: 'session_id', key: 'session', action: 'delete' },
  { table: 'action_cards', column: 'session_id', key: 'session', action: 'delete' },
  // Their thumbs, scores and each conversation's outcome.
  { table: 'message_feedback', column: 'session_id', key: 'session', action: 'delete' },
  { table: 'session_ratings', column: 'session_id', key: 'session', action: 'delete' },
  { table: 'conversation_outcomes', column: 'session_id', key: 'session', action: 'delete' },
  { table: 'chat_messages', column: 'session_id', key: 'session', action: 'delete' },
  { table: 'chat_sessions', column: 'session_id', key: 'session', action: 'delete' },
  { table: 'page_visits', column: 'visitor_id', key: 'device', action: 'delete' },
  { table: 'visitor_sessions', column: 'visitor_id', key: 'device', action: 'delete' },
];

/** Tables with such a column that hold no visitor's data, and why. */
export const NOT_VISITOR_DATA: Readonly<Record<string, string>> = {
  clients: 'the business’s own contact email',
  customer_users: 'the people of the business’s workspace, removed with their membership',
  paypal_orders: 'the buyer of a plan: a payment record, kept for the accounts',
  subscriptions: 'the buyer of a plan: a billing record, kept for the accounts',
  subscription_sign_ups: 'the buyer’s sign-up kept with their subscription: a billing record',
  operator_follows: 'an operator following a client’s notices: our own staff, not a visitor',
};

/**
 * The outbox (webhook and notification deliveries, pending or logged) holds copies of what a visitor
 * said, the email they left and their session ids inside its JSON payloads, not in columns: a row whose
 * payload names one of the visitor's session ids or emails is deleted with its attempts (the receiver's
 * answers). `visitor.erased` is kept: it is the announcement that they were erased, which receivers
 * need to erase on their side. A row being delivered at that moment may still reach its receiver; its
 * result is not written back (the row is gone).
 */
const KEPT_EVENT = 'visitor.erased';

/** `payload` names one of the visitor's ids: an exact, case-sensitive substring test on both stores. */
function outboxMatch(who: VisitorIdentity): RawBuilder<boolean> | null {
  const has = (column: RawBuilder<string>, value: string) =>
    sql<boolean>`replace(${column}, ${value}, '') <> ${column}`;
  const parts = [
    ...who.sessionIds.map((id) => has(sql`payload`, id)),
    // Emails are kept lower-cased in the identity; a payload holds them as typed.
    ...who.emails.map((email) => has(sql`lower(payload)`, email)),
  ];
  return parts.length ? sql<boolean>`(${sql.join(parts, sql` or `)})` : null;
}

/** Event types about visitors' conversations: their outbox rows go with the retention period. */
const VISITOR_EVENT_TYPES = [
  'conversation.started',
  'conversation.ended',
  'message.created',
  'lead.created',
  'handoff.requested',
  'handoff.taken',
  'handoff.released',
  'handoff.missed',
  'feedback.created',
  'visitor.erased',
];

/** Browsing records deleted by age alone (a conversation goes by its last activity, with its rows). */
const EXPIRING_BY_AGE: readonly { table: keyof Database; column: string }[] = [
  { table: 'page_visits', column: 'created_at' },
  { table: 'visitor_sessions', column: 'last_activity' },
];
const EXPIRE_BATCH = 200;

/** Columns never exported: the digest of the session's secret is a credential, not the visitor's data. */
const NOT_EXPORTED: Readonly<Record<string, readonly string[]>> = { chat_sessions: ['visitor_key_hash'] };

/** A widget session id is the 32-character device id and a 24-character random part. */
const WIDGET_SESSION = /^(\w{32})[A-Za-z0-9_-]{24}$/;
export const deviceOfSession = (sessionId: string) => WIDGET_SESSION.exec(sessionId)?.[1] ?? null;

const TABLES = [...new Set(VISITOR_DATA_TARGETS.map((t) => t.table))];
const uniq = (values: Iterable<string>) => [...new Set(values)].sort();

/** The visitor's identifiers for one key; emails are compared lower-cased (leads keep them as typed). */
const valuesOf = (who: VisitorIdentity, key: VisitorKey) =>
  key === 'session' ? who.sessionIds : key === 'email' ? who.emails : who.deviceIds;

/** `col IN (…)` for each of the table's targets with values, OR-ed; null when the visitor has none. */
function matchOf(table: string, who: VisitorIdentity, only?: 'delete' | 'clear'): RawBuilder<boolean> | null {
  const parts = VISITOR_DATA_TARGETS.filter(
    (t) => t.table === table && (!only || t.action === only) && valuesOf(who, t.key).length > 0,
  ).map((t) => {
    const list = sql.join(valuesOf(who, t.key));
    return t.key === 'email'
      ? sql<boolean>`lower(${sql.ref(t.column)}) in (${list})`
      : sql<boolean>`${sql.ref(t.column)} in (${list})`;
  });
  return parts.length ? sql<boolean>`(${sql.join(parts, sql` or `)})` : null;
}

/** Visitors' data on either store: portable SQL over the targets above. */
export function createVisitorDataRepo(db: Db): VisitorDataRepo {
  const erase = eraseIn(db);
  const sessionsOfDevices = async (clientId: string, deviceIds: string[]) =>
    deviceIds.length === 0
      ? []
      : (
          await db
            .selectFrom('chat_sessions')
            .select('session_id')
            .where('client_id', '=', clientId)
            .where(
              sql<boolean>`length(session_id) = 56 and substr(session_id, 1, 32) in (${sql.join(deviceIds)})`,
            )
            .execute()
        ).map((r) => r.session_id);

  return {
    async identify(clientId, lookup) {
      const emails = new Set<string>();
      const asked =
        'sessionId' in lookup
          ? [lookup.sessionId]
          : (
              await db
                .selectFrom('follow_up_leads')
                .select('session_id')
                .where('client_id', '=', clientId)
                .where(sql<boolean>`lower(email) = ${lookup.email.toLowerCase()}`)
                .execute()
            ).map((l) => l.session_id);
      if ('email' in lookup) emails.add(lookup.email.toLowerCase());
      const deviceIds = uniq(asked.flatMap((s) => deviceOfSession(s) ?? []));
      const sessionIds = uniq([...asked, ...(await sessionsOfDevices(clientId, deviceIds))]);
      if (sessionIds.length > 0) {
        const leads = await db
          .selectFrom('follow_up_leads')
          .select('email')
          .where('client_id', '=', clientId)
          .where('session_id', 'in', sessionIds)
          .execute();
        for (const l of leads) emails.add(l.email.toLowerCase());
      }
      return { sessionIds, deviceIds, emails: uniq(emails) };
    },

    async liveSessions(clientId, who) {
      if (who.sessionIds.length === 0) return [];
      const rows = await db
        .selectFrom('chat_sessions')
        .select(['session_id', 'status'])
        .where('client_id', '=', clientId)
        .where('session_id', 'in', who.sessionIds)
        .where('status', '=', 'active')
        .execute();
      return rows.map((r) => ({ sessionId: r.session_id, status: r.status }));
    },

    async collect(clientId, who) {
      const data: Record<string, Record<string, unknown>[]> = {};
      for (const table of TABLES) {
        const match = matchOf(table, who);
        const rows = match
          ? (
              await sql<Record<string, unknown>>`select * from ${sql.table(table)}
                where client_id = ${clientId} and ${match}`.execute(db)
            ).rows
          : [];
        const hidden = NOT_EXPORTED[table] ?? [];
        data[table] = rows.map((r) =>
          Object.fromEntries(Object.entries(r).filter(([k]) => !hidden.includes(k))),
        );
      }
      return data;
    },

    async expire(clientId, beforeIso) {
      const counts: Record<string, number> = {};
      const add = (more: Record<string, number>) => {
        for (const [table, n] of Object.entries(more)) counts[table] = (counts[table] ?? 0) + n;
      };
      // In batches, so neither a long IN list nor one long transaction holds the store.
      for (;;) {
        const old = await db
          .selectFrom('chat_sessions')
          .select('session_id')
          .where('client_id', '=', clientId)
          .where('last_activity', '<', beforeIso)
          .limit(EXPIRE_BATCH)
          .execute();
        if (old.length === 0) break;
        add(await erase(clientId, { sessionIds: old.map((r) => r.session_id), deviceIds: [], emails: [] }));
      }
      for (const { table, column } of EXPIRING_BY_AGE) {
        const r = await sql`delete from ${sql.table(table)}
          where client_id = ${clientId} and ${sql.ref(column)} < ${beforeIso}`.execute(db);
        add({ [table]: Number(r.numAffectedRows ?? 0) });
      }
      // Deliveries about conversations (pending or logged) older than the period: their copies of what
      // was said go with the conversations themselves.
      const old = sql`client_id = ${clientId} and created_at < ${beforeIso}
        and type in (${sql.join(VISITOR_EVENT_TYPES)})`;
      await sql`delete from outbox_attempts where client_id = ${clientId}
        and outbox_id in (select id from outbox where ${old})`.execute(db);
      const r = await sql`delete from outbox where ${old}`.execute(db);
      add({ outbox: Number(r.numAffectedRows ?? 0) });
      return counts;
    },

    erase,
  };
}

/** Removes every row about the visitor in one transaction; rows removed (or cleared) per table. */
function eraseIn(db: Db) {
  return async (clientId: string, who: VisitorIdentity): Promise<Record<string, number>> =>
    db.transaction().execute(async (tx) => {
      const counts: Record<string, number> = {};
      for (const table of TABLES) {
        let n = 0;
        const clear = VISITOR_DATA_TARGETS.filter(
          (t) => t.table === table && t.action === 'clear' && valuesOf(who, t.key).length > 0,
        );
        for (const t of clear) {
          const r = await sql`update ${sql.table(table)} set ${sql.ref(t.column)} = ''
              where client_id = ${clientId} and ${sql.ref(t.column)} in (${sql.join(valuesOf(who, t.key))})`.execute(
            tx,
          );
          n += Number(r.numAffectedRows ?? 0);
        }
        const match = matchOf(table, who, 'delete');
        if (match) {
          const r =
            await sql`delete from ${sql.table(table)} where client_id = ${clientId} and ${match}`.execute(tx);
          n += Number(r.numAffectedRows ?? 0);
        }
        counts[table] = n;
      }
      const match = outboxMatch(who);
      if (match) {
        const rows = sql`client_id = ${clientId} and type <> ${KEPT_EVENT} and ${match}`;
        await sql`delete from outbox_attempts where client_id = ${clientId}
          and outbox_id in (select id from outbox where ${rows})`.execute(tx);
        const r = await sql`delete from outbox where ${rows}`.execute(tx);
        counts.outbox = Number(r.numAffectedRows ?? 0);
      }
      return counts;
    });
}
