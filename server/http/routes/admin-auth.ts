import { z } from 'zod';
import { LoginRequest, MeResponse } from '../../../contract/admin.ts';
import { ErrorBody } from '../../../contract/errors.ts';
import type { Services } from '../../services.ts';
import { adminCookieName, readAdminCookie } from '../admin-session.ts';
import { defineRoute } from '../define-route.ts';

export const adminAuthRoutes = (s: Services) => {
  const cookie = adminCookieName(s.config.secureCookies);
  return [
    defineRoute({
      method: 'POST',
      path: '/api/admin/login',
      summary: 'Sign in; sets the HttpOnly session cookie',
      tag: 'admin',
      auth: 'public',
      body: LoginRequest,
      responses: { 200: MeResponse, 401: ErrorBody, 429: ErrorBody },
      handler: async ({ body, request, h }) => {
        const previous = readAdminCookie(request, s.config.secureCookies);
        const session = await s.adminAuth.login(body.username, body.password, request.info.remoteAddress);
        // Rotation: a session id known before login is never valid after it.
        if (previous) await s.adminAuth.logout(previous);
        const ttl = new Date(session.expiresAt).getTime() - s.clock.now().getTime();
        return h
          .response({ user: { username: session.username }, publicUrl: s.config.publicUrl })
          .state(cookie, session.sessionToken, { ttl });
      },
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
