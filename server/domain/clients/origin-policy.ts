const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Whether a browser Origin may use a client's production token: the exact registered host, or its
 * `www.` twin, over https (a registered domain carries no scheme, so https is the one it is pinned to;
 * a page over plain http could be anyone's on the path); default ports only, except loopback hosts,
 * which may use any port and plain http (local development). A missing, `null` or malformed Origin
 * never passes.
 */
export function isOriginAllowed(origin: string | undefined | null, registeredDomain: string): boolean {
  if (!origin || origin === 'null') return false;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  if (url.username || url.password || (url.pathname !== '/' && url.pathname !== '')) return false;
  const [regHost = '', regPort = ''] = registeredDomain.toLowerCase().split(/:(?=\d+$)/);
  const host = url.hostname.toLowerCase();
  const bare = (h: string) => (h.startsWith('www.') ? h.slice(4) : h);
  if (bare(host) !== bare(regHost) || !host) return false;
  if (LOOPBACK.has(host)) return regPort === '' || url.port === regPort;
  if (url.protocol !== 'https:') return false;
  if (regPort) return url.port === regPort;
  return url.port === '';
}
