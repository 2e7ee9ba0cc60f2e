/**
 * The chat's state machine (the session, sending, FAQ selection, ending), free of any UI:
 * components subscribe to it and call its actions. It talks to the server over socket.io when the
 * socket is up and over REST otherwise (and always in the console preview); demo mode never leaves
 * the page. The sending paths, the socket link, the message cache and the chime live beside it.
 */
import type { ChatMessage, MessageMetadata } from '../../contract/chat.ts';
import { key, randomId, readItem } from '../shared/storage.ts';
import { ApiError, createApi, type Api } from './api.ts';
import { NO_HANDOFF, createChatCore, isHeld, needsPreChat, type ChatState } from './chat-state.ts';
import { applyHandoff } from './handoff-state.ts';
import { createFeedbackActions } from './feedback.ts';
import { createChime } from './chime.ts';
import { defaultDisplay, displayFromConfig, displayFromDemo } from './config.ts';
import { connectLiveLink } from './live-link.ts';
import { sendLive } from './live-send.ts';
import { createMessageCache } from './message-cache.ts';
import { LOCAL_PREFIX, counters, localMessage } from './messages.ts';
import { noticeFor } from './notices.ts';
import type { Realtime } from './realtime.ts';
import { EXPIRY_CHECK_MS, createSessionStore, newSessionId } from './session.ts';
import { createSessionKeys } from './session-key.ts';
import type { MountOptions, WidgetStats } from './types.ts';
import { EMAIL_PATTERN } from '../../contract/patterns.ts';
import type { IdentifyRequest } from '../../contract/identity.ts';

/** What a page passes to Frontdesk.identify: { userId, email, name, userHash } or { token }. */
export type PageIdentity = Record<string, unknown>;
import { submitPreChat, type PreChatAnswers } from './pre-chat.ts';

export interface ControllerOptions extends MountOptions {
  base: string;
  /** Whether the chat is on screen (the floating panel may be closed); the chime plays only when not. */
  inView?(): boolean;
}

/** How often a widget without a socket asks whether a person answered (only while one is asked for). */
const HANDOFF_POLL_MS = 3000;
/** Without a socket, the visitor's "typing" goes out at most this often while they type. */
const REST_TYPING_GAP_MS = 3000;

