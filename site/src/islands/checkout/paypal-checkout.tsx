import type { CheckoutSuccessResponse, SignUpForm } from '../../../../contract/checkout.ts';
import type { PlanOffer } from '../../../../contract/plans.ts';
// The console's PayPal button, shared: it carries no styles, so the site's CSS build needs nothing from it.
import { PayPalSubscribeButton } from '../../../../admin/src/ui/paypal-subscribe-button.tsx';
import { completeSubscription, fetchPaypalSetup, startSubscription } from './checkout-api.ts';
import type { Notify } from './toasts.ts';

interface Props {
  plan: PlanOffer;
  form: SignUpForm;
  notify: Notify;
  onSuccess: (result: CheckoutSuccessResponse) => void;
}

/**
 * The sign-up's payment step: PayPal's subscription button (shared with the workspace's billing). The
 * server makes the subscription on the plan's PayPal billing plan with the sign-up kept beside it, and
 * creates the client once PayPal reports it ACTIVE (here, or from PayPal's webhook if this tab is
 * closed first); each failure is reported with its toast.
 */
export default function PayPalCheckout({ plan, form, notify, onSuccess }: Props) {
  return (
    <PayPalSubscribeButton
      loadSetup={fetchPaypalSetup}
      createSubscription={() => startSubscription(plan, form)}
      onApprove={async (subscriptionId) => {
        const result = await completeSubscription(subscriptionId, form);
        notify('success');
        onSuccess(result);
      }}
      subscriptionFailed={() => notify('orderFailed')}
      approveFailed={() => notify('paymentFailed')}
      paypalError={() => notify('paypalError')}
      loadFailed={() => notify('paypalError')}
      text={{
        loading: <p className="text-sm text-gray-600">Loading PayPal…</p>,
        notConfigured: (
          <p className="rounded-lg bg-amber-50 p-4 text-sm text-amber-900" data-testid="payments-not-set-up">
            Payments are not set up on this server yet, so plans cannot be bought here right now. Please
            contact us to get started.
          </p>
        ),
        unavailable: (
          <p className="rounded-lg bg-red-50 p-4 text-sm text-red-900" data-testid="paypal-unavailable">
            PayPal could not be loaded. Please check your connection and try again later.
          </p>
        ),
        processing: <p className="text-center font-medium text-gray-900">Processing payment...</p>,
      }}
    />
  );
}
