import { DomainError } from '../shared/errors.ts';
import type { TwoFactorService } from './two-factor.ts';
import type { TwoFactorRepo } from './two-factor-ports.ts';

/** Who sets a client's policy: a person of its workspace (by email), or an operator. */
export type PolicySetter = { email: string } | { operator: true };

/**
 * A client's two-step sign-in policy. Once on, every session of someone in the workspace without two-step
 * sign-in stops opening anything (`mayOpen`, checked on each use of a session): they sign in again and
 * enrol first. An owner without it cannot turn it on (it would shut them out mid-change): they turn it
 * on for themselves first, as GitHub asks of an organisation's owner.
 */
export interface TwoFactorPolicy {
  required(clientId: string): Promise<boolean>;
  set(clientId: string, required: boolean, by: PolicySetter): Promise<void>;
  /** Whether a person may use a session of (or move into) a client's workspace. */
  mayOpen(email: string, clientId: string): Promise<boolean>;
}

export function createTwoFactorPolicy(deps: {
  repo: Pick<TwoFactorRepo, 'clientRequires' | 'setClientRequires'>;
  service: Pick<TwoFactorService, 'status'>;
}): TwoFactorPolicy {
  const { repo, service } = deps;
  const enabled = async (email: string) => (await service.status(`customer:${email}`)).enabled;
  return {
    required: (clientId) => repo.clientRequires(clientId),
    async set(clientId, required, by) {
      if (required && 'email' in by && !(await enabled(by.email)))
        throw new DomainError(
          'conflict',
          'Turn on two-step sign-in for yourself first (Security), then require it of everyone',
        );
      await repo.setClientRequires(clientId, required);
    },
    async mayOpen(email, clientId) {
      return !(await repo.clientRequires(clientId)) || enabled(email);
    },
  };
}
