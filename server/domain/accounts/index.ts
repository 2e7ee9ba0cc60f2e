/**
 * Accounts: who signs in. Operators of the service (admin-auth.ts: login throttling, server-side
 * sessions, the first admin), the owners and members of a client business (customer-accounts.ts: set-
 * password links, sessions, mail), and secret API keys for server-to-server calls (api-keys.ts).
 */
export * from './admin-auth.ts';
export * from './customer-accounts.ts';
export * from './customer-accounts-ports.ts';
export * from './api-keys.ts';
