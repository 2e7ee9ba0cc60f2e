import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import type { CheckoutSuccessResponse } from '../../../contract/checkout.ts';
import type { PlanOffer } from '../../../contract/plans.ts';
import { Toast, type ToastMessage } from '../ui/toast.tsx';
import { DialogToastSlot } from './checkout/modal-dialog.tsx';
import { PAYMENT_TOASTS, type PaymentToast } from './checkout/toasts.ts';

// The dialog carries form validation (zod) and PayPal; it loads only when a plan is chosen.
const SignUpDialog = lazy(() => import('./checkout/sign-up-dialog.tsx'));
const WelcomeDialog = lazy(() => import('./checkout/welcome-dialog.tsx'));

/** Pricing cards of the purchase catalogue; choosing a plan opens the sign-up dialog. */
export function Pricing({ plans }: { plans: PlanOffer[] }) {
  const [chosen, setChosen] = useState<PlanOffer | null>(null);
  const [dialogKey, setDialogKey] = useState(0);
  const [welcome, setWelcome] = useState<CheckoutSuccessResponse | null>(null);
  const [toast, setToast] = useState<ToastMessage | null>(null);
  const toastTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const notify = useCallback((kind: PaymentToast) => {
    clearTimeout(toastTimer.current);
    setToast({ id: Date.now(), text: PAYMENT_TOASTS[kind], tone: kind === 'success' ? 'success' : 'error' });
    toastTimer.current = setTimeout(() => setToast(null), 6000);
  }, []);
  useEffect(() => () => clearTimeout(toastTimer.current), []);

  const close = () => {
    setChosen(null);
    // A new key remounts the dialog, which resets its fields and tears down the payment buttons.
    setDialogKey((k) => k + 1);
  };

  return (
    <>
      <p className="mb-8 text-center text-sm text-gray-700" data-testid="renewal-note">
        Every plan is a monthly PayPal subscription: it renews each month on the date you subscribed until you
        cancel, and its message allowance starts again at zero with each payment. Cancel any time in your
        workspace; the plan runs to the end of the paid month.{' '}
        <a href="/terms" className="underline">
          Terms
        </a>
      </p>
      <div className="grid gap-8 md:grid-cols-3">
        {plans.map((plan) => (
          <div
            key={plan.name}
            className={`relative flex flex-col rounded-2xl border bg-white p-8 ${plan.popular ? 'border-blue-700 shadow-xl ring-2 ring-blue-700' : 'border-gray-200 shadow-sm'}`}
          >
            {plan.popular ? (
              <p className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-blue-700 px-3 py-1 text-xs font-semibold text-white">
                Most Popular
              </p>
            ) : null}
            <h3 className="text-xl font-semibold text-gray-900">{plan.name}</h3>
            <p className="mt-4">
              <span className="text-4xl font-bold text-gray-900">${plan.price}</span>
              <span className="text-gray-600">/month</span>
            </p>
            <ul className="mt-6 flex-1 space-y-3 text-gray-700">
              {plan.features.map((f) => (
                <li key={f} className="flex gap-2">
                  <span aria-hidden="true" className="text-blue-700">
                    ✓
                  </span>
                  {f}
                </li>
              ))}
            </ul>
            <button
              type="button"
              onClick={() => setChosen(plan)}
              className={`mt-8 rounded-lg px-4 py-3 font-semibold ${plan.popular ? 'bg-blue-700 text-white hover:bg-blue-800' : 'bg-gray-100 text-gray-900 hover:bg-gray-200'}`}
            >
              Choose {plan.name}
            </button>
          </div>
        ))}
      </div>
      <DialogToastSlot.Provider value={<Toast toast={toast} onDismiss={() => setToast(null)} />}>
        <Suspense fallback={null}>
          {chosen ? (
            <SignUpDialog
              key={dialogKey}
              plan={chosen}
              notify={notify}
              onClose={close}
              onSuccess={(result) => {
                close();
                setWelcome(result);
              }}
            />
          ) : null}
          {welcome ? <WelcomeDialog result={welcome} onClose={() => setWelcome(null)} /> : null}
        </Suspense>
      </DialogToastSlot.Provider>
      {/* While a dialog is open its own copy of the region shows the toast; the page's stays empty. */}
      <Toast toast={chosen || welcome ? null : toast} onDismiss={() => setToast(null)} />
    </>
  );
}
