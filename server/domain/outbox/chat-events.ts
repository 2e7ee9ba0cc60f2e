/**
 * The events a conversation raises, written in the same transaction as the message that raises them:
 * this wraps the chat repository so every append (visitor, assistant, operator, handoff notices) and
 * every end of a session carries its outbox rows into the store's group commit. What a message raises
 * is read off the message itself: a visitor's email is a lead, a handoff notice is its step. A client
 * nobody listens to costs a map lookup per message. On a store that reads its messages as a log,
 * `message.created` (every message's event, the bulk of them) is made from the log instead
 * (message-events.ts).
 */
import type { EventType } from '../../../contract/events.ts';
import { followUpEmail } from '../insights/insights-text.ts';
import type { AppendOptions, ChatMessageRecord, ChatRepo } from '../chat/chat-ports.ts';
import { messageCreatedDrafts } from './message-events.ts';
import type { OperatorPresence, OutboxDraft } from './outbox-ports.ts';
import type { OutboxRecorder } from './outbox-recorder.ts';

const HANDOFF_EVENTS: Record<string, EventType> = {
  waiting: 'handoff.requested',
  joined: 'handoff.taken',
  released: 'handoff.released',
  missed: 'handoff.missed',
};

export interface ChatEventOptions {
  /** The console's page of a conversation (a lead's mail links to it). */
  conversationUrl(sessionId: string): string;
  /** How long a visitor waits for a person before the team is told (default 60 s). */
  waitingNoticeAfterMs: number;
  /** Hears every message written (the claim loop yields while visitors keep the process busy). */
  onMessage?: () => void;
  /** Who is online to take a conversation (the realtime gateway's, once it runs; else unknown). */
  presence?: () => OperatorPresence | null;
  /**
   * The store reads its messages as a log (message-events.ts): `message.created` is made from it by
   * the claim loop after the commit, not written with the append; the append only wakes the loop.
   */
  messagesFromLog?: boolean;
}

/** Whether nobody can take the client's conversations now; false when that is not known. */
async function nobodyOnline(presence: OperatorPresence | null | undefined, clientId: string) {
  if (!presence) return false;
  try {
    return !(await presence.anyoneOnline(clientId));
  } catch {
    // Presence unknown (another process did not answer): the notice keeps its usual wait.
    return false;
  }
}

/** Sessions this process has seen started, at most this many (then forgotten all at once). */
const KNOWN_SESSIONS = 50_000;

export function withChatEvents(chats: ChatRepo, recorder: OutboxRecorder, opts: ChatEventOptions): ChatRepo {
  // A session this process already wrote a message of has started: its next messages skip building a
  // `conversation.started` row that the store would drop. A session not in here still gets the row,
  // which the store keeps only when the append opened the session, so forgetting costs nothing but time.
  const started = new Set<string>();
  const draftsOf = async (m: ChatMessageRecord): Promise<OutboxDraft[]> => {
    // Console previews are not conversations; nobody outside hears of them.
    if (m.metadata.preview) return [];
    const loading = recorder.ready();
    if (loading) await loading;
    const { clientId, sessionId } = m;
    const test = m.metadata.test === true;
    const out: OutboxDraft[] = [];
    const add = (type: EventType, data: () => Record<string, unknown>, extra = {}) => {
      if (recorder.wants(clientId, type)) out.push(...recorder.drafts(clientId, type, data(), extra));
    };
    if (!started.has(`${clientId}\n${sessionId}`)) {
      add('conversation.started', () => ({ sessionId, startedAt: m.createdAt, test }), {
        onlyIfNewSession: true,
      });
    }
    if (!opts.messagesFromLog) out.push(...messageCreatedDrafts(recorder, m));
    const step = m.sender === 'system' ? m.metadata.handoff : undefined;
    const handoffType = step ? HANDOFF_EVENTS[step] : undefined;
    if (handoffType) {
      // A visitor asking for a person while nobody can answer is announced now, not after the wait.
      const alone =
        handoffType === 'handoff.requested' && recorder.wants(clientId, handoffType)
          ? await nobodyOnline(opts.presence?.(), clientId)
          : false;
      add(
        handoffType,
        () => ({
          sessionId,
          at: m.createdAt,
          test,
          conversationUrl: opts.conversationUrl(sessionId),
          ...(alone ? { nobodyOnline: true } : {}),
        }),
        handoffType === 'handoff.requested' ? { noticeDelayMs: alone ? 0 : opts.waitingNoticeAfterMs } : {},
      );
    }
    const email = m.sender === 'user' ? followUpEmail(m.message) : null;
    if (email && recorder.wants(clientId, 'lead.created')) {
      // The question the visitor asked before leaving the address: the last one of theirs before it.
      const before = (await chats.recent(clientId, sessionId, 12))
        .reverse()
        .find((r) => r.sender === 'user' && r.id !== m.id && !followUpEmail(r.message));
      add('lead.created', () => ({
        sessionId,
        email,
        question: before?.message ?? null,
        messageId: m.id,
        conversationUrl: opts.conversationUrl(sessionId),
        test,
      }));
    }
    return out;
  };

  return {
    ...chats,
    async append(m, appendOpts?: AppendOptions) {
      opts.onMessage?.();
      const outbox = await draftsOf(m);
      const r = await chats.append(m, outbox.length === 0 ? appendOpts : { ...appendOpts, outbox });
      // Known as started once a message of it is stored (a failed append leaves it unknown).
      if (started.size >= KNOWN_SESSIONS) started.clear();
      started.add(`${m.clientId}\n${m.sessionId}`);
      const logged = opts.messagesFromLog && recorder.wants(m.clientId, 'message.created');
      if ((outbox.length > 0 || logged) && !r.duplicate) recorder.announce();
      return r;
    },
    async end(clientId, sessionId, at) {
      await recorder.ready();
      const outbox = recorder.wants(clientId, 'conversation.ended')
        ? recorder.drafts(clientId, 'conversation.ended', { sessionId, endedAt: at })
        : [];
      const ended = await chats.end(clientId, sessionId, at, outbox);
      if (ended && outbox.length > 0) recorder.announce();
      return ended;
    },
  };
}
