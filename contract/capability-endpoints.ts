/**
 * The console's endpoints of the capabilities added since the table began (people, privacy, identity
 * and actions, quality, billing and the audit log, integrations, Shopify, two-step sign-in), kept apart so endpoints.ts stays
 * readable; consoleEndpoints spreads them in, so every caller still sees one table.
 */
import type { Endpoint } from './endpoints.ts';

/** One's own face and a workspace's first-run checklist. */
export const peopleEndpoints = {
  profile: { method: 'GET', path: '/api/me/profile', response: 'Profile' },
  updateProfile: { method: 'PUT', path: '/api/me/profile', request: 'ProfileUpdate', response: 'Profile' },
  uploadAvatar: { method: 'PUT', path: '/api/me/avatar', response: 'Profile' },
  removeAvatar: { method: 'DELETE', path: '/api/me/avatar', response: 'Profile' },
  avatar: { method: 'GET', path: '/api/avatars/{avatarId}' },
  checklist: { method: 'GET', path: '/api/clients/{id}/checklist', response: 'WorkspaceChecklist' },
  markChecklist: {
    method: 'POST',
    path: '/api/clients/{id}/checklist/{step}',
    response: 'WorkspaceChecklist',
  },
} as const satisfies Record<string, Endpoint>;

/** Erase and export one visitor's data (issue 34). */
export const privacyEndpoints = {
  eraseVisitor: {
    method: 'POST',
    path: '/api/clients/{id}/privacy/erase',
    request: 'VisitorRef',
    response: 'VisitorErased',
  },
  exportVisitor: {
    method: 'POST',
    path: '/api/clients/{id}/privacy/export',
    request: 'VisitorRef',
    response: 'VisitorExport',
  },
} as const satisfies Record<string, Endpoint>;

/** Verified visitor identity and actions on the business's API (issue 30). */
export const identityEndpoints = {
  identitySecret: {
    method: 'GET',
    path: '/api/clients/{id}/identity-secret',
    response: 'IdentitySecretStatus',
  },
  rotateIdentitySecret: {
    method: 'POST',
    path: '/api/clients/{id}/identity-secret',
    response: 'IdentitySecretCreated',
  },
  actions: { method: 'GET', path: '/api/clients/{id}/actions', response: 'ActionList' },
  createAction: {
    method: 'POST',
    path: '/api/clients/{id}/actions',
    request: 'CreateActionInput',
    response: 'ActionView',
  },
  updateAction: {
    method: 'PUT',
    path: '/api/clients/{id}/actions/{actionId}',
    request: 'UpdateActionInput',
    response: 'ActionView',
  },
  deleteAction: { method: 'DELETE', path: '/api/clients/{id}/actions/{actionId}' },
  testAction: {
    method: 'POST',
    path: '/api/clients/{id}/actions/{actionId}/test',
    request: 'ActionTestRequest',
    response: 'ActionTestResult',
  },
  actionCalls: {
    method: 'GET',
    path: '/api/clients/{id}/actions/{actionId}/calls',
    response: 'ActionCallList',
  },
  sessionActionCalls: {
    method: 'GET',
    path: '/api/clients/{id}/sessions/{sessionId}/action-calls',
    response: 'ActionCallList',
  },
} as const satisfies Record<string, Endpoint>;

/** Outcomes, gaps, test suites and curated answers (issue 31). */
export const qualityEndpoints = {
  outcomes: {
    method: 'GET',
    path: '/api/clients/{id}/outcomes',
    query: 'RangeQuery',
    response: 'OutcomeReport',
  },
  quality: {
    method: 'GET',
    path: '/api/clients/{id}/quality',
    query: 'RangeQuery',
    response: 'QualityReport',
  },
  gaps: { method: 'GET', path: '/api/clients/{id}/gaps', query: 'RangeQuery', response: 'GapsReport' },
  allQuality: { method: 'GET', path: '/api/quality', query: 'RangeQuery', response: 'QualityReport' },
  answerTests: { method: 'GET', path: '/api/clients/{id}/tests', response: 'AnswerTestList' },
  addAnswerTest: {
    method: 'POST',
    path: '/api/clients/{id}/tests',
    request: 'AnswerTestCreate',
    response: 'AnswerTest',
  },
  removeAnswerTest: { method: 'DELETE', path: '/api/clients/{id}/tests/{testId}' },
  importAnswerTests: {
    method: 'POST',
    path: '/api/clients/{id}/tests/import',
    request: 'AnswerTestImport',
    response: 'AnswerTestImportResult',
  },
  runAnswerTests: { method: 'POST', path: '/api/clients/{id}/tests/run', response: 'AnswerTestRun' },
  curatedAnswer: {
    method: 'POST',
    path: '/api/clients/{id}/curated-answers',
    request: 'CuratedAnswerRequest',
    response: 'Faq',
  },
} as const satisfies Record<string, Endpoint>;

