import type { BillingState } from '../../../contract/billing.ts';
import { consoleEndpoints as api } from '../../../contract/endpoints.ts';
import type { PlanName } from '../../../contract/plans.ts';
import { send } from '../api/http.ts';
import { PayPalSubscribeButton } from '../ui/paypal-subscribe-button.tsx';
import { toast, toastError } from '../ui/toast-store.ts';
import { loadPaypalSetup, reasonOf } from './billing-api.ts';

/**
 * A workspace's own subscription (after a cancellation, a lapse, or billing by hand): the server makes
 * it on the plan's PayPal billing plan, and takes it on once PayPal reports it ACTIVE.
 */
export default function SubscribePayment({
  clientId,
  plan,
  onDone,
}: {
  clientId: string;
  plan: PlanName;
  onDone: (state: BillingState) => void;
}) {
  return (
    <PayPalSubscribeButton
      loadSetup={loadPaypalSetup}
      createSubscription={async () =>
        (await send(api.billingSubscribe, { id: clientId }, { plan })).subscriptionId
      }
      onApprove={async (subscriptionID) => {
        const state = await send(api.billingConfirmSubscription, { id: clientId, subscriptionID });
        toast({
          title: `Subscribed to ${state.plan}`,
          description: 'Your assistant answers again. Thank you!',
        });
        onDone(state);
      }}
      subscriptionFailed={(cause) => toastError(reasonOf(cause, 'PayPal could not start the subscription.'))}
      approveFailed={(cause) => toastError(reasonOf(cause, 'The subscription could not be confirmed.'))}
      paypalError={() => toastError('There was an issue with PayPal.')}
      text={{
        loading: <p className="text-sm text-slate-600">Loading PayPal…</p>,
        notConfigured: (
          <p role="status" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
            Payments are not set up on this server yet; ask Frontdesk support to change your plan.
          </p>
        ),
        unavailable: (
          <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-900">
            PayPal could not be loaded. Please try again later.
          </p>
        ),
        processing: <p className="font-medium text-slate-900">Confirming with PayPal…</p>,
      }}
    />
  );
}
