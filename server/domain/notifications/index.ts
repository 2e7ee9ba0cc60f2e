/**
 * Notifications to a client's people: mail through the Mailer to each owner and member who wants the
 * kind (or the contact email), and a Slack-compatible incoming webhook, for new leads, visitors
 * waiting for a person, missed handoffs, usage at 80% and 100%, failed knowledge syncs and webhook
 * endpoints turned off. They travel through the outbox (one row per event and channel), coalesced to
 * one notice per kind per client per minute; the texts are a table (notification-texts.ts). The usage
 * and failed-sync notices are recorded by a listener and re-recorded by a sweep (notice-sweep.ts), so a
 * crash between the change and the listener loses none.
 */
export * from './notification-ports.ts';
export * from './notification-texts.ts';
export * from './notice-compose.ts';
export * from './notification-deliverers.ts';
export * from './notifications.ts';
export * from './notice-events.ts';
export * from './notice-triggers.ts';
export * from './notice-sweep.ts';
