import { memberPerson, operatorPerson, type Person } from '../domain/people/index.ts';
import type { Namespace, Socket } from 'socket.io';
import { OperatorTyping } from '../../contract/handoff.ts';
import { OperatorSend, SessionHandoff } from '../../contract/realtime.ts';
import type { AdminIdentity, CustomerPrincipal } from '../domain/accounts/index.ts';
import { DomainError } from '../domain/shared/index.ts';
import { adminCookieName, appCookieName } from '../http/admin-session.ts';
import { parseInput } from '../http/parse-input.ts';
import type { Services } from '../services.ts';
import { clientRoom, OPERATORS_ROOM } from './rooms.ts';
import { log } from '../ops/log.ts';
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
export const customerSessionRoom = (sessionId: string) => `customer-session:${sessionId}`;
export const customerUserRoom = (userId: string) => `customer-user:${userId}`;

/** How often open console sockets re-check their session (catches a CLI `admin passwd`). */
export const ADMIN_RECHECK_MS = 5_000;

/** Who holds a socket: an operator (the console), or an owner or member of one client (the workspace). */
type Holder =
  { kind: 'operator'; identity: AdminIdentity } | { kind: 'customer'; principal: CustomerPrincipal };

interface AdminSocketData {
  holder: Holder;
  /** The cookie value, kept in memory only, so every event and re-check asks the session store again. */
  token: string;
}

/** Who acts through an event: the name shown to visitors, and the one client a customer may touch. */
interface Actor {
  name: string;
  clientId: string | null;
  /** Whose profile gives the display name and avatar visitors see. */
  person: Person;
  /** Operators and workspace owners may hand back a conversation another person holds. */
  mayOverride: boolean;
}

type AckFn = (body: unknown) => void;
const ackOf = (ack: unknown): AckFn => (typeof ack === 'function' ? (ack as AckFn) : () => {});
const unauthorized = () => new DomainError('unauthorized', 'Authentication required');

/**
 * Console and workspace sockets: the admin cookie (an operator) or else the workspace cookie (a
 * customer), from the server's own origin only. Operators hear every client's events; a customer's
 * socket is in its client's room only, so it never hears another client. A socket lives only as long as
 * its session: each event re-checks the session, an ended session's sockets are cut (the gateway does it
 * on sign-out, password change and removal, across processes through the adapter), a timer cuts it at
 * expiry, and a periodic re-check catches sessions ended by another process without an adapter (the
 * CLI) and idle ones. Returns a stop function.
 */
