/**
 * The outbox's rows and what it needs from storage and from each channel's deliverer. db/ implements
 * the repository on both stores; webhooks/ and notifications/ bring the deliverers.
 */
import type { EventType } from '../../../contract/events.ts';
import type { ChatMessageRecord } from '../chat/chat-ports.ts';

/**
 * Where a row goes: a webhook endpoint (`target` = its id), the client's people by mail (notices,
 * coalesced and mutable), its Slack, or a billing mail to its owners (every one sent, none muted).
 */
export type Channel = 'webhook' | 'email' | 'slack' | 'billing_mail';
export type OutboxStatus = 'pending' | 'delivered' | 'failed' | 'cancelled';

/** A row to write: one event for one channel (and target). */
export interface OutboxDraft {
  /** This delivery's id (sortable). */
  id: string;
  /** The event's id, the same on every channel and every retry: the receiver's idempotency key. */
  eventId: string;
  clientId: string;
  type: EventType;
  channel: Channel;
  target: string | null;
  /** The event's `data`, as JSON text. */
  payload: string;
  createdAt: string;
  /** When it is first due (later than createdAt for a delayed notice: a visitor still waiting). */
  nextAttemptAt: string;
  /** Rows sharing a key are written once (the first wins): a once-only event. */
  dedupeKey: string | null;
  /**
   * On a chat message's append: written only when that append opened the session (the conversation
   * started with it), not when it touched an existing one.
   */
  onlyIfNewSession?: boolean;
}

export interface OutboxRow extends Omit<OutboxDraft, 'onlyIfNewSession'> {
  status: OutboxStatus;
  attempts: number;
  lastError: string | null;
  doneAt: string | null;
}

/** One try at delivering a row. */
export interface OutboxAttempt {
  outboxId: string;
  attempt: number;
  clientId: string;
  at: string;
  ok: boolean;
  statusCode: number | null;
  durationMs: number;
  error: string | null;
  /** The start of the receiver's answer (cut). */
  response: string | null;
}

/** What a claim leaves a row at: the next state, written only while the claimer still holds it. */
export interface OutboxUpdate {
  status: OutboxStatus;
  attempts: number;
  nextAttemptAt: string;
  lastError: string | null;
  doneAt: string | null;
}

/** One row's end of a try: its next state and the attempt to log (none when nothing was sent). */
export interface OutboxFinish {
  id: string;
  update: OutboxUpdate;
  attempt: OutboxAttempt | null;
}

export interface DeliveryLogEntry extends OutboxRow {
  last: OutboxAttempt | null;
}

export interface OutboxRepo {
  /** Writes rows on their own (outside a chat append); a row whose dedupe key exists is skipped. */
  insert(drafts: OutboxDraft[]): Promise<void>;
  /** Which of these dedupe keys a row holds already (a sweep skips what was written). */
  existingDedupeKeys(keys: readonly string[]): Promise<Set<string>>;
  /**
   * Leases up to `limit` pending rows due at `now` whose lease is free or lapsed, to `token` until
   * `leaseUntil`, in one atomic step: two processes never hold the same row.
   */
  claim(now: string, token: string, leaseUntil: string, limit: number): Promise<OutboxRow[]>;
  /**
   * Also leases the other due pending rows of one client, channel and type (a burst coalesced into
   * one notice), under the same token.
   */
  claimGroup(
    row: Pick<OutboxRow, 'clientId' | 'channel' | 'type' | 'id'>,
    now: string,
    token: string,
    leaseUntil: string,
  ): Promise<OutboxRow[]>;
  /**
   * Writes the next state of rows `token` still holds and frees their leases, with their attempts, in
   * one step (a claim's rows finish together: one commit, not one per row). Returns the ids written;
   * a row whose lease lapsed (another claimer has it) is left alone.
   */
  finish(token: string, items: readonly OutboxFinish[]): Promise<Set<string>>;
  /** When the last row of this client, channel and type was delivered (coalescing), if since `since`. */
  lastDelivered(clientId: string, channel: Channel, type: EventType, since: string): Promise<string | null>;
  /**
   * Cancels the pending rows of one target (an endpoint deleted or disabled); rows in flight are left
   * to their claimer, whose next try finds the target off.
   */
  cancelTarget(clientId: string, channel: Channel, target: string, at: string): Promise<number>;
  /** One target's rows, newest first, with their last attempt; `before` is a row id (a page's cursor). */
  listByTarget(
    clientId: string,
    channel: Channel,
    target: string,
    opts: { before?: string; limit: number },
  ): Promise<DeliveryLogEntry[]>;
  /**
   * Frees every lease (a process starting alone: no other can be delivering, so rows a killed process
   * held need not wait for their lease to lapse). Returns how many were held.
   */
  releaseLeases(): Promise<number>;
  /** Puts a row back in the queue, due at `at`; false when it is not this client's, target's or is held. */
  redeliver(clientId: string, id: string, target: string, at: string): Promise<boolean>;
}

