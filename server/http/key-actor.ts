/**
 * The secret API key a read/manage API request (/api/v1/…) was made with, kept on the request once
 * the route has authenticated it, so the audit trail can name the key as who made a change: its id,
 * prefix and name, never the key itself.
 */
import type { Request } from '@hapi/hapi';
import type { ApiKeySummary } from '../../contract/clients.ts';

const KEY = 'frontdeskApiKey';

export interface KeyActor {
  clientId: string;
  key: Pick<ApiKeySummary, 'id' | 'name' | 'prefix'>;
}

export function setKeyActor(request: Request, actor: KeyActor): void {
  (request.app as Record<string, unknown>)[KEY] = actor;
}

export function keyActorOf(request: Request): KeyActor | null {
  return ((request.app as Record<string, unknown>)[KEY] as KeyActor | undefined) ?? null;
}
