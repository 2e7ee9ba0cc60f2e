import type SQLite from 'better-sqlite3';
import type { OutboxDraft } from '../../domain/outbox/index.ts';

/** The outbox's columns a new row fills, in the order of `draftValues`. */
export const OUTBOX_INSERT_COLS =
  'id, event_id, client_id, type, channel, target, payload, created_at, next_attempt_at, dedupe_key';

export const draftValues = (d: OutboxDraft) =>
  [
    d.id,
    d.eventId,
    d.clientId,
    d.type,
    d.channel,
    d.target,
    d.payload,
    d.createdAt,
    d.nextAttemptAt,
    d.dedupeKey,
  ] as const;

/**
 * The outbox insert on the raw SQLite handle, for writes that put their events in their own
 * transaction (a chat message's append). A once-only row already written is skipped.
 */
export function outboxInserter(sqlite: SQLite.Database): (drafts: readonly OutboxDraft[]) => void {
  const insert = sqlite.prepare(
    `INSERT INTO outbox (${OUTBOX_INSERT_COLS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (dedupe_key) DO NOTHING`,
  );
  return (drafts) => {
    for (const d of drafts) insert.run(...draftValues(d));
  };
}
