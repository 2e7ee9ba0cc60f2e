import { useQueryClient } from '@tanstack/react-query';
import { consoleEndpoints as api, siteEndpoints } from '../../../contract/endpoints.ts';
import type { PlanName } from '../../../contract/plans.ts';
import { send, HttpError } from '../api/http.ts';
import { keys } from '../api/keys.ts';
import { PayPalPayButton, type PayPalSetup } from '../ui/paypal-pay-button.tsx';
import { toast, toastError } from '../ui/toast-store.ts';

// Any failure to read the settings reads as "not configured": the customer is told to ask support.
const loadSetup = () =>
  send(siteEndpoints.paypalSetup, {}).then(
    (s) => s as PayPalSetup,
    () => null,
  );

const reason = (error: unknown, fallback: string) =>
  error instanceof HttpError && error.body ? error.body.error : fallback;

const paypalError = () => toastError('There was an issue with PayPal.');

/**
 * PayPal's one-time payment button for a plan upgrade (the site's sign-up uses the same
 * PayPalPayButton). The server creates the order at the plan's price, captures it and moves the plan.
 */
export default function UpgradePayment({
  clientId,
  plan,
  onDone,
}: {
  clientId: string;
  plan: PlanName;
  onDone: () => void;
}) {
  const queryClient = useQueryClient();
  return (
    <PayPalPayButton
      loadSetup={loadSetup}
      createOrder={async () => (await send(api.upgradeOrder, { id: clientId }, { plan })).id}
      onApprove={async (orderId) => {
        const result = await send(api.upgradeCapture, { id: clientId, orderID: orderId });
        queryClient.setQueryData(keys.client(clientId), result.client);
        toast({ title: `You are on ${result.plan} now`, description: 'Thank you for your payment.' });
        onDone();
      }}
      orderFailed={(cause) => toastError(reason(cause, 'Failed to create the PayPal order.'))}
      approveFailed={(cause) => toastError(reason(cause, 'There was an issue processing your payment.'))}
      paypalError={paypalError}
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
        processing: <p className="font-medium text-slate-900">Processing payment...</p>,
      }}
    />
  );
}
