import { DomainError } from '../shared/errors.ts';

export interface PaypalSetupResult {
  clientId: string;
  environment: 'sandbox' | 'production';
}

/**
 * What the browser needs before it can show a PayPal button. Plans are sold as subscriptions
 * (domain/subscriptions/); this service only tells the SDK which PayPal account and environment to use.
 */
export interface CheckoutService {
  /** The public client id for PayPal's browser SDK. */
  setup(): PaypalSetupResult;
}

export interface CheckoutDeps {
  /** Null when PAYPAL_CLIENT_ID / PAYPAL_CLIENT_SECRET are unset. */
  paypal: { clientId: string; environment: 'sandbox' | 'production' } | null;
}

export function createCheckoutService(deps: CheckoutDeps): CheckoutService {
  return {
    setup() {
      if (!deps.paypal) {
        throw new DomainError(
          'payments_not_configured',
          'Payments are not available: PayPal is not configured on this server (PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET).',
        );
      }
      const { clientId, environment } = deps.paypal;
      return { clientId, environment };
    },
  };
}
