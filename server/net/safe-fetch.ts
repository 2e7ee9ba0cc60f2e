import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import zlib from 'node:zlib';
import { DomainError } from '../domain/shared/index.ts';
import type { FetchedResource, Fetcher, FetchOptions } from '../domain/sources/index.ts';

const MAX_REDIRECTS = 5;
const DEFAULT_MAX_BYTES = 5 * 1024 * 1024;
/** Longest silence on the connection. */
const TIMEOUT_MS = 15_000;
/** Longest whole fetch (redirects included) unless the caller sets its own: a slow drip ends here. */
export const DEFAULT_DEADLINE_MS = 30_000;
export const USER_AGENT = 'FrontdeskBot/1.0 (+https://frontdesk.example/bot)';

/** Addresses a client-supplied URL must never reach from the server (SSRF). */
const PRIVATE = new net.BlockList();
for (const [prefix, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const)
  PRIVATE.addSubnet(prefix, bits, 'ipv4');
for (const [prefix, bits] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  PRIVATE.addSubnet(prefix, bits, 'ipv6');

export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return PRIVATE.check(mapped[1], 'ipv4');
  return PRIVATE.check(address, net.isIPv6(address) ? 'ipv6' : 'ipv4');
}

/**
 * A DNS lookup for sockets that fails with 'private address' on a private-network answer (unless
 * allowed): used as the socket's own lookup, the address checked is the one connected to.
 */
export function guardedLookup(allowPrivateNetwork: boolean): net.LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: false }, (err, address, family) => {
      if (err) return callback(err, '', 4);
      if (!allowPrivateNetwork && isPrivateAddress(address))
        return callback(new Error('private address'), '', 4);
      callback(null, address, family);
    });
  };
}

const fail = (url: string, reason: string) =>
  new DomainError('bad_request', `Could not fetch ${url}: ${reason}`);

/**
 * The real Fetcher on node:http(s). The address check runs in the socket's own DNS lookup, so the
 * address connected to is the one checked (no rebinding between check and connect).
 */
export function createSafeFetcher(opts: { allowPrivateNetwork: boolean }): Fetcher {
  const lookup = guardedLookup(opts.allowPrivateNetwork);

  const once = (
    url: URL,
    o: FetchOptions,
    deadlineAt: number,
  ): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> =>
    new Promise((res0, rej0) => {
      // The idle timeout below never fires for a server sending a byte now and then; this does.
      const deadline = setTimeout(
        () => {
          reject(
            fail(
              url.href,
              `it did not finish within ${Math.round((o.deadlineMs ?? DEFAULT_DEADLINE_MS) / 1000)} s`,
            ),
          );
          req.destroy();
        },
        Math.max(0, deadlineAt - Date.now()),
      );
      const resolve = (v: { status: number; headers: http.IncomingHttpHeaders; body: Buffer }) => {
        clearTimeout(deadline);
        res0(v);
      };
      const reject = (err: Error) => {
        clearTimeout(deadline);
        rej0(err);
      };
      const client = url.protocol === 'https:' ? https : http;
      const req = client.request(
        url,
        {
          method: o.method ?? 'GET',
          lookup,
          signal: o.signal,
          timeout: TIMEOUT_MS,
          headers: {
            'user-agent': USER_AGENT,
            'accept-encoding': 'gzip, deflate, br',
            ...o.headers,
            ...(o.body !== undefined ? { 'content-length': String(Buffer.byteLength(o.body)) } : {}),
          },
        },
        (res) => {
          const status = res.statusCode ?? 0;
          if (status >= 300 && status < 400) {
            res.resume();
            resolve({ status, headers: res.headers, body: Buffer.alloc(0) });
            return;
          }
          const encoding = String(res.headers['content-encoding'] ?? '').toLowerCase();
          const stream =
            encoding === 'gzip'
              ? res.pipe(zlib.createGunzip())
              : encoding === 'br'
                ? res.pipe(zlib.createBrotliDecompress())
                : encoding === 'deflate'
                  ? res.pipe(zlib.createInflate())
                  : res;
          const max = o.maxBytes ?? DEFAULT_MAX_BYTES;
          const parts: Buffer[] = [];
          let size = 0;
          stream.on('data', (chunk: Buffer) => {
            size += chunk.length;
            if (size > max) {
              req.destroy();
              reject(fail(url.href, `larger than ${Math.round(max / 1024)} KB`));
              return;
            }
            parts.push(chunk);
          });
          stream.on('end', () => resolve({ status, headers: res.headers, body: Buffer.concat(parts) }));
          stream.on('error', () => reject(fail(url.href, 'the response could not be read')));
        },
      );
      req.on('timeout', () => req.destroy(new Error('timed out')));
      req.end(o.body);
      req.on('error', (err: NodeJS.ErrnoException) => {
        if (o.signal?.aborted) reject(new DomainError('conflict', 'The sync was stopped'));
        else if (err.message === 'private address')
          reject(fail(url.href, 'it points to a private network address'));
        else if (err.code === 'ENOTFOUND') reject(fail(url.href, 'the host name does not resolve'));
        else if (err.code === 'ECONNREFUSED') reject(fail(url.href, 'the connection was refused'));
        else if (err.message === 'timed out') reject(fail(url.href, 'it took too long to answer'));
        else reject(fail(url.href, err.code ?? err.message));
      });
    });

  return {
    async get(href, o = {}): Promise<FetchedResource> {
      let url: URL;
      try {
        url = new URL(href);
      } catch {
        throw new DomainError('bad_request', `Not a valid URL: ${href}`);
      }
      const deadlineAt = Date.now() + (o.deadlineMs ?? DEFAULT_DEADLINE_MS);
      for (let hop = 0; ; hop++) {
        if (url.protocol !== 'https:' && url.protocol !== 'http:')
          throw fail(url.href, 'only http and https addresses can be fetched');
        if (url.username || url.password) throw fail(url.href, 'addresses with credentials are refused');
        // An address literal never goes through the lookup above, so it is checked here.
        const literal = url.hostname.replace(/^\[|\]$/g, '');
        if (net.isIP(literal) && !opts.allowPrivateNetwork && isPrivateAddress(literal))
          throw fail(url.href, 'it points to a private network address');
        const res = await once(url, o, deadlineAt);
        if (res.status >= 300 && res.status < 400 && res.headers.location) {
          if (hop >= MAX_REDIRECTS) throw fail(href, 'too many redirects');
          let next: URL;
          try {
            next = new URL(res.headers.location, url);
          } catch {
            throw fail(url.href, 'it redirects to an invalid address');
          }
          if (o.follow && !o.follow(next))
            return { url: next.href, status: res.status, contentType: '', body: res.body };
          // As browsers do: a 303, or a 301/302 after a POST, is followed with a GET and no body.
          if (res.status === 303 || ((res.status === 301 || res.status === 302) && o.method === 'POST'))
            o = { ...o, method: 'GET', body: undefined };
          url = next;
          continue;
        }
        const contentType = String(res.headers['content-type'] ?? '')
          .split(';')[0]!
          .trim()
          .toLowerCase();
        return { url: url.href, status: res.status, contentType, body: res.body };
      }
    },
  };
}
