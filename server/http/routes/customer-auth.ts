import type { Request, ResponseToolkit } from '@hapi/hapi';
import { z } from 'zod';
import {
  AppCodeResult,
  AppLoginResult,
  TwoFactorChallengeRequest,
  TwoFactorCodeRequest,
  TwoFactorEnrolment,
} from '../../../contract/two-factor.ts';
import {
  AppMeResponse,
  CustomerLoginRequest,
  PasswordResetRequest,
  SetPasswordRequest,
  SwitchWorkspaceRequest,
  PasswordLinkCheck,
  PasswordLinkStatus,
} from '../../../contract/accounts.ts';
import type { CustomerPrincipal } from '../../domain/accounts/index.ts';
import { ErrorBody } from '../../../contract/errors.ts';
import { DomainError } from '../../domain/shared/index.ts';
import type { Services } from '../../services.ts';
import { appCookieName, principalOf, readAppCookie } from '../admin-session.ts';
import { defineRoute } from '../define-route.ts';

const Ok = z.object({ ok: z.literal(true) });

/** Sign-in, sign-out and passwords of customers (owners and members) for the workspace at /app. */
export const customerAuthRoutes = (s: Services) => {
  // Links are guessed by nobody (256 bits), but each try still costs an argon2 hash: keep scripts off.
  const passwordLimit = s.rateLimits('customer-password', { limit: 20, windowMs: 15 * 60_000 });
  const meOf = async (p: CustomerPrincipal) => ({
    user: { email: p.email, role: p.role },
    clientId: p.clientId,
    publicUrl: s.config.publicUrl,
    workspaces: await s.customerAccounts.workspaces(p),
  });
  const me = (request: Parameters<typeof principalOf>[0]) => {
    const p = principalOf(request);
    if (!p || p.role === 'operator')
      throw new DomainError('forbidden', 'Operators sign in to the console at /admin');
    return meOf(p);
  };
  const secure = s.config.secureCookies;
  const cookieName = appCookieName(secure);
  const ttlOf = (expiresAt: string) => new Date(expiresAt).getTime() - s.clock.now().getTime();
  /** Answers with a new session: its cookie set, any session known before ended (rotation). */
  const signedIn = async (
    request: Request,
    h: ResponseToolkit,
    session: { sessionToken: string; expiresAt: string; principal: CustomerPrincipal },
    extra: object = {},
  ) => {
    const previous = readAppCookie(request, secure);
    if (previous) await s.customerAccounts.logout(previous);
    return h
      .response({ ...(await meOf(session.principal)), ...extra })
      .state(cookieName, session.sessionToken, { ttl: ttlOf(session.expiresAt) });
  };
  return [
    defineRoute({
      method: 'POST',
      path: '/api/app/login',
      summary: 'Customer sign-in (owner or member); sets the workspace session cookie, or asks for a code',
      tag: 'app',
      auth: 'public',
      body: CustomerLoginRequest,
      responses: { 200: AppLoginResult, 400: ErrorBody, 401: ErrorBody, 429: ErrorBody },
      handler: async ({ body, request, h }) => {
        const ip = request.info.remoteAddress;
        const result = await s.customerSignIn.login({ email: body.email, password: body.password, ip });
        return 'twoFactor' in result ? result : signedIn(request, h, result.signedIn);
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/api/app/login/code',
      summary: 'The second step of a customer sign-in: a code from the app (or a recovery code)',
      tag: 'app',
      auth: 'public',
      body: TwoFactorCodeRequest,
      responses: { 200: AppCodeResult, 400: ErrorBody, 401: ErrorBody, 429: ErrorBody },
      handler: async ({ body, request, h }) => {
        const { session, recoveryCodes } = await s.customerSignIn.verify(body.challenge, body.code);
        return signedIn(request, h, session, { recoveryCodes });
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/api/app/login/enroll',
      summary: 'A customer sign-in that must enrol first: the authenticator app secret and URI',
      tag: 'app',
      auth: 'public',
      body: TwoFactorChallengeRequest,
      responses: { 200: TwoFactorEnrolment, 400: ErrorBody, 401: ErrorBody, 409: ErrorBody },
      handler: ({ body }) => s.customerSignIn.enrol(body.challenge),
    }),
    defineRoute({
      method: 'GET',
      path: '/api/app/me',
      summary: 'The signed-in customer and their client',
      tag: 'app',
      auth: 'admin',
      responses: { 200: AppMeResponse, 401: ErrorBody, 403: ErrorBody },
      handler: ({ request }) => me(request),
    }),
    defineRoute({
      method: 'POST',
      path: '/api/app/workspace',
      summary: 'Switch to another workspace of the same person (a new session; the old one ends)',
      tag: 'app',
      auth: 'admin',
      body: SwitchWorkspaceRequest,
      responses: { 200: AppMeResponse, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
      handler: async ({ body, request, h }) => {
        if (principalOf(request)?.role === 'operator')
          throw new DomainError('forbidden', 'Operators sign in to the console at /admin');
        const session = await s.customerAccounts.switchWorkspace(
          readAppCookie(request, secure),
          body.clientId,
        );
        return h
          .response(await meOf(session.principal))
          .state(cookieName, session.sessionToken, { ttl: ttlOf(session.expiresAt) });
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/api/app/logout',
      summary: 'Customer sign-out; deletes the server-side session',
      tag: 'app',
      auth: 'admin',
      responses: { 200: Ok, 401: ErrorBody, 403: ErrorBody },
      handler: async ({ request, h }) => {
        await s.customerAccounts.logout(readAppCookie(request, secure));
        return h.response({ ok: true }).unstate(cookieName);
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/api/app/password',
      summary:
        'Set a password with a one-time link (first password, invitation or reset); ends other sessions',
      tag: 'app',
      auth: 'public',
      rateLimit: passwordLimit,
      body: SetPasswordRequest,
      responses: { 200: z.object({ email: z.string() }), 400: ErrorBody, 429: ErrorBody },
      // Setting the password signs the person in: the workspace cookie comes with the answer.
      handler: async ({ body, h }) => {
        const { email, signedIn } = await s.customerAccounts.setPasswordWithLink(body.token, body.password);
        return h
          .response({ email })
          .state(cookieName, signedIn.sessionToken, { ttl: ttlOf(signedIn.expiresAt) });
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/api/app/password-link',
      summary:
        'Check a set-password link before its form is filled: valid (for which workspace), expired or used',
      tag: 'app',
      auth: 'public',
      rateLimit: passwordLimit,
      body: PasswordLinkCheck,
      responses: { 200: PasswordLinkStatus, 400: ErrorBody, 429: ErrorBody },
      handler: ({ body }) => s.customerAccounts.checkLink(body.token),
    }),
    defineRoute({
      method: 'POST',
      path: '/api/app/password-reset',
      summary: 'Email a reset link when the address has an account; the same answer either way',
      tag: 'app',
      auth: 'public',
      rateLimit: passwordLimit,
      body: PasswordResetRequest,
      responses: { 200: Ok, 400: ErrorBody, 429: ErrorBody },
      handler: async ({ body, request }) => {
        await s.customerAccounts.requestReset(body.email, request.info.remoteAddress);
        return { ok: true } as const;
      },
    }),
  ];
};
