import type { Migration } from 'kysely';
import * as initial from './001-initial.ts';
import * as knowledge from './002-knowledge.ts';
import * as payments from './003-payments.ts';
import * as insights from './004-unanswered-and-leads.ts';
import * as knowledgeSources from './005-knowledge-sources.ts';
import * as oneWebsite from './006-one-website-per-client.ts';
import * as security from './007-security.ts';
import * as customMessageLimits from './008-custom-message-limits.ts';
import * as humanHandoff from './009-human-handoff.ts';
import * as modelAnswers from './010-model-answers.ts';
import * as customerAccounts from './011-customer-accounts.ts';
import * as changeNotifications from './012-change-notifications.ts';
import * as handoffWaits from './013-handoff-waits.ts';
import * as workspacesAndUpgrades from './014-workspaces-and-upgrades.ts';
import * as pendingCharges from './015-pending-charges.ts';
import * as oneStemmer from './016-one-stemmer.ts';
import * as replyToColumn from './018-reply-to-column.ts';
import * as syncProgress from './020-sync-progress.ts';
import * as replyLinkFirst from './021-reply-link-first.ts';
import * as adminLookups from './022-admin-lookups.ts';
import * as verifiedPasswords from './023-verified-passwords.ts';
import * as twoFactor from './024-two-factor.ts';
import * as auditLog from './025-audit-log.ts';
import * as outbox from './026-outbox.ts';
import * as webhookEndpoints from './027-webhook-endpoints.ts';
import * as notificationSettings from './028-notification-settings.ts';
import * as visitorIdentity from './029-visitor-identity.ts';
import * as emailCodes from './030-email-codes.ts';
import * as actions from './031-actions.ts';
import * as subscriptions from './032-subscriptions.ts';
import * as billingPeriods from './033-billing-periods.ts';
import * as feedbackAndOutcomes from './035-feedback-and-outcomes.ts';
import * as answerTests from './036-answer-tests.ts';
import * as visitorPrivacy from './037-visitor-privacy.ts';
import * as assistantSettings from './038-assistant-settings.ts';
import * as preChatLeads from './039-pre-chat-leads.ts';
import * as people from './040-people.ts';
import * as workspaceChecklist from './041-workspace-checklist.ts';
import * as consentMode from './042-consent-mode.ts';
import * as actionCards from './044-action-cards.ts';
import * as outboxLeanIndex from './048-outbox-lean-index.ts';
import * as operatorFollows from './049-operator-follows.ts';
import * as subscriptionSignUps from './050-subscription-sign-ups.ts';
import * as messageLogCursor from './058-message-log-cursor.ts';

/**
 * The PostgreSQL migrations: the same names and the same logical schema as ../../migrations (SQLite),
 * in PostgreSQL's SQL. A new migration gets a file in both folders under the same name.
 */
export const postgresMigrations: Record<string, Migration> = {
  '001-initial': initial,
  '002-knowledge': knowledge,
  '003-payments': payments,
  '004-unanswered-and-leads': insights,
  '005-knowledge-sources': knowledgeSources,
  '006-one-website-per-client': oneWebsite,
  '007-security': security,
  '008-custom-message-limits': customMessageLimits,
  '009-human-handoff': humanHandoff,
  '010-model-answers': modelAnswers,
  '011-customer-accounts': customerAccounts,
  '012-change-notifications': changeNotifications,
  '013-handoff-waits': handoffWaits,
  '014-workspaces-and-upgrades': workspacesAndUpgrades,
  '015-pending-charges': pendingCharges,
  '016-one-stemmer': oneStemmer,
  '018-reply-to-column': replyToColumn,
  '020-sync-progress': syncProgress,
  '021-reply-link-first': replyLinkFirst,
  '022-admin-lookups': adminLookups,
  '023-verified-passwords': verifiedPasswords,
  '024-two-factor': twoFactor,
  '025-audit-log': auditLog,
  '026-outbox': outbox,
  '027-webhook-endpoints': webhookEndpoints,
  '028-notification-settings': notificationSettings,
  '029-visitor-identity': visitorIdentity,
  '030-email-codes': emailCodes,
  '031-actions': actions,
  '032-subscriptions': subscriptions,
  '033-billing-periods': billingPeriods,
  '035-feedback-and-outcomes': feedbackAndOutcomes,
  '036-answer-tests': answerTests,
  '037-visitor-privacy': visitorPrivacy,
  '038-assistant-settings': assistantSettings,
  '039-pre-chat-leads': preChatLeads,
  '040-people': people,
  '041-workspace-checklist': workspaceChecklist,
  '042-consent-mode': consentMode,
  '044-action-cards': actionCards,
  '048-outbox-lean-index': outboxLeanIndex,
  '049-operator-follows': operatorFollows,
  '050-subscription-sign-ups': subscriptionSignUps,
  '058-message-log-cursor': messageLogCursor,
};
