import { isValidDomain, normalizeDomain } from '../../../contract/clients.ts';
import type { DemoClientLookup, DemoProfileInfo, DemoProfileList } from '../../../contract/widget.ts';
import type { ClientsService } from './clients.ts';
import { DomainError } from '../shared/errors.ts';
import type { RateLimiter } from '../shared/rate-limiter.ts';

export interface DemoClientsService {
  /**
   * The client behind the public /demo/{domain} page. Only demo profiles (clients an operator marked
   * isDemo, as the seeded five) in test mode with a test token are served: a paying client's token,
   * test or live, is never handed to an unauthenticated caller.
   */
  findByDomain(domain: string, ip: string | null): Promise<DemoClientLookup>;
  /** The preset businesses of /widget-demo: the seeded demo profiles (server/seed/demo-profiles.ts). */
  profiles(): DemoProfileList;
}

export function createDemoClientsService(deps: {
  clients: ClientsService;
  limiter: RateLimiter;
  profiles: DemoProfileInfo[];
}): DemoClientsService {
  const { clients, limiter } = deps;
  const profiles = { profiles: deps.profiles };
  return {
    profiles: () => profiles,
    async findByDomain(domain, ip) {
      const { allowed, retryAfterMs } = await limiter.hit(`demo:${ip ?? 'unknown'}`);
      if (!allowed)
        throw Object.assign(new DomainError('rate_limited', 'Too many requests. Please slow down.'), {
          retryAfterMs,
        });
      // A domain always has a dot, so a client id can never be looked up through this door.
      if (!isValidDomain(domain)) return { client: null };
      const client = await clients.resolve(normalizeDomain(domain)).catch(() => null);
      if (
        !client?.isDemo ||
        !client.testMode ||
        !client.testAccessToken ||
        !client.isActive ||
        client.status !== 'Active'
      )
        return { client: null };
      return {
        client: {
          clientId: client.id,
          businessName: client.businessName,
          domain: client.domain,
          testAccessToken: client.testAccessToken,
        },
      };
    },
  };
}
