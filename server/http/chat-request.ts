import type { Request, ResponseToolkit, RouteOptionsCors } from '@hapi/hapi';
import { type ChatAccess, UsageLimitReached } from '../domain/chat/index.ts';
import { DomainError } from '../domain/shared/index.ts';
import { TOKEN_PREFIX } from '../domain/clients/index.ts';
import type { Services } from '../services.ts';
import { readAdminCookie, readAppCookie } from './admin-session.ts';

/**
 * The visitor session secret travels in this header both ways: the server sends it once, on the
 * response that created the session, and the widget sends it with every later call for that session.
 */
export const SESSION_KEY_HEADER = 'x-session-key';

/** A secret issued while handling a request, added to its response by the server's onPreResponse. */
export const issuedSessionKey = (request: Request): string | undefined =>
  (request.app as { sessionKey?: string }).sessionKey;

/** Widget-facing chat routes answer any origin; the token and the Origin rule decide who may call. */
export const WIDGET_CORS: RouteOptionsCors = {
  origin: ['*'],
  additionalHeaders: ['authorization', SESSION_KEY_HEADER],
  additionalExposedHeaders: [SESSION_KEY_HEADER],
  credentials: false,
};

export const bearerOf = (request: Request): string | null => {
  const header = request.headers.authorization;
  const m = typeof header === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return m?.[1] ?? null;
};

/**
 * Who is calling a chat route: a publishable token (`Authorization: Bearer`, or `token` in a beacon
 * body), a secret key where `secretAllowed`, or else the admin cookie acting for `clientId`.
 */
export async function chatAccessOf(
  s: Services,
  request: Request,
  opts: { clientId?: string; token?: string; secretAllowed?: boolean; sessionKey?: string } = {},
): Promise<ChatAccess> {
  const ip = request.info.remoteAddress;
  const token = bearerOf(request) ?? opts.token ?? null;
  if (token) {
    if (token.startsWith(TOKEN_PREFIX.secret)) {
      if (!opts.secretAllowed)
        throw new DomainError('forbidden', 'Secret API keys are for POST /api/v1/chat from servers only');
      return { kind: 'secret', key: token, ip };
    }
    const origin = request.headers.origin;
    const key = request.headers[SESSION_KEY_HEADER];
    return {
      kind: 'widget',
      token,
      origin: typeof origin === 'string' ? origin : undefined,
      ip,
      sessionKey: typeof key === 'string' ? key : opts.sessionKey,
      issueKey: (k) => {
        (request.app as { sessionKey?: string }).sessionKey = k;
      },
    };
  }
  const cookie = readAdminCookie(request, s.config.secureCookies);
  if (cookie) {
    const user = await s.adminAuth.authenticate(cookie);
    if (!user) throw new DomainError('unauthorized', 'Authentication required');
    if (!opts.clientId)
      throw new DomainError('validation_failed', 'clientId is required for admin callers', {
        clientId: 'clientId is required for admin callers',
      });
    return { kind: 'admin', clientId: opts.clientId, username: user.username };
  }
  // A customer's workspace previews and answers chats of its own client only; another client is unknown.
  const appCookie = readAppCookie(request, s.config.secureCookies);
  if (appCookie) {
    const customer = await s.customerAccounts.authenticate(appCookie);
    if (!customer) throw new DomainError('unauthorized', 'Authentication required');
    const clientId = opts.clientId ?? customer.clientId;
    if (clientId !== customer.clientId) throw new DomainError('not_found', 'Client not found');
    return { kind: 'admin', clientId, username: customer.email, customer: true };
  }
  throw new DomainError('unauthorized', 'An access token is required (Authorization: Bearer <token>)');
}

/** The 429 of an exhausted plan carries the polite reply the widget shows (contract UsageLimitBody). */
export async function withUsageReply<T>(h: ResponseToolkit, run: () => Promise<T>) {
  try {
    return await run();
  } catch (err) {
    if (err instanceof UsageLimitReached)
      return h.response({ error: err.message, code: err.code, reply: err.reply }).code(429);
    throw err;
  }
}

/** Aborts when the HTTP client goes away before the answer is sent. */
export function disconnectSignal(request: Request): AbortSignal {
  const abort = new AbortController();
  request.raw.res.once('close', () => {
    if (!request.raw.res.writableFinished) abort.abort();
  });
  return abort.signal;
}
