/**
 * Human handoff: a visitor asks for a person (in words or with the widget's button) and waits; an
 * operator takes the session (one conditional UPDATE decides between operators on any process), talks
 * to the visitor while the AI stays quiet, and hands it back. Outside business hours, with handoff
 * off, or when nobody takes it in time, the visitor is offered the email follow-up instead. Each step
 * leaves a system message in the conversation, so the widget, the console and the transcript all say
 * what happened, after a reload or a restart too.
 */
import type { ChatMessage, SessionHandoffState } from '../../../contract/chat.ts';
import {
  DEFAULT_HANDOFF_SETTINGS,
  HANDOFF_TEXT,
  type HandoffQueueItem,
  type HandoffStateView,
} from '../../../contract/handoff.ts';
import type { ChatCaller } from '../chat/chat-gate.ts';
import type { ChatMessageRecord, ChatRepo, SessionSnapshot } from '../chat/chat-ports.ts';
import { toWireMessage } from '../chat/chat.ts';
import { DomainError, notFound } from '../shared/errors.ts';
import { EXPECTED_WAIT_SAMPLES, EXPECTED_WAIT_WINDOW_MS, expectedWaitMinutes } from './expected-wait.ts';
import { isWithinHours } from './handoff-hours.ts';
import { isHandoffRequest } from './handoff-intent.ts';
import type { HandoffRepo } from './handoff-ports.ts';
import { createHandoffTyping, type HandoffTyping } from './handoff-typing.ts';
import type { ClientRecord, ClientsRepo, Clock, DomainEvents, Ids } from '../shared/ports.ts';

export interface HandoffService {
  /** Where the session stands; a session not started yet is 'none'. */
  state(clientId: string, sessionId: string): Promise<SessionHandoffState>;
  /**
   * As `state`, for a caller asking about one session (an unknown session is "not found"), with
   * whether the operator is typing now (for widgets that poll).
   */
  stateOfExisting(clientId: string, sessionId: string): Promise<HandoffStateView>;
  /** Typing hints both ways, from sockets and from widgets without one. */
  typing: HandoffTyping;
  /** A widget without a socket says the visitor is (not) typing: passed on while an operator holds it. */
  visitorTyping(clientId: string, sessionId: string, on: boolean): Promise<void>;
  /** The visitor asks for a person: waiting, or missed (email offered) when nobody can come. */
  request(client: ClientRecord, sessionId: string): Promise<SessionHandoffState>;
  /**
   * Before the AI answers a stored visitor message: true when it must stay quiet (a person was asked
   * for, now or earlier, or an operator holds the session). Console previews never hand off.
   * `session`: the session as the question's append left it, when known (no read then).
   */
  holdsReply(caller: ChatCaller, question: ChatMessageRecord, session?: SessionSnapshot): Promise<boolean>;
  /**
   * An operator takes the session; another operator's hold is a conflict naming them. `face` is what
   * the visitor reads ("Maya has joined the chat", her avatar); `operator` is the login that holds it.
   */
  take(
    clientId: string,
    sessionId: string,
    operator: string,
    face?: OperatorFace,
  ): Promise<SessionHandoffState>;
  /** An operator message; only the operator holding the session may send one. */
  reply(
    clientId: string,
    sessionId: string,
    operator: string,
    text: string,
    face?: OperatorFace,
  ): Promise<ChatMessage>;
  /**
   * Back to the assistant ("You're back with the assistant"). A held session is handed back by its
   * holder, or by someone who may override (an operator, a workspace owner): `by` says who acts; none
   * is the service's own operators (the CLI).
   */
  release(clientId: string, sessionId: string, by?: HandoffActor): Promise<SessionHandoffState>;
  /**
   * Hands back (when held, by the same rule), tells the visitor in the business's closing words, and
   * ends the session.
   */
  close(clientId: string, sessionId: string, by?: HandoffActor): Promise<void>;
  queue(): Promise<HandoffQueueItem[]>;
  /** Offers the email follow-up to visitors who waited longer than their client's timeout. */
  sweep(): Promise<number>;
}

/** What a visitor sees of the operator: a display name (null: none set) and an avatar path. */
export interface OperatorFace {
  name: string | null;
  avatarUrl: string | null;
}

