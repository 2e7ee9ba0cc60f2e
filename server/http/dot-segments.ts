/**
 * Attack row 48: a path segment `.` or `..`, plain or percent-encoded (`%2e%2e`, `.%2E`), is refused
 * with 400 before routing. The URL parser would otherwise resolve it, so `DELETE
 * /api/clients/X/users/%2e%2e` reached `DELETE /api/clients/X`: the raw request line is what counts.
 */
import type { Server } from '@hapi/hapi';

const DOT = /^\.{1,2}$/;
/** A decoded segment that hides a dot segment behind an encoded slash or backslash (`..%2f`). */
const HIDDEN_DOT = /(^|[/\\])\.{1,2}([/\\]|$)/;

const decoded = (segment: string): string | null => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
};

/** Whether a raw request target's path holds a dot segment (or one that cannot be decoded at all). */
export function hasDotSegment(rawUrl: string): boolean {
  const withoutOrigin = rawUrl.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '');
  const path = withoutOrigin.split(/[?#]/, 1)[0] ?? '';
  return path.split('/').some((segment) => {
    const text = decoded(segment);
    return text === null || DOT.test(text) || HIDDEN_DOT.test(text);
  });
}

export function registerDotSegmentGuard(server: Server): void {
  server.ext('onRequest', (request, h) => {
    if (!hasDotSegment(request.raw.req.url ?? '')) return h.continue;
    return h
      .response({ error: 'Paths with "." or ".." segments are not allowed', code: 'bad_request' })
      .code(400)
      .takeover();
  });
}
