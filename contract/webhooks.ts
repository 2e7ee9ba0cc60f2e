import { z } from 'zod';
import { WebhookEventType } from './events.ts';

/** A client's webhook endpoint as the API shows it: never its signing secret. */
export const WebhookEndpoint = z.strictObject({
  id: z.string(),
  url: z.string(),
  events: z.array(WebhookEventType),
  description: z.string(),
  enabled: z.boolean(),
  /** Why it was turned off: by a person ('manual'), or by Frontdesk after failing for a day ('failing'). */
  disabledReason: z.enum(['manual', 'failing']).nullable(),
  /** Since when every delivery has failed (null: the last one succeeded). */
  failingSince: z.string().nullable(),
  /** The first characters of the signing secret, to tell secrets apart. */
  secretPrefix: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type WebhookEndpoint = z.infer<typeof WebhookEndpoint>;

const url = z
  .string()
  .trim()
  .min(1, 'Enter the URL')
  .max(2000, 'At most 2000 characters')
  .refine((v) => URL.canParse(v), 'Enter a full URL, such as https://example.com/hooks/frontdesk');
const events = z.array(WebhookEventType).min(1, 'Choose at least one event').max(50);

export const WebhookEndpointCreate = z.strictObject({
  url,
  events,
  description: z.string().trim().max(200).default(''),
});
export type WebhookEndpointCreate = z.input<typeof WebhookEndpointCreate>;

export const WebhookEndpointUpdate = z.strictObject({
  url: url.optional(),
  events: events.optional(),
  description: z.string().trim().max(200).optional(),
  enabled: z.boolean().optional(),
});
export type WebhookEndpointUpdate = z.input<typeof WebhookEndpointUpdate>;

/** The answer to a create or a secret rotation: the only time the secret is shown. */
export const WebhookEndpointWithSecret = z.strictObject({
  endpoint: WebhookEndpoint,
  secret: z.string(),
});
export type WebhookEndpointWithSecret = z.infer<typeof WebhookEndpointWithSecret>;

export const WebhookEndpointList = z.strictObject({ endpoints: z.array(WebhookEndpoint) });
export type WebhookEndpointList = z.infer<typeof WebhookEndpointList>;

/** One delivery of one event to an endpoint, with its last attempt. */
export const WebhookDelivery = z.strictObject({
  id: z.string(),
  eventId: z.string(),
  type: z.string(),
  status: z.enum(['pending', 'delivered', 'failed', 'cancelled']),
  attempts: z.number().int(),
  /** The receiver's last HTTP status (null: no answer, or not tried yet). */
  responseStatus: z.number().int().nullable(),
  /** How long the last attempt took. */
  durationMs: z.number().int().nullable(),
  lastError: z.string().nullable(),
  /** The start of the receiver's last answer (cut at 1 KB). */
  responseBody: z.string().nullable(),
  createdAt: z.string(),
  nextAttemptAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof WebhookDelivery>;

export const WebhookDeliveryList = z.strictObject({
  deliveries: z.array(WebhookDelivery),
  /** Pass as `before` for the next (older) page; null at the end. */
  nextCursor: z.string().nullable(),
});
export type WebhookDeliveryList = z.infer<typeof WebhookDeliveryList>;

export const WebhookDeliveryQuery = z.strictObject({
  before: z.string().max(64).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