/** Subscriptions and billing (issue 29), and the audit log (issue 34). */
export const billingEndpoints = {
  billing: { method: 'GET', path: '/api/clients/{id}/billing', response: 'BillingState' },
  billingSubscribe: {
    method: 'POST',
    path: '/api/clients/{id}/billing/subscription',
    request: 'StartSubscriptionRequest',
    response: 'StartSubscriptionResponse',
  },
  billingConfirmSubscription: {
    method: 'POST',
    path: '/api/clients/{id}/billing/subscription/{subscriptionID}',
    response: 'BillingState',
  },
  billingCancel: { method: 'POST', path: '/api/clients/{id}/billing/cancel', response: 'BillingState' },
  billingChangePlan: {
    method: 'POST',
    path: '/api/clients/{id}/billing/plan',
    request: 'ChangePlanRequest',
    response: 'ChangePlanResponse',
  },
  billingRefresh: { method: 'POST', path: '/api/clients/{id}/billing/refresh', response: 'BillingState' },
  billingComp: {
    method: 'POST',
    path: '/api/clients/{id}/billing/comp',
    request: 'CompPlanRequest',
    response: 'BillingState',
  },
  billingSummary: { method: 'GET', path: '/api/admin/billing/summary', response: 'BillingSummary' },
  // The audit log (issue 34): a client's (operators and its owners) and the deployment's (operators).
  clientAuditLog: {
    method: 'GET',
    path: '/api/clients/{id}/audit-log',
    query: 'AuditLogQuery',
    response: 'AuditLogPage',
  },
  clientAuditExport: { method: 'GET', path: '/api/clients/{id}/audit-log/export', query: 'AuditExportQuery' },
  auditLog: { method: 'GET', path: '/api/audit-log', query: 'AuditLogQuery', response: 'AuditLogPage' },
  auditExport: { method: 'GET', path: '/api/audit-log/export', query: 'AuditExportQuery' },
} as const satisfies Record<string, Endpoint>;

/** Webhooks, notifications and exports of a client (console and /app; the owners' part of it). */
export const integrationEndpoints = {
  webhooks: { method: 'GET', path: '/api/clients/{id}/webhooks', response: 'WebhookEndpointList' },
  createWebhook: {
    method: 'POST',
    path: '/api/clients/{id}/webhooks',
    request: 'WebhookEndpointCreate',
    response: 'WebhookEndpointWithSecret',
  },
  webhook: { method: 'GET', path: '/api/clients/{id}/webhooks/{endpointId}', response: 'WebhookEndpoint' },
  updateWebhook: {
    method: 'PUT',
    path: '/api/clients/{id}/webhooks/{endpointId}',
    request: 'WebhookEndpointUpdate',
    response: 'WebhookEndpoint',
  },
  deleteWebhook: { method: 'DELETE', path: '/api/clients/{id}/webhooks/{endpointId}' },
  rotateWebhookSecret: {
    method: 'POST',
    path: '/api/clients/{id}/webhooks/{endpointId}/rotate-secret',
    response: 'WebhookEndpointWithSecret',
  },
  webhookDeliveries: {
    method: 'GET',
    path: '/api/clients/{id}/webhooks/{endpointId}/deliveries',
    query: 'WebhookDeliveryQuery',
    response: 'WebhookDeliveryList',
  },
  redeliverWebhook: {
    method: 'POST',
    path: '/api/clients/{id}/webhooks/{endpointId}/deliveries/{deliveryId}/redeliver',
  },
  notifications: { method: 'GET', path: '/api/clients/{id}/notifications', response: 'NotificationSettings' },
  exportConversations: {
    method: 'GET',
    path: '/api/clients/{id}/export/conversations',
    query: 'ExportQuery',
  },
  exportLeads: { method: 'GET', path: '/api/clients/{id}/export/leads', query: 'ExportQuery' },
  setSlack: {
    method: 'PUT',
    path: '/api/clients/{id}/notifications/slack',
    request: 'SlackSettingUpdate',
    response: 'NotificationSettings',
  },
  setNotificationMutes: {
    method: 'PUT',
    path: '/api/clients/{id}/notifications/people/{userId}',
    request: 'NotificationMutesUpdate',
    response: 'NotificationSettings',
  },
  followClient: {
    method: 'PUT',
    path: '/api/clients/{id}/notifications/follow',
    request: 'OperatorFollowUpdate',
    response: 'NotificationSettings',
  },
  unfollowClient: {
    method: 'DELETE',
    path: '/api/clients/{id}/notifications/follow',
    response: 'NotificationSettings',
  },
} as const satisfies Record<string, Endpoint>;

