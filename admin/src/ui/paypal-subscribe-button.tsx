import { useEffect, useRef, useState, type ReactNode } from 'react';
import {
  INSTANCE_LOADING_STATE,
  PayPalProvider,
  usePayPal,
  usePayPalSubscriptionPaymentSession,
} from '@paypal/react-paypal-js/sdk-v6';

/** What GET /api/paypal/setup answers: the SDK's client id and environment. */
export interface PayPalSetup {
  clientId: string;
  environment: 'sandbox' | 'production';
}

/**
 * What the caller does at each step. `createSubscription` asks our server for the subscription (the
 * server makes it on the plan's PayPal billing plan); `onApprove` finishes the purchase; when it
 * rejects, the button is shown again and `approveFailed` reports it.
 */
export interface PayPalSubscribeButtonProps {
  /** The server's PayPal settings; `null` when payments are not configured there. */
  loadSetup: () => Promise<PayPalSetup | null>;
  createSubscription: () => Promise<string>;
  onApprove: (subscriptionId: string) => Promise<void>;
  subscriptionFailed: (cause: unknown) => void;
  approveFailed: (cause: unknown) => void;
  paypalError: () => void;
  loadFailed?: () => void;
  /** The messages, styled by each app (this file carries no styles). */
  text: { loading: ReactNode; notConfigured: ReactNode; unavailable: ReactNode; processing: ReactNode };
}

/**
 * PayPal's subscription button (sdk-v6: a subscription payment session behind `<paypal-button>`),
 * shared by the site's sign-up and the workspace's billing. The buyer approves a subscription our
 * server made; this component walks them through it and reports each failure once.
 */
export function PayPalSubscribeButton(props: PayPalSubscribeButtonProps) {
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
      components={['paypal-subscriptions']}
      pageType="checkout"
    >
      <SubscribeButton {...props} />
    </PayPalProvider>
  );
}

function SubscribeButton(props: PayPalSubscribeButtonProps) {
  const { loadingStatus, error, isHydrated } = usePayPal();
  const [processing, setProcessing] = useState(false);
  // One failure, one report: PayPal's echo of a failed creation is not reported again.
  const creationFailed = useRef(false);
  const session = usePayPalSubscriptionPaymentSession({
    presentationMode: 'auto',
    createSubscription: async () => {
      creationFailed.current = false;
      try {
        return { subscriptionId: await props.createSubscription() };
      } catch (cause) {
        creationFailed.current = true;
        props.subscriptionFailed(cause);
        throw cause;
      }
    },
    onApprove: async ({ subscriptionId }) => {
      setProcessing(true);
      try {
        await props.onApprove(subscriptionId);
      } catch (cause) {
        setProcessing(false);
        props.approveFailed(cause);
      }
    },
    onError: () => {
      if (!creationFailed.current) props.paypalError();
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

  const start = () => {
    session.handleClick().catch(() => {
      if (!creationFailed.current) props.paypalError();
    });
  };
  return (
    <>
      {processing ? props.text.processing : null}
      {/* Hidden, not unmounted, while processing: unmounting ends the session inside its onApprove. */}
      <div hidden={processing}>
        {isHydrated ? (
          <paypal-button type="subscribe" disabled={session.isPending ? true : undefined} onClick={start} />
        ) : null}
      </div>
    </>
  );
}
