import { isValidDomain, normalizeDomain } from '../../contract/clients.ts';
import type { DemoClient } from '../../contract/widget.ts';
import type { ClientsService } from './clients.ts';
import { DomainError, notFound } from './errors.ts';
import type { RateLimiter } from './rate-limiter.ts';

export interface DemoClientsService {
  /**
   * The client behind the public /demo/{domain} page. Only clients in test mode with a test token
   * are served, so the public demo never spends a production client's quota or reveals its token.
   */
  findByDomain(domain: string, ip: string | null): Promise<DemoClient>;
}

export function createDemoClientsService(deps: { clients: ClientsService; limiter: RateLimiter }): DemoClientsService {
  const { clients, limiter } = deps;
  return {
    async findByDomain(domain, ip) {
      const { allowed, retryAfterMs } = limiter.hit(`demo:${ip ?? 'unknown'}`);
      if (!allowed) throw Object.assign(new DomainError('rate_limited', 'Too many requests. Please slow down.'), { retryAfterMs });
      // A domain always has a dot, so a client id can never be looked up through this door.
      if (!isValidDomain(domain)) throw notFound('Client');
      let client;
      try {
        client = await clients.resolve(normalizeDomain(domain));
      } catch {
        throw notFound('Client');
      }
      if (!client.testMode || !client.testAccessToken || !client.isActive || client.status !== 'Active') throw notFound('Client');
      return { clientId: client.id, businessName: client.businessName, domain: client.domain, testAccessToken: client.testAccessToken };
    },
  };
}
