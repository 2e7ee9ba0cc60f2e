import { describe, expect, it } from 'vitest';
import { clientAddress } from './client-address.ts';

describe('clientAddress', () => {
  it('is the peer when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(clientAddress('10.0.0.5', '203.0.113.9', 0)).toBe('10.0.0.5');
    expect(clientAddress('10.0.0.5', undefined, 1)).toBe('10.0.0.5');
  });

  it('reads the address the trusted proxies appended, hops from the right', () => {
    // One proxy: it appended the peer it saw (203.0.113.9); what the client wrote before that is ignored.
    expect(clientAddress('10.0.0.5', '6.6.6.6, 203.0.113.9', 1)).toBe('203.0.113.9');
    // Two proxies (a CDN, then a load balancer): the CDN's entry is the client.
    expect(clientAddress('10.0.0.5', '6.6.6.6, 203.0.113.9, 172.16.0.2', 2)).toBe('203.0.113.9');
    // Repeated headers read as one list, in order.
    expect(clientAddress('10.0.0.5', ['6.6.6.6', '203.0.113.9'], 1)).toBe('203.0.113.9');
    // More hops than entries: the first entry.
    expect(clientAddress('10.0.0.5', '203.0.113.9', 5)).toBe('203.0.113.9');
  });

  it('normalises IPv4-mapped addresses and never takes a value that is not an address', () => {
    expect(clientAddress('10.0.0.5', '::ffff:203.0.113.9', 1)).toBe('203.0.113.9');
    expect(clientAddress('10.0.0.5', '2001:db8::1', 1)).toBe('2001:db8::1');
    expect(clientAddress('10.0.0.5', 'unknown', 1)).toBe('10.0.0.5');
    expect(clientAddress('10.0.0.5', '203.0.113.9:4711', 1)).toBe('10.0.0.5');
    expect(clientAddress('10.0.0.5', ' , ', 1)).toBe('10.0.0.5');
  });
});
