/**
 * The domain of /demo/{domain}: everything after /demo/, so a pasted https:// or http:// prefix works
 * (browsers may fold its double slash), without a trailing path, query or slash.
 */
export function domainFromPath(pathname: string): string | null {
  const m = /^\/demo\/(.+)$/.exec(pathname);
  if (!m?.[1]) return null;
  let rest: string;
  try {
    rest = decodeURIComponent(m[1]);
  } catch {
    rest = m[1];
  }
  const host = rest
    .trim()
    .replace(/^https?:\/*/i, '')
    .split(/[/?#]/, 1)[0];
  return host ? host.toLowerCase() : null;
}
