/**
 * The REST endpoints: method, path template ({name} marks a path parameter, as the server's router
 * writes it) and the names of the contract schemas for the query, the JSON body and the success
 * answer. Clients build URLs with `pathTo`, the server's routes take their paths from here, and a
 * server test holds each entry to the route it names (server/http/endpoint-table.test.ts).
 *
 * The table is split by caller so a bundle imports only its own part (the widget's bytes count).
 * Schema names are strings: the types come from them at compile time, and no schema is bundled.
 */
import type { z } from 'zod';
import type * as contract from './index.ts';
import {
  billingEndpoints,
  identityEndpoints,
  integrationEndpoints,
  peopleEndpoints,
  privacyEndpoints,
  qualityEndpoints,
  shopifyEndpoints,
  twoFactorEndpoints,
  workspaceTwoFactorEndpoints,
} from './capability-endpoints.ts';

type Contract = typeof contract;
/** The contract exports that are zod schemas. */
export type SchemaName = { [K in keyof Contract]: Contract[K] extends z.ZodType ? K : never }[keyof Contract];

export interface Endpoint {
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  readonly path: string;
  readonly query?: SchemaName;
  /** The JSON body (a multipart upload names none). */
  readonly request?: SchemaName;
  /** The success answer, when the contract defines it (small acknowledgements such as {ok:true} do not). */
  readonly response?: SchemaName;
}

/** Posted on every page by the widget's page-view module, which imports this path alone (bytes). */
export const PAGE_VIEW_PATH = '/api/widget/page-view';
export const pageViewEndpoint = {
  method: 'POST',
  path: PAGE_VIEW_PATH,
  request: 'PageView',
  response: 'PageViewAnswer',
} as const satisfies Endpoint;

/** What the widget calls with a publishable token (or, in the console's preview, the admin cookie). */
export const widgetEndpoints = {
  widgetConfig: {
    method: 'GET',
    path: '/api/widget/config',
    query: 'WidgetConfigQuery',
    response: 'WidgetConfig',
  },
  previewConfig: {
    method: 'GET',
    path: '/api/chat/preview/config',
    query: 'PreviewConfigQuery',
    response: 'WidgetConfig',
  },
  pageView: pageViewEndpoint,
  messages: {
    method: 'GET',
    path: '/api/chat/messages/{sessionId}',
    query: 'MessagesQuery',
    response: 'MessageList',
  },
  postMessage: {
    method: 'POST',
    path: '/api/chat/messages',
    request: 'PostMessage',
    response: 'ChatMessage',
  },
  aiResponse: {
    method: 'POST',
    path: '/api/chat/ai-response',
    request: 'AiResponseRequest',
    response: 'ChatMessage',
  },
  requestHandoff: {
    method: 'POST',
    path: '/api/chat/handoff',
    request: 'HandoffRequest',
    response: 'SessionHandoffState',
  },
  handoffState: {
    method: 'GET',
    path: '/api/chat/handoff/{sessionId}',
    query: 'HandoffStateQuery',
    response: 'HandoffStateView',
  },
  typing: { method: 'POST', path: '/api/chat/typing', request: 'TypingSignal' },
  identify: {
    method: 'POST',
    path: '/api/chat/identify',
    request: 'IdentifyRequest',
    response: 'IdentifyResult',
  },
  feedback: {
    method: 'POST',
    path: '/api/chat/feedback',
    request: 'MessageFeedbackRequest',
    response: 'MessageFeedback',
  },
  rating: {
    method: 'POST',
    path: '/api/chat/rating',
    request: 'SessionRatingRequest',
    response: 'SessionRating',
  },
  preChat: {
    method: 'POST',
    path: '/api/chat/pre-chat',
    request: 'PreChatSubmission',
    response: 'PreChatAccepted',
  },
  endSession: { method: 'POST', path: '/api/sessions/{sessionId}/end' },
  decideActionCard: {
    method: 'POST',
    path: '/api/chat/action-cards/{cardId}/{decision}',
    request: 'DecideActionCard',
    response: 'ActionCardDecision',
  },
} as const satisfies Record<string, Endpoint>;

