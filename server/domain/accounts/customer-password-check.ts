/**
 * The password step of a customer's sign-in, throttled as for operators: refusals follow the failing
 * address only (per IP, and per IP and email), so nobody can lock a customer out from elsewhere;
 * failures on the email from anywhere only slow its sign-ins. Memberships may hold different passwords
 * (an unverified one opens its own row only): the one that matches opens, the workspace used last first.
 */
import { DomainError } from '../shared/errors.ts';
import type { CustomerAccountsDeps } from './customer-accounts.ts';
import type { CustomerUserRecord } from './customer-accounts-ports.ts';

const INVALID = 'Invalid email or password';

export function createCustomerPasswordCheck(
  deps: Pick<
    CustomerAccountsDeps,
    'users' | 'hasher' | 'ids' | 'throttleByIp' | 'throttleByIpAndUser' | 'throttleByUser' | 'slowDown'
  >,
) {
  const { users, hasher, ids } = deps;
  const slowDown = deps.slowDown ?? (() => new Promise<void>((r) => setTimeout(r, 1000)));
  // Verifying against a real hash for unknown emails keeps their timing the same as a wrong password.
  let decoyHash: Promise<string> | null = null;
  const decoy = () => (decoyHash ??= hasher.hash(ids.randomToken(16)));

  return async (email: string, password: string, ip: string): Promise<CustomerUserRecord> => {
    const key = email.trim().toLowerCase();
    const pairKey = `${ip}\n${key}`;
    if ((await deps.throttleByIp.isFull(ip)) || (await deps.throttleByIpAndUser.isFull(pairKey)))
      throw new DomainError(
        'login_throttled',
        'Too many failed sign-in attempts. Please wait a few minutes and try again.',
      );
    if (await deps.throttleByUser.isFull(key)) await slowDown();
    const withPassword = (await users.listByEmail(key)).filter((u) => u.passwordHash !== null);
    let hash: string | null = null;
    for (const candidate of new Set(withPassword.map((u) => u.passwordHash as string)))
      if (await hasher.verify(candidate, password)) {
        hash = candidate;
        break;
      }
    if (withPassword.length === 0) await hasher.verify(await decoy(), password);
    const members = withPassword.filter((u) => u.passwordHash === hash);
    if (hash === null || members.length === 0) {
      await deps.throttleByIp.hit(ip);
      await deps.throttleByIpAndUser.hit(pairKey);
      await deps.throttleByUser.hit(key);
      throw new DomainError('unauthorized', INVALID);
    }
    await deps.throttleByIpAndUser.reset(pairKey);
    const latest = [...members].sort((a, b) => (b.lastLoginAt ?? '').localeCompare(a.lastLoginAt ?? ''))[0];
    return latest ?? (members[0] as CustomerUserRecord);
  };
}
