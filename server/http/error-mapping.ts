import type { Boom } from '@hapi/boom';
import type { ErrorBody, ErrorCode } from '../../contract/errors.ts';
import { DomainError } from '../domain/shared/index.ts';
import { STORAGE_FULL_MESSAGE, storageFullCode } from '../ops/storage-full.ts';

const STATUS: Record<ErrorCode, number> = {
  bad_request: 400,
  validation_failed: 400,
  unauthorized: 401,
  forbidden: 403,
  origin_not_allowed: 403,
  cross_site_request: 403,
  not_found: 404,
  conflict: 409,
  handoff_active: 409,
  payload_too_large: 413,
  request_timeout: 408,
  unsupported_media_type: 415,
  payment_failed: 402,
  rate_limited: 429,
  login_throttled: 429,
  usage_limit_reached: 429,
  plan_feature_unavailable: 403,
  sync_in_progress: 409,
  internal: 500,
  provider_error: 502,
  payments_not_configured: 503,
  shutting_down: 503,
  storage_full: 507,
};

const CODE_OF_STATUS: Record<number, ErrorCode> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  408: 'request_timeout',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
};

export function statusOf(code: ErrorCode): number {
  return STATUS[code];
}

/** One mapping from any thrown error to the wire body; unknown errors never leak their message. */
export function toErrorResponse(err: Boom | Error): { status: number; body: ErrorBody } {
  if (err instanceof DomainError) {
    return {
      status: STATUS[err.code],
      body: { error: err.message, code: err.code, ...(err.fields ? { fields: err.fields } : {}) },
    };
  }
  if (storageFullCode(err))
    return { status: 507, body: { error: STORAGE_FULL_MESSAGE, code: 'storage_full' } };
  const boom = err as Boom;
  const status = boom.isBoom ? boom.output.statusCode : 500;
  if (status >= 500) return { status: 500, body: { error: 'Internal server error', code: 'internal' } };
  const code = CODE_OF_STATUS[status] ?? 'bad_request';
  const message =
    status === 413
      ? 'Request body is too large'
      : status === 415
        ? 'Request body must be JSON (Content-Type: application/json)'
        : status === 404
          ? 'Not found'
          : status === 400 && /JSON|payload/i.test(boom.message)
            ? 'Request body is not valid JSON'
            : boom.output.payload.message || boom.message;
  return { status, body: { error: message, code } };
}
