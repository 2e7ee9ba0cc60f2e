import type { Namespace, Socket } from 'socket.io';
import { OperatorTyping } from '../../contract/handoff.ts';
import { OperatorSend, SessionHandoff } from '../../contract/realtime.ts';
import type { AdminIdentity } from '../domain/admin-auth.ts';
import { DomainError } from '../domain/errors.ts';
import { adminCookieName } from '../http/admin-session.ts';
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

/** The room of every socket opened with one admin session, and of every session of one admin. */
export const adminSessionRoom = (sessionId: string) => `admin-session:${sessionId}`;
export const adminUserRoom = (userId: string) => `admin-user:${userId}`;

/** How often open console sockets re-check their session (catches a CLI `admin passwd`). */
export const ADMIN_RECHECK_MS = 5_000;

interface AdminSocketData {
  identity: AdminIdentity;
  /** The cookie value, kept in memory only, so every event and re-check asks the session store again. */
  token: string;
}

type AckFn = (body: unknown) => void;
const ackOf = (ack: unknown): AckFn => (typeof ack === 'function' ? (ack as AckFn) : () => {});
const unauthorized = () => new DomainError('unauthorized', 'Authentication required');

/**
 * Console sockets: the admin cookie, from the console's own origin only. A socket lives only as long as
 * its session: each event re-checks the session, an ended session's sockets are cut (the gateway does
 * it on logout and password change, across processes through the adapter), a timer cuts it at expiry,
 * and a periodic re-check catches sessions ended by another process without an adapter (the CLI).
 * Returns a stop function.
 */
export function registerAdminNamespace(
  nsp: Namespace,
  s: Services,
  opts: { recheckMs?: number } = {},
): () => void {
  const cookieName = adminCookieName(s.config.secureCookies);
  nsp.use((socket, next) => {
    const { origin, host } = socket.handshake.headers;
    const own = [new URL(s.config.publicUrl).origin, `http://${host ?? ''}`, `https://${host ?? ''}`];
    if (origin !== undefined && !own.includes(origin))
      return next(
        handshakeError(new DomainError('cross_site_request', 'Cross-site connections are not allowed')),
      );
    const token = cookieValue(socket.handshake.headers.cookie, cookieName);
    s.adminAuth.authenticate(token).then(
      (identity) => {
        if (!identity || !token) return next(handshakeError(unauthorized()));
        socket.data = { identity, token } satisfies AdminSocketData;
        next();
      },
      (err: unknown) => next(handshakeError(err)),
    );
  });

  const timers = new Map<string, NodeJS.Timeout>();
  /** The periodic re-check: not activity, so it does not keep an idle session alive. */
  const recheck = async (socket: Socket) => {
    const data = socket.data as AdminSocketData;
    if (!(await s.adminAuth.authenticate(data.token, { touch: false }))) socket.disconnect(true);
  };

  nsp.on('connection', (socket: Socket) => {
    const { identity } = socket.data as AdminSocketData;
    void socket.join([adminSessionRoom(identity.sessionId), adminUserRoom(identity.userId)]);
    // setTimeout holds at most ~24.8 days; sessions last hours.
    const ttl = Math.max(0, Date.parse(identity.expiresAt) - s.clock.now().getTime());
    const timer = setTimeout(() => socket.disconnect(true), Math.min(ttl, 2 ** 31 - 1));
    timer.unref();
    timers.set(socket.id, timer);
    socket.on('disconnect', () => {
      clearTimeout(timers.get(socket.id));
      timers.delete(socket.id);
    });

    /** Runs an event only while the socket's session is still valid; otherwise refuses and cuts it. */
    const guarded =
      (handle: (input: unknown, who: AdminIdentity) => Promise<unknown>) =>
      async (payload: unknown, ack: unknown) => {
        try {
          const who = await s.adminAuth.authenticate((socket.data as AdminSocketData).token);
          if (!who) {
            // The refusal is sent before the cut, so the console learns why.
            ackOf(ack)(ackError(unauthorized()));
            socket.disconnect(true);
            return;
          }
          ackOf(ack)(await handle(payload, who));
        } catch (err) {
          ackOf(ack)(ackError(err));
        }
      };
    // Take-over is one conditional update in the database: of two operators, the second gets a conflict.
    const handoff = (act: (clientId: string, sessionId: string, who: AdminIdentity) => Promise<unknown>) =>
      guarded(async (payload, who) => {
        const input = parseInput(SessionHandoff, payload);
        const state = await act(input.clientId, input.sessionId, who);
        return state ? { ok: true, handoff: state } : { ok: true };
      });
    socket.on(
      'session:take-over',
      handoff((c, id, who) => s.handoff.take(c, id, who.username)),
    );
    socket.on(
      'session:hand-back',
      handoff((c, id) => s.handoff.release(c, id)),
    );
    socket.on(
      'session:close',
      handoff((c, id) => s.handoff.close(c, id)),
    );
    socket.on(
      'operator:send',
      guarded(async (payload, who) => {
        const input = parseInput(OperatorSend, payload);
        const message = await s.handoff.reply(input.clientId, input.sessionId, who.username, input.message);
        return { ok: true, message };
      }),
    );
    // The operator's typing reaches the visitor's widget (on any process, through the adapter), and
    // only while the socket's session is still valid.
    socket.on('operator:typing', (payload: unknown) => {
      const input = OperatorTyping.safeParse(payload);
      if (!input.success) return;
      const { clientId, sessionId, typing } = input.data;
      s.adminAuth
        .authenticate((socket.data as AdminSocketData).token)
        .then((who) => {
          if (!who) {
            socket.disconnect(true);
            return;
          }
          s.handoff.typing.operator(clientId, sessionId, who.username, typing);
        })
        .catch((err: unknown) => console.error('[frontdesk] operator typing failed:', err));
    });
  });

  const sweep = setInterval(() => {
    for (const socket of nsp.sockets.values()) {
      recheck(socket).catch((err: unknown) =>
        console.error('[frontdesk] admin socket re-check failed:', err),
      );
    }
  }, opts.recheckMs ?? ADMIN_RECHECK_MS);
  sweep.unref();
  return () => {
    clearInterval(sweep);
    for (const t of timers.values()) clearTimeout(t);
    timers.clear();
  };
}
