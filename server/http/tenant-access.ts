/**
 * What a customer session (an owner or member of one client) may do with each signed-in route. A route
 * missing from this table is for operators only (403 to customers), so a route added later is closed
 * to customers until it is listed here. A listed route names where its client id is; a customer asking
 * for another client's anything gets 404, as if it did not exist.
 */
import { DomainError } from '../domain/shared/index.ts';
import type { Principal } from './admin-session.ts';

export interface TenantRule {
  /** Where the route carries the client id; a query or body id a customer leaves out is filled with theirs. */
  client: { in: 'params' | 'query' | 'body'; key: string };
  /** Owner-only routes (users, keys, tokens, billing); members get 403. */
  ownerOnly?: boolean;
  /** Body fields a customer may send; any other field (plan, usage, status) is an operator's: 403. */
  bodyKeys?: readonly string[];
  /** Of those, the fields only an owner may send (a member sending one gets 403). */
  ownerBodyKeys?: readonly string[];
}

const byId = { in: 'params', key: 'id' } as const;
const any = (): TenantRule => ({ client: byId });
const owner = (): TenantRule => ({ client: byId, ownerOnly: true });

/** What a customer may change on their own client (plan, usage, status and notes are the operators'); handoff holds their business hours. */
export const CUSTOMER_CLIENT_FIELDS = [
  'clientName',
  'businessName',
  'domain',
  'aiContent',
  'email',
  'phone',
  'industry',
  'testMode',
  'chatCustomizations',
  'handoff',
  // Issue 32: the business steers its own assistant (model and temperature only where its plan may).
  'assistant',
  'retentionDays',
  'consentMode',
] as const;

/** Visitors' data settings: the owners' call, as erasing and exporting a visitor is. */
export const OWNER_CLIENT_FIELDS = ['retentionDays', 'consentMode'] as const;

export const TENANT_RULES: Record<string, TenantRule> = {
  'GET /api/clients/{id}': any(),
  'PUT /api/clients/{id}': {
    client: byId,
    bodyKeys: CUSTOMER_CLIENT_FIELDS,
    ownerBodyKeys: OWNER_CLIENT_FIELDS,
  },
  'POST /api/clients/{id}/toggle-test-mode': any(),
  'POST /api/clients/{id}/generate-token': owner(),
  'POST /api/clients/{id}/revoke-token': owner(),
  'POST /api/clients/{id}/generate-test-token': owner(),
  'POST /api/clients/{id}/revoke-test-token': owner(),
  'GET /api/clients/{id}/api-keys': owner(),
  'POST /api/clients/{id}/api-keys': owner(),
  'DELETE /api/clients/{id}/api-keys/{keyId}': owner(),
  'GET /api/clients/{id}/identity-secret': owner(),
  'POST /api/clients/{id}/identity-secret': owner(),
  'GET /api/clients/{id}/actions': owner(),
  'POST /api/clients/{id}/actions': owner(),
  'PUT /api/clients/{id}/actions/{actionId}': owner(),
  'DELETE /api/clients/{id}/actions/{actionId}': owner(),
  'POST /api/clients/{id}/actions/{actionId}/test': owner(),
  'GET /api/clients/{id}/actions/{actionId}/calls': owner(),
  // What the assistant looked up in a conversation: members read conversations too.
  'GET /api/clients/{id}/sessions/{sessionId}/action-calls': any(),
  'GET /api/clients/{id}/users': owner(),
  'POST /api/clients/{id}/users': owner(),
  'DELETE /api/clients/{id}/users/{userId}': owner(),
  'POST /api/clients/{id}/users/{userId}/link': owner(),
  // Billing (issue 29): owners see and act on it; comping a plan is the operators' alone.
  'GET /api/clients/{id}/billing': owner(),
  'POST /api/clients/{id}/billing/subscription': owner(),
  'POST /api/clients/{id}/billing/subscription/{subscriptionID}': owner(),
  'POST /api/clients/{id}/billing/cancel': owner(),
  'POST /api/clients/{id}/billing/plan': owner(),
  'POST /api/clients/{id}/billing/refresh': owner(),
  'GET /api/clients/{id}/unanswered': any(),
  'POST /api/clients/{id}/unanswered/faq': any(),
  'POST /api/clients/{id}/unanswered/dismiss': any(),
  'GET /api/clients/{id}/leads': any(),
  'GET /api/clients/{id}/figures': any(),
  'GET /api/clients/{id}/outcomes': any(),
  'GET /api/clients/{id}/quality': any(),
  'GET /api/clients/{id}/gaps': any(),
  'POST /api/clients/{id}/curated-answers': any(),
  'GET /api/clients/{id}/tests': any(),
  'POST /api/clients/{id}/tests': any(),
  'DELETE /api/clients/{id}/tests/{testId}': any(),
  'POST /api/clients/{id}/tests/import': any(),
  'POST /api/clients/{id}/tests/run': any(),
  'GET /api/clients/{id}/knowledge/sources': any(),
  'GET /api/clients/{id}/knowledge/sources/{sourceId}': any(),
  'PUT /api/clients/{id}/knowledge/sources/{sourceId}': any(),
  'POST /api/clients/{id}/knowledge/sources/{sourceId}/sync': any(),
  'DELETE /api/clients/{id}/knowledge/sources/{sourceId}': any(),
  'DELETE /api/clients/{id}/knowledge/sources/{sourceId}/documents/{documentId}': any(),
  'POST /api/clients/{id}/knowledge/website': any(),
  'POST /api/clients/{id}/knowledge/feeds': any(),
  'POST /api/clients/{id}/knowledge/shopify': any(),
  'POST /api/clients/{id}/knowledge/files': any(),
  'GET /api/v1/analytics/dashboard/{clientId}': { client: { in: 'params', key: 'clientId' } },
  'GET /api/chat/sessions': { client: { in: 'query', key: 'clientId' } },
  // The handoff queue and its actions: a workspace answers its own visitors.
  'GET /api/handoff/queue': { client: { in: 'query', key: 'clientId' } },
  'POST /api/handoff/{sessionId}/take': { client: { in: 'body', key: 'clientId' } },
  'POST /api/handoff/{sessionId}/reply': { client: { in: 'body', key: 'clientId' } },
  'POST /api/handoff/{sessionId}/release': { client: { in: 'body', key: 'clientId' } },
  'POST /api/handoff/{sessionId}/close': { client: { in: 'body', key: 'clientId' } },
  'GET /api/chat/sessions/{sessionId}': { client: { in: 'query', key: 'clientId' } },
  // Webhooks: an integration's endpoints and secrets are the owners'.
  'GET /api/clients/{id}/webhooks': owner(),
  'POST /api/clients/{id}/webhooks': owner(),
  'GET /api/clients/{id}/webhooks/{endpointId}': owner(),
  'PUT /api/clients/{id}/webhooks/{endpointId}': owner(),
  'DELETE /api/clients/{id}/webhooks/{endpointId}': owner(),
  'POST /api/clients/{id}/webhooks/{endpointId}/rotate-secret': owner(),
  'GET /api/clients/{id}/webhooks/{endpointId}/deliveries': owner(),
  'POST /api/clients/{id}/webhooks/{endpointId}/deliveries/{deliveryId}/redeliver': owner(),
  // Notices: everyone sees the settings and changes their own; the Slack channel is the owners'.
  'GET /api/clients/{id}/notifications': any(),
  'PUT /api/clients/{id}/notifications/slack': owner(),
  'PUT /api/clients/{id}/notifications/people/{userId}': any(),
  // Exports hold every conversation and lead: the owners'.
  'GET /api/clients/{id}/export/conversations': owner(),
  'GET /api/clients/{id}/export/leads': owner(),
  'GET /api/clients/{id}/checklist': any(),
  'POST /api/clients/{id}/checklist/{step}': any(),
  // Your own face: every signed-in person, for themselves only.
  'GET /api/me/profile': { client: { in: 'params', key: '' } },
  'PUT /api/me/profile': { client: { in: 'params', key: '' } },
  'PUT /api/me/avatar': { client: { in: 'params', key: '' } },
  'DELETE /api/me/avatar': { client: { in: 'params', key: '' } },
  'GET /api/chat/preview/config': { client: { in: 'query', key: 'clientId' } },
  'GET /api/app/me': { client: { in: 'params', key: '' } },
  'POST /api/app/logout': { client: { in: 'params', key: '' } },
  'POST /api/app/workspace': { client: { in: 'params', key: '' } },
  'GET /api/app/2fa': { client: { in: 'params', key: '' } },
  'POST /api/app/2fa/enroll': { client: { in: 'params', key: '' } },
  'POST /api/app/2fa/confirm': { client: { in: 'params', key: '' } },
  'POST /api/app/2fa/disable': { client: { in: 'params', key: '' } },
  'GET /api/clients/{id}/two-factor-policy': any(),
  'PUT /api/clients/{id}/two-factor-policy': owner(),
  'GET /api/clients/{id}/audit-log': owner(),
  'GET /api/clients/{id}/audit-log/export': owner(),
  'POST /api/clients/{id}/privacy/erase': owner(),
  'POST /api/clients/{id}/privacy/export': owner(),
};

