import { z } from 'zod';
import { ErrorBody } from '../../../contract/errors.ts';
import {
  TwoFactorConfirmRequest,
  TwoFactorEnrolment,
  TwoFactorPolicy,
  TwoFactorRecoveryCodes,
  TwoFactorStatusView,
} from '../../../contract/two-factor.ts';
import { DomainError } from '../../domain/shared/index.ts';
import type { TwoFactorSubject } from '../../domain/two-factor/index.ts';
import type { Services } from '../../services.ts';
import { principalOf } from '../admin-session.ts';
import { defineRoute, type AnyRouteSpec } from '../define-route.ts';
import { parseInput } from '../parse-input.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 409: ErrorBody, 429: ErrorBody };
const Ok = z.object({ ok: z.literal(true) });
const IdParams = z.object({ id: z.string().min(1).max(64) });
type Req = Parameters<typeof principalOf>[0] & { auth: { credentials: { user?: unknown } } };
/** The code body is read after the caller is known: another audience's caller gets 403, not a 400. */
const codeOf = (request: { payload?: unknown }) => parseInput(TwoFactorConfirmRequest, request.payload ?? {});
const codeBody = {
  required: true,
  content: { 'application/json': { schema: z.toJSONSchema(TwoFactorConfirmRequest, { io: 'input' }) } },
};

/**
 * One's own two-step sign-in, for operators (/api/admin/2fa) and for workspace users (/api/app/2fa):
 * its state, enrolment (the secret shown once, confirmed by a first code that returns the recovery
 * codes) and turning it off with a code, which a policy that requires it refuses. And a client's
 * policy, which its owners (or operators) set.
 */
export const twoFactorRoutes = (s: Services): AnyRouteSpec[] => {
  const operator = (request: Req) => {
    const p = principalOf(request);
    if (!p || p.role !== 'operator') throw new DomainError('forbidden', 'Customers use /api/app/2fa');
    const { id, username } = request.auth.credentials.user as { id: string; username: string };
    return {
      subject: `operator:${id}` as TwoFactorSubject,
      label: username,
      required: s.config.requireTwoFactor,
    };
  };
  const customer = async (request: Req) => {
    const p = principalOf(request);
    if (!p || p.role === 'operator') throw new DomainError('forbidden', 'Operators use /api/admin/2fa');
    const required = await s.twoFactorPolicy.required(p.clientId);
    return { subject: `customer:${p.email}` as TwoFactorSubject, label: p.email, required };
  };
  const routesFor = (
    base: string,
    tag: string,
    who: (r: Req) => Promise<ReturnType<typeof operator>> | ReturnType<typeof operator>,
  ) => [
    defineRoute({
      method: 'GET',
      path: `${base}/2fa`,
      summary: 'One’s own two-step sign-in: on or off, recovery codes left, whether it is required',
      tag,
      auth: 'admin',
      responses: { 200: TwoFactorStatusView, ...errors },
      handler: async ({ request }) => {
        const me = await who(request as Req);
        return { ...(await s.twoFactor.status(me.subject)), required: me.required };
      },
    }),
    defineRoute({
      method: 'POST',
      path: `${base}/2fa/enroll`,
      summary: 'Start two-step sign-in: the authenticator app secret and otpauth:// URI, shown once',
      tag,
      auth: 'admin',
      responses: { 200: TwoFactorEnrolment, ...errors },
      handler: async ({ request }) => {
        const me = await who(request as Req);
        return s.twoFactor.beginEnrolment(me.subject, me.label);
      },
    }),
    defineRoute({
      method: 'POST',
      path: `${base}/2fa/confirm`,
      summary: 'Turn two-step sign-in on with a first code; returns the recovery codes, shown once',
      tag,
      auth: 'admin',
      requestBody: codeBody,
      responses: { 200: TwoFactorRecoveryCodes, ...errors },
      handler: async ({ request }) => {
        const me = await who(request as Req);
        return s.twoFactor.confirmEnrolment(me.subject, codeOf(request).code);
      },
    }),
    defineRoute({
      method: 'POST',
      path: `${base}/2fa/disable`,
      summary: 'Turn two-step sign-in off with a code (refused while a policy requires it)',
      tag,
      auth: 'admin',
      requestBody: codeBody,
      responses: { 200: Ok, ...errors },
      handler: async ({ request }) => {
        const me = await who(request as Req);
        const body = codeOf(request);
        if (me.required)
          throw new DomainError('conflict', 'Two-step sign-in is required here, so it stays on');
        await s.twoFactor.disable(me.subject, body.code);
        return { ok: true as const };
      },
    }),
  ];
  return [
    ...routesFor('/api/admin', 'admin', operator),
    ...routesFor('/api/app', 'app', customer),
    defineRoute({
      method: 'GET',
      path: '/api/clients/{id}/two-factor-policy',
      summary: 'Whether the client’s owners require two-step sign-in of everyone in the workspace',
      tag: 'users',
      auth: 'admin',
      params: IdParams,
      responses: { 200: TwoFactorPolicy, ...errors },
      handler: async ({ params }) => {
        await s.clients.get(params.id);
        return { required: await s.twoFactorPolicy.required(params.id) };
      },
    }),
    defineRoute({
      method: 'PUT',
      path: '/api/clients/{id}/two-factor-policy',
      summary: 'Require two-step sign-in of everyone in the workspace (owners); each enrols at next sign-in',
      tag: 'users',
      auth: 'admin',
      params: IdParams,
      body: TwoFactorPolicy,
      responses: { 200: TwoFactorPolicy, ...errors },
      handler: async ({ params, body, request }) => {
        await s.clients.get(params.id);
        const principal = principalOf(request);
        const by =
          principal && principal.role !== 'operator'
            ? { email: principal.email }
            : { operator: true as const };
        await s.twoFactorPolicy.set(params.id, body.required, by);
        return { required: body.required };
      },
    }),
  ];
};
