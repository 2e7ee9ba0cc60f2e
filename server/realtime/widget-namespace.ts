import type { Namespace, Socket } from 'socket.io';
import { HandoffRequest, TypingSignal } from '../../contract/handoff.ts';
import { MessageSend, SessionJoin } from '../../contract/realtime.ts';
import type { ChatAccess } from '../domain/chat/index.ts';
import { forVisitors } from '../domain/handoff/index.ts';
import { parseInput } from '../http/parse-input.ts';
import { log, newRequestId, withRequestId } from '../ops/log.ts';
import { metricHooks } from '../ops/metrics.ts';
import type { Services } from '../services.ts';
import { clientAddress } from '../http/client-address.ts';
import { replySignals } from './reply-signals.ts';
import { ackError, handshakeError } from './socket-errors.ts';

export const sessionRoom = (clientId: string, sessionId: string) => `s:${clientId}:${sessionId}`;

interface WidgetData {
  access: Extract<ChatAccess, { kind: 'widget' }>;
  clientId: string;
}

type AckFn = (body: unknown) => void;
const ackOf = (ack: unknown): AckFn => (typeof ack === 'function' ? (ack as AckFn) : () => {});

export interface WidgetDrain {
  /**
   * Stops taking new work and lets replies in flight end: sockets with none are told to go at once
   * (the widget reconnects, to another process behind the address), the others as their last reply
   * ends, and all of them by `deadline`.
   */
  drain(deadline: Promise<void>): Promise<void>;
}

