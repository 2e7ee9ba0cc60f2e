import type { Request, ResponseObject } from '@hapi/hapi';

/** Where the console may load from and talk to: itself only, and never inside a frame. */
const ADMIN_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self' ws: wss:",
  "font-src 'self' data:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** The site embeds PayPal's buttons and our own widget. */
const SITE_CSP = [
  "default-src 'self'",
  "script-src 'self' https://*.paypal.com https://*.paypalobjects.com",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https:",
  "connect-src 'self' ws: wss: https://*.paypal.com",
  "frame-src 'self' https://*.paypal.com",
  "font-src 'self' data:",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'self'",
].join('; ');

export function isWidgetFacing(path: string): boolean {
  return (
    path === '/widget.js' ||
    path.startsWith('/widget/') ||
    path.startsWith('/api/widget/') ||
    path.startsWith('/api/v1/chat') ||
    path.startsWith('/api/chat/messages') ||
    path === '/api/chat/ai-response' ||
    path.startsWith('/api/sessions/') ||
    path.startsWith('/socket.io/')
  );
}

/** Adds the security headers every response carries. */
export function applySecurityHeaders(request: Request, response: ResponseObject): void {
  const path = request.path;
  response.header('X-Content-Type-Options', 'nosniff');
  response.header('Referrer-Policy', 'strict-origin-when-cross-origin');
  if (isWidgetFacing(path)) {
    // Loaded by customer pages on any origin: the token and Origin rule guard it, not the browser.
    response.header('Cross-Origin-Resource-Policy', 'cross-origin');
    return;
  }
  if (path === '/admin' || path.startsWith('/admin/') || path.startsWith('/api/')) {
    response.header('Content-Security-Policy', ADMIN_CSP);
    response.header('X-Frame-Options', 'DENY');
    return;
  }
  const type = String(response.headers['content-type'] ?? '');
  if (type.startsWith('text/html')) response.header('Content-Security-Policy', SITE_CSP);
}
