import type { AuditEntry } from '../../../contract/audit.ts';

/** What each recorded action reads as in the log; an action missing here shows its name. */
export const ACTION_TEXTS: Readonly<Record<string, string>> = {
  'client.created': 'Created the client',
  'client.updated': 'Changed settings',
  'client.deleted': 'Deleted the client',
  'usage.reset': 'Reset this month’s usage',
  'token.rotated': 'Replaced the production token',
  'token.revoked': 'Removed the production token',
  'test-token.rotated': 'Replaced the test token',
  'test-token.revoked': 'Removed the test token',
  'test-mode.changed': 'Turned test mode on or off',
  'api-key.created': 'Created a secret API key',
  'api-key.revoked': 'Revoked a secret API key',
  'knowledge.edited': 'Edited knowledge',
  'knowledge.synced': 'Synced a knowledge source',
  'knowledge.source-added': 'Added a knowledge source',
  'knowledge.source-removed': 'Removed a knowledge source',
  'knowledge.document-removed': 'Removed a document',
  'knowledge.files-uploaded': 'Uploaded files',
  'unanswered.dismissed': 'Dismissed unanswered questions',
  'user.invited': 'Invited a user',
  'user.link-sent': 'Sent a sign-in link',
  'user.removed': 'Removed a user',
  'visitor.erased': 'Erased a visitor’s data',
  'visitor.exported': 'Exported a visitor’s data',
  'identity-secret.rotated': 'Replaced the identity secret',
  'action.created': 'Created an action',
  'action.updated': 'Changed an action',
  'action.deleted': 'Deleted an action',
  'action.tried': 'Tried an action',
  'test-suite.edited': 'Edited the test suite',
  'test-suite.imported': 'Imported test questions',
  'billing.subscription-started': 'Started a subscription',
  'billing.subscription-confirmed': 'Confirmed a subscription',
  'billing.cancelled': 'Cancelled the subscription',
  'billing.plan-change-asked': 'Asked for a plan change',
  'billing.comped': 'Comped the plan',
  'webhook.created': 'Added a webhook endpoint',
  'webhook.updated': 'Changed a webhook endpoint',
  'webhook.deleted': 'Removed a webhook endpoint',
  'webhook.secret-rotated': 'Replaced a webhook signing secret',
  'webhook.redelivered': 'Redelivered a webhook event',
  'notifications.slack-changed': 'Changed the Slack channel',
  'notifications.preferences-changed': 'Changed notification preferences',
  'notifications.followed': 'Followed the client’s notices',
  'notifications.unfollowed': 'Stopped following the client’s notices',
  'two-factor.enabled': 'Turned two-step sign-in on',
  'two-factor.disabled': 'Turned two-step sign-in off',
  'two-factor.reset': 'Reset someone’s two-step sign-in',
  'two-factor-policy.updated': 'Changed the two-step sign-in policy',
  'operator.created': 'Created an operator',
  'operator.password-changed': 'Changed an operator’s password',
};

export const actionText = (action: string) => ACTION_TEXTS[action] ?? action;

const KIND_TEXTS: Record<AuditEntry['actor']['kind'], string> = {
  operator: 'Operator',
  user: 'Workspace user',
  cli: 'Command line',
  key: 'Secret key',
};
export const actorKindText = (kind: AuditEntry['actor']['kind']) => KIND_TEXTS[kind];

/** A value as one short line: strings as they are, anything else as JSON, "—" when absent. */
export function valueText(value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 120 ? `${text.slice(0, 119)}…` : text;
}
