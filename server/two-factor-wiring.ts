/**
 * Two-step sign-in wired to the rest of the server: the store, the TOTP library, the SecretBox, and the
 * two sign-ins it stands in (operators at /admin, customers at /app). Kept apart from core.ts, which
 * calls these two functions: the first before the customer accounts (they ask whether a workspace
 * requires it), the second after both account services exist.
 */
import type { Config } from './config.ts';
import { createTwoFactorRepo } from './db/repositories/two-factor-repo.ts';
import type { Db } from './db/database.ts';
import type { AdminAuthService, CustomerAccountsService } from './domain/accounts/index.ts';
import type { Clock, Ids, RateLimits, SecretBox } from './domain/shared/index.ts';
import {
  createSignInSteps,
  createTwoFactorPolicy,
  createTwoFactorService,
  type TwoFactorRepo,
  type TwoFactorService,
} from './domain/two-factor/index.ts';
import { otpauthTotp } from './two-factor-totp.ts';

export function createTwoFactor(deps: {
  db: Db;
  secretBox: SecretBox;
  clock: Clock;
  ids: Ids;
  digest: (text: string) => string;
  rateLimits: RateLimits;
}) {
  const repo = createTwoFactorRepo(deps.db);
  const service = createTwoFactorService({
    repo,
    totp: otpauthTotp,
    sealer: deps.secretBox,
    clock: deps.clock,
    ids: deps.ids,
    digest: deps.digest,
    throttle: deps.rateLimits('two-factor-codes', { limit: 5, windowMs: 15 * 60_000 }),
    issuer: 'Frontdesk',
  });
  /** A person may open a workspace whose owners require two-step sign-in only once theirs is on. */
  const policy = createTwoFactorPolicy({ repo, service });
  return { repo, service, policy, mayOpen: policy.mayOpen };
}

export function createSignIns(deps: {
  config: Pick<Config, 'requireTwoFactor'>;
  clock: Clock;
  ids: Ids;
  digest: (text: string) => string;
  twoFactor: { repo: TwoFactorRepo; service: TwoFactorService };
  adminAuth: AdminAuthService;
  customerAccounts: CustomerAccountsService;
}) {
  const { clock, ids, digest } = deps;
  const common = { twoFactor: deps.twoFactor.service, repo: deps.twoFactor.repo, clock, ids, digest };
  return {
    operatorSignIn: createSignInSteps({
      ...common,
      async checkPassword(c: { username: string; password: string; ip: string }) {
        const user = await deps.adminAuth.checkPassword(c.username, c.password, c.ip);
        return {
          subject: `operator:${user.id}` as const,
          ref: user.id,
          label: user.username,
          required: deps.config.requireTwoFactor,
        };
      },
      open: (ref) => deps.adminAuth.openSession(ref),
    }),
    customerSignIn: createSignInSteps({
      ...common,
      async checkPassword(c: { email: string; password: string; ip: string }) {
        const member = await deps.customerAccounts.checkPassword(c.email, c.password, c.ip);
        return {
          subject: `customer:${member.email}` as const,
          ref: member.id,
          label: member.email,
          required: await deps.twoFactor.repo.clientRequires(member.clientId),
        };
      },
      open: (ref) => deps.customerAccounts.openSessionFor(ref),
    }),
  };
}
