import { z } from 'zod';

/**
 * The events that leave Frontdesk: every type a webhook endpoint may subscribe to, and the kind of
 * notification (mail, Slack) each one raises for the client's people. Adding an event type is one line
 * here; the server's outbox (server/domain/outbox/) writes, signs, delivers and retries it.
 * `webhook: false` keeps a type internal (a notice to the team that is not an integration event).
 */
export const EVENT_TYPES = {
  'conversation.started': { webhook: true, notification: null },
  'conversation.ended': { webhook: true, notification: null },
  'message.created': { webhook: true, notification: null },
  'lead.created': { webhook: true, notification: 'lead' },
  'handoff.requested': { webhook: true, notification: 'handoff_waiting' },
  'handoff.taken': { webhook: true, notification: null },
  'handoff.released': { webhook: true, notification: null },
  'handoff.missed': { webhook: true, notification: 'handoff_missed' },
  'usage.threshold_reached': { webhook: true, notification: 'usage' },
  'knowledge.sync_failed': { webhook: true, notification: 'sync_failed' },
  'feedback.created': { webhook: true, notification: null },
  'visitor.erased': { webhook: true, notification: null },
  'webhook.endpoint_disabled': { webhook: false, notification: 'webhook_disabled' },
  // The billing mails to a client's owners (channel `billing_mail`: each one goes, none coalesced or muted).
  'billing.welcome': { webhook: false, notification: null },
  'billing.receipt': { webhook: false, notification: null },
  'billing.payment_failed': { webhook: false, notification: null },
  'billing.grace_ending': { webhook: false, notification: null },
  'billing.plan_ended': { webhook: false, notification: null },
  'tests.regressed': { webhook: true, notification: 'tests_regressed' },
} as const satisfies Record<string, { webhook: boolean; notification: NotificationKindName | null }>;

export type EventType = keyof typeof EVENT_TYPES;
export const EVENT_TYPE_NAMES = Object.keys(EVENT_TYPES) as EventType[];
export const EventTypeName = z.enum(EVENT_TYPE_NAMES as [EventType, ...EventType[]]);

/** The types a webhook endpoint may subscribe to. */
export const WEBHOOK_EVENT_TYPES = EVENT_TYPE_NAMES.filter((t) => EVENT_TYPES[t].webhook);
export const WebhookEventType = z.enum(WEBHOOK_EVENT_TYPES as [EventType, ...EventType[]]);

/** The kinds of notification a person may turn off (each raised by the event types above). */
export const NOTIFICATION_KINDS = [
  'lead',
  'handoff_waiting',
  'handoff_missed',
  'usage',
  'sync_failed',
  'webhook_disabled',
  'tests_regressed',
] as const;
type NotificationKindName = (typeof NOTIFICATION_KINDS)[number];
export const NotificationKind = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = z.infer<typeof NotificationKind>;

/** The notification kind an event type raises, if any. */
export const notificationOf = (type: EventType): NotificationKind | null => EVENT_TYPES[type].notification;

/**
 * What a webhook endpoint receives: `id` is the idempotency key (a retry or a redelivery carries the
 * same one), signed in the `Frontdesk-Signature` header as `t=<unix seconds>,v1=<hex HMAC-SHA256 of
 * "<t>.<raw body>">` (Stripe's scheme).
 */
export const WebhookEvent = z.strictObject({
  id: z.string(),
  type: EventTypeName,
  createdAt: z.string(),
  clientId: z.string(),
  data: z.record(z.string(), z.unknown()),
});
export type WebhookEvent = z.infer<typeof WebhookEvent>;
