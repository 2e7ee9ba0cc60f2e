/**
 * The chat's state and the small core every part of the controller shares: the state with its
 * listeners, the reply being awaited, the timers. The sending paths and the socket link work on it.
 */
import type { ChatMessage, SessionHandoffState } from '../../contract/chat.ts';
import type { Thumbs } from './feedback.ts';
import type { DisplayConfig } from './config.ts';
import { mergeMessages, replyTo } from './messages.ts';

export type Notice = { kind: 'limit' | 'rate' | 'error' | 'thanks' | 'handoff'; text: string } | null;

export interface ChatState {
  sessionId: string;
  messages: ChatMessage[];
  /** The reply streaming in, before it is stored. */
  draft: string | null;
  pending: boolean;
  typing: boolean;
  availability: 'loading' | 'ready' | 'unavailable';
  notice: Notice;
  display: DisplayConfig;
  showFaqs: boolean;
  /** Bumped when a new session starts, so the input clears. */
  epoch: number;
  /** The input should take focus as soon as it is enabled (the launcher opened the chat). */
  wantFocus: boolean;
  /** Who answers: the assistant, a person being waited for, or an operator (human handoff). */
  handoff?: SessionHandoffState;
  /** The operator is typing (only real `typing` signals from the console set it). */
  operatorTyping?: boolean;
  /** The visitor's thumbs on replies, by message id (feedback.ts). */
  thumbs?: Record<string, Thumbs>;
  /** The 1–5 question: asked (the visitor ends the chat), or answered. */
  rating?: 'asking' | 'done';
  /** This browser has answered the pre-chat form (or the widget never asks it). */
  preChatDone: boolean;
}

/** The pre-chat form stands before the first message while the client asks it and it is unanswered. */
export const needsPreChat = (s: ChatState) =>
  !!s.display.preChat && !s.preChatDone && s.messages.length === 0 && s.availability === 'ready';

export const NO_HANDOFF: SessionHandoffState = { status: 'none', operator: null, requestedAt: null };
/** While a person was asked for or holds the session, no AI reply comes and the input stays free. */
export const isHeld = (s: ChatState) => s.handoff?.status === 'waiting' || s.handoff?.status === 'operator';

/** The visitor message whose reply is on its way, and when it was sent. */
export interface Awaiting {
  userId: string;
  clientMessageId: string;
  startedAt: number;
}

export type ChatCore = ReturnType<typeof createChatCore>;

export function createChatCore(initial: ChatState, o: { now(): number; onChange(state: ChatState): void }) {
  let state = initial;
  let disposed = false;
  const listeners = new Set<() => void>();
  const timers = new Set<ReturnType<typeof setTimeout>>();

  const core = {
    get state() {
      return state;
    },
    get disposed() {
      return disposed;
    },
    awaiting: null as Awaiting | null,
    now: o.now,
    set(patch: Partial<ChatState>) {
      if (disposed) return;
      state = { ...state, ...patch };
      o.onChange(state);
      listeners.forEach((l) => l());
    },
    subscribe(l: () => void) {
      listeners.add(l);
      return () => void listeners.delete(l);
    },
    /** Ends the wait for a reply. */
    finish() {
      core.awaiting = null;
      core.set({ pending: false, typing: false, draft: null });
    },
    /** Server messages in; the awaited reply among them ends the wait. */
    merge(incoming: ChatMessage[]) {
      const messages = mergeMessages(state.messages, incoming);
      core.set({ messages });
      if (core.awaiting) {
        const r = replyTo(messages, core.awaiting.userId);
        if (r) core.finish();
      }
    },
    later(ms: number, fn: () => void) {
      const t = setTimeout(() => {
        timers.delete(t);
        fn();
      }, ms);
      timers.add(t);
    },
    dispose() {
      disposed = true;
      timers.forEach(clearTimeout);
      listeners.clear();
    },
  };
  return core;
}
