import type { Ids } from '../shared/ports.ts';

/** Publishable widget tokens and secret API keys: 256 random bits behind a readable prefix. */
export const TOKEN_PREFIX = { live: 'fd_live_', test: 'fd_test_', secret: 'fd_sk_' } as const;

export function newToken(ids: Ids, kind: keyof typeof TOKEN_PREFIX): string {
  return TOKEN_PREFIX[kind] + ids.randomToken(32);
}

/** The part of a secret key that is stored and shown in lists: prefix plus 8 characters. */
export function secretKeyPrefix(key: string): string {
  return key.slice(0, TOKEN_PREFIX.secret.length + 8);
}
