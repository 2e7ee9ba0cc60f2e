import { ErrorBody } from '../../../contract/errors.ts';
import { VisitorErased, VisitorExport, VisitorRef } from '../../../contract/privacy.ts';
import type { VisitorLookup } from '../../domain/privacy/index.ts';
import type { Services } from '../../services.ts';
import { defineRoute, type AnyRouteSpec } from '../define-route.ts';
import { z } from 'zod';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const IdParams = z.object({ id: z.string().min(1).max(64) });
const lookupOf = (body: VisitorRef): VisitorLookup =>
  body.sessionId !== undefined ? { sessionId: body.sessionId } : { email: body.email ?? '' };

/** One visitor's data, for the client's owners and operators: exported as JSON, or erased. */
export const privacyRoutes = (s: Services): AnyRouteSpec[] => [
  defineRoute({
    method: 'POST',
    path: '/api/clients/{id}/privacy/export',
    summary: 'Everything stored about one visitor (by session id or email), as JSON',
    tag: 'privacy',
    auth: 'admin',
    params: IdParams,
    body: VisitorRef,
    responses: { 200: VisitorExport, ...errors },
    handler: ({ params, body }) => s.visitorData.export(params.id, lookupOf(body)),
  }),
  defineRoute({
    method: 'POST',
    path: '/api/clients/{id}/privacy/erase',
    summary:
      'Erase everything of one visitor (by session id or email); their live conversations end. ' +
      '`erased: false` (200) when nothing was stored',
    tag: 'privacy',
    auth: 'admin',
    params: IdParams,
    body: VisitorRef,
    responses: { 200: VisitorErased, ...errors },
    handler: ({ params, body }) => s.visitorData.erase(params.id, lookupOf(body)),
  }),
];
