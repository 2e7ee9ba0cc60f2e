import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  INSTANCE_LOADING_STATE,
  PayPalProvider,
  usePayPal,
  usePayPalOneTimePaymentSession,
} from '@paypal/react-paypal-js/sdk-v6';
import { consoleEndpoints as api, siteEndpoints } from '../../../contract/endpoints.ts';
import type { PlanName } from '../../../contract/plans.ts';
import { send, HttpError } from '../api/http.ts';
import { keys } from '../api/keys.ts';
import { toast, toastError } from '../ui/toast-store.ts';

interface Props {
  clientId: string;
  plan: PlanName;
  onDone: () => void;
}
type Setup = { clientId: string; environment: 'sandbox' | 'production' };

/**
 * PayPal's one-time payment button for a plan upgrade (the site's sign-up uses the same sdk-v6
 * session). The server creates the order at the plan's price, captures it and moves the plan.
 */
export default function UpgradePayment(props: Props) {
  const [setup, setSetup] = useState<Setup | 'not-configured' | null>(null);
  useEffect(() => {
    let live = true;
    send(siteEndpoints.paypalSetup, {}).then(
      (s) => live && setSetup(s as Setup),
      () => live && setSetup('not-configured'),
    );
    return () => {
      live = false;
    };
  }, []);
  if (!setup) return <p className="text-sm text-slate-600">Loading PayPal…</p>;
  if (setup === 'not-configured')
    return (
      <p role="status" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
        Payments are not set up on this server yet; ask Frontdesk support to change your plan.
      </p>
    );
  return (
    <PayPalProvider
      clientId={setup.clientId}
      environment={setup.environment}
      components={['paypal-payments']}
      pageType="checkout"
    >
      <PayButton {...props} />
    </PayPalProvider>
  );
}

const reason = (error: unknown, fallback: string) =>
  error instanceof HttpError && error.body ? error.body.error : fallback;

function PayButton({ clientId, plan, onDone }: Props) {
  const queryClient = useQueryClient();
  const { loadingStatus, error, isHydrated } = usePayPal();
  const [processing, setProcessing] = useState(false);
  const session = usePayPalOneTimePaymentSession({
    presentationMode: 'auto',
    createOrder: async () => {
      try {
        return { orderId: (await send(api.upgradeOrder, { id: clientId }, { plan })).id };
      } catch (cause) {
        toastError(reason(cause, 'Failed to create the PayPal order.'));
        throw cause;
      }
    },
    onApprove: async ({ orderId }) => {
      setProcessing(true);
      try {
        const result = await send(api.upgradeCapture, { id: clientId, orderID: orderId });
        queryClient.setQueryData(keys.client(clientId), result.client);
        toast({ title: `You are on ${result.plan} now`, description: 'Thank you for your payment.' });
        onDone();
      } catch (cause) {
        setProcessing(false);
        toastError(reason(cause, 'There was an issue processing your payment.'));
      }
    },
    onError: () => toastError('There was an issue with PayPal.'),
  });
  if (loadingStatus === INSTANCE_LOADING_STATE.REJECTED || error !== null || session.error !== null)
    return (
      <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-900">
        PayPal could not be loaded. Please try again later.
      </p>
    );
  if (loadingStatus === INSTANCE_LOADING_STATE.PENDING)
    return <p className="text-sm text-slate-600">Loading PayPal…</p>;
  return (
    <>
      {processing && <p className="font-medium text-slate-900">Processing payment...</p>}
      {/* Hidden, not unmounted, while processing: unmounting ends the session inside its onApprove. */}
      <div hidden={processing}>
        {isHydrated ? (
          <paypal-button
            type="pay"
            disabled={session.isPending ? true : undefined}
            onClick={() => session.handleClick().catch(() => toastError('There was an issue with PayPal.'))}
          />
        ) : null}
      </div>
    </>
  );
}
