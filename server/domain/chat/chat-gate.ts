import type { ApiKeysService } from '../accounts/api-keys.ts';
import type { ClientsService } from '../clients/clients.ts';
import { DomainError } from '../shared/errors.ts';
import type { ClientRecord } from '../shared/ports.ts';
import type { RateLimits } from '../shared/rate-limiter.ts';

/** Who is calling a chat operation, as the transport saw it. */
export type ChatAccess =
  /** A publishable widget token; the Origin rule applies to production tokens. */
  | {
      kind: 'widget';
      token: string;
      origin: string | undefined;
      ip: string;
      /** The visitor session secret the server issued (header x-session-key, or in the socket payload). */
      sessionKey?: string;
      /** Receives a secret issued by this call (a new session, or the first contact with an older one). */
      issueKey?: (key: string) => void;
      /**
       * The secrets this connection has already proven or been issued, as their digests by session
       * (a socket's, for its lifetime): the same secret again is checked without reading the session's
       * hash, which never changes once set (sessions go only with their client, whose token then no
       * longer resolves).
       */
      proven?: Map<string, string>;
    }
  /** A secret API key (server-to-server, POST /api/v1/chat). */
  | { kind: 'secret'; key: string; ip: string }
  /**
   * A signed-in operator, or a workspace user (`customer`), acting for one client (previews, operator
   * replies).
   */
  | { kind: 'admin'; clientId: string; username: string; customer?: boolean };

/** A resolved caller: the tenant, and whether its AI replies count (visitors) or are previews (admins). */
export interface ChatCaller {
  client: ClientRecord;
  mode: 'visitor' | 'admin';
  username: string | null;
  /** A visitor on a test token: replies count on the daily test allowance, never the plan. */
  test: boolean;
  /** A workspace user's preview: their previews have limits of their own (attack row 44). */
  customer?: boolean;
}

export interface ChatLimits {
  /** Chat calls per IP per minute (reads and writes); offices behind one NAT stay well under it. */
  perIpPerMinute: number;
  /** Messages and reply requests per session per minute; no one types this fast. */
  perSessionPerMinute: number;
  /** Chat calls per production token (one site, all its visitors) per minute, beside the per-IP limit. */
  perLiveTokenPerMinute: number;
  /** Chat calls per test token per minute: a test token works from any site, so it gets far less. */
  perTestTokenPerMinute: number;
  /** Preview replies per workspace user per minute: enough to try the assistant, not to drain a model. */
  previewsPerUserPerMinute: number;
  /** Preview replies per client per UTC-day window, all its workspace users together. */
  previewsPerClientPerDay: number;
}

export const DEFAULT_CHAT_LIMITS: ChatLimits = {
  perIpPerMinute: 600,
  perSessionPerMinute: 60,
  perLiveTokenPerMinute: 3000,
  perTestTokenPerMinute: 120,
  previewsPerUserPerMinute: 10,
  previewsPerClientPerDay: 300,
};

export interface ChatGate {
  /** Resolves the caller; visitors are rate limited by IP before their credentials are even looked up. */
  resolve(access: ChatAccess): Promise<ChatCaller>;
  /**
   * Counts one write against the session's budget, or throws rate_limited. A follow-up email has its
   * own small budget, so a visitor who was rate limited can still leave an address for a human.
   */
  hitSession(clientId: string, sessionId: string, kind?: 'message' | 'follow-up'): Promise<void>;
  /** Before a workspace user's preview reply: their own and their client's preview limits, or rate_limited. */
  admitPreview(caller: ChatCaller): Promise<void>;
}

const rateLimited = (retryAfterMs: number) =>
  Object.assign(new DomainError('rate_limited', 'Too many messages. Please wait a moment and try again.'), {
    retryAfterMs,
  });

export function createChatGate(deps: {
  clients: ClientsService;
  apiKeys: Pick<ApiKeysService, 'authenticate'>;
  rateLimits: RateLimits;
  limits?: Partial<ChatLimits>;
}): ChatGate {
  const limits = { ...DEFAULT_CHAT_LIMITS, ...deps.limits };
  const byIp = deps.rateLimits('chat-ip', { limit: limits.perIpPerMinute, windowMs: 60_000 });
  const bySession = deps.rateLimits('chat-session', { limit: limits.perSessionPerMinute, windowMs: 60_000 });
  const followUps = deps.rateLimits('chat-follow-up', { limit: 5, windowMs: 10 * 60_000 });
  const previewsByUser = deps.rateLimits('chat-preview-user', {
    limit: limits.previewsPerUserPerMinute,
    windowMs: 60_000,
  });
  const previewsByClient = deps.rateLimits('chat-preview-client', {
    limit: limits.previewsPerClientPerDay,
    windowMs: 24 * 60 * 60_000,
  });
  const byToken = {
    live: deps.rateLimits('chat-token-live', { limit: limits.perLiveTokenPerMinute, windowMs: 60_000 }),
    test: deps.rateLimits('chat-token-test', { limit: limits.perTestTokenPerMinute, windowMs: 60_000 }),
  };

  return {
    async resolve(access) {
      if (access.kind === 'admin') {
        return {
          client: await deps.clients.record(access.clientId),
          mode: 'admin',
          username: access.username,
          test: false,
          ...(access.customer ? { customer: true } : {}),
        };
      }
      const byThisIp = await byIp.hit(access.ip);
      if (!byThisIp.allowed) throw rateLimited(byThisIp.retryAfterMs);
      if (access.kind === 'widget') {
        const { client, kind } = await deps.clients.resolveWidgetCaller(access.token, access.origin);
        // Keyed by client and kind (not the token text): a rotated token keeps its bucket, and unknown
        // tokens never reach here, so they cannot fill the limiter.
        const r = await byToken[kind].hit(`${kind}:${client.id}`);
        if (!r.allowed) throw rateLimited(r.retryAfterMs);
        return { client, mode: 'visitor', username: null, test: kind === 'test' };
      }
      const client = await deps.apiKeys.authenticate(access.key);
      if (!client) throw new DomainError('unauthorized', 'Invalid or revoked API key');
      if (!client.isActive || client.status !== 'Active')
        throw new DomainError('forbidden', 'This assistant is not available');
      return { client, mode: 'visitor', username: null, test: false };
    },
    async admitPreview(caller) {
      if (!caller.customer) return;
      const mine = await previewsByUser.hit(`${caller.client.id}\n${caller.username ?? ''}`);
      if (!mine.allowed) throw rateLimited(mine.retryAfterMs);
      const ours = await previewsByClient.hit(caller.client.id);
      if (!ours.allowed) throw rateLimited(ours.retryAfterMs);
    },
    async hitSession(clientId, sessionId, kind = 'message') {
      const r = await (kind === 'follow-up' ? followUps : bySession).hit(`${clientId}\n${sessionId}`);
      if (!r.allowed) throw rateLimited(r.retryAfterMs);
    },
  };
}
