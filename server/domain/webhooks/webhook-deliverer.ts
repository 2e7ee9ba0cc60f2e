/**
 * The webhook channel of the outbox: one signed POST of `{ id, type, createdAt, clientId, data }`
 * per row, with `Frontdesk-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`
 * (Stripe's scheme, so existing verifiers work). A 2xx is delivered; anything else, a timeout or a
 * refused address is a failure the outbox retries. An endpoint whose deliveries have all failed for
 * `disableAfterMs` is turned off, its queue cancelled and its owners told.
 */
import type { Clock, SecretBox } from '../shared/ports.ts';
import type { Deliverer, DeliveryOutcome, OutboxRecorder, OutboxRepo, OutboxRow } from '../outbox/index.ts';
import type { HmacHex, WebhookEndpointRecord, WebhookEndpointsRepo, WebhookPoster } from './webhook-ports.ts';

export const SIGNATURE_HEADER = 'Frontdesk-Signature';
/** A receiver has this long to answer. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** What is read of a receiver's answer, and what is kept of it in the log. */
const READ_CAP = 4096;
const KEEP_CAP = 1024;
/**
 * How long an endpoint and its opened secret are reused between deliveries: a busy endpoint gets a
 * POST per event, and reading and unsealing it for each cost more than the POST's own work. A change
 * made in this process drops them at once; another process's within this time.
 */
const ENDPOINT_CACHE_MS = 1000;

/** The signature header's value for `body` sent at `unixSeconds`. */
export function signatureHeader(hmac: HmacHex, secret: string, unixSeconds: number, body: string): string {
  return `t=${unixSeconds},v1=${hmac(secret, `${unixSeconds}.${body}`)}`;
}

/**
 * The JSON a receiver gets for a row: the same bytes on every retry but for nothing. The row's payload
 * is the event's `data` as JSON text already, so it goes in as it is (not parsed and written again).
 */
export const webhookBody = (row: OutboxRow): string =>
  `{"id":${JSON.stringify(row.eventId)},"type":${JSON.stringify(row.type)},"createdAt":${JSON.stringify(row.createdAt)},"clientId":${JSON.stringify(row.clientId)},"data":${row.payload}}`;

export function createWebhookDeliverer(deps: {
  endpoints: WebhookEndpointsRepo;
  outbox: OutboxRepo;
  recorder: OutboxRecorder;
  poster: WebhookPoster;
  hmac: HmacHex;
  secretBox: SecretBox;
  clock: Clock;
  /** An endpoint failing this long is turned off (default a day). */
  disableAfterMs?: number;
}): Deliverer {
  const { clock } = deps;
  const disableAfterMs = deps.disableAfterMs ?? 24 * 3600_000;
  type Known = { endpoint: WebhookEndpointRecord | null; secret: string | null; until: number };
  const known = new Map<string, Known>();
  deps.recorder.onChanged(() => known.clear());
  const lookup = async (clientId: string, id: string): Promise<Known> => {
    const key = `${clientId}\n${id}`;
    const now = clock.now().getTime();
    const hit = known.get(key);
    if (hit && hit.until > now) return hit;
    const endpoint = await deps.endpoints.get(clientId, id);
    const entry = {
      endpoint,
      secret: endpoint ? deps.secretBox.open(endpoint.secretSealed) : null,
      until: now + ENDPOINT_CACHE_MS,
    };
    known.set(key, entry);
    return entry;
  };

  /** After a failure: a day of them turns the endpoint off and tells its owners. */
  const failed = async (row: OutboxRow, o: Extract<DeliveryOutcome, { kind: 'failed' }>) => {
    known.delete(`${row.clientId}\n${row.target ?? ''}`);
    const at = clock.now();
    const since = await deps.endpoints.markFailing(row.clientId, row.target ?? '', at.toISOString());
    if (!since || at.getTime() - Date.parse(since) < disableAfterMs) return o;
    const off = await deps.endpoints.update(
      row.clientId,
      row.target ?? '',
      { enabled: false, disabledReason: 'failing' },
      at.toISOString(),
    );
    await deps.outbox.cancelTarget(row.clientId, 'webhook', row.target ?? '', at.toISOString());
    deps.recorder.invalidate();
    if (off)
      await deps.recorder.record(row.clientId, 'webhook.endpoint_disabled', {
        endpointId: off.id,
        url: off.url,
        failingSince: since,
        lastError: o.error,
      });
    return { ...o, retry: false };
  };

  return {
    async deliver(row, ctx): Promise<DeliveryOutcome> {
      const { endpoint, secret } = row.target
        ? await lookup(row.clientId, row.target)
        : { endpoint: null, secret: null };
      if (!endpoint || secret === null) return { kind: 'cancelled', reason: 'The endpoint was deleted' };
      if (!endpoint.enabled) return { kind: 'cancelled', reason: 'The endpoint is turned off' };
      const body = webhookBody(row);
      const started = performance.now();
      const headers = {
        'content-type': 'application/json',
        [SIGNATURE_HEADER.toLowerCase()]: signatureHeader(
          deps.hmac,
          secret,
          Math.floor(clock.now().getTime() / 1000),
          body,
        ),
        'frontdesk-event-id': row.eventId,
        'frontdesk-event-type': row.type,
      };
      let outcome: DeliveryOutcome;
      try {
        const res = await deps.poster.post(endpoint.url, body, {
          headers,
          timeoutMs: WEBHOOK_TIMEOUT_MS,
          maxBytes: READ_CAP,
          signal: ctx.signal,
        });
        const durationMs = performance.now() - started;
        const response = res.body.slice(0, KEEP_CAP);
        if (res.status >= 200 && res.status < 300) {
          if (endpoint.failingSince) {
            await deps.endpoints.markHealthy(row.clientId, endpoint.id);
            known.delete(`${row.clientId}\n${endpoint.id}`);
          }
          return { kind: 'delivered', statusCode: res.status, response, durationMs };
        }
        outcome = {
          kind: 'failed',
          statusCode: res.status,
          response,
          durationMs,
          error:
            res.status >= 300 && res.status < 400
              ? `The receiver answered ${res.status} (redirects are not followed)`
              : `The receiver answered ${res.status}`,
        };
      } catch (err) {
        outcome = {
          kind: 'failed',
          durationMs: performance.now() - started,
          error: err instanceof Error ? err.message : String(err),
        };
      }
      return failed(row, outcome);
    },
  };
}