export const tenantRuleOf = (method: string, path: string): TenantRule | undefined =>
  TENANT_RULES[`${method.toUpperCase()} ${path}`];

/**
 * Applies the rule of a route to a customer's request before its input is parsed: 403 for operator-only
 * routes, owner-only routes and operator-only fields; 404 for another client's id. A query client id the
 * customer left out becomes theirs.
 */
export function enforceTenantAccess(
  principal: Principal,
  route: { method: string; path: string },
  request: { params: Record<string, unknown>; query: Record<string, unknown>; payload: unknown },
): void {
  if (principal.role === 'operator') return;
  const rule = tenantRuleOf(route.method, route.path);
  if (!rule) throw new DomainError('forbidden', 'This is for Frontdesk operators only');
  if (rule.ownerOnly && principal.role !== 'owner')
    throw new DomainError('forbidden', 'Only an owner of this workspace can do this');
  const { key } = rule.client;
  if (key) {
    const { in: where } = rule.client;
    const body =
      request.payload && typeof request.payload === 'object'
        ? (request.payload as Record<string, unknown>)
        : {};
    const source = where === 'query' ? request.query : where === 'body' ? body : request.params;
    const given = source[key];
    if (given === undefined && where !== 'params') source[key] = principal.clientId;
    else if (given !== principal.clientId) throw new DomainError('not_found', 'Not found');
  }
  if (rule.bodyKeys && request.payload && typeof request.payload === 'object') {
    const refused = Object.keys(request.payload).filter((k) => !rule.bodyKeys?.includes(k));
    if (refused.length > 0)
      throw new DomainError('forbidden', `Only an operator can change ${refused.join(', ')}`);
    const ownerOnly = Object.keys(request.payload).filter((k) => rule.ownerBodyKeys?.includes(k));
    if (ownerOnly.length > 0 && principal.role !== 'owner')
      throw new DomainError(
        'forbidden',
        `Only an owner of this workspace can change ${ownerOnly.join(', ')}`,
      );
  }
}
