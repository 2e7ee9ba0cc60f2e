/** What webhooks need from outside: their endpoints' storage, an HTTP POST through the egress, HMAC. */
import type { EventType } from '../../../contract/events.ts';

export interface WebhookEndpointRecord {
  id: string;
  clientId: string;
  url: string;
  events: EventType[];
  description: string;
  /** The signing secret, sealed with the SecretBox. */
  secretSealed: string;
  secretPrefix: string;
  enabled: boolean;
  disabledReason: 'manual' | 'failing' | null;
  failingSince: string | null;
  createdAt: string;
  updatedAt: string;
}

export type WebhookEndpointPatch = Partial<
  Pick<
    WebhookEndpointRecord,
    'url' | 'events' | 'description' | 'enabled' | 'disabledReason' | 'secretSealed' | 'secretPrefix'
  >
>;

/** Endpoints; every call but `listEnabled` is scoped by client id first. */
export interface WebhookEndpointsRepo {
  insert(e: WebhookEndpointRecord): Promise<void>;
  list(clientId: string): Promise<WebhookEndpointRecord[]>;
  get(clientId: string, id: string): Promise<WebhookEndpointRecord | null>;
  update(
    clientId: string,
    id: string,
    patch: WebhookEndpointPatch,
    at: string,
  ): Promise<WebhookEndpointRecord | null>;
  delete(clientId: string, id: string): Promise<boolean>;
  /** Every enabled endpoint of every client (the outbox's subscription snapshot). */
  listEnabled(): Promise<WebhookEndpointRecord[]>;
  /** Marks a failure: sets failing_since unless set; returns it. */
  markFailing(clientId: string, id: string, at: string): Promise<string | null>;
  /** A success: failing_since cleared. */
  markHealthy(clientId: string, id: string): Promise<void>;
}

/** The receiver's answer to one POST. */
export interface PostResult {
  status: number;
  /** The start of the body, cut at the cap asked for (a receiver answering 10 MB is not read whole). */
  body: string;
}

/** An HTTP POST through the egress rules of crawls (server/net/): private addresses refused, no redirects. */
export interface WebhookPoster {
  post(
    url: string,
    body: string,
    opts: { headers: Record<string, string>; timeoutMs: number; maxBytes: number; signal?: AbortSignal },
  ): Promise<PostResult>;
}

/** HMAC-SHA256 of `text` under `key`, as lower-case hex. */
export type HmacHex = (key: string, text: string) => string;
