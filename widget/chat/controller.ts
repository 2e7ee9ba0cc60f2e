/**
 * The chat's state machine (SPEC §4 widget session, sending, FAQ selection, ending), free of any UI:
 * components subscribe to it and call its actions. It talks to the server over socket.io when the
 * socket is up and over REST otherwise (and always in the console preview); demo mode never leaves
 * the page.
 */
import type { ChatMessage, MessageMetadata } from '../../contract/chat.ts';
import { key, randomId, readItem, writeItem } from '../shared/storage.ts';
import { ApiError, createApi, type Api } from './api.ts';
import { defaultDisplay, displayFromConfig, displayFromDemo, type DisplayConfig } from './config.ts';
import { demoDelayMs, demoReply } from './demo-reply.ts';
import { LOCAL_PREFIX, counters, mergeMessages, replyTo, withoutLocal } from './messages.ts';
import { connectRealtime, type Realtime } from './realtime.ts';
import { EXPIRY_CHECK_MS, createSessionStore, newSessionId } from './session.ts';
import type { MountOptions, WidgetStats } from './types.ts';

export type Notice = { kind: 'limit' | 'rate' | 'error' | 'thanks'; text: string } | null;

export interface ChatState {
  sessionId: string;
  messages: ChatMessage[];
  /** The reply streaming in, before it is stored. */
  draft: string | null;
  pending: boolean;
  typing: boolean;
  /** Elapsed ms of the latest reply, measured here (SPEC §4: record elapsed ms). */
  lastResponse: { id: string; ms: number } | null;
  availability: 'loading' | 'ready' | 'unavailable';
  notice: Notice;
  display: DisplayConfig;
  showFaqs: boolean;
  /** Bumped when a new session starts, so the input clears. */
  epoch: number;
  /** The input should take focus as soon as it is enabled (the launcher opened the chat). */
  wantFocus: boolean;
}

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const REPLY_TIMEOUT_MS = 90_000;
export const LIMIT_TEXT =
  'Our assistant is unavailable right now. Leave your email and we will get back to you.';
export const RATE_TEXT =
  'You are sending messages a little too quickly. Please wait a moment, or leave your email and we will get back to you.';

const localMessage = (
  sessionId: string,
  sender: ChatMessage['sender'],
  message: string,
  metadata: MessageMetadata,
  id: string,
): ChatMessage => ({
  id,
  sessionId,
  sender,
  message,
  metadata,
  timestamp: new Date().toISOString(),
});

