import type { Namespace, Socket } from 'socket.io';
import { OperatorTyping } from '../../contract/handoff.ts';
import { OperatorSend, SOCKET_NAMESPACES, SessionHandoff } from '../../contract/realtime.ts';
import { sessionRoom } from './widget-namespace.ts';
import { DomainError } from '../domain/errors.ts';
import { ADMIN_COOKIE } from '../http/admin-session.ts';
import { parseInput } from '../http/parse-input.ts';
import type { Services } from '../services.ts';
import { ackError, handshakeError } from './socket-errors.ts';

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return v.join('=');
  }
  return undefined;
}

type AckFn = (body: unknown) => void;
const ackOf = (ack: unknown): AckFn => (typeof ack === 'function' ? (ack as AckFn) : () => {});

/** Console sockets: the admin cookie, from the console's own origin only. */
export function registerAdminNamespace(nsp: Namespace, s: Services): void {
  nsp.use((socket, next) => {
    const { origin, host } = socket.handshake.headers;
    const own = [new URL(s.config.publicUrl).origin, `http://${host ?? ''}`, `https://${host ?? ''}`];
    if (origin !== undefined && !own.includes(origin))
      return next(
        handshakeError(new DomainError('cross_site_request', 'Cross-site connections are not allowed')),
      );
    s.adminAuth.authenticate(cookieValue(socket.handshake.headers.cookie, ADMIN_COOKIE)).then(
      (user) => {
        if (!user) return next(handshakeError(new DomainError('unauthorized', 'Authentication required')));
        socket.data = { username: user.username };
        next();
      },
      (err: unknown) => next(handshakeError(err)),
    );
  });

  nsp.on('connection', (socket: Socket) => {
    const username = (socket.data as { username: string }).username;
    // Take-over is one conditional update in the database: of two operators, the second gets a conflict.
    const handoff =
      (act: (clientId: string, sessionId: string) => Promise<unknown>) =>
      async (payload: unknown, ack: unknown) => {
        try {
          const input = parseInput(SessionHandoff, payload);
          const state = await act(input.clientId, input.sessionId);
          ackOf(ack)(state ? { ok: true, handoff: state } : { ok: true });
        } catch (err) {
          ackOf(ack)(ackError(err));
        }
      };
    socket.on(
      'session:take-over',
      handoff((c, id) => s.handoff.take(c, id, username)),
    );
    socket.on(
      'session:hand-back',
      handoff((c, id) => s.handoff.release(c, id)),
    );
    socket.on(
      'session:close',
      handoff((c, id) => s.handoff.close(c, id)),
    );
    socket.on('operator:send', async (payload: unknown, ack: unknown) => {
      try {
        const input = parseInput(OperatorSend, payload);
        const message = await s.handoff.reply(input.clientId, input.sessionId, username, input.message);
        ackOf(ack)({ ok: true, message });
      } catch (err) {
        ackOf(ack)(ackError(err));
      }
    });
    // The operator's typing reaches the visitor's widget (on any process, through the adapter).
    socket.on('operator:typing', (payload: unknown) => {
      const input = OperatorTyping.safeParse(payload);
      if (!input.success) return;
      const { clientId, sessionId, typing } = input.data;
      nsp.server
        .of(SOCKET_NAMESPACES.widget)
        .to(sessionRoom(clientId, sessionId))
        .emit('typing', { sessionId, typing, name: username });
    });
  });
}
