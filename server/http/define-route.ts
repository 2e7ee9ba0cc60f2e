import type { Request, ResponseToolkit, RouteOptions, ServerRoute } from '@hapi/hapi';
import type { z } from 'zod';
import { DomainError, type RateLimiter } from '../domain/shared/index.ts';
import { principalOf } from './admin-session.ts';
import { newRequestId, withRequestId } from '../ops/log.ts';
import { parseInput } from './parse-input.ts';
import { enforceTenantAccess } from './tenant-access.ts';

export type RouteAuth = 'admin' | 'public';

export interface RouteSpec<B extends z.ZodType, Q extends z.ZodType, P extends z.ZodType> {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  summary: string;
  tag: string;
  auth: RouteAuth;
  body?: B;
  query?: Q;
  params?: P;
  /** The OpenAPI requestBody of a route whose body is not JSON (a multipart upload). */
  requestBody?: Record<string, unknown>;
  /** Status → schema of the answer, for the OpenAPI document. */
  responses?: Record<number, z.ZodType | null>;
  options?: Omit<RouteOptions, 'handler' | 'auth'>;
  /** Per-IP limiter checked before anything else runs (public routes without a token). */
  rateLimit?: RateLimiter;
  handler(input: {
    body: z.output<B>;
    query: z.output<Q>;
    params: z.output<P>;
    request: Request;
    h: ResponseToolkit;
  }): unknown;
}

/** Every route the server registers, kept for the OpenAPI document. */
export type AnyRouteSpec = RouteSpec<z.ZodType, z.ZodType, z.ZodType>;

/**
 * A route is: parse params, query and body with contract schemas (a bad one answers 400 with the
 * field messages), call one service, return. This turns that spec into a hapi route.
 */
export function toHapiRoute(spec: AnyRouteSpec): ServerRoute {
  return {
    method: spec.method,
    path: spec.path,
    options: {
      ...spec.options,
      auth: spec.auth === 'admin' ? 'admin' : false,
      payload:
        spec.method === 'GET' || spec.method === 'DELETE'
          ? undefined
          : { allow: ['application/json'], maxBytes: 1024 * 1024, ...(spec.options?.payload ?? {}) },
      handler: async (request, h) => {
        if (spec.rateLimit) {
          const { allowed, retryAfterMs } = await spec.rateLimit.hit(request.info.remoteAddress);
          if (!allowed)
            throw Object.assign(new DomainError('rate_limited', 'Too many requests. Please slow down.'), {
              retryAfterMs,
            });
        }
        // Signed-in routes decide by role: operators reach every client, customers their own (tenant-access.ts).
        const principal = spec.auth === 'admin' ? principalOf(request) : null;
        if (principal) enforceTenantAccess(principal, spec, request);
        const params = spec.params ? parseInput(spec.params, request.params) : request.params;
        const query = spec.query ? parseInput(spec.query, request.query) : request.query;
        const body = spec.body ? parseInput(spec.body, request.payload ?? {}) : undefined;
        // The request's id rides along into the services it calls, down to the model call's log line.
        const requestId = (request.app as { requestId?: string }).requestId ?? newRequestId();
        const result = await withRequestId(requestId, () =>
          spec.handler({ body, query, params, request, h }),
        );
        return result === undefined ? h.response().code(204) : result;
      },
    },
  };
}

export function defineRoute<
  B extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  P extends z.ZodType = z.ZodType,
>(spec: RouteSpec<B, Q, P>): AnyRouteSpec {
  return spec as unknown as AnyRouteSpec;
}
