/**
 * Realtime: socket.io on the HTTP server's listener. The widget namespace carries visitor messages and
 * streamed answers; the admin namespace shows every new message and session to the console live and
 * lets an operator take a conversation over. Handlers parse with contract schemas and call services.
 */
import type http from 'node:http';
import { Server } from 'socket.io';
import { z } from 'zod';
import { SOCKET_NAMESPACES } from '../../contract/realtime.ts';
import type { Services } from '../services.ts';
import type { WidgetSessionState } from '../domain/chat/index.ts';
import { forVisitors } from '../domain/handoff/index.ts';
import {
  adminSessionRoom,
  adminUserRoom,
  customerSessionRoom,
  customerUserRoom,
  registerAdminNamespace,
} from './admin-namespace.ts';
import { clientRoom, OPERATORS_ROOM } from './rooms.ts';
import { recoveryAdapter } from './recovery-adapter.ts';
import { localScaleOut, type ScaleOut } from './scale-out.ts';
import { registerWidgetNamespace, sessionRoom } from './widget-namespace.ts';
import { coalesceSocketWrites } from './write-coalescing.ts';

/** How long the other processes are given to say whether one of them holds an operator's socket. */
const PRESENCE_WAIT_MS = 500;

/** Between processes: an operator's typing, so a widget polling any process reads it. */
const OPERATOR_TYPING_RELAY = 'handoff:operator-typing';
const OperatorTypingRelay = z.object({
  clientId: z.string(),
  sessionId: z.string(),
  name: z.string(),
  typing: z.boolean(),
});

export interface Realtime {
  io: Server;
  /** New connections refused, consoles let go, widgets let go as their replies end (by `deadline`). */
  drain(deadline: Promise<void>): Promise<void>;
  close(): Promise<void>;
}

