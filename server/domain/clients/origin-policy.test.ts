import { describe, expect, it } from 'vitest';
import { isOriginAllowed } from './origin-policy.ts';

describe('isOriginAllowed', () => {
  it.each([
    ['https://shop.com', 'shop.com', true],
    // row 3: the scheme is pinned to https (loopback excepted, below).
    ['http://shop.com', 'shop.com', false],
    ['http://www.shop.com', 'shop.com', false],
    ['https://www.shop.com', 'shop.com', true],
    ['https://shop.com', 'www.shop.com', true],
    ['https://SHOP.com', 'shop.com', true],
    ['https://evil.com', 'shop.com', false],
    ['https://evilshop.com', 'shop.com', false],
    ['https://shop.com.evil.io', 'shop.com', false],
    ['https://sub.shop.com', 'shop.com', false],
    ['https://shop.com:8443', 'shop.com', false],
    ['http://127.0.0.1:5173', '127.0.0.1', true],
    ['http://localhost:4000', 'localhost.com', false],
    [undefined, 'shop.com', false],
    ['null', 'shop.com', false],
    ['', 'shop.com', false],
    ['file://shop.com', 'shop.com', false],
    ['not a url', 'shop.com', false],
    ['https://user:pw@shop.com', 'shop.com', false],
  ])('%s for %s → %s', (origin, domain, allowed) => {
    expect(isOriginAllowed(origin, domain)).toBe(allowed);
  });
});
