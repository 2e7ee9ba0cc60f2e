import type { Server } from '@hapi/hapi';
import { DomainError } from '../domain/errors.ts';
import type { AdminAuthService } from '../domain/admin-auth.ts';

export const ADMIN_COOKIE = 'fd_admin';

/**
 * Admin authentication: an opaque cookie naming a server-side session, and a same-origin check on
 * every cookie-carrying mutation so another site can never act with an operator's session.
 */
export function registerAdminSession(
  server: Server,
  auth: AdminAuthService,
  opts: { secure: boolean; publicUrl: string },
): void {
  server.state(ADMIN_COOKIE, {
    isHttpOnly: true,
    isSecure: opts.secure,
    isSameSite: 'Strict',
    path: '/',
    encoding: 'none',
    strictHeader: true,
    ignoreErrors: true,
    clearInvalid: true,
  });

  server.auth.scheme('admin-session', () => ({
    authenticate: async (request, h) => {
      const user = await auth.authenticate(request.state[ADMIN_COOKIE] as string | undefined);
      if (!user) throw new DomainError('unauthorized', 'Authentication required');
      return h.authenticated({ credentials: { user: { id: user.userId, username: user.username } } });
    },
  }));
  server.auth.strategy('admin', 'admin-session');

  const publicOrigin = new URL(opts.publicUrl).origin;
  server.ext('onPreAuth', (request, h) => {
    const mutating = !['GET', 'HEAD', 'OPTIONS'].includes(request.method.toUpperCase());
    const carriesSession = request.state?.[ADMIN_COOKIE] !== undefined || request.path === '/api/admin/login';
    if (!mutating || !carriesSession) return h.continue;
    const fetchSite = request.headers['sec-fetch-site'];
    if (fetchSite !== undefined && fetchSite !== 'same-origin' && fetchSite !== 'none') {
      throw new DomainError('cross_site_request', 'Cross-site requests are not allowed');
    }
    const origin = request.headers.origin;
    if (origin !== undefined) {
      const own = `${request.headers['x-forwarded-proto'] ?? request.server.info.protocol}://${request.headers.host ?? ''}`;
      if (origin !== own && origin !== publicOrigin)
        throw new DomainError('cross_site_request', 'Cross-site requests are not allowed');
    }
    return h.continue;
  });
}