/** A Shopify store connected as a knowledge source (issue 30). */
export const shopifyEndpoints = {
  connectShopify: {
    method: 'POST',
    path: '/api/clients/{id}/knowledge/shopify',
    request: 'ShopifySourceCreate',
    response: 'KnowledgeSource',
  },
} as const satisfies Record<string, Endpoint>;

/** The operators' sign-in with its second step, and two-step sign-in settings (issue 34). */
export const twoFactorEndpoints = {
  adminLogin: {
    method: 'POST',
    path: '/api/admin/login',
    request: 'LoginRequest',
    response: 'AdminLoginResult',
  },
  adminLoginCode: {
    method: 'POST',
    path: '/api/admin/login/code',
    request: 'TwoFactorCodeRequest',
    response: 'AdminCodeResult',
  },
  adminLoginEnroll: {
    method: 'POST',
    path: '/api/admin/login/enroll',
    request: 'TwoFactorChallengeRequest',
    response: 'TwoFactorEnrolment',
  },
  adminTwoFactor: { method: 'GET', path: '/api/admin/2fa', response: 'TwoFactorStatusView' },
  adminTwoFactorEnroll: { method: 'POST', path: '/api/admin/2fa/enroll', response: 'TwoFactorEnrolment' },
  adminTwoFactorConfirm: {
    method: 'POST',
    path: '/api/admin/2fa/confirm',
    request: 'TwoFactorConfirmRequest',
    response: 'TwoFactorRecoveryCodes',
  },
  adminTwoFactorDisable: {
    method: 'POST',
    path: '/api/admin/2fa/disable',
    request: 'TwoFactorConfirmRequest',
  },
  twoFactorPolicy: {
    method: 'GET',
    path: '/api/clients/{id}/two-factor-policy',
    response: 'TwoFactorPolicy',
  },
  setTwoFactorPolicy: {
    method: 'PUT',
    path: '/api/clients/{id}/two-factor-policy',
    request: 'TwoFactorPolicy',
    response: 'TwoFactorPolicy',
  },
} as const satisfies Record<string, Endpoint>;

/** A workspace user's sign-in second step and own two-step settings (issue 34). */
export const workspaceTwoFactorEndpoints = {
  appLoginCode: {
    method: 'POST',
    path: '/api/app/login/code',
    request: 'TwoFactorCodeRequest',
    response: 'AppCodeResult',
  },
  appLoginEnroll: {
    method: 'POST',
    path: '/api/app/login/enroll',
    request: 'TwoFactorChallengeRequest',
    response: 'TwoFactorEnrolment',
  },
  appTwoFactor: { method: 'GET', path: '/api/app/2fa', response: 'TwoFactorStatusView' },
  appTwoFactorEnroll: { method: 'POST', path: '/api/app/2fa/enroll', response: 'TwoFactorEnrolment' },
  appTwoFactorConfirm: {
    method: 'POST',
    path: '/api/app/2fa/confirm',
    request: 'TwoFactorConfirmRequest',
    response: 'TwoFactorRecoveryCodes',
  },
  appTwoFactorDisable: { method: 'POST', path: '/api/app/2fa/disable', request: 'TwoFactorConfirmRequest' },
} as const satisfies Record<string, Endpoint>;