/** The operator console (admin cookie); customers reach their own client's part of it. */
export const consoleEndpoints = {
  ...peopleEndpoints,
  ...privacyEndpoints,
  ...identityEndpoints,
  ...qualityEndpoints,
  ...billingEndpoints,
  ...integrationEndpoints,
  ...shopifyEndpoints,
  ...twoFactorEndpoints,
  adminMe: { method: 'GET', path: '/api/admin/me', response: 'MeResponse' },
  adminLogout: { method: 'POST', path: '/api/admin/logout' },
  dashboardStats: { method: 'GET', path: '/api/admin/dashboard/stats', response: 'DashboardStats' },
  recentChats: { method: 'GET', path: '/api/admin/dashboard/recent-chats', response: 'RecentChats' },
  clients: { method: 'GET', path: '/api/clients', response: 'ClientList' },
  createClient: { method: 'POST', path: '/api/clients', request: 'ClientCreate', response: 'Client' },
  client: { method: 'GET', path: '/api/clients/{id}', response: 'Client' },
  updateClient: { method: 'PUT', path: '/api/clients/{id}', request: 'ClientUpdate', response: 'Client' },
  deleteClient: { method: 'DELETE', path: '/api/clients/{id}' },
  resetMessages: { method: 'POST', path: '/api/clients/{id}/reset-messages', response: 'Client' },
  resetUsage: { method: 'POST', path: '/api/clients/{id}/reset-usage', response: 'Client' },
  generateToken: { method: 'POST', path: '/api/clients/{id}/generate-token', response: 'Client' },
  revokeToken: { method: 'POST', path: '/api/clients/{id}/revoke-token', response: 'Client' },
  generateTestToken: { method: 'POST', path: '/api/clients/{id}/generate-test-token', response: 'Client' },
  revokeTestToken: { method: 'POST', path: '/api/clients/{id}/revoke-test-token', response: 'Client' },
  toggleTestMode: {
    method: 'POST',
    path: '/api/clients/{id}/toggle-test-mode',
    request: 'ToggleTestMode',
    response: 'Client',
  },
  apiKeys: { method: 'GET', path: '/api/clients/{id}/api-keys', response: 'ApiKeyList' },
  createApiKey: {
    method: 'POST',
    path: '/api/clients/{id}/api-keys',
    request: 'ApiKeyCreate',
    response: 'ApiKeyCreated',
  },
  revokeApiKey: { method: 'DELETE', path: '/api/clients/{id}/api-keys/{keyId}' },
  sessions: { method: 'GET', path: '/api/chat/sessions', query: 'SessionListQuery', response: 'SessionList' },
  session: {
    method: 'GET',
    path: '/api/chat/sessions/{sessionId}',
    query: 'SessionDetailQuery',
    response: 'SessionDetail',
  },
  handoffQueue: { method: 'GET', path: '/api/handoff/queue', response: 'HandoffQueue' },
  takeOver: {
    method: 'POST',
    path: '/api/handoff/{sessionId}/take',
    request: 'HandoffAction',
    response: 'SessionHandoffState',
  },
  operatorReply: {
    method: 'POST',
    path: '/api/handoff/{sessionId}/reply',
    request: 'HandoffReply',
    response: 'HandoffReplyResult',
  },
  handBack: {
    method: 'POST',
    path: '/api/handoff/{sessionId}/release',
    request: 'HandoffAction',
    response: 'SessionHandoffState',
  },
  closeSession: { method: 'POST', path: '/api/handoff/{sessionId}/close', request: 'HandoffAction' },
  analytics: { method: 'GET', path: '/api/v1/analytics/dashboard/{clientId}', response: 'AnalyticsResponse' },
  unanswered: { method: 'GET', path: '/api/clients/{id}/unanswered', response: 'UnansweredList' },
  unansweredToFaq: {
    method: 'POST',
    path: '/api/clients/{id}/unanswered/faq',
    request: 'UnansweredToFaq',
    response: 'Client',
  },
  dismissUnanswered: {
    method: 'POST',
    path: '/api/clients/{id}/unanswered/dismiss',
    request: 'UnansweredDismiss',
  },
  leads: { method: 'GET', path: '/api/clients/{id}/leads', response: 'LeadList' },
  figures: { method: 'GET', path: '/api/clients/{id}/figures', response: 'Figures' },
  knowledgeSources: {
    method: 'GET',
    path: '/api/clients/{id}/knowledge/sources',
    response: 'KnowledgeSourceList',
  },
  knowledgeSource: {
    method: 'GET',
    path: '/api/clients/{id}/knowledge/sources/{sourceId}',
    response: 'KnowledgeSourceDetail',
  },
  updateSource: {
    method: 'PUT',
    path: '/api/clients/{id}/knowledge/sources/{sourceId}',
    request: 'SourceUpdate',
    response: 'KnowledgeSource',
  },
  syncSource: {
    method: 'POST',
    path: '/api/clients/{id}/knowledge/sources/{sourceId}/sync',
    response: 'KnowledgeSource',
  },
  deleteSource: { method: 'DELETE', path: '/api/clients/{id}/knowledge/sources/{sourceId}' },
  deleteDocument: {
    method: 'DELETE',
    path: '/api/clients/{id}/knowledge/sources/{sourceId}/documents/{documentId}',
    response: 'KnowledgeSource',
  },
  crawlWebsite: {
    method: 'POST',
    path: '/api/clients/{id}/knowledge/website',
    request: 'WebsiteSourceCreate',
    response: 'KnowledgeSource',
  },
  connectFeed: {
    method: 'POST',
    path: '/api/clients/{id}/knowledge/feeds',
    request: 'FeedSourceCreate',
    response: 'KnowledgeSource',
  },
  uploadFiles: { method: 'POST', path: '/api/clients/{id}/knowledge/files', response: 'UploadResult' },
  users: { method: 'GET', path: '/api/clients/{id}/users', response: 'CustomerUserList' },
  inviteUser: {
    method: 'POST',
    path: '/api/clients/{id}/users',
    request: 'InviteUserRequest',
    response: 'InvitedUser',
  },
  linkUser: { method: 'POST', path: '/api/clients/{id}/users/{userId}/link', response: 'InvitedUser' },
  removeUser: { method: 'DELETE', path: '/api/clients/{id}/users/{userId}' },
} as const satisfies Record<string, Endpoint>;

