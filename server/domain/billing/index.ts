/**
 * Billing: what a client pays for and how much it used. Monthly metering of replies with an atomic
 * consume (usage-meter.ts), refunds of replies that never landed (charge-recovery.ts), the PayPal SDK
 * setup (checkout.ts) and the answer of a paid sign-up (sign-up-result.ts). Plans are sold, renewed and
 * changed as PayPal subscriptions (domain/subscriptions/).
 */
export * from './usage-meter.ts';
export * from './charge-recovery.ts';
export * from './checkout.ts';
export * from './sign-up-result.ts';