/** The message metadata naming the operator to visitors: never the login. */
const faceMetadata = (face: OperatorFace | undefined) => ({
  operator: face?.name ?? HANDOFF_TEXT.team,
  ...(face?.avatarUrl ? { operatorAvatar: face.avatarUrl } : {}),
});

/** Who acts on a held session: the name visitors see, and whether they may act on another's hold. */
export interface HandoffActor {
  name: string;
  mayOverride: boolean;
}

const NONE: SessionHandoffState = { status: 'none', operator: null, requestedAt: null };

/**
 * The state as a visitor's widget receives it: the person holding the session is named by their face
 * in the conversation ("Maya has joined the chat"), so their login never leaves for the visitor.
 */
export const forVisitors = <T extends SessionHandoffState>(state: T): T => ({ ...state, operator: null });

/** Where a session stands, from its row (null: not started yet). */
export function handoffStateOf(s: SessionSnapshot | null): SessionHandoffState {
  if (!s) return NONE;
  const status = s.handledBy ? 'operator' : s.handoffStatus === 'operator' ? 'none' : s.handoffStatus;
  return { status, operator: s.handledBy, requestedAt: s.handoffRequestedAt };
}

export function createHandoffService(deps: {
  repo: HandoffRepo;
  chats: ChatRepo;
  clients: ClientsRepo;
  clock: Clock;
  ids: Ids;
  events: DomainEvents;
}): HandoffService {
  const { repo, chats, clients, clock, ids, events } = deps;
  const now = () => clock.now().toISOString();
  const typing = createHandoffTyping({ clock, events });

  const state = async (clientId: string, sessionId: string): Promise<SessionHandoffState> =>
    handoffStateOf(await chats.session(clientId, sessionId));

  /** A system message marking a step; the append also opens the session when it is new. */
  const note = async (
    clientId: string,
    sessionId: string,
    step: 'waiting' | 'joined' | 'released' | 'missed' | 'closed',
    text: string,
    face?: OperatorFace,
  ) => {
    const r = await chats.append({
      id: ids.sortable(),
      clientId,
      sessionId,
      sender: 'system',
      message: text,
      metadata: step === 'joined' ? { handoff: step, ...faceMetadata(face) } : { handoff: step },
      clientMessageId: null,
      createdAt: now(),
    });
    events.emit('message.created', { clientId, message: toWireMessage(r.message) });
  };

  /** "Waiting" with the expected wait when the client's recent take-overs give one (expected-wait.ts). */
  const waitingText = async (clientId: string) => {
    const since = new Date(clock.now().getTime() - EXPECTED_WAIT_WINDOW_MS).toISOString();
    const waits = await repo.recentWaits(clientId, since, EXPECTED_WAIT_SAMPLES);
    const ahead = (await repo.waiting()).filter((w) => w.clientId === clientId).length;
    return HANDOFF_TEXT.waitingFor(expectedWaitMinutes(waits), ahead);
  };

  const changed = (clientId: string, sessionId: string) =>
    events.emit('session.updated', { clientId, sessionId });

  const requireSession = async (clientId: string, sessionId: string) => {
    const s = await chats.session(clientId, sessionId);
    if (!s) throw notFound('Chat session');
    return s;
  };
  /** A member cannot hand back (or close) a conversation another person holds. */
  const holderOnly = (s: SessionSnapshot, by: HandoffActor | undefined) => {
    if (by && !by.mayOverride && s.handledBy !== null && s.handledBy !== by.name)
      throw new DomainError('conflict', `${s.handledBy} is answering this conversation`);
  };

  const service: HandoffService = {
    state,
    typing,
    async visitorTyping(clientId, sessionId, on) {
      // Only a held session has someone to tell (an unknown one, or one with the assistant, has not).
      if ((await state(clientId, sessionId)).status === 'operator') typing.visitor(clientId, sessionId, on);
    },
    async stateOfExisting(clientId, sessionId) {
      if (!(await chats.session(clientId, sessionId))) throw notFound('Chat session');
      const current = await state(clientId, sessionId);
      const operatorTyping = current.status === 'operator' && typing.operatorTyping(clientId, sessionId);
      return { ...current, operatorTyping };
    },

    async request(client, sessionId) {
      const current = await state(client.id, sessionId);
      if (current.status === 'waiting' || current.status === 'operator') return current;
      const settings = client.handoff ?? DEFAULT_HANDOFF_SETTINGS;
      const at = now();
      const available = settings.enabled && isWithinHours(settings, clock.now());
      // The note comes first: it opens the session a visitor who only pressed the button has not started.
      if (available) {
        await note(client.id, sessionId, 'waiting', await waitingText(client.id));
        if (await repo.request(client.id, sessionId, at)) {
          events.emit('handoff.requested', { clientId: client.id, sessionId });
        }
      } else {
        await note(client.id, sessionId, 'missed', HANDOFF_TEXT.missed);
        await repo.miss(client.id, sessionId, ['none'], at);
      }
      changed(client.id, sessionId);
      return state(client.id, sessionId);
    },

    async holdsReply(caller, question, session) {
      if (caller.mode !== 'visitor') return false;
      const current = session ? handoffStateOf(session) : await state(caller.client.id, question.sessionId);
      if (current.status === 'waiting' || current.status === 'operator') return true;
      if (!isHandoffRequest(question.message)) return false;
      await service.request(caller.client, question.sessionId);
      return true;
    },

    async take(clientId, sessionId, operator, face) {
      const before = await requireSession(clientId, sessionId);
      if (!(await repo.take(clientId, sessionId, operator))) {
        const holder = (await chats.session(clientId, sessionId))?.handledBy ?? 'Another operator';
        throw new DomainError('conflict', `${holder} has already taken this conversation`);
      }
      if (before.handledBy !== operator) {
        if (before.handoffStatus === 'waiting' && before.handoffRequestedAt)
          await repo.recordWait({
            id: ids.sortable(),
            clientId,
            sessionId,
            waitedMs: clock.now().getTime() - Date.parse(before.handoffRequestedAt),
            takenAt: now(),
          });
        const text = face?.name ? HANDOFF_TEXT.joined(face.name) : HANDOFF_TEXT.teamJoined;
        await note(clientId, sessionId, 'joined', text, face);
        changed(clientId, sessionId);
      }
      return state(clientId, sessionId);
    },

    async reply(clientId, sessionId, operator, text, face) {
      const s = await requireSession(clientId, sessionId);
      if (s.handledBy !== operator)
        throw new DomainError(
          'conflict',
          s.handledBy
            ? `${s.handledBy} is answering this conversation`
            : 'Take over the conversation before replying',
        );
      const r = await chats.append({
        id: ids.sortable(),
        clientId,
        sessionId,
        sender: 'operator',
        message: text,
        metadata: faceMetadata(face),
        clientMessageId: null,
        createdAt: now(),
      });
      const message = toWireMessage(r.message);
      events.emit('message.created', { clientId, message });
      changed(clientId, sessionId);
      return message;
    },

    async release(clientId, sessionId, by) {
      holderOnly(await requireSession(clientId, sessionId), by);
      if (await repo.release(clientId, sessionId)) {
        await note(clientId, sessionId, 'released', HANDOFF_TEXT.released);
        changed(clientId, sessionId);
      }
      return state(clientId, sessionId);
    },

    async close(clientId, sessionId, by) {
      holderOnly(await requireSession(clientId, sessionId), by);
      await repo.release(clientId, sessionId);
      const words = (await clients.get(clientId))?.handoff?.closingMessage?.trim();
      await note(clientId, sessionId, 'closed', words || HANDOFF_TEXT.closed);
      await chats.end(clientId, sessionId, now());
      changed(clientId, sessionId);
    },

    queue: () => repo.queue(),

    async sweep() {
      const at = clock.now();
      let missed = 0;
      const settingsOf = new Map<string, ClientRecord | null>();
      for (const w of await repo.waiting()) {
        if (!settingsOf.has(w.clientId)) settingsOf.set(w.clientId, await clients.get(w.clientId));
        const client = settingsOf.get(w.clientId);
        const minutes = (client?.handoff ?? DEFAULT_HANDOFF_SETTINGS).waitTimeoutMinutes;
        if (at.getTime() - Date.parse(w.requestedAt) < minutes * 60_000) continue;
        // Conditional on still waiting: an operator who took it meanwhile, or another process's sweep, wins.
        if (!(await repo.miss(w.clientId, w.sessionId, ['waiting'], at.toISOString()))) continue;
        await note(w.clientId, w.sessionId, 'missed', HANDOFF_TEXT.missed);
        changed(w.clientId, w.sessionId);
        missed++;
      }
      return missed;
    },
  };
  return service;
}