export function createChatController(o: ControllerOptions) {
  const mode = o.demoMode ? 'demo' : o.preview ? 'preview' : 'live';
  const clientId = o.clientId ?? '';
  const live = mode === 'live' && clientId !== '';
  const store = live && !o.sessionId ? createSessionStore(clientId, o.now ?? Date.now) : null;
  const cache = live ? createMessageCache(clientId) : null;
  // A session id given by the host page is not the stored one: its secret lives for the page view.
  const keys = createSessionKeys(store ? clientId : null);
  const api: Api | null =
    mode === 'demo'
      ? null
      : createApi({
          base: o.base,
          token: o.token,
          preview: mode === 'preview' ? { clientId } : undefined,
          keys,
        });
  let realtime: Realtime | null = null;
  const cleanup: (() => void)[] = [];
  let typingSent = false;
  let typingAt = 0;
  let typingIdle: ReturnType<typeof setTimeout> | undefined;
  /** Text sent through the handle before the config arrived (a sample-query button right after mount). */
  const early: string[] = [];
  /** What the page said of the visitor (Frontdesk.identify), sent for every session of this page view. */
  let identity: PageIdentity | null = null;
  /** The identify call in flight: a message waits for it, so its answer knows who asked. */
  let identifying: Promise<unknown> = Promise.resolve();
  const sendIdentity = () => {
    if (!identity || mode !== 'live' || !api) return;
    identifying = api
      .identify({ ...identity, sessionId: core.state.sessionId } as IdentifyRequest)
      .catch((e: unknown) =>
        console.warn('[frontdesk] identify refused', e instanceof ApiError ? e.message : e),
      );
  };

  const initial: ChatState = {
    sessionId: o.sessionId ?? store?.current() ?? newSessionId(),
    messages: [],
    draft: null,
    pending: false,
    typing: false,
    availability: mode === 'demo' ? 'ready' : 'loading',
    notice: null,
    display: mode === 'demo' && o.demoProfile ? displayFromDemo(o.demoProfile, o) : defaultDisplay(o),
    showFaqs: true,
    epoch: 0,
    wantFocus: false,
    handoff: NO_HANDOFF,
    operatorTyping: false,
    // The demo never asks; a preview always shows the form (the business sees what visitors see).
    preChatDone: mode === 'demo' || (live && readItem(key('prechat', clientId)) !== null),
  };
  const stats = (s: ChatState): WidgetStats => ({
    sessionId: s.sessionId,
    ...counters(s.messages),
    status: s.availability === 'ready' ? 'active' : s.availability,
  });
  let cachedMessages = initial.messages;
  const core = createChatCore(initial, {
    now: o.now ?? Date.now,
    onChange(s) {
      if (cache && s.messages !== cachedMessages) {
        cachedMessages = s.messages;
        if (cache.write(s.sessionId, s.messages)) store?.markActive(s.sessionId);
      }
      o.onStats?.(stats(s));
    },
  });
  const chime = createChime({ enabled: () => core.state.display.sound, inView: o.inView ?? (() => true) });

  const refetch = async () => {
    if (!api) return;
    try {
      core.merge(await api.messages(core.state.sessionId));
    } catch (e) {
      console.warn('[frontdesk] Failed to fetch messages', e);
    }
  };

  /**
   * Without a socket the handoff state and an operator's messages are read over REST: after each send,
   * and every few seconds while a person is asked for or answering (the interval in `start`).
   */
  const syncHandoff = async () => {
    if (realtime?.connected || mode !== 'live' || !api) return;
    const was = isHeld(core.state);
    try {
      const view = await api.handoffState(core.state.sessionId);
      applyHandoff(core, view);
      core.set({ operatorTyping: view.status === 'operator' && view.operatorTyping });
    } catch {
      return;
    }
    if (was || isHeld(core.state)) await refetch();
  };

  const newSession = (id: string) => {
    api?.endSession(core.state.sessionId, false);
    core.awaiting = null;
    core.set({
      sessionId: id,
      messages: [],
      draft: null,
      pending: false,
      typing: false,
      notice: null,
      showFaqs: true,
      epoch: core.state.epoch + 1,
      handoff: NO_HANDOFF,
      operatorTyping: false,
      thumbs: {},
      rating: undefined,
    });
    // A new session is empty by definition: joining its room is all there is to do.
    realtime?.rejoin();
    sendIdentity();
  };

  const checkExpiry = () => {
    if (store?.isExpired(core.state.sessionId)) newSession(store.restart());
  };

  const onPageHide = () => {
    if (core.state.messages.length > 0) api?.endSession(core.state.sessionId, true);
  };

  /**
   * Posts as the visitor (or a preset answer as the AI, `replyTo` naming the question it answers) over
   * REST; the server's copy joins the list and is returned.
   */
  const post = async (message: string, sender: 'user' | 'ai', replyTo?: string) => {
    const stored = await api!.postMessage({
      message,
      sender,
      sessionId: core.state.sessionId,
      clientMessageId: randomId(20),
      ...(replyTo ? { replyTo } : {}),
    });
    core.merge([stored]);
    return stored;
  };
  const addLocal = (...list: [ChatMessage['sender'], string, MessageMetadata][]) =>
    core.set({
      messages: [
        ...core.state.messages,
        ...list.map(([sender, text, metadata]) =>
          localMessage(core.state.sessionId, sender, text, metadata, `demo-${randomId(12)}`),
        ),
      ],
    });

  async function start() {
    if (mode === 'demo') return core.set({});
    const cached = cache?.read(core.state.sessionId) ?? [];
    if (cached.length > 0) core.set({ messages: cached });
    try {
      const config = await api!.config();
      core.set({ display: displayFromConfig(config, o), availability: 'ready' });
    } catch (e) {
      // A refused token (live) or a client this console may not preview: the chat cannot answer.
      const refused = e instanceof ApiError && [401, 403, 404].includes(e.status);
      // For the site owner, who opens the console when the widget says it is unavailable.
      if (refused && e.code === 'origin_not_allowed')
        console.warn(`Frontdesk: ${e.message.replace(/^\d+: /, '')}.`);
      core.set({ availability: refused ? 'unavailable' : 'ready' });
      if (refused) return;
    }
    // A session the server has not seen answers 404, so only a known conversation is fetched over REST;
    // the socket's join brings everything else.
    if (mode !== 'live' || core.state.messages.length > 0) await refetch();
    if (core.state.messages.some((m) => m.sender === 'user')) core.set({ showFaqs: false });
    if (mode === 'live' && o.token)
      realtime = connectLiveLink(core, { base: o.base, token: o.token, keys, chime });
    if (core.state.messages.length > 0) void syncHandoff();
    const polling = setInterval(() => isHeld(core.state) && void syncHandoff(), HANDOFF_POLL_MS);
    cleanup.push(() => clearInterval(polling));
    if (store) {
      const t = setInterval(checkExpiry, EXPIRY_CHECK_MS);
      cleanup.push(() => clearInterval(t));
    }
    addEventListener('pagehide', onPageHide);
    cleanup.push(() => removeEventListener('pagehide', onPageHide));
    early.splice(0).forEach((text) => actions.send(text));
  }

  const actions = {
    getState: () => core.state,
    /** An avatar's URL on the server the widget talks to (only paths under /api/avatars/). */
    assetUrl: (path?: string | null): string | null =>
      path?.startsWith('/api/avatars/') ? o.base + path : null,
    subscribe: core.subscribe,
    start,
    send(raw: string) {
      const text = raw.trim();
      const { state } = core;
      if (text && state.availability === 'loading') return void early.splice(0, 1, text);
      if (!text || state.pending || state.availability !== 'ready' || core.disposed) return;
      // The form comes first: nothing is sent before the visitor answered it.
      if (needsPreChat(state)) return;
      const clientMessageId = randomId(20);
      const optimistic = localMessage(
        state.sessionId,
        'user',
        text,
        { clientMessageId },
        mode === 'demo' ? `demo-${clientMessageId}` : LOCAL_PREFIX + clientMessageId,
      );
      // While a person was asked for or holds the session no AI reply comes: no dots, no lock.
      const held = isHeld(state);
      core.set({
        messages: [...state.messages, optimistic],
        pending: !held,
        typing: !held && state.display.typingIndicator,
        showFaqs: false,
        notice: null,
      });
      if (typingSent) actions.typing(false);
      o.onSend?.(text);
      // The demo's local replies are a chunk of their own: only the site's demo pages use them.
      if (mode === 'demo')
        void import('./demo-send.ts').then(({ sendDemo }) => sendDemo(core, o.demoProfile, text));
      else
        void identifying.then(() =>
          sendLive(
            core,
            { api: api!, realtime, chime, refetch: () => refetch().then(syncHandoff) },
            text,
            clientMessageId,
          ),
        );
    },
    async selectFaq(faq: { question: string; answer: string }) {
      if (core.state.pending || core.state.availability !== 'ready' || needsPreChat(core.state)) return;
      core.set({ showFaqs: false });
      o.onSend?.(faq.question);
      if (mode === 'demo')
        return addLocal(
          ['user', faq.question, {}],
          [
            'ai',
            faq.answer,
            { isFAQ: true, model: 'faq-instant', responseType: 'faq_preset', responseTime: 0 },
          ],
        );
      try {
        const question = await post(faq.question, 'user');
        await post(faq.answer, 'ai', question.id);
      } catch (e) {
        console.warn('[frontdesk] Failed to send FAQ answer', e instanceof ApiError ? e.status : e);
      }
      await refetch();
    },
    showFaqs: () => core.set({ showFaqs: true }),
    submitPreChat: (answers: PreChatAnswers) => submitPreChat(core, api, live ? clientId : '', answers),
    /** The "Talk to a person" action (shown when the client enables handoff). */
    async requestHandoff() {
      if (mode !== 'live' || core.state.availability !== 'ready') return;
      const sessionId = core.state.sessionId;
      const handoff = realtime?.connected
        ? await realtime.requestHandoff(sessionId)
        : await api!.requestHandoff(sessionId).catch(() => null);
      if (handoff) applyHandoff(core, handoff);
      else core.set({ notice: noticeFor('error', core.state.display.texts) });
      if (!realtime?.connected) await refetch();
    },
    /** The visitor typed (or cleared the input): the operator sees it while they hold the session. */
    typing(on: boolean) {
      if (core.state.handoff?.status !== 'operator' || mode !== 'live') return;
      clearTimeout(typingIdle);
      const sessionId = core.state.sessionId;
      // Over the socket: one signal per change, not a packet per keystroke.
      if (realtime?.connected) {
        if (on !== typingSent) realtime.typing(sessionId, (typingSent = on));
      } else if (on ? !typingSent || Date.now() - typingAt >= REST_TYPING_GAP_MS : typingSent) {
        // Over REST: "typing" at most once per gap while typing (the console's dots outlive the gap),
        // and "stopped" once.
        typingSent = on;
        if (on) typingAt = Date.now();
        void api?.typing(sessionId, on).catch(() => {});
      }
      // Three idle seconds end it.
      if (on) typingIdle = setTimeout(() => actions.typing(false), 3000);
    },
    requestFocus: (on = true) => {
      if (core.state.wantFocus !== on) core.set({ wantFocus: on });
    },
    restart() {
      newSession(store ? store.restart() : newSessionId());
    },
    /** The page's identify: kept for this page view and sent for the current (and any later) session. */
    identify(who: PageIdentity) {
      identity = who;
      sendIdentity();
      return identifying;
    },
    /** The page's reset (sign-out): forgets who the visitor is and starts a new conversation. */
    reset() {
      identity = null;
      newSession(store ? store.restart() : newSessionId());
    },
    feedback: createFeedbackActions(core, api, mode === 'live'),
    /** Confirm or Cancel on an action's card (a preview's runs too): the reply that says the outcome joins the list. */
    async decideCard(cardId: string, decision: 'confirm' | 'cancel'): Promise<boolean> {
      if (!api) return false;
      try {
        core.merge([(await api.decideCard(core.state.sessionId, cardId, decision)).message]);
        return true;
      } catch {
        core.set({ notice: { kind: 'error', text: core.state.display.texts.cardRefused } });
        return false;
      }
    },
    async submitEmail(raw: string): Promise<boolean> {
      const email = raw.trim();
      if (!EMAIL_PATTERN.test(email)) return false;
      const text = `Please follow up with me by email: ${email}`;
      if (mode === 'demo') addLocal(['user', text, {}]);
      else {
        try {
          await post(text, 'user');
        } catch {
          core.set({ notice: { kind: 'error', text: core.state.display.texts.error } });
          return false;
        }
      }
      core.set({ notice: { kind: 'thanks', text: core.state.display.texts.thanks } });
      return true;
    },
    dispose() {
      if (core.disposed) return;
      if (core.state.messages.length > 0) api?.endSession(core.state.sessionId, false);
      realtime?.close();
      cleanup.forEach((f) => f());
      core.dispose();
    },
    /** Test hook: runs the 5-minute expiry check now. */
    checkExpiry,
  };
  return actions;
}
export type ChatController = ReturnType<typeof createChatController>;
