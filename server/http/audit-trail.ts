/**
 * The one place the HTTP edge records changes in the audit log: after a signed-in mutating request
 * succeeds (2xx), the route's endpoint name (contract/endpoints.ts) picks the action (AUDIT_ACTIONS),
 * the session names who did it and the request's address where from. Settings routes take a snapshot
 * of the record before the handler runs, so the entry holds the changed fields before and after.
 */
import type { Request, ResponseObject, Server } from '@hapi/hapi';
import { endpointGroups, type Endpoint } from '../../contract/endpoints.ts';
import {
  AUDIT_ACTIONS,
  diffFields,
  redact,
  type AuditActor,
  type FieldChange,
} from '../domain/audit/index.ts';
import type { Services } from '../services.ts';
import { principalOf } from './admin-session.ts';
import { keyActorOf } from './key-actor.ts';

type Fields = Record<string, unknown>;
interface Snapshot {
  before?: Fields;
  /** A name people recognise for what was touched (an email, a key prefix, a source name). */
  target?: string;
}
type Input = { clientId: string; params: Fields };

/** What each settings route reads before it runs. */
const SNAPSHOTS: Record<string, (s: Services, i: Input) => Promise<Snapshot>> = {
  updateClient: async (s, i) => ({ before: await s.clients.get(i.clientId) }),
  toggleTestMode: async (s, i) => ({ before: await s.clients.get(i.clientId) }),
  setTwoFactorPolicy: async (s, i) => ({
    before: { required: await s.twoFactorPolicy.required(i.clientId) },
  }),
  updateSource: async (s, i) => {
    const { source } = await s.knowledgeSources.detail(i.clientId, String(i.params.sourceId));
    return { before: source, target: source.name };
  },
  deleteSource: async (s, i) => ({
    target: (await s.knowledgeSources.detail(i.clientId, String(i.params.sourceId))).source.name,
  }),
  removeUser: async (s, i) => ({
    target: (await s.customerAccounts.list(i.clientId)).find((u) => u.id === i.params.userId)?.email,
  }),
  linkUser: async (s, i) => ({
    target: (await s.customerAccounts.list(i.clientId)).find((u) => u.id === i.params.userId)?.email,
  }),
  revokeApiKey: async (s, i) => ({
    target: (await s.apiKeys.list(i.clientId)).find((k) => k.id === i.params.keyId)?.prefix,
  }),
};

const endpointNames = new Map(
  Object.values(endpointGroups).flatMap((group) =>
    Object.entries(group as Record<string, Endpoint>).map(([name, e]) => [`${e.method} ${e.path}`, name]),
  ),
);
const isObject = (v: unknown): v is Fields => typeof v === 'object' && v !== null && !Array.isArray(v);
const asFields = (v: unknown): Fields => (isObject(v) ? v : {});
const stringOf = (v: unknown) => (typeof v === 'string' && v ? v : undefined);

/** The endpoint name of a signed-in mutating route and its action (undefined: not recorded). */
function actionOf(request: Request): { name: string; action: string } | undefined {
  if (['GET', 'HEAD', 'OPTIONS'].includes(request.method.toUpperCase())) return undefined;
  const name = endpointNames.get(`${request.method.toUpperCase()} ${request.route.path}`);
  const action = name ? AUDIT_ACTIONS[name] : undefined;
  return name && action ? { name, action } : undefined;
}

function actorOf(request: Request): AuditActor | null {
  // A secret key on the read/manage API: named by its prefix and name, never the key.
  const keyActor = keyActorOf(request);
  if (keyActor) {
    const { id, name, prefix } = keyActor.key;
    return { kind: 'key', id, label: name ? `${prefix} (${name})` : prefix };
  }
  const principal = principalOf(request);
  const user = (request.auth.credentials as { user?: { id: string; username: string } } | null)?.user;
  if (!principal || !user) return null;
  return principal.role === 'operator'
    ? { kind: 'operator', id: user.id, label: user.username }
    : { kind: 'user', id: principal.userId, label: principal.email };
}

/** The client a request touched: the session's own for /api/app, else the route's id, else none. */
function clientOf(request: Request): string | null {
  const keyActor = keyActorOf(request);
  if (keyActor) return keyActor.clientId;
  const principal = principalOf(request);
  if (principal && principal.role !== 'operator' && request.path.startsWith('/api/app/'))
    return principal.clientId;
  if (request.path.startsWith('/api/admin/')) return null;
  return (
    stringOf(request.params.id) ??
    stringOf(request.params.clientId) ??
    stringOf(asFields(request.payload).clientId) ??
    stringOf(request.query.clientId) ??
    null
  );
}

const SNAPSHOT_KEY = 'auditSnapshot';

export function registerAuditTrail(server: Server, s: Services): void {
  server.ext('onPreHandler', async (request, h) => {
    const found = actionOf(request);
    const take = found && SNAPSHOTS[found.name];
    const clientId = clientOf(request);
    const principal = principalOf(request);
    if (!take || !clientId || !principal) return h.continue;
    // Another client's record is never read for a customer: the handler answers 404 before any change.
    if (principal.role !== 'operator' && principal.clientId !== clientId) return h.continue;
    // A failed read (an unknown id) records no snapshot: the handler answers the error itself.
    const snapshot = await take(s, { clientId, params: request.params }).catch(() => ({}));
    (request.app as Record<string, unknown>)[SNAPSHOT_KEY] = snapshot;
    return h.continue;
  });

  server.ext('onPostHandler', async (request, h) => {
    const response = request.response as ResponseObject | { isBoom: true };
    // Errors record nothing; a handler that took the socket over (h.abandon) leaves a symbol here.
    if (typeof response !== 'object' || response === null || 'isBoom' in response) return h.continue;
    const status = response.statusCode ?? 200;
    const found = actionOf(request);
    const actor = actorOf(request);
    if (!found || !actor || status < 200 || status >= 300) return h.continue;
    const snapshot = ((request.app as Record<string, unknown>)[SNAPSHOT_KEY] ?? {}) as Snapshot;
    const body = request.mime === 'application/json' ? asFields(request.payload) : {};
    const answer = asFields(response.source);
    let changes: Record<string, FieldChange> | null = null;
    if (snapshot.before) {
      const only = found.name === 'toggleTestMode' ? ['testMode'] : Object.keys(body);
      const after = found.name === 'setTwoFactorPolicy' ? body : answer;
      changes = diffFields(snapshot.before, after, only);
    } else if (Object.keys(body).length > 0)
      changes = Object.fromEntries(Object.entries(body).map(([k, v]) => [k, { after: redact(v, k) }]));
    const clientId = found.name === 'createClient' ? (stringOf(answer.id) ?? null) : clientOf(request);
    const target =
      snapshot.target ??
      stringOf(answer.prefix) ??
      stringOf(request.params.sourceId) ??
      stringOf(request.params.documentId) ??
      stringOf(body.email) ??
      (found.name === 'createClient' ? undefined : stringOf(answer.id)) ??
      null;
    try {
      await s.auditLog.record({
        clientId,
        actor,
        source: request.info.remoteAddress,
        action: found.action,
        target: target === clientId ? null : target,
        changes,
      });
    } catch (err) {
      // The change is made; a failed entry is logged loudly rather than turned into a failed request.
      console.error('[frontdesk] recording an audit entry failed:', err);
    }
    return h.continue;
  });
}
