import type { Request, Server } from '@hapi/hapi';
import { DomainError } from '../domain/shared/index.ts';
import type { AdminAuthService, CustomerPrincipal } from '../domain/accounts/index.ts';

export const ADMIN_COOKIE = 'fd_admin';
/** The session cookie of a customer's workspace (/app): same rules (and prefix) as the operators' cookie. */
export const APP_COOKIE = 'fd_app';

/** Who a session belongs to: an operator (every client), or an owner or member of one client. */
export type Principal = { role: 'operator' } | CustomerPrincipal;

/** The principal of an authenticated request (null on public routes). */
export const principalOf = (request: { auth: { credentials?: object | null } }): Principal | null =>
  (request.auth.credentials as { principal?: Principal } | null | undefined)?.principal ?? null;

/**
 * Over https the cookie carries the `__Host-` prefix: browsers then keep it only when Secure, for
 * path / and without a Domain, so no sibling subdomain can plant or shadow it.
 */
export const adminCookieName = (secure: boolean) => (secure ? `__Host-${ADMIN_COOKIE}` : ADMIN_COOKIE);

/** The workspace cookie's name: `__Host-fd_app` over https, as the console's. */
export const appCookieName = (secure: boolean) => (secure ? `__Host-${APP_COOKIE}` : APP_COOKIE);

/** The workspace cookie's value on a request, under the name this server uses. */
export const readAppCookie = (request: Request, secure: boolean) =>
  request.state?.[appCookieName(secure)] as string | undefined;

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
  customers?: { authenticate(token: string | undefined): Promise<CustomerPrincipal | null> },
): void {
  const cookie = {
    isHttpOnly: true,
    isSecure: opts.secure,
    isSameSite: 'Strict',
    path: '/',
    encoding: 'none',
    strictHeader: true,
    ignoreErrors: true,
    clearInvalid: true,
  } as const;
  server.state(adminCookieName(opts.secure), cookie);
  server.state(appCookieName(opts.secure), cookie);

  server.auth.scheme('admin-session', () => ({
    authenticate: async (request, h) => {
      const user = await auth.authenticate(readAdminCookie(request, opts.secure));
      if (user) {
        const principal: Principal = { role: 'operator' };
        return h.authenticated({
          credentials: { user: { id: user.userId, username: user.username }, principal },
        });
      }
      // A customer session: which routes it may use, and for which client, is decided per route.
      const customer = await customers?.authenticate(readAppCookie(request, opts.secure));
      if (!customer) throw new DomainError('unauthorized', 'Authentication required');
      const principal: Principal = { ...customer };
      return h.authenticated({
        credentials: { user: { id: customer.userId, username: customer.email }, principal },
      });
    },
  }));
  server.auth.strategy('admin', 'admin-session');

  const publicOrigin = new URL(opts.publicUrl).origin;
  server.ext('onPreAuth', (request, h) => {
    const mutating = !['GET', 'HEAD', 'OPTIONS'].includes(request.method.toUpperCase());
    const carriesSession =
      readAdminCookie(request, opts.secure) !== undefined ||
      readAppCookie(request, opts.secure) !== undefined ||
      request.path === '/api/admin/login' ||
      request.path === '/api/app/login';
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
