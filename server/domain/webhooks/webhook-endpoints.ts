/**
 * A client's webhook endpoints: create (the signing secret shown once, sealed at rest), list, update,
 * delete, rotate the secret, read the delivery log and redeliver. An endpoint URL must be https (plain
 * http only where private networks are allowed, as for crawls and feeds) and carry no credentials.
 */
import type { EventType } from '../../../contract/events.ts';
import type {
  WebhookDelivery,
  WebhookDeliveryList,
  WebhookEndpoint,
  WebhookEndpointCreate,
  WebhookEndpointUpdate,
  WebhookEndpointWithSecret,
} from '../../../contract/webhooks.ts';
import { DomainError, notFound } from '../shared/errors.ts';
import type { ClientsRepo, Clock, Ids, SecretBox } from '../shared/ports.ts';
import type { OutboxRecorder, OutboxRepo, Subscription, SubscriptionSource } from '../outbox/index.ts';
import type { WebhookEndpointRecord, WebhookEndpointsRepo } from './webhook-ports.ts';

/** More would be a misconfiguration, and each endpoint is a row per event on the chat path. */
export const MAX_ENDPOINTS_PER_CLIENT = 16;
const SECRET_PREFIX = 'whsec_';

export interface WebhookEndpointsService {
  create(clientId: string, input: WebhookEndpointCreate): Promise<WebhookEndpointWithSecret>;
  list(clientId: string): Promise<WebhookEndpoint[]>;
  get(clientId: string, id: string): Promise<WebhookEndpoint>;
  update(clientId: string, id: string, input: WebhookEndpointUpdate): Promise<WebhookEndpoint>;
  remove(clientId: string, id: string): Promise<void>;
  rotateSecret(clientId: string, id: string): Promise<WebhookEndpointWithSecret>;
  deliveries(
    clientId: string,
    id: string,
    q: { before?: string; limit: number },
  ): Promise<WebhookDeliveryList>;
  redeliver(clientId: string, id: string, deliveryId: string): Promise<void>;
  /** The enabled endpoints as the outbox's subscriptions. */
  subscriptions: SubscriptionSource;
}

const view = (e: WebhookEndpointRecord): WebhookEndpoint => ({
  id: e.id,
  url: e.url,
  events: e.events as WebhookEndpoint['events'],
  description: e.description,
  enabled: e.enabled,
  disabledReason: e.disabledReason,
  failingSince: e.failingSince,
  secretPrefix: e.secretPrefix,
  createdAt: e.createdAt,
  updatedAt: e.updatedAt,
});

const invalid = (message: string) => new DomainError('validation_failed', message, { url: message });

