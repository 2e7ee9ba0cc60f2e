import { useEffect, useRef, useState, type ReactNode } from 'react';
import {
  INSTANCE_LOADING_STATE,
  PayPalProvider,
  usePayPal,
  usePayPalOneTimePaymentSession,
} from '@paypal/react-paypal-js/sdk-v6';

export interface PayPalSetup {
  clientId: string;
  environment: 'sandbox' | 'production';
}

/**
 * What the caller does at each step. `onApprove` captures the order and finishes the purchase; when
 * it rejects, the button is shown again and `approveFailed` reports it.
 */
export interface PayPalPayButtonProps {
  /** The server's PayPal settings; `null` when payments are not configured there. */
  loadSetup: () => Promise<PayPalSetup | null>;
  createOrder: () => Promise<string>;
  onApprove: (orderId: string) => Promise<void>;
  orderFailed: (cause: unknown) => void;
  approveFailed: (cause: unknown) => void;
  paypalError: () => void;
  /** PayPal's script or session could not be loaded (the `unavailable` text shows either way). */
  loadFailed?: () => void;
  /** The messages, styled by each app (this file carries no styles: the console and the site build their own CSS). */
  text: { loading: ReactNode; notConfigured: ReactNode; unavailable: ReactNode; processing: ReactNode };
}

/**
 * PayPal's one-time payment button (sdk-v6: a payment session behind the `<paypal-button>` element),
 * shared by the site's sign-up and the workspace's plan upgrade. The server creates and captures the
 * order; this component walks the buyer through it and reports each failure once.
 */
export function PayPalPayButton(props: PayPalPayButtonProps) {
  const { loadSetup } = props;
  const [setup, setSetup] = useState<PayPalSetup | 'not-configured' | null>(null);
  useEffect(() => {
    let live = true;
    void loadSetup().then((s) => live && setSetup(s ?? 'not-configured'));
    return () => {
      live = false;
    };
  }, [loadSetup]);
  if (!setup) return props.text.loading;
  if (setup === 'not-configured') return props.text.notConfigured;
  return (
    <PayPalProvider
      clientId={setup.clientId}
      environment={setup.environment}
      components={['paypal-payments']}
      pageType="checkout"
    >
      <PaymentButton {...props} />
    </PayPalProvider>
  );
}

function PaymentButton(props: PayPalPayButtonProps) {
  const { loadingStatus, error, isHydrated } = usePayPal();
  const [processing, setProcessing] = useState(false);
  // One failure, one report: once order creation has failed, PayPal's echo of it is not reported again.
  const orderFailed = useRef(false);
  const session = usePayPalOneTimePaymentSession({
    presentationMode: 'auto',
    createOrder: async () => {
      orderFailed.current = false;
      try {
        return { orderId: await props.createOrder() };
      } catch (cause) {
        orderFailed.current = true;
        props.orderFailed(cause);
        throw cause;
      }
    },
    onApprove: async ({ orderId }) => {
      setProcessing(true);
      try {
        await props.onApprove(orderId);
      } catch (cause) {
        setProcessing(false);
        props.approveFailed(cause);
      }
    },
    onError: () => {
      if (!orderFailed.current) props.paypalError();
    },
  });
  const failed =
    loadingStatus === INSTANCE_LOADING_STATE.REJECTED || error !== null || session.error !== null;
  const reported = useRef(false);
  const { loadFailed } = props;
  useEffect(() => {
    if (failed && !reported.current) {
      reported.current = true;
      loadFailed?.();
    }
  }, [failed, loadFailed]);

  if (failed) return props.text.unavailable;
  if (loadingStatus === INSTANCE_LOADING_STATE.PENDING) return props.text.loading;

  // session.start() rejects when the flow cannot begin (a blocked popup, a failed order); the
  // library's own button would leave that rejection unhandled and the buyer without a word.
  const start = () => {
    session.handleClick().catch(() => {
      if (!orderFailed.current) props.paypalError();
    });
  };
  return (
    <>
      {processing ? props.text.processing : null}
      {/* Hidden, not unmounted, while processing: unmounting ends the session inside its onApprove. */}
      <div hidden={processing}>
        {isHydrated ? (
          <paypal-button type="pay" disabled={session.isPending ? true : undefined} onClick={start} />
        ) : null}
      </div>
    </>
  );
}