export function attachRealtime(
  listener: http.Server,
  s: Services,
  scale: ScaleOut = localScaleOut(),
  opts: { adminRecheckMs?: number } = {},
): Realtime {
  const io = new Server(listener, {
    // Every broadcast below goes through the adapter: with Redis it also reaches other processes' sockets.
    // In one process, an in-memory adapter whose recovery buffer is flat strings (recovery-adapter.ts).
    adapter: scale.adapter ?? recoveryAdapter({ notKept: new Set(['answer:chunk']) }),
    path: '/socket.io',
    serveClient: false,
    // Widgets connect from their customers' sites; the token and Origin rule guard them, not CORS.
    cors: { origin: true, credentials: false },
    // socket.io replays events missed in a short blip; longer gaps use session:join, which reads the
    // database. The window is short because every room packet is kept in memory for its length.
    connectionStateRecovery: { maxDisconnectionDuration: 30_000, skipMiddlewares: false },
    maxHttpBufferSize: 64 * 1024,
  });
  const stopCoalescing = coalesceSocketWrites(io);
  const widget = io.of(SOCKET_NAMESPACES.widget);
  const admin = io.of(SOCKET_NAMESPACES.admin);
  const widgetDrain = registerWidgetNamespace(widget, s);
  const stopAdmin = registerAdminNamespace(admin, s, { recheckMs: opts.adminRecheckMs });

  // What each watched session room was last told; a socket joining the room resets it, so every
  // widget hears the current state with the next update after it joins.
  const forget = (room: string) => scale.shown.forget(room);
  // Broadcasts that first read the database; `close` lets them finish (a CLI run relays and exits).
  const pending = new Set<Promise<unknown>>();
  const track = (work: Promise<unknown>) => {
    const p = work.catch(() => undefined).finally(() => pending.delete(p));
    pending.add(p);
  };
  /**
   * Tells a session's widgets its state when it differs from what they were told last: at once when
   * the shown states are this process's (no promise), else once Redis has answered.
   */
  const tellWidgets = (room: string, sessionId: string, state: WidgetSessionState) => {
    const { handoff } = state;
    const key = `${state.status}\n${state.handledBy ?? ''}\n${handoff.status}`;
    const tell = (changed: boolean) => {
      if (!changed) return;
      widget.to(room).emit('session:updated', {
        sessionId,
        status: state.status,
        // Visitors read the person's display name in the conversation, never their login.
        handledBy: null,
        handoff: forVisitors(handoff),
      });
    };
    const told = scale.shown.tell(room, key);
    if (typeof told === 'boolean') tell(told);
    else track(told.then(tell));
  };
  widget.adapter.on('join-room', forget);
  widget.adapter.on('delete-room', forget);
  const rememberTyping = (e: unknown) => {
    const input = OperatorTypingRelay.safeParse(e);
    if (input.success) {
      const { clientId, sessionId, name, typing } = input.data;
      s.handoff.typing.remember(clientId, sessionId, name, typing);
    }
  };
  io.on(OPERATOR_TYPING_RELAY, rememberTyping);

  /** Who hears a client's events: every operator, and that client's workspace sockets only. */
  const watchers = (clientId: string) => admin.to(OPERATORS_ROOM).to(clientRoom(clientId));
  // Who could take a visitor's request: a socket of this process answers at once; else the other
  // processes are asked (within PRESENCE_WAIT_MS; no answer leaves the notice its usual wait).
  s.outbox.usePresence({
    async anyoneOnline(clientId) {
      const rooms = [OPERATORS_ROOM, clientRoom(clientId)];
      if (rooms.some((r) => (admin.adapter.rooms.get(r)?.size ?? 0) > 0)) return true;
      if (!scale.clustered) return false;
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('presence: no answer')), PRESENCE_WAIT_MS);
      });
      try {
        return (await Promise.race([admin.in(rooms).fetchSockets(), late])).length > 0;
      } finally {
        clearTimeout(timer);
      }
    },
  });

  const offs = [
    // An ended session's console sockets are cut at once, in every process (the adapter carries it).
    s.events.on('admin.session-ended', ({ sessionId }) => {
      admin.in(adminSessionRoom(sessionId)).disconnectSockets(true);
    }),
    s.events.on('admin.user-sessions-ended', ({ userId }) => {
      admin.in(adminUserRoom(userId)).disconnectSockets(true);
    }),
    // Workspace sessions likewise: sign-out, expiry, idleness, a password change, a removed user.
    s.events.on('customer.session-ended', ({ sessionId }) => {
      admin.in(customerSessionRoom(sessionId)).disconnectSockets(true);
    }),
    s.events.on('customer.user-sessions-ended', ({ userId }) => {
      admin.in(customerUserRoom(userId)).disconnectSockets(true);
    }),
    s.events.on('message.created', ({ clientId, message }) => {
      widget.to(sessionRoom(clientId, message.sessionId)).emit('message:created', message);
      // Local counts only speak for this process; clustered, the console may be on another one.
      if (scale.clustered || admin.sockets.size > 0)
        watchers(clientId).emit('admin:message-created', { clientId, message });
    }),
    s.events.on('session.updated', ({ clientId, sessionId, session }) => {
      const room = sessionRoom(clientId, sessionId);
      if (scale.clustered || (widget.adapter.rooms.get(room)?.size ?? 0) > 0) {
        // Widgets only see status, operator and handoff: from the write that announced the update when it
        // carries the session (a message append does: twice a chat turn, so no read and no extra
        // promise), else one key read; a packet only when one changed.
        if (session) {
          try {
            tellWidgets(room, sessionId, s.chatSessions.widgetStateOf(session));
          } catch {
            // A failed broadcast is not the write's failure (`track` keeps it so for the others).
          }
        } else
          track(
            s.chatSessions
              .widgetState(clientId, sessionId)
              .then((state) => state && tellWidgets(room, sessionId, state)),
          );
      }
      if (scale.clustered || admin.sockets.size > 0) {
        track(
          s.chatSessions.row(clientId, sessionId).then((row) => {
            if (row) watchers(clientId).emit('admin:session-updated', { clientId, session: row });
          }),
        );
      }
    }),
    // Typing hints, from sockets or REST alike. The operator's is also remembered by every process,
    // since a widget polling over REST may ask any of them.
    s.events.on('typing.visitor', (e) => {
      // Operators, and the client's own people (customers in their workspace), never another client's.
      if (scale.clustered || admin.sockets.size > 0) watchers(e.clientId).emit('admin:typing', e);
    }),
    s.events.on('typing.operator', ({ clientId, sessionId, name, typing }) => {
      widget.to(sessionRoom(clientId, sessionId)).emit('typing', { sessionId, typing, name });
      if (scale.clustered) io.serverSideEmit(OPERATOR_TYPING_RELAY, { clientId, sessionId, name, typing });
    }),
    s.events.on('handoff.requested', ({ clientId, sessionId }) => {
      if (!scale.clustered && admin.sockets.size === 0) return;
      track(
        s.clients.record(clientId).then((client) =>
          watchers(clientId).emit('admin:handoff-requested', {
            clientId,
            clientName: client.clientName,
            sessionId,
          }),
        ),
      );
    }),
  ];

  return {
    io,
    async drain(deadline) {
      // A reconnecting widget or console is refused here and lands on another process (or this one
      // after its restart): socket.io's client retries a refused handshake with its backoff.
      io.engine.opts.allowRequest = (_req, answer) => answer('shutting down', false);
      admin.local.disconnectSockets(true);
      await widgetDrain.drain(deadline);
    },
    async close() {
      for (const off of offs) off();
      while (pending.size > 0) await Promise.all([...pending]);
      stopAdmin();
      widget.adapter.off('join-room', forget);
      widget.adapter.off('delete-room', forget);
      io.off(OPERATOR_TYPING_RELAY, rememberTyping);
      // This process's sockets only: without `local` the adapter would cut every process's sockets.
      widget.local.disconnectSockets(true);
      admin.local.disconnectSockets(true);
      stopCoalescing();
      // The engine and the adapters (which stop reading Redis); the HTTP listener belongs to hapi.
      io.engine.close();
      await Promise.allSettled([...io._nsps.values()].map(async (nsp) => nsp.adapter.close()));
      await scale.close();
    },
  };
}
