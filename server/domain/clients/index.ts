/**
 * Clients: the businesses (tenants) using the service. Their lifecycle and settings, publishable widget
 * tokens and which Origin may use them (origin-policy.ts), test mode, and the demo clients of the
 * marketing site.
 */
export * from './clients.ts';
export * from './assistant-settings.ts';
export * from './origin-policy.ts';
export * from './tokens.ts';
export * from './demo-clients.ts';
