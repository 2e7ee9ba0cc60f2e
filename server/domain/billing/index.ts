/**
 * Billing: what a client pays for and how much it used. Monthly metering of replies with an atomic
 * consume (usage-meter.ts), refunds of replies that never landed (charge-recovery.ts), and the
 * server-priced PayPal flows for signing up (checkout.ts) and changing plan (plan-upgrades.ts).
 */
export * from './usage-meter.ts';
export * from './charge-recovery.ts';
export * from './checkout.ts';
export * from './plan-upgrades.ts';
export * from './sign-up-result.ts';
