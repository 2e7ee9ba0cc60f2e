/**
 * The TOTP arithmetic behind the two-factor capability's port, with otpauth (RFC 6238: SHA-1, six
 * digits, 30-second steps, one step of drift either side).
 */
import { Secret, TOTP } from 'otpauth';
import type { Totp } from './domain/two-factor/index.ts';

const PERIOD = 30;
const totpOf = (secret: string, label = '', issuer = '') =>
  new TOTP({
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD,
    label,
    issuer,
  });

export const otpauthTotp: Totp = {
  newSecret: () => new Secret({ size: 20 }).base32,
  uri: (secret, label, issuer) => totpOf(secret, label, issuer).toString(),
  stepOf(secret, code, atMs) {
    const delta = totpOf(secret).validate({ token: code, timestamp: atMs, window: 1 });
    return delta === null ? null : Math.floor(atMs / 1000 / PERIOD) + delta;
  },
};
