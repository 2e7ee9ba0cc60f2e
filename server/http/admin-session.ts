import type { Request, Server } from '@hapi/hapi';
import { DomainError } from '../domain/errors.ts';
import type { AdminAuthService } from '../domain/admin-auth.ts';

export const ADMIN_COOKIE = 'fd_admin';

/**
 * Over https the cookie carries the `__Host-` prefix: browsers then keep it only when Secure, for
 * path / and without a Domain, so no sibling subdomain can plant or shadow it.
 */
export const adminCookieName = (secure: boolean) => (secure ? `__Host-${ADMIN_COOKIE}` : ADMIN_COOKIE);

/** The admin cookie's value on a request, under the name this server uses. */
export const readAdminCookie = (request: Request, secure: boolean) =>
  request.state?.[adminCookieName(secure)] as string | undefined;

/**
 * Admin authentication: an opaque cookie naming a server-side session, and a same-origin check on
 * every cookie-carrying mutation so another site can never act with an operator's session.
 */
export function registerAdminSession(
  server: Server,
  auth: AdminAuthService,
  opts: { secure: boolean; publicUrl: string },
): void {
  server.state(adminCookieName(opts.secure), {
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
      const user = await auth.authenticate(readAdminCookie(request, opts.secure));
      if (!user) throw new DomainError('unauthorized', 'Authentication required');
      return h.authenticated({ credentials: { user: { id: user.userId, username: user.username } } });
    },
  }));
  server.auth.strategy('admin', 'admin-session');

  const publicOrigin = new URL(opts.publicUrl).origin;
  server.ext('onPreAuth', (request, h) => {
    const mutating = !['GET', 'HEAD', 'OPTIONS'].includes(request.method.toUpperCase());
    const carriesSession =
      readAdminCookie(request, opts.secure) !== undefined || request.path === '/api/admin/login';
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