export function createChatController(o: MountOptions & { base: string }) {
  const now = o.now ?? Date.now;
  const mode = o.demoMode ? 'demo' : o.preview ? 'preview' : 'live';
  const clientId = o.clientId ?? '';
  const store = mode === 'live' && !o.sessionId && clientId ? createSessionStore(clientId, now) : null;
  const api: Api | null =
    mode === 'demo'
      ? null
      : createApi({ base: o.base, token: o.token, preview: mode === 'preview' ? { clientId } : undefined });
  let realtime: Realtime | null = null;
  let awaiting: { userId: string; clientMessageId: string; startedAt: number } | null = null;
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const listeners = new Set<() => void>();
  let disposed = false;
  /** Text sent through the handle before the config arrived (a sample-query button right after mount). */
  const early: string[] = [];

  let state: ChatState = {
    sessionId: o.sessionId ?? store?.current() ?? newSessionId(),
    messages: [],
    draft: null,
    pending: false,
    typing: false,
    lastResponse: null,
    availability: mode === 'demo' ? 'ready' : 'loading',
    notice: null,
    display: mode === 'demo' && o.demoProfile ? displayFromDemo(o.demoProfile, o) : defaultDisplay(o),
    showFaqs: true,
    epoch: 0,
    wantFocus: false,
  };

  const stats = (): WidgetStats => ({
    sessionId: state.sessionId,
    ...counters(state.messages),
    status: state.availability === 'ready' ? 'active' : state.availability,
  });

  const set = (patch: Partial<ChatState>) => {
    if (disposed) return;
    state = { ...state, ...patch };
    if (patch.messages && mode === 'live' && clientId) {
      const confirmed = state.messages.filter((m) => !m.id.startsWith(LOCAL_PREFIX)).slice(-100);
      writeItem(key('cache', clientId), JSON.stringify({ sessionId: state.sessionId, messages: confirmed }));
      if (confirmed.some((m) => m.sender === 'user')) store?.markActive(state.sessionId);
    }
    listeners.forEach((l) => l());
    o.onStats?.(stats());
  };

  const later = (ms: number, fn: () => void) => {
    const t = setTimeout(() => {
      timers.delete(t);
      fn();
    }, ms);
    timers.add(t);
  };

  const finish = (reply?: ChatMessage) => {
    const started = awaiting?.startedAt;
    awaiting = null;
    const timed = reply && reply.sender === 'ai' && !reply.metadata.isFAQ && started !== undefined;
    set({
      pending: false,
      typing: false,
      draft: null,
      ...(timed ? { lastResponse: { id: reply.id, ms: Math.max(0, now() - started) } } : {}),
    });
  };

  const failure = (code: string, reply?: string) => {
    if (code === 'usage_limit_reached') return { kind: 'limit' as const, text: reply || LIMIT_TEXT };
    if (code === 'rate_limited') return { kind: 'rate' as const, text: RATE_TEXT };
    return { kind: 'error' as const, text: 'Failed to get AI response' };
  };

  const merge = (incoming: ChatMessage[]) => {
    const messages = mergeMessages(state.messages, incoming);
    set({ messages });
    if (awaiting) {
      const r = replyTo(messages, awaiting.userId);
      if (r) finish(r);
    }
  };

  const refetch = async () => {
    if (!api) return;
    try {
      merge(await api.messages(state.sessionId));
    } catch (e) {
      console.warn('[frontdesk] Failed to fetch messages', e);
    }
  };

  const connect = () => {
    if (mode !== 'live' || !o.token) return;
    realtime = connectRealtime({
      base: o.base,
      token: o.token,
      sessionId: () => state.sessionId,
      lastMessageId: () => [...state.messages].reverse().find((m) => !m.id.startsWith(LOCAL_PREFIX))?.id,
      on: {
        onJoined: merge,
        onChunk: (e) => {
          if (awaiting?.userId === e.replyTo) set({ draft: (state.draft ?? '') + e.delta, typing: false });
        },
        onDone: (e) => {
          const message = e.message.metadata.sources
            ? e.message
            : { ...e.message, metadata: { ...e.message.metadata, sources: e.sources } };
          merge([message]);
          if (awaiting?.userId === e.replyTo) finish(message);
          chime();
        },
        onAnswerError: (e) => {
          if (awaiting?.userId !== e.replyTo) return;
          finish();
          set({ notice: failure(e.code, e.reply) });
        },
        onMessage: (m) => {
          const fresh = !state.messages.some((x) => x.id === m.id);
          merge([m]);
          if (fresh && m.sender === 'operator') chime();
        },
        onSession: () => {},
        onRefused: () => set({ availability: 'unavailable' }),
        onConnection: () => {},
      },
    });
  };

  const chime = () => {
    if (state.display.sound) playChime();
  };

  const checkExpiry = () => {
    if (store?.isExpired(state.sessionId)) newSession(store.restart());
  };

  const newSession = (id: string) => {
    api?.endSession(state.sessionId, false);
    awaiting = null;
    set({
      sessionId: id,
      messages: [],
      draft: null,
      pending: false,
      typing: false,
      lastResponse: null,
      notice: null,
      showFaqs: true,
      epoch: state.epoch + 1,
    });
    // A new session is empty by definition: joining its room is all there is to do.
    realtime?.rejoin();
  };

  const onPageHide = () => {
    if (state.messages.length > 0) api?.endSession(state.sessionId, true);
  };

  async function start() {
    if (mode === 'demo') return set({});
    try {
      const cached = JSON.parse(readItem(key('cache', clientId)) ?? 'null') as {
        sessionId: string;
        messages: ChatMessage[];
      } | null;
      if (mode === 'live' && cached?.sessionId === state.sessionId && Array.isArray(cached.messages))
        set({ messages: cached.messages });
    } catch {
      // A corrupt cache only costs the instant first paint; the server copy follows.
    }
    try {
      const config = await api!.config();
      set({ display: displayFromConfig(config, o), availability: 'ready' });
    } catch (e) {
      // A preview can run on a token the console's origin may not use; the console's cookie still chats.
      const refused = mode === 'live' && e instanceof ApiError && [401, 403, 404].includes(e.status);
      set({ availability: refused ? 'unavailable' : 'ready' });
      if (refused) return;
    }
    // A session the server has not seen answers 404, so only a known conversation is fetched over REST;
    // the socket's join brings everything else.
    if (mode !== 'live' || state.messages.length > 0) await refetch();
    if (state.messages.some((m) => m.sender === 'user')) set({ showFaqs: false });
    connect();
    if (store) {
      const t = setInterval(checkExpiry, EXPIRY_CHECK_MS);
      cleanup.push(() => clearInterval(t));
    }
    addEventListener('pagehide', onPageHide);
    cleanup.push(() => removeEventListener('pagehide', onPageHide));
    early.splice(0).forEach((text) => actions.send(text));
  }
  const cleanup: (() => void)[] = [];

  async function sendLive(text: string, clientMessageId: string) {
    const startedAt = now();
    if (realtime?.connected) {
      const ack = await realtime.send({ sessionId: state.sessionId, clientMessageId, message: text });
      if (!ack.ok) {
        awaiting = null;
        set({
          messages: withoutLocal(state.messages, clientMessageId),
          pending: false,
          typing: false,
          notice: failure(ack.code, ack.reply),
        });
        return;
      }
      awaiting = { userId: ack.message.id, clientMessageId, startedAt };
      set({ messages: withoutLocal(state.messages, clientMessageId) });
      merge([ack.message]);
      later(REPLY_TIMEOUT_MS, () => {
        if (awaiting?.clientMessageId === clientMessageId) {
          finish();
          set({ notice: failure('timeout') });
        }
      });
      return;
    }
    // REST, as SPEC §4 describes: post the message, then ask for the reply, then refetch.
    try {
      const posted = await api!.postMessage({
        message: text,
        sender: 'user',
        sessionId: state.sessionId,
        clientMessageId,
      });
      awaiting = { userId: posted.id, clientMessageId, startedAt };
      set({ messages: withoutLocal(state.messages, clientMessageId) });
      merge([posted]);
    } catch (e) {
      awaiting = null;
      set({
        messages: withoutLocal(state.messages, clientMessageId),
        pending: false,
        typing: false,
        notice: failure(e instanceof ApiError ? e.code : 'error'),
      });
      return;
    }
    try {
      const reply = await api!.aiResponse({ message: text, sessionId: state.sessionId });
      merge([reply]);
      finish(reply);
      chime();
    } catch (e) {
      finish();
      set({
        notice: failure(
          e instanceof ApiError ? e.code : 'error',
          e instanceof ApiError ? e.reply : undefined,
        ),
      });
    }
    await refetch();
  }

  function sendDemo(text: string) {
    const startedAt = now();
    later(demoDelayMs(), () => {
      const reply = localMessage(
        state.sessionId,
        'ai',
        demoReply(o.demoProfile ?? { businessName: state.display.businessName }, text),
        { model: 'demo', responseTime: now() - startedAt },
        `demo-${randomId(12)}`,
      );
      set({ messages: [...state.messages, reply] });
      awaiting = { userId: '', clientMessageId: '', startedAt };
      finish(reply);
    });
  }

  const actions = {
    getState: () => state,
    subscribe(l: () => void) {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    start,
    send(raw: string) {
      const text = raw.trim();
      if (text && state.availability === 'loading') return void early.splice(0, 1, text);
      if (!text || state.pending || state.availability !== 'ready' || disposed) return;
      const clientMessageId = randomId(20);
      const metadata: MessageMetadata = { clientMessageId };
      const optimistic = localMessage(
        state.sessionId,
        'user',
        text,
        metadata,
        mode === 'demo' ? `demo-${clientMessageId}` : LOCAL_PREFIX + clientMessageId,
      );
      set({
        messages: [...state.messages, optimistic],
        pending: true,
        typing: state.display.typingIndicator,
        showFaqs: false,
        notice: null,
      });
      if (mode === 'demo') sendDemo(text);
      else void sendLive(text, clientMessageId);
    },
    async selectFaq(faq: { question: string; answer: string }) {
      if (state.pending || state.availability !== 'ready') return;
      set({ showFaqs: false });
      if (mode === 'demo') {
        const q = localMessage(state.sessionId, 'user', faq.question, {}, `demo-${randomId(12)}`);
        const a = localMessage(
          state.sessionId,
          'ai',
          faq.answer,
          { isFAQ: true, model: 'faq-instant', responseType: 'faq_preset', responseTime: 0 },
          `demo-${randomId(12)}`,
        );
        return set({ messages: [...state.messages, q, a] });
      }
      try {
        merge([
          await api!.postMessage({
            message: faq.question,
            sender: 'user',
            sessionId: state.sessionId,
            clientMessageId: randomId(20),
          }),
        ]);
        merge([
          await api!.postMessage({
            message: faq.answer,
            sender: 'ai',
            sessionId: state.sessionId,
            clientMessageId: randomId(20),
          }),
        ]);
      } catch (e) {
        console.warn('[frontdesk] Failed to send FAQ answer', e instanceof ApiError ? e.status : e);
      }
      await refetch();
    },
    showFaqs: () => set({ showFaqs: true }),
    requestFocus: (on = true) => {
      if (state.wantFocus !== on) set({ wantFocus: on });
    },
    restart() {
      newSession(store ? store.restart() : newSessionId());
    },
    async submitEmail(raw: string): Promise<boolean> {
      const email = raw.trim();
      if (!EMAIL_RE.test(email)) return false;
      const text = `Please follow up with me by email: ${email}`;
      if (mode === 'demo')
        set({
          messages: [
            ...state.messages,
            localMessage(state.sessionId, 'user', text, {}, `demo-${randomId(12)}`),
          ],
        });
      else {
        try {
          merge([
            await api!.postMessage({
              message: text,
              sender: 'user',
              sessionId: state.sessionId,
              clientMessageId: randomId(20),
            }),
          ]);
        } catch {
          set({ notice: { kind: 'error', text: 'Failed to send message' } });
          return false;
        }
      }
      set({ notice: { kind: 'thanks', text: 'Thank you! We will reply to you by email.' } });
      return true;
    },
    dispose() {
      if (disposed) return;
      if (state.messages.length > 0) api?.endSession(state.sessionId, false);
      disposed = true;
      realtime?.close();
      timers.forEach(clearTimeout);
      cleanup.forEach((f) => f());
      listeners.clear();
    },
    /** Test hook: runs the 5-minute expiry check now. */
    checkExpiry,
  };
  return actions;
}
export type ChatController = ReturnType<typeof createChatController>;

function playChime(): void {
  try {
    const ctx = new AudioContext();
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.frequency.value = 880;
    gain.gain.setValueAtTime(0.08, ctx.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.001, ctx.currentTime + 0.25);
    osc.connect(gain).connect(ctx.destination);
    osc.start();
    osc.stop(ctx.currentTime + 0.25);
    osc.onended = () => void ctx.close();
  } catch {
    // No audio (autoplay policy, old browser): the notification is optional.
  }
}
