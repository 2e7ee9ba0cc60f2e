/**
 * The one durable outbox for everything that leaves the process: webhooks, notification mails and
 * Slack messages (and whatever a later feature must not lose). An event is written as rows, one per
 * channel that wants it, in the same transaction as the change that raised it (chat-events.ts for the
 * conversation; `OutboxRecorder.record` for a domain event's listener); every process runs one claim
 * loop (outbox-dispatcher.ts) that leases due rows, hands each to its channel's deliverer, records the
 * attempt and retries with one policy (retry-policy.ts). The event types are one table in
 * contract/events.ts. In-process domain events stay for live updates, which may be lost; this is for
 * what must not be.
 */
export * from './outbox-ports.ts';
export * from './outbox-recorder.ts';
export * from './outbox-dispatcher.ts';
export * from './retry-policy.ts';
export * from './chat-events.ts';
export * from './message-events.ts';
export * from './domain-event-relay.ts';
