import { io, type Socket } from 'socket.io-client';
import type { ChatMessage, SessionHandoffState } from '../../contract/chat.ts';
import type { OperatorTypingEvent } from '../../contract/handoff.ts';
import type {
  Ack,
  AnswerChunk,
  AnswerDone,
  AnswerError,
  MessageSendAck,
  SessionJoinAck,
  SessionUpdated,
} from '../../contract/realtime.ts';
import type { SessionKeys } from './session-key.ts';

export interface RealtimeHandlers {
  /** Called after every (re)connect with what was missed since the last message we hold. */
  onJoined(messages: ChatMessage[]): void;
  onChunk(e: AnswerChunk): void;
  onDone(e: AnswerDone): void;
  onAnswerError(e: AnswerError): void;
  onMessage(m: ChatMessage): void;
  onSession(e: SessionUpdated): void;
  /** The handshake was refused: the ErrorCode (origin_not_allowed, unauthorized, …). */
  onRefused(code: string): void;
  onConnection(connected: boolean): void;
  /** Who answers the session (from the join ack and session:updated). */
  onHandoff(state: SessionHandoffState): void;
  /** The operator is (not) typing. */
  onTyping(typing: boolean): void;
}

const REFUSALS = new Set(['unauthorized', 'origin_not_allowed', 'forbidden']);

/**
 * The widget's socket.io link (namespace /widget). socket.io reconnects by itself; after each connect
 * the session is joined again with the last message id, so a dropped connection or a server restart
 * catches up from the database.
 */
export function connectRealtime(o: {
  base: string;
  token: string;
  sessionId: () => string;
  lastMessageId: () => string | undefined;
  keys?: SessionKeys;
  on: RealtimeHandlers;
}) {
  const socket: Socket = io(`${o.base}/widget`, {
    auth: { token: o.token },
    transports: ['websocket', 'polling'],
    // Where a proxy refuses WebSockets, HTTP long-polling carries the chat (engine.io otherwise retries
    // the WebSocket alone, and the widget fell back to REST without streaming).
    tryAllTransports: true,
  });
  const join = () => {
    const sessionId = o.sessionId();
    socket.emit(
      'session:join',
      { sessionId, lastMessageId: o.lastMessageId(), sessionKey: o.keys?.get(sessionId) },
      (ack: SessionJoinAck) => {
        if (!ack.ok) return;
        if (ack.sessionKey) o.keys?.set(sessionId, ack.sessionKey);
        o.on.onJoined(ack.messages);
        if (ack.handoff) o.on.onHandoff(ack.handoff);
      },
    );
  };
  socket.on('connect', () => {
    o.on.onConnection(true);
    join();
  });
  let closed = false;
  let retry: ReturnType<typeof setTimeout> | undefined;
  socket.on('disconnect', (reason) => {
    o.on.onConnection(false);
    // A server that shuts down (a restart, a deploy) says goodbye, and socket.io then stays offline for
    // good. Come back after a short pause, spread out so a restart is not met by every visitor at once;
    // a token refused meanwhile ends the retries through connect_error.
    if (reason === 'io server disconnect' && !closed)
      retry = setTimeout(() => socket.connect(), 1000 + Math.random() * 2000);
  });
  socket.on('connect_error', (err: Error) => {
    if (REFUSALS.has(err.message)) {
      o.on.onRefused(err.message);
      socket.disconnect();
    }
  });
  socket.on('answer:chunk', (e: AnswerChunk) => e.sessionId === o.sessionId() && o.on.onChunk(e));
  socket.on('answer:done', (e: AnswerDone) => e.sessionId === o.sessionId() && o.on.onDone(e));
  socket.on('answer:error', (e: AnswerError) => e.sessionId === o.sessionId() && o.on.onAnswerError(e));
  socket.on('message:created', (m: ChatMessage) => m.sessionId === o.sessionId() && o.on.onMessage(m));
  socket.on('session:updated', (e: SessionUpdated) => {
    if (e.sessionId !== o.sessionId()) return;
    o.on.onSession(e);
    if (e.handoff) o.on.onHandoff(e.handoff);
  });
  socket.on('typing', (e: OperatorTypingEvent) => e.sessionId === o.sessionId() && o.on.onTyping(e.typing));

  // An attempt made while the network was down can hang until socket.io's 20 s connect timeout, and the
  // backoff waits up to 5 s more; when the browser says it is back online, start afresh at once.
  const onOnline = () => {
    if (socket.connected || closed) return;
    socket.disconnect();
    socket.connect();
  };
  window.addEventListener('online', onOnline);

  return {
    get connected() {
      return socket.connected;
    },
    /** Rejoins after the session id changed (restart, expiry). */
    rejoin: join,
    send(payload: { sessionId: string; clientMessageId: string; message: string }): Promise<MessageSendAck> {
      const withKey = { ...payload, sessionKey: o.keys?.get(payload.sessionId) };
      return new Promise((resolve) => {
        socket.timeout(20_000).emit('message:send', withKey, (err: Error | null, ack: MessageSendAck) => {
          if (!err && ack.ok && ack.sessionKey) o.keys?.set(payload.sessionId, ack.sessionKey);
          resolve(err ? { ok: false, code: 'timeout', error: 'Failed to send message' } : ack);
        });
      });
    },
    /** The "Talk to a person" action. */
    requestHandoff(sessionId: string): Promise<SessionHandoffState | null> {
      return socket.emitWithAck('handoff:request', { sessionId, sessionKey: o.keys?.get(sessionId) }).then(
        (ack: Ack<{ handoff: SessionHandoffState }>) => (ack.ok ? ack.handoff : null),
        () => null,
      );
    },
    /** Tells the operator the visitor is (not) typing; a hint, so no ack. */
    typing(sessionId: string, typing: boolean) {
      if (socket.connected) socket.emit('typing', { sessionId, typing });
    },
    close() {
      closed = true;
      clearTimeout(retry);
      window.removeEventListener('online', onOnline);
      socket.disconnect();
    },
  };
}
export type Realtime = ReturnType<typeof connectRealtime>;
