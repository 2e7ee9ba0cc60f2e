import type { Request, ResponseToolkit } from '@hapi/hapi';
import { z } from 'zod';
import { LoginRequest, MeResponse } from '../../../contract/admin.ts';
import { ErrorBody } from '../../../contract/errors.ts';
import {
  AdminCodeResult,
  AdminLoginResult,
  TwoFactorChallengeRequest,
  TwoFactorCodeRequest,
  TwoFactorEnrolment,
} from '../../../contract/two-factor.ts';
import type { Services } from '../../services.ts';
import { adminCookieName, readAdminCookie } from '../admin-session.ts';
import { defineRoute } from '../define-route.ts';

export const adminAuthRoutes = (s: Services) => {
  const cookie = adminCookieName(s.config.secureCookies);
  /** Answers with a new session: its cookie set, any session known before ended (rotation). */
  const signedIn = async (
    request: Request,
    h: ResponseToolkit,
    session: { sessionToken: string; username: string; expiresAt: string },
    extra: object = {},
  ) => {
    const previous = readAdminCookie(request, s.config.secureCookies);
    if (previous) await s.adminAuth.logout(previous);
    const ttl = new Date(session.expiresAt).getTime() - s.clock.now().getTime();
    return h
      .response({ user: { username: session.username }, publicUrl: s.config.publicUrl, ...extra })
      .state(cookie, session.sessionToken, { ttl });
  };
  return [
    defineRoute({
      method: 'POST',
      path: '/api/admin/login',
      summary: 'Sign in; sets the HttpOnly session cookie, or asks for the two-step code first',
      tag: 'admin',
      auth: 'public',
      body: LoginRequest,
      responses: { 200: AdminLoginResult, 401: ErrorBody, 429: ErrorBody },
      handler: async ({ body, request, h }) => {
        const ip = request.info.remoteAddress;
        const result = await s.operatorSignIn.login({ username: body.username, password: body.password, ip });
        return 'twoFactor' in result ? result : signedIn(request, h, result.signedIn);
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/api/admin/login/code',
      summary: 'The second step of a sign-in: a code from the app (or a recovery code); sets the cookie',
      tag: 'admin',
      auth: 'public',
      body: TwoFactorCodeRequest,
      responses: { 200: AdminCodeResult, 400: ErrorBody, 401: ErrorBody, 429: ErrorBody },
      handler: async ({ body, request, h }) => {
        const { session, recoveryCodes } = await s.operatorSignIn.verify(body.challenge, body.code);
        return signedIn(request, h, session, { recoveryCodes });
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/api/admin/login/enroll',
      summary: 'A sign-in that must enrol first: the authenticator app secret and URI, shown once',
      tag: 'admin',
      auth: 'public',
      body: TwoFactorChallengeRequest,
      responses: { 200: TwoFactorEnrolment, 400: ErrorBody, 401: ErrorBody, 409: ErrorBody },
      handler: ({ body }) => s.operatorSignIn.enrol(body.challenge),
    }),
    defineRoute({
      method: 'GET',
      path: '/api/admin/me',
      summary: 'The signed-in admin',
      tag: 'admin',
      auth: 'admin',
      responses: { 200: MeResponse, 401: ErrorBody },
      handler: ({ request }) => ({
        user: { username: (request.auth.credentials.user as { username: string }).username },
        publicUrl: s.config.publicUrl,
      }),
    }),
    defineRoute({
      method: 'POST',
      path: '/api/admin/logout',
      summary: 'Sign out; deletes the server-side session',
      tag: 'admin',
      auth: 'admin',
      responses: { 200: z.object({ ok: z.literal(true) }) },
      handler: async ({ request, h }) => {
        await s.adminAuth.logout(readAdminCookie(request, s.config.secureCookies));
        return h.response({ ok: true }).unstate(cookie);
      },
    }),
  ];
};