export function createWebhookEndpointsService(deps: {
  repo: WebhookEndpointsRepo;
  outbox: OutboxRepo;
  recorder: OutboxRecorder;
  clients: Pick<ClientsRepo, 'get'>;
  secretBox: SecretBox;
  clock: Clock;
  ids: Ids;
  /** FRONTDESK_ALLOW_PRIVATE_NETWORK: plain http is allowed too (a receiver on the same machine). */
  allowPlainHttp: boolean;
}): WebhookEndpointsService {
  const { repo, clock, ids, secretBox } = deps;
  const now = () => clock.now().toISOString();

  const checkUrl = (raw: string) => {
    const url = new URL(raw);
    if (url.protocol !== 'https:' && !(deps.allowPlainHttp && url.protocol === 'http:'))
      throw invalid('The URL must start with https://');
    if (url.username || url.password) throw invalid('The URL must not carry a user name or password');
    return url.href;
  };
  const requireClient = async (clientId: string) => {
    if (!(await deps.clients.get(clientId))) throw notFound('Client');
  };
  const requireEndpoint = async (clientId: string, id: string) => {
    const e = await repo.get(clientId, id);
    if (!e) throw notFound('Webhook endpoint');
    return e;
  };
  const newSecret = () => {
    const secret = SECRET_PREFIX + ids.randomToken(24);
    return {
      secret,
      secretSealed: secretBox.seal(secret),
      secretPrefix: secret.slice(0, SECRET_PREFIX.length + 4),
    };
  };
  /** A change here is seen by this process's chat path at once (others within the snapshot's age). */
  const changed = () => deps.recorder.invalidate();

  const deliveryView = (d: Awaited<ReturnType<OutboxRepo['listByTarget']>>[number]): WebhookDelivery => ({
    id: d.id,
    eventId: d.eventId,
    type: d.type,
    status: d.status,
    attempts: d.attempts,
    responseStatus: d.last?.statusCode ?? null,
    durationMs: d.last?.durationMs ?? null,
    lastError: d.lastError,
    responseBody: d.last?.response ?? null,
    createdAt: d.createdAt,
    nextAttemptAt: d.status === 'pending' ? d.nextAttemptAt : null,
    deliveredAt: d.status === 'delivered' ? d.doneAt : null,
  });

  return {
    async create(clientId, input) {
      await requireClient(clientId);
      if ((await repo.list(clientId)).length >= MAX_ENDPOINTS_PER_CLIENT)
        throw new DomainError(
          'conflict',
          `A client can have at most ${MAX_ENDPOINTS_PER_CLIENT} webhook endpoints`,
        );
      const at = now();
      const { secret, secretSealed, secretPrefix } = newSecret();
      const record: WebhookEndpointRecord = {
        id: `we_${ids.sortable()}`,
        clientId,
        url: checkUrl(input.url),
        events: [...new Set(input.events)] as EventType[],
        description: input.description ?? '',
        secretSealed,
        secretPrefix,
        enabled: true,
        disabledReason: null,
        failingSince: null,
        createdAt: at,
        updatedAt: at,
      };
      await repo.insert(record);
      changed();
      return { endpoint: view(record), secret };
    },
    async list(clientId) {
      await requireClient(clientId);
      return (await repo.list(clientId)).map(view);
    },
    async get(clientId, id) {
      return view(await requireEndpoint(clientId, id));
    },
    async update(clientId, id, input) {
      await requireEndpoint(clientId, id);
      const updated = await repo.update(
        clientId,
        id,
        {
          ...(input.url !== undefined ? { url: checkUrl(input.url) } : {}),
          ...(input.events !== undefined ? { events: [...new Set(input.events)] as EventType[] } : {}),
          ...(input.description !== undefined ? { description: input.description } : {}),
          ...(input.enabled !== undefined
            ? { enabled: input.enabled, disabledReason: input.enabled ? null : ('manual' as const) }
            : {}),
        },
        now(),
      );
      if (!updated) throw notFound('Webhook endpoint');
      if (input.enabled === false) await deps.outbox.cancelTarget(clientId, 'webhook', id, now());
      changed();
      return view(updated);
    },
    async remove(clientId, id) {
      await requireEndpoint(clientId, id);
      await deps.outbox.cancelTarget(clientId, 'webhook', id, now());
      if (!(await repo.delete(clientId, id))) throw notFound('Webhook endpoint');
      changed();
    },
    async rotateSecret(clientId, id) {
      await requireEndpoint(clientId, id);
      const { secret, secretSealed, secretPrefix } = newSecret();
      const updated = await repo.update(clientId, id, { secretSealed, secretPrefix }, now());
      if (!updated) throw notFound('Webhook endpoint');
      changed();
      return { endpoint: view(updated), secret };
    },
    async deliveries(clientId, id, q) {
      await requireEndpoint(clientId, id);
      const rows = await deps.outbox.listByTarget(clientId, 'webhook', id, {
        before: q.before,
        limit: q.limit + 1,
      });
      const page = rows.slice(0, q.limit);
      return {
        deliveries: page.map(deliveryView),
        nextCursor: rows.length > q.limit ? (page.at(-1)?.id ?? null) : null,
      };
    },
    async redeliver(clientId, id, deliveryId) {
      const e = await requireEndpoint(clientId, id);
      if (!e.enabled) throw new DomainError('conflict', 'Turn the endpoint on before redelivering to it');
      if (!(await deps.outbox.redeliver(clientId, deliveryId, id, now()))) throw notFound('Delivery');
      deps.recorder.announce();
    },
    subscriptions: {
      async all(): Promise<Subscription[]> {
        return (await repo.listEnabled()).map((e) => ({
          clientId: e.clientId,
          channel: 'webhook',
          target: e.id,
          types: e.events,
        }));
      },
    },
  };
}
