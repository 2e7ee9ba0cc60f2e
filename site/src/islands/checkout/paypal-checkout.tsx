import { useEffect, useRef, useState } from 'react';
import {
  INSTANCE_LOADING_STATE,
  PayPalProvider,
  usePayPal,
  usePayPalOneTimePaymentSession,
} from '@paypal/react-paypal-js/sdk-v6';
import type { CheckoutSuccessResponse, SignUpForm } from '../../../../contract/checkout.ts';
import type { PlanOffer } from '../../../../contract/plans.ts';
import {
  captureOrder,
  completeSignUp,
  createOrder,
  fetchPaypalSetup,
  type PaypalSetupInfo,
} from './checkout-api.ts';
import type { Notify } from './toasts.ts';

interface Props {
  plan: PlanOffer;
  form: SignUpForm;
  notify: Notify;
  onSuccess: (result: CheckoutSuccessResponse) => void;
}

/**
 * PayPal's one-time payment button (sdk-v6: a payment session behind the `<paypal-button>` element).
 * The server creates and captures the order and creates the client; this component only walks the
 * buyer through it and reports each failure with its toast.
 */
export default function PayPalCheckout(props: Props) {
  const [setup, setSetup] = useState<PaypalSetupInfo | null | 'not-configured'>(null);
  useEffect(() => {
    let live = true;
    void fetchPaypalSetup().then((s) => live && setSetup(s ?? 'not-configured'));
    return () => {
      live = false;
    };
  }, []);
  if (!setup) return <p className="text-sm text-gray-600">Loading PayPal…</p>;
  if (setup === 'not-configured')
    return (
      <p className="rounded-lg bg-amber-50 p-4 text-sm text-amber-900" data-testid="payments-not-set-up">
        Payments are not set up on this server yet, so plans cannot be bought here right now. Please contact
        us to get started.
      </p>
    );
  return (
    <PayPalProvider
      clientId={setup.clientId}
      environment={setup.environment}
      components={['paypal-payments']}
      pageType="checkout"
    >
      <PaymentButtons {...props} />
    </PayPalProvider>
  );
}

function PaymentButtons({ plan, form, notify, onSuccess }: Props) {
  const { loadingStatus, error, isHydrated } = usePayPal();
  const [processing, setProcessing] = useState(false);
  // One failure, one toast: once order creation has failed, PayPal's echo of it is not reported again.
  const orderFailed = useRef(false);
  const session = usePayPalOneTimePaymentSession({
    presentationMode: 'auto',
    createOrder: async () => {
      orderFailed.current = false;
      try {
        return { orderId: await createOrder(plan) };
      } catch (cause) {
        orderFailed.current = true;
        notify('orderFailed');
        throw cause;
      }
    },
    onApprove: async ({ orderId }) => {
      setProcessing(true);
      try {
        await captureOrder(orderId);
        const result = await completeSignUp({ ...form, paymentDetails: { orderID: orderId } });
        notify('success');
        onSuccess(result);
      } catch {
        setProcessing(false);
        notify('paymentFailed');
      }
    },
    onError: () => {
      if (!orderFailed.current) notify('paypalError');
    },
  });
  const failed =
    loadingStatus === INSTANCE_LOADING_STATE.REJECTED || error !== null || session.error !== null;
  const reported = useRef(false);

  useEffect(() => {
    if (failed && !reported.current) {
      reported.current = true;
      notify('paypalError');
    }
  }, [failed, notify]);

  if (failed) {
    return (
      <p className="rounded-lg bg-red-50 p-4 text-sm text-red-900" data-testid="paypal-unavailable">
        PayPal could not be loaded. Please check your connection and try again later.
      </p>
    );
  }
  if (loadingStatus === INSTANCE_LOADING_STATE.PENDING)
    return <p className="text-sm text-gray-600">Loading PayPal…</p>;

  // session.start() rejects when the flow cannot begin (a blocked popup, a failed order); the
  // library's own button would leave that rejection unhandled and the buyer without a word.
  const start = () => {
    session.handleClick().catch(() => {
      if (!orderFailed.current) notify('paypalError');
    });
  };
  return (
    <>
      {processing ? <p className="text-center font-medium text-gray-900">Processing payment...</p> : null}
      {/* Hidden, not unmounted, while processing: unmounting destroys the session inside its onApprove. */}
      <div hidden={processing}>
        {isHydrated ? (
          <paypal-button type="pay" disabled={session.isPending ? true : undefined} onClick={start} />
        ) : null}
      </div>
    </>
  );
}
