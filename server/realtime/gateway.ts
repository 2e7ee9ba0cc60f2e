/**
 * Realtime: socket.io on the HTTP server's listener. The widget namespace carries visitor messages and
 * streamed answers; the admin namespace shows every new message and session to the console live and
 * lets an operator take a conversation over. Handlers parse with contract schemas and call services.
 */
import type http from 'node:http';
import { Server } from 'socket.io';
import { SOCKET_NAMESPACES } from '../../contract/realtime.ts';
import type { Services } from '../services.ts';
import { registerAdminNamespace } from './admin-namespace.ts';
import { registerWidgetNamespace, sessionRoom } from './widget-namespace.ts';

export interface Realtime {
  io: Server;
  close(): Promise<void>;
}

export function attachRealtime(listener: http.Server, s: Services): Realtime {
  const io = new Server(listener, {
    path: '/socket.io',
    serveClient: false,
    // Widgets connect from their customers' sites; the token and Origin rule guard them, not CORS.
    cors: { origin: true, credentials: false },
    // Missed events within two minutes are replayed by socket.io; longer gaps use session:join.
    connectionStateRecovery: { maxDisconnectionDuration: 2 * 60_000, skipMiddlewares: false },
    maxHttpBufferSize: 64 * 1024,
  });
  const widget = io.of(SOCKET_NAMESPACES.widget);
  const admin = io.of(SOCKET_NAMESPACES.admin);
  registerWidgetNamespace(widget, s);
  registerAdminNamespace(admin, s);

  const offs = [
    s.events.on('message.created', ({ clientId, message }) => {
      widget.to(sessionRoom(clientId, message.sessionId)).emit('message:created', message);
      if (admin.sockets.size > 0) admin.emit('admin:message-created', { clientId, message });
    }),
    s.events.on('session.updated', ({ clientId, sessionId }) => {
      const room = sessionRoom(clientId, sessionId);
      const watched = (widget.adapter.rooms.get(room)?.size ?? 0) > 0;
      if (!watched && admin.sockets.size === 0) return;
      void s.chatSessions.row(clientId, sessionId).then((row) => {
        if (!row) return;
        if (watched) widget.to(room).emit('session:updated', { sessionId, status: row.status, handledBy: row.handledBy });
        if (admin.sockets.size > 0) admin.emit('admin:session-updated', { clientId, session: row });
      });
    }),
  ];

  return {
    io,
    async close() {
      for (const off of offs) off();
      widget.disconnectSockets(true);
      admin.disconnectSockets(true);
      // The engine only; the HTTP listener belongs to hapi, which closes it.
      io.engine.close();
    },
  };
}
