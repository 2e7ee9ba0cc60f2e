import crypto from 'node:crypto';
import { errors as joseErrors, jwtVerify } from 'jose';
import type { IdentityProofs } from './domain/identity/index.ts';

const text = (v: unknown, max: number) => (typeof v === 'string' && v.trim() ? v.trim().slice(0, max) : null);

/**
 * The cryptography of visitor identity: HMAC-SHA256 user hashes compared in constant time, HS256 JWTs
 * verified with jose (the algorithm pinned, so a token cannot pick "none" or a public-key algorithm;
 * `exp` required), random secrets and codes, and codes kept only as a keyed digest.
 */
export function createIdentityProofs(digestKey: (text: string) => string): IdentityProofs {
  const same = (a: string, b: string) => {
    const x = Buffer.from(a);
    const y = Buffer.from(b);
    return x.length === y.length && crypto.timingSafeEqual(x, y);
  };
  return {
    hashMatches(secret, value, hash) {
      const expected = crypto.createHmac('sha256', secret).update(value, 'utf8').digest('hex');
      return same(expected, hash.toLowerCase());
    },
    async verifyToken(secret, token, now) {
      try {
        const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), {
          algorithms: ['HS256'],
          requiredClaims: ['exp'],
          currentDate: now,
        });
        const email = text(payload.email, 254)?.toLowerCase() ?? null;
        return {
          sub: text(payload.sub, 200),
          email: email && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) ? email : null,
          name: text(payload.name, 200),
        };
      } catch (err) {
        if (err instanceof joseErrors.JOSEError || err instanceof TypeError) return null;
        throw err;
      }
    },
    newSecret: () => `fd_ids_${crypto.randomBytes(32).toString('base64url')}`,
    newCode: () => String(crypto.randomInt(0, 1_000_000)).padStart(6, '0'),
    digest: digestKey,
    same,
  };
}