/** A customer's own workspace sign-in (/app). */
export const workspaceEndpoints = {
  ...workspaceTwoFactorEndpoints,
  appLogin: {
    method: 'POST',
    path: '/api/app/login',
    request: 'CustomerLoginRequest',
    response: 'AppLoginResult',
  },
  appMe: { method: 'GET', path: '/api/app/me', response: 'AppMeResponse' },
  switchWorkspace: {
    method: 'POST',
    path: '/api/app/workspace',
    request: 'SwitchWorkspaceRequest',
    response: 'AppMeResponse',
  },
  appLogout: { method: 'POST', path: '/api/app/logout' },
  setPassword: { method: 'POST', path: '/api/app/password', request: 'SetPasswordRequest' },
  checkPasswordLink: {
    method: 'POST',
    path: '/api/app/password-link',
    request: 'PasswordLinkCheck',
    response: 'PasswordLinkStatus',
  },
  requestPasswordReset: { method: 'POST', path: '/api/app/password-reset', request: 'PasswordResetRequest' },
} as const satisfies Record<string, Endpoint>;

/** The marketing site: checkout with PayPal and the widget demo. */
export const siteEndpoints = {
  paypalSetup: { method: 'GET', path: '/api/paypal/setup' },
  startSubscription: {
    method: 'POST',
    path: '/api/checkout/subscriptions',
    request: 'SignUpForm',
    response: 'StartSubscriptionResponse',
  },
  completeSubscription: {
    method: 'POST',
    path: '/api/checkout/subscriptions/{subscriptionID}',
    request: 'SignUpForm',
    response: 'CheckoutSuccessResponse',
  },
  paypalWebhook: { method: 'POST', path: '/api/paypal/webhook' },
  demoClient: {
    method: 'GET',
    path: '/api/widget/demo-client',
    query: 'DemoClientQuery',
    response: 'DemoClientLookup',
  },
  demoProfiles: { method: 'GET', path: '/api/widget/demo-profiles', response: 'DemoProfileList' },
} as const satisfies Record<string, Endpoint>;

