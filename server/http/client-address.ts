/**
 * The address a request came from, for audit entries, throttles and page views. Behind a reverse
 * proxy the socket's peer is the proxy; with FRONTDESK_TRUST_PROXY set to the number of proxies in
 * front of the server (a hop count, as Express's "trust proxy"), the client is read from
 * X-Forwarded-For that many hops from the right, where the trusted proxies appended it. Off (0), the
 * header is ignored: any client can write it, so trusting it would let one pose as any address.
 */
import { isIP } from 'node:net';
import type { Server } from '@hapi/hapi';

const MAPPED = '::ffff:';

/** An IPv4 address written as IPv6 (::ffff:1.2.3.4) reads as IPv4, as Hapi gives the peer. */
const plain = (address: string) =>
  address.startsWith(MAPPED) && address.includes('.', MAPPED.length) ? address.slice(MAPPED.length) : address;

/**
 * The client's address: the peer itself unless `hops` proxies are trusted; then the entry of
 * X-Forwarded-For (its values in order, with the peer last) `hops` places before the peer. A list too
 * short gives its first entry; an entry that is not an IP address gives the peer (never a made-up one).
 */
export function clientAddress(
  peer: string | undefined,
  forwardedFor: string | string[] | undefined,
  hops: number,
): string | undefined {
  if (hops <= 0 || forwardedFor === undefined || peer === undefined) return peer;
  const listed = ([] as string[])
    .concat(forwardedFor)
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter(Boolean);
  const chain = [...listed, peer];
  const picked = chain[Math.max(0, chain.length - 1 - hops)] ?? peer;
  const address = plain(picked);
  return isIP(address) ? address : peer;
}

/**
 * Sets every request's `info.remoteAddress` to the client's address (above), before anything reads
 * it: routes, throttles and the audit trail all keep reading `request.info.remoteAddress`.
 */
export function registerClientAddress(server: Server, hops: number): void {
  if (hops <= 0) return;
  server.ext('onRequest', (request, h) => {
    const header = request.headers['x-forwarded-for'] as string | string[] | undefined;
    const address = clientAddress(request.info.remoteAddress, header, hops);
    Object.defineProperty(request.info, 'remoteAddress', { value: address, enumerable: true });
    return h.continue;
  });
}
