import type { ApiKeyCreated, ApiKeySummary } from '../../../contract/clients.ts';
import { DomainError, notFound } from '../shared/errors.ts';
import type { ApiKeyRecord, ApiKeysRepo, ClientRecord, ClientsRepo, Clock, Ids } from '../shared/ports.ts';
import { newToken, secretKeyPrefix, TOKEN_PREFIX } from '../clients/tokens.ts';

export interface ApiKeysService {
  create(clientId: string, name: string): Promise<ApiKeyCreated>;
  list(clientId: string): Promise<ApiKeySummary[]>;
  /** Revokes by key id or by its shown prefix. */
  revoke(clientId: string, idOrPrefix: string): Promise<void>;
  /** The client behind a secret key, or null when the key is unknown or revoked. */
  authenticate(key: string): Promise<ClientRecord | null>;
  /** The client and the key's own record (never the key itself), or null as `authenticate`. */
  identify(key: string): Promise<{ client: ClientRecord; key: ApiKeySummary } | null>;
}

const summary = (k: ApiKeyRecord): ApiKeySummary => ({
  id: k.id,
  name: k.name,
  prefix: k.prefix,
  createdAt: k.createdAt,
  lastUsedAt: k.lastUsedAt,
});

export function createApiKeysService(deps: {
  keys: ApiKeysRepo;
  clients: ClientsRepo;
  clock: Clock;
  ids: Ids;
  sha256: (t: string) => string;
}): ApiKeysService {
  const { keys, clients, clock, ids, sha256 } = deps;
  const requireClient = async (id: string) => {
    const c = await clients.get(id);
    if (!c) throw notFound('Client');
    return c;
  };
  const identify: ApiKeysService['identify'] = async (key) => {
    if (!key.startsWith(TOKEN_PREFIX.secret) || key.length > 200) return null;
    const found = await keys.findActiveByHash(sha256(key));
    if (!found) return null;
    await keys.touch(found.id, clock.now().toISOString());
    const client = await clients.get(found.clientId);
    return client ? { client, key: summary(found) } : null;
  };
  return {
    async create(clientId, name) {
      await requireClient(clientId);
      const key = newToken(ids, 'secret');
      const record: ApiKeyRecord = {
        id: ids.uuid(),
        clientId,
        name,
        prefix: secretKeyPrefix(key),
        keyHash: sha256(key),
        createdAt: clock.now().toISOString(),
        lastUsedAt: null,
        revokedAt: null,
      };
      await keys.insert(record);
      return { ...summary(record), key };
    },
    async list(clientId) {
      await requireClient(clientId);
      return (await keys.listActive(clientId)).map(summary);
    },
    async revoke(clientId, idOrPrefix) {
      await requireClient(clientId);
      if (!(await keys.revoke(clientId, idOrPrefix, clock.now().toISOString())))
        throw new DomainError('not_found', 'API key not found');
    },
    async authenticate(key) {
      return (await identify(key))?.client ?? null;
    },
    identify,
  };
}
