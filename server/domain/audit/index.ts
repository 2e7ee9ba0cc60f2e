/**
 * The audit log: who changed what, from where, and when. Every change made by an operator, a
 * workspace user, the CLI or a secret key is one entry: the actor (an id and the name people know
 * them by, "cli", or a key's prefix), the address it came from, an action name (`client.updated`,
 * `token.rotated`…), the client it touched (none for deployment-wide changes) and, for settings, the
 * fields before and after. Secrets never enter it: fields named like a token, key, password or sealed
 * value, and any value that looks like a Frontdesk credential, are redacted before the entry is kept.
 * Entries are kept for a set number of days; the store comes in through `AuditRepo`.
 */
export * from './audit-ports.ts';
export * from './audit-log.ts';
export * from './redact.ts';
export * from './audit-actions.ts';