/** Visitor sockets: token + Origin at the handshake (and on recovery), then join, send and stream. */
export function registerWidgetNamespace(nsp: Namespace, s: Services): WidgetDrain {
  // Replies being produced per socket, so a shutdown waits for them and then lets each socket go.
  const inFlight = new Map<Socket, number>();
  let draining = false;
  let drained: (() => void) | null = null;
  const settle = (socket: Socket) => {
    const left = (inFlight.get(socket) ?? 1) - 1;
    if (left > 0) return void inFlight.set(socket, left);
    inFlight.delete(socket);
    if (!draining) return;
    socket.disconnect(true);
    if (inFlight.size === 0) drained?.();
  };

  nsp.use((socket, next) => {
    const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
    const access: WidgetData['access'] = {
      kind: 'widget',
      token: typeof token === 'string' ? token : '',
      origin: socket.handshake.headers.origin,
      ip:
        clientAddress(
          socket.handshake.address,
          socket.handshake.headers['x-forwarded-for'],
          s.config.trustProxyHops,
        ) ?? socket.handshake.address,
    };
    s.chat.resolve(access).then(
      (caller) => {
        (socket.data as WidgetData) = { access, clientId: caller.client.id };
        next();
      },
      (err: unknown) => next(handshakeError(err)),
    );
  });

  nsp.on('connection', (socket: Socket) => {
    const data = socket.data as WidgetData;
    // A disconnect cuts the reply being streamed to this socket; what was said is kept (interrupted).
    const abort = new AbortController();
    socket.on('disconnect', () => abort.abort());
    const replySignal = replySignals(abort.signal);
    // The session secrets this socket has proven: its later messages skip the secret's read.
    const proven = new Map<string, string>();

    socket.on('session:join', async (payload: unknown, ack: unknown) => {
      const reply = ackOf(ack);
      try {
        const input = parseInput(SessionJoin, payload);
        let sessionKey: string | undefined;
        const access = {
          ...data.access,
          sessionKey: input.sessionKey,
          issueKey: (k: string) => (sessionKey = k),
          proven,
        };
        // The room is joined only after the secret was checked: a wrong one never hears the session.
        const { messages } = await s.chat.join(access, input.sessionId, input.lastMessageId);
        await socket.join(sessionRoom(data.clientId, input.sessionId));
        // Who is answering, read from the database: a reload or a restart finds the operator again.
        const handoff = forVisitors(await s.handoff.state(data.clientId, input.sessionId));
        reply({ ok: true, messages, handoff, ...(sessionKey ? { sessionKey } : {}) });
      } catch (err) {
        reply(ackError(err));
      }
    });

    // Each send is a request of its own: its id follows the turn to the model call's log line.
    socket.on('message:send', (payload: unknown, ack: unknown) =>
      withRequestId(newRequestId(), () => send(payload, ack)),
    );
    const send = async (payload: unknown, ack: unknown) => {
      const started = Date.now();
      let outcome = 'ok';
      const reply = ackOf(ack);
      let sessionId = '';
      let replyTo = '';
      // A signal per reply, linked to the socket's, so listeners do not pile up on a long-lived socket
      // (reused from the socket's previous reply when that one left none: reply-signals.ts).
      const cut = replySignal();
      inFlight.set(socket, (inFlight.get(socket) ?? 0) + 1);
      try {
        const { sessionKey: given, ...input } = parseInput(MessageSend, payload);
        sessionId = input.sessionId;
        let sessionKey: string | undefined;
        const access = {
          ...data.access,
          sessionKey: given,
          issueKey: (k: string) => (sessionKey = k),
          proven,
        };
        const sent = await s.chat.send(access, input, { signal: cut.signal });
        // Joined once the send proved the secret (or created the session), before the reply streams. A
        // socket already in the room (from its second message on) skips socket.io's join, which makes a
        // Set to find that out.
        const sessionRoomName = sessionRoom(data.clientId, input.sessionId);
        if (!socket.rooms.has(sessionRoomName)) await socket.join(sessionRoomName);
        replyTo = sent.message.id;
        reply({
          ok: true,
          message: sent.message,
          duplicate: sent.duplicate,
          ...(sessionKey ? { sessionKey } : {}),
          awaitReply: sent.awaitReply,
        });
        const room = nsp.to(sessionRoomName);
        for await (const e of sent.reply) {
          if (e.type === 'delta') room.emit('answer:chunk', { sessionId, replyTo, delta: e.text });
          else room.emit('answer:done', { sessionId, replyTo, message: e.message, sources: e.sources });
        }
      } catch (err) {
        const body = ackError(err);
        outcome = body.code;
        if (!replyTo) return reply(body);
        socket.emit('answer:error', {
          sessionId,
          replyTo,
          code: body.code,
          error: body.error,
          ...(body.reply ? { reply: body.reply } : {}),
        });
      } finally {
        cut.done();
        settle(socket);
        const ms = Date.now() - started;
        metricHooks.socketEvent('message:send', outcome, ms / 1000);
        log().info({ event: 'message:send', outcome, ms }, 'socket event');
      }
    };

    // The "Talk to a person" action. Ack: { ok: true, handoff }.
    socket.on('handoff:request', async (payload: unknown, ack: unknown) => {
      const reply = ackOf(ack);
      try {
        const { sessionKey, ...input } = parseInput(HandoffRequest, payload);
        // The secret is checked before the room is joined: a wrong one never hears the session.
        const { client } = await s.chat.resolveSession(
          { ...data.access, sessionKey, proven },
          input.sessionId,
        );
        await socket.join(sessionRoom(data.clientId, input.sessionId));
        reply({ ok: true, handoff: forVisitors(await s.handoff.request(client, input.sessionId)) });
      } catch (err) {
        reply(ackError(err));
      }
    });

    // Typing goes to the console only for a session this socket has joined (no ack: it is a hint).
    socket.on('typing', (payload: unknown) => {
      const input = TypingSignal.safeParse(payload);
      if (!input.success || !socket.rooms.has(sessionRoom(data.clientId, input.data.sessionId))) return;
      s.handoff.typing.visitor(data.clientId, input.data.sessionId, input.data.typing);
    });
  });

  return {
    async drain(deadline) {
      draining = true;
      for (const socket of nsp.sockets.values()) if (!inFlight.has(socket)) socket.disconnect(true);
      if (inFlight.size > 0) await Promise.race([new Promise<void>((r) => (drained = r)), deadline]);
      for (const socket of nsp.sockets.values()) socket.disconnect(true);
    },
  };
}