/**
 * The stored messages read as a log after they commit (SQLite): their `message.created` rows are made
 * here rather than in each message's append. The message row is the durable record, so a crash before
 * the log is read loses nothing; the cursor moves in the transaction that writes the rows.
 */
export interface MessageLog {
  /**
   * Reads up to `limit` messages stored after the cursor, in commit order, and in one transaction
   * writes the rows `build` makes of them and moves the cursor past them (two processes never read
   * the same message). Resolves with how many messages it read.
   */
  advance(limit: number, build: (messages: readonly ChatMessageRecord[]) => OutboxDraft[]): Promise<number>;
  /** How many stored messages the log has not read yet. */
  backlog(): Promise<number>;
}

/** What a deliverer did with one row. */
export type DeliveryOutcome =
  | {
      kind: 'delivered';
      statusCode?: number;
      response?: string;
      durationMs: number;
      /** Rows delivered with this one (a coalesced notice), claimed through `ctx.group()`. */
      also?: OutboxRow[];
    }
  | {
      kind: 'failed';
      statusCode?: number;
      response?: string;
      error: string;
      durationMs: number;
      /** False: trying again cannot help (the target is gone); the row fails now. */
      retry?: boolean;
      also?: OutboxRow[];
    }
  /** Nothing to deliver any more (the endpoint was deleted, the visitor was taken in time). */
  | { kind: 'cancelled'; reason: string }
  /** Not now (at most one notice a minute): due again at `until`, no attempt counted. */
  | { kind: 'postponed'; until: string };

export interface DeliveryContext {
  signal: AbortSignal;
  /** Claims this row's due siblings (same client, channel and type) to deliver with it. */
  group(): Promise<OutboxRow[]>;
}

/** One channel's way out: a webhook POST, a mail, a Slack message. */
export interface Deliverer {
  deliver(row: OutboxRow, ctx: DeliveryContext): Promise<DeliveryOutcome>;
}

/**
 * Whether the process is busy answering visitors now. While it is, the claim loop yields: deliveries
 * take a bounded share of the time and the rest waits in the outbox (durable) for a quieter moment.
 */
export interface OutboxPressure {
  busy(): boolean;
}

/**
 * Whether anyone who can take a client's conversations has the console or the workspace open now (an
 * operator, or one of the client's own people): a visitor who asks for a person while nobody is there
 * is announced at once, not after the usual wait.
 */
export interface OperatorPresence {
  anyoneOnline(clientId: string): Promise<boolean>;
}

/** Who wants which event types on which channel: webhook endpoints and Slack, per client. */
export interface Subscription {
  clientId: string;
  channel: Exclude<Channel, 'email' | 'billing_mail'>;
  target: string | null;
  types: readonly EventType[];
}

export interface SubscriptionSource {
  /** Every enabled subscription of every client (a small set: endpoints and Slack channels). */
  all(): Promise<Subscription[]>;
}
