import { z } from 'zod';

/** Stable machine-readable error codes; transports map them to statuses, clients match on them. */
export const ErrorCode = z.enum([
  'bad_request',
  'validation_failed',
  'unauthorized',
  'forbidden',
  'origin_not_allowed',
  'cross_site_request',
  'unsupported_media_type',
  'not_found',
  'conflict',
  'payload_too_large',
  /** The request body did not arrive within the server's body deadline. */
  'request_timeout',
  'rate_limited',
  'login_throttled',
  'usage_limit_reached',
  'plan_feature_unavailable',
  'sync_in_progress',
  'payments_not_configured',
  'payment_failed',
  'provider_error',
  /** No AI reply: a person was asked for, or an operator holds the conversation. */
  'handoff_active',
  /** This process is shutting down: the same request succeeds on another one (or after the restart). */
  'shutting_down',
  /** The server's disk is full: nothing was saved; the same request succeeds once there is space. */
  'storage_full',
  'internal',
]);
export type ErrorCode = z.infer<typeof ErrorCode>;

/** Every error body on the wire: human text, a stable code, and per-field messages for forms. */
export const ErrorBody = z.object({
  error: z.string(),
  code: ErrorCode,
  fields: z.record(z.string(), z.string()).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;
