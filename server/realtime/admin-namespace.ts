import type { Namespace, Socket } from 'socket.io';
import { OperatorSend, SessionHandoff } from '../../contract/realtime.ts';
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
    const handoff = (operator: string | null) => async (payload: unknown, ack: unknown) => {
      try {
        const input = parseInput(SessionHandoff, payload);
        await s.chatSessions.setHandler(input.clientId, input.sessionId, operator);
        ackOf(ack)({ ok: true });
      } catch (err) {
        ackOf(ack)(ackError(err));
      }
    };
    socket.on('session:take-over', handoff(username));
    socket.on('session:hand-back', handoff(null));
    socket.on('operator:send', async (payload: unknown, ack: unknown) => {
      try {
        const input = parseInput(OperatorSend, payload);
        const { message } = await s.chat.postMessage(
          { kind: 'admin', clientId: input.clientId, username },
          { sender: 'operator', message: input.message, sessionId: input.sessionId },
        );
        ackOf(ack)({ ok: true, message });
      } catch (err) {
        ackOf(ack)(ackError(err));
      }
    });
  });
}
