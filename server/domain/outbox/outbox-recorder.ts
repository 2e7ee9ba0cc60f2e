/**
 * Turning "this happened" into outbox rows: one per channel that wants the event (each subscribed
 * webhook endpoint, the client's Slack, mail for the types that raise a notification). Which channels
 * want what is read from a per-process snapshot of every subscription, so the chat path decides in
 * memory; the snapshot is refreshed in the background once it is older than `maxAgeMs` (another
 * process's new endpoint is seen within that time) and at once after a change made here.
 */
import { EVENT_TYPES, notificationOf, type EventType } from '../../../contract/events.ts';
import type { Clock, Ids } from '../shared/ports.ts';
import type { OutboxDraft, OutboxRepo, Subscription, SubscriptionSource } from './outbox-ports.ts';

export interface RecordOptions {
  /** The event's id when the caller has one already (else a new one). */
  eventId?: string;
  /** A once-only event: rows with the same key are written once (e.g. `usage:80:<client>:<month>`). */
  dedupeKey?: string;
  /** Notices (mail, Slack) wait this long before they are due; webhooks go at once. */
  noticeDelayMs?: number;
  /** Only when the append that carries it opens the session (conversation.started). */
  onlyIfNewSession?: boolean;
  /** When it happened, if earlier than now (a message read off the message log): the event's createdAt. */
  at?: string;
}

export interface OutboxRecorder {
  /**
   * Loads the subscriptions when they are missing; refreshes them in the background when stale.
   * Returns nothing when the snapshot is there (the chat path then does not wait a microtask for it).
   */
  ready(): Promise<void> | undefined;
  /** The rows for one event, from the current snapshot (call `ready` first). None: nobody listens. */
  drafts(
    clientId: string,
    type: EventType,
    data: Record<string, unknown>,
    opts?: RecordOptions,
  ): OutboxDraft[];
  /** Whether any channel of this client wants this type (so the caller can skip building `data`). */
  wants(clientId: string, type: EventType): boolean;
  /**
   * Writes one event's rows on their own: for events not carried by a chat append (a domain event's
   * listener, a sweep). Returns how many rows were written.
   */
  record(
    clientId: string,
    type: EventType,
    data: Record<string, unknown>,
    opts?: RecordOptions,
  ): Promise<number>;
  /**
   * Which of these once-only events (by the `dedupeKey` they were recorded with) are written already.
   * Only for types that raise a notification: those always write a mail row, which is what is looked up.
   */
  recordedOnce(dedupeKeys: readonly string[]): Promise<Set<string>>;
  /** Drops the snapshot (a subscription changed in this process): the next `ready` reloads it. */
  invalidate(): void;
  /** Hears `invalidate` (a deliverer's cache of what changed goes too). */
  onChanged(listener: () => void): void;
  /** Hears that rows were written (the dispatcher looks at once instead of at its next tick). */
  onRecorded(listener: () => void): void;
  /** Tells the listeners that rows were written elsewhere (with a chat message's append). */
  announce(): void;
}

type ClientSubscriptions = Map<EventType, Subscription[]>;

/** A once-only event's key on one row: the event's key, per channel and target. */
const rowKey = (key: string, channel: OutboxDraft['channel'], target: string | null) =>
  `${key}:${channel}:${target ?? ''}`;

export function createOutboxRecorder(deps: {
  repo: OutboxRepo;
  subscriptions: SubscriptionSource;
  clock: Clock;
  ids: Ids;
  /** How old the snapshot may get before a background refresh (default 5 s). */
  maxAgeMs?: number;
}): OutboxRecorder {
  const { repo, clock, ids } = deps;
  const maxAgeMs = deps.maxAgeMs ?? 5000;
  let snapshot: Map<string, ClientSubscriptions> | null = null;
  let loadedAt = 0;
  let loading: Promise<void> | null = null;
  let generation = 0;
  const listeners: (() => void)[] = [];
  const changeListeners: (() => void)[] = [];

  let loadingGeneration = -1;

  const load = (): Promise<void> => {
    // A load begun before a change in this process does not carry it: callers wait for a newer one.
    if (loading && loadingGeneration === generation) return loading;
    const started = generation;
    loadingGeneration = started;
    const current: Promise<void> = deps.subscriptions
      .all()
      .then((subs) => {
        // Changed while this load ran: its result is already old; load again (the callers wait for it).
        if (started !== generation) return load();
        const next = new Map<string, ClientSubscriptions>();
        for (const sub of subs) {
          let byType = next.get(sub.clientId);
          if (!byType) next.set(sub.clientId, (byType = new Map()));
          for (const type of sub.types) byType.set(type, [...(byType.get(type) ?? []), sub]);
        }
        snapshot = next;
        loadedAt = clock.now().getTime();
      })
      .finally(() => {
        if (loading === current) loading = null;
      });
    loading = current;
    return current;
  };

  const drafts: OutboxRecorder['drafts'] = (clientId, type, data, opts = {}) => {
    const subs = snapshot?.get(clientId)?.get(type) ?? [];
    const kind = notificationOf(type);
    if (subs.length === 0 && !kind) return [];
    const now = clock.now();
    const nowIso = now.toISOString();
    const createdAt = opts.at ?? nowIso;
    const noticeAt = opts.noticeDelayMs ? new Date(now.getTime() + opts.noticeDelayMs).toISOString() : nowIso;
    const eventId = opts.eventId ?? `evt_${ids.sortable()}`;
    const payload = JSON.stringify(data);
    const row = (channel: OutboxDraft['channel'], target: string | null, due: string): OutboxDraft => ({
      id: ids.sortable(),
      eventId,
      clientId,
      type,
      channel,
      target,
      payload,
      createdAt,
      nextAttemptAt: due,
      dedupeKey: opts.dedupeKey ? rowKey(opts.dedupeKey, channel, target) : null,
      onlyIfNewSession: opts.onlyIfNewSession,
    });
    const out: OutboxDraft[] = [];
    for (const sub of subs)
      if (sub.channel === 'webhook' ? EVENT_TYPES[type].webhook : kind)
        out.push(row(sub.channel, sub.target, sub.channel === 'webhook' ? nowIso : noticeAt));
    if (kind) out.push(row('email', null, noticeAt));
    return out;
  };

  const recorder: OutboxRecorder = {
    ready() {
      if (!snapshot) return load();
      if (clock.now().getTime() - loadedAt > maxAgeMs) void load().catch(() => undefined);
      return undefined;
    },
    drafts,
    wants: (clientId, type) =>
      notificationOf(type) !== null || (snapshot?.get(clientId)?.get(type)?.length ?? 0) > 0,
    async record(clientId, type, data, opts) {
      await recorder.ready();
      const rows = drafts(clientId, type, data, opts);
      if (rows.length === 0) return 0;
      await repo.insert(rows);
      recorder.announce();
      return rows.length;
    },
    async recordedOnce(dedupeKeys) {
      const mailKey = (key: string) => rowKey(key, 'email', null);
      const found = await repo.existingDedupeKeys(dedupeKeys.map(mailKey));
      return new Set(dedupeKeys.filter((key) => found.has(mailKey(key))));
    },
    invalidate() {
      generation++;
      snapshot = null;
      for (const l of changeListeners) l();
    },
    onChanged(listener) {
      changeListeners.push(listener);
    },
    onRecorded(listener) {
      listeners.push(listener);
    },
    announce() {
      for (const l of listeners) l();
    },
  };
  return recorder;
}