/** Server-to-server (secret API key) and operations. */
export const serviceEndpoints = {
  v1Chat: { method: 'POST', path: '/api/v1/chat', request: 'V1ChatRequest', response: 'V1ChatResponse' },
  v1Conversations: {
    method: 'GET',
    path: '/api/v1/conversations',
    query: 'V1PageQuery',
    response: 'V1ConversationList',
  },
  v1Conversation: {
    method: 'GET',
    path: '/api/v1/conversations/{sessionId}',
    response: 'ExportConversation',
  },
  v1Leads: { method: 'GET', path: '/api/v1/leads', query: 'V1PageQuery', response: 'V1LeadList' },
  v1Sources: { method: 'GET', path: '/api/v1/knowledge/sources', response: 'KnowledgeSourceList' },
  v1AddWebsite: {
    method: 'POST',
    path: '/api/v1/knowledge/website',
    request: 'WebsiteSourceCreate',
    response: 'KnowledgeSource',
  },
  v1AddFeed: {
    method: 'POST',
    path: '/api/v1/knowledge/feeds',
    request: 'FeedSourceCreate',
    response: 'KnowledgeSource',
  },
  v1UploadFiles: { method: 'POST', path: '/api/v1/knowledge/files', response: 'UploadResult' },
  v1SyncSource: {
    method: 'POST',
    path: '/api/v1/knowledge/sources/{sourceId}/sync',
    response: 'KnowledgeSource',
  },
  v1DeleteSource: { method: 'DELETE', path: '/api/v1/knowledge/sources/{sourceId}' },
  health: { method: 'GET', path: '/healthz' },
  ready: { method: 'GET', path: '/readyz' },
} as const satisfies Record<string, Endpoint>;

/** Every group, for checks over the whole table (a bundle that does not use it drops it). */
export const endpointGroups = {
  widget: widgetEndpoints,
  console: consoleEndpoints,
  workspace: workspaceEndpoints,
  site: siteEndpoints,
  service: serviceEndpoints,
};

type ParamNames<P extends string> = P extends `${string}{${infer N}}${infer Rest}`
  ? N | ParamNames<Rest>
  : never;
type Schema<N> = N extends SchemaName ? Contract[N] : never;

/** The body a client sends, the query it may add and the answer it gets, from the schema names. */
export type RequestOf<E extends Endpoint> = E extends { request: infer N } ? z.input<Schema<N>> : undefined;
export type QueryOf<E extends Endpoint> = E extends { query: infer N } ? z.input<Schema<N>> : never;
export type ResponseOf<E extends Endpoint> = E extends { response: infer N } ? z.output<Schema<N>> : unknown;
export type PathParams<E extends Endpoint> = Record<ParamNames<E['path']>, string>;

type QueryValue = string | number | boolean | null | undefined;
/** Path parameters (required when the template has any), then optional query parameters. */
export type PathArgs<E extends Endpoint> = [ParamNames<E['path']>] extends [never]
  ? [params?: Record<string, never>, query?: Record<string, QueryValue>]
  : [params: PathParams<E>, query?: Record<string, QueryValue>];

/**
 * The URL path of an endpoint: each {name} replaced by its percent-encoded value, and the query
 * parameters that have a value ('', null and undefined are left out) appended.
 */
export function pathTo<E extends Endpoint>(endpoint: E, ...[params, query]: PathArgs<E>): string {
  return fillPath(endpoint.path, params, query);
}

/** pathTo without the type check on the parameter names (for generic callers); a missing one throws. */
export function fillPath(
  template: string,
  params: Record<string, string> = {},
  query: Record<string, QueryValue> = {},
): string {
  const path = template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value == null) throw new Error(`${template}: no value for {${name}}`);
    return encodeURIComponent(value);
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query))
    if (value != null && value !== '') search.set(name, String(value));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