export function registerAdminNamespace(
  nsp: Namespace,
  s: Services,
  opts: { recheckMs?: number } = {},
): () => void {
  const cookieName = adminCookieName(s.config.secureCookies);
  /** The holder of a session token, or null once the session ended; `touch: false` is not activity. */
  const holderOf = async (kind: Holder['kind'], token: string, touch = true): Promise<Holder | null> => {
    if (kind === 'operator') {
      const identity = await s.adminAuth.authenticate(token, { touch });
      return identity ? { kind, identity } : null;
    }
    const principal = await s.customerAccounts.authenticate(token, { touch });
    return principal ? { kind, principal } : null;
  };
  nsp.use((socket, next) => {
    const { origin, host } = socket.handshake.headers;
    const own = [new URL(s.config.publicUrl).origin, `http://${host ?? ''}`, `https://${host ?? ''}`];
    if (origin !== undefined && !own.includes(origin))
      return next(
        handshakeError(new DomainError('cross_site_request', 'Cross-site connections are not allowed')),
      );
    const adminToken = cookieValue(socket.handshake.headers.cookie, cookieName);
    const appToken = cookieValue(socket.handshake.headers.cookie, appCookieName(s.config.secureCookies));
    const attempt = async (): Promise<AdminSocketData | null> => {
      const operator = adminToken ? await holderOf('operator', adminToken) : null;
      if (operator && adminToken) return { holder: operator, token: adminToken };
      const customer = appToken ? await holderOf('customer', appToken) : null;
      return customer && appToken ? { holder: customer, token: appToken } : null;
    };
    attempt().then(
      (data) => {
        if (!data) return next(handshakeError(unauthorized()));
        socket.data = data;
        next();
      },
      (err: unknown) => next(handshakeError(err)),
    );
  });

  const timers = new Map<string, NodeJS.Timeout>();
  /** The periodic re-check: not activity, so it does not keep an idle session alive. */
  const recheck = async (socket: Socket) => {
    const data = socket.data as AdminSocketData;
    if (!(await holderOf(data.holder.kind, data.token, false))) socket.disconnect(true);
  };
  /** The actor of a still-valid session, or null when it ended. */
  const actorOf = async (data: AdminSocketData): Promise<Actor | null> => {
    const holder = await holderOf(data.holder.kind, data.token);
    if (!holder) return null;
    return holder.kind === 'operator'
      ? {
          name: holder.identity.username,
          clientId: null,
          person: operatorPerson(holder.identity.username),
          mayOverride: true,
        }
      : // The console shows the name before the @ only, never a customer's whole email.
        {
          name: holder.principal.email.split('@')[0] ?? 'Support',
          clientId: holder.principal.clientId,
          person: memberPerson(holder.principal.userId, holder.principal.email),
          mayOverride: holder.principal.role === 'owner',
        };
  };
  /** A customer acts on their own client only; another client's session is as unknown as a missing one. */
  const ownClient = (who: Actor, clientId: string) => {
    if (who.clientId !== null && who.clientId !== clientId)
      throw new DomainError('not_found', 'Session not found');
  };

  nsp.on('connection', (socket: Socket) => {
    const { holder } = socket.data as AdminSocketData;
    const rooms =
      holder.kind === 'operator'
        ? [adminSessionRoom(holder.identity.sessionId), adminUserRoom(holder.identity.userId), OPERATORS_ROOM]
        : [
            customerSessionRoom(holder.principal.sessionId),
            customerUserRoom(holder.principal.userId),
            clientRoom(holder.principal.clientId),
          ];
    void socket.join(rooms);
    const expiresAt = holder.kind === 'operator' ? holder.identity.expiresAt : holder.principal.expiresAt;
    // setTimeout holds at most ~24.8 days; sessions last hours.
    const ttl = Math.max(0, Date.parse(expiresAt) - s.clock.now().getTime());
    const timer = setTimeout(() => socket.disconnect(true), Math.min(ttl, 2 ** 31 - 1));
    timer.unref();
    timers.set(socket.id, timer);
    socket.on('disconnect', () => {
      clearTimeout(timers.get(socket.id));
      timers.delete(socket.id);
    });

    /** Runs an event only while the socket's session is still valid; otherwise refuses and cuts it. */
    const guarded =
      (handle: (input: unknown, who: Actor) => Promise<unknown>) =>
      async (payload: unknown, ack: unknown) => {
        try {
          const who = await actorOf(socket.data as AdminSocketData);
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
    const handoff = (act: (clientId: string, sessionId: string, who: Actor) => Promise<unknown>) =>
      guarded(async (payload, who) => {
        const input = parseInput(SessionHandoff, payload);
        ownClient(who, input.clientId);
        const state = await act(input.clientId, input.sessionId, who);
        return state ? { ok: true, handoff: state } : { ok: true };
      });
    socket.on(
      'session:take-over',
      handoff(async (c, id, who) => s.handoff.take(c, id, who.name, await s.people.face(who.person))),
    );
    socket.on(
      'session:hand-back',
      handoff((c, id, who) => s.handoff.release(c, id, who)),
    );
    socket.on(
      'session:close',
      handoff((c, id, who) => s.handoff.close(c, id, who)),
    );
    socket.on(
      'operator:send',
      guarded(async (payload, who) => {
        const input = parseInput(OperatorSend, payload);
        ownClient(who, input.clientId);
        const face = await s.people.face(who.person);
        const message = await s.handoff.reply(input.clientId, input.sessionId, who.name, input.message, face);
        return { ok: true, message };
      }),
    );
    // The operator's typing reaches the visitor's widget (on any process, through the adapter), and
    // only while the socket's session is still valid.
    socket.on('operator:typing', (payload: unknown) => {
      const input = OperatorTyping.safeParse(payload);
      if (!input.success) return;
      const { clientId, sessionId, typing } = input.data;
      actorOf(socket.data as AdminSocketData)
        .then(async (who) => {
          if (!who) {
            socket.disconnect(true);
            return;
          }
          if (who.clientId !== null && who.clientId !== clientId) return;
          s.handoff.typing.operator(clientId, sessionId, await s.people.face(who.person), typing);
        })
        .catch((err: unknown) => log().error({ err }, 'operator typing failed'));
    });
  });

  const sweep = setInterval(() => {
    for (const socket of nsp.sockets.values()) {
      recheck(socket).catch((err: unknown) => log().error({ err }, 'admin socket re-check failed'));
    }
  }, opts.recheckMs ?? ADMIN_RECHECK_MS);
  sweep.unref();
  return () => {
    clearInterval(sweep);
    for (const t of timers.values()) clearTimeout(t);
    timers.clear();
  };
}
