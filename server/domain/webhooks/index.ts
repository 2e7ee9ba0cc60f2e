/**
 * Signed webhooks per client: endpoints that receive the client's events (contract/events.ts) as a
 * signed POST, delivered through the outbox (domain/outbox/) with its retries, a log per endpoint and
 * redelivery; signing secrets sealed at rest and shown once.
 */
export * from './webhook-ports.ts';
export * from './webhook-endpoints.ts';
export * from './webhook-deliverer.ts';
