import { lazy, Suspense, useState } from 'react';
import { SignUpForm } from '../../../../contract/checkout.ts';
import type { CheckoutSuccessResponse } from '../../../../contract/checkout.ts';
import type { PlanOffer } from '../../../../contract/plans.ts';
import { ModalDialog } from './modal-dialog.tsx';
import type { Notify } from './toasts.ts';

const PayPalCheckout = lazy(() => import('./paypal-checkout.tsx'));

type Field = 'fullName' | 'email' | 'businessName' | 'website';
const FIELDS: { name: Field; label: string; type: string; autoComplete: string; placeholder: string }[] = [
  { name: 'fullName', label: 'Full name', type: 'text', autoComplete: 'name', placeholder: 'Jane Cooper' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email', placeholder: 'jane@example.com' },
  {
    name: 'businessName',
    label: 'Business name',
    type: 'text',
    autoComplete: 'organization',
    placeholder: 'Cooper & Co.',
  },
  { name: 'website', label: 'Website', type: 'text', autoComplete: 'url', placeholder: 'cooperandco.com' },
];

/**
 * The sign-up dialog (the contract's SignUpForm rules; PRODUCT.md adds business name and website). Errors
 * show once a field has text; Create Account is enabled only for a valid form and reveals the PayPal
 * buttons.
 */
export default function SignUpDialog({
  plan,
  notify,
  onClose,
  onSuccess,
}: {
  plan: PlanOffer;
  notify: Notify;
  onClose: () => void;
  onSuccess: (result: CheckoutSuccessResponse) => void;
}) {
  const [values, setValues] = useState<Record<Field, string>>({
    fullName: '',
    email: '',
    businessName: '',
    website: '',
  });
  const [revealed, setRevealed] = useState(false);
  const parsed = SignUpForm.safeParse({ ...values, plan: plan.name });
  const errors: Partial<Record<Field, string>> = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = issue.path[0] as Field;
      errors[key] ??= issue.message;
    }
  }

  return (
    <ModalDialog
      title={`Sign up for ${plan.name}`}
      description={`$${plan.price} a month through PayPal, renewing monthly until you cancel.`}
      onClose={onClose}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (parsed.success) setRevealed(true);
          else notify('incomplete');
        }}
        className="space-y-4"
      >
        {FIELDS.map((f) => {
          const shown = values[f.name] !== '' ? errors[f.name] : undefined;
          return (
            <div key={f.name}>
              <label htmlFor={`signup-${f.name}`} className="block text-sm font-medium text-gray-900">
                {f.label}
              </label>
              <input
                id={`signup-${f.name}`}
                name={f.name}
                type={f.type}
                autoComplete={f.autoComplete}
                placeholder={f.placeholder}
                value={values[f.name]}
                disabled={revealed}
                aria-invalid={shown ? true : undefined}
                aria-describedby={shown ? `signup-${f.name}-error` : undefined}
                onChange={(event) => setValues((v) => ({ ...v, [f.name]: event.target.value }))}
                className="mt-1 block w-full rounded-lg border border-gray-300 px-3 py-2 text-gray-900 focus:border-blue-700 focus:ring-2 focus:ring-blue-200 focus:outline-none disabled:bg-gray-50"
              />
              {shown ? (
                <p id={`signup-${f.name}-error`} className="mt-1 text-sm text-red-700">
                  {shown}
                </p>
              ) : null}
            </div>
          );
        })}
        {revealed ? null : (
          <button
            type="submit"
            disabled={!parsed.success}
            className="w-full rounded-lg bg-blue-700 px-4 py-3 font-semibold text-white hover:bg-blue-800 disabled:cursor-not-allowed disabled:bg-gray-300 disabled:text-gray-700"
          >
            Create Account
          </button>
        )}
      </form>
      <p className="mt-4 text-xs text-gray-600" data-testid="renewal-terms">
        PayPal charges ${plan.price} today and the same every month on that date until you cancel. Cancel any
        time in your workspace under Billing: the plan then runs to the end of the month you paid for. See the{' '}
        <a href="/terms" className="underline">
          Terms of Service
        </a>{' '}
        and the{' '}
        <a href="/privacy" className="underline">
          Privacy Policy
        </a>
        .
      </p>
      {revealed && parsed.success ? (
        <div className="mt-6 border-t border-gray-200 pt-6" data-testid="payment-section">
          <Suspense fallback={<p className="text-sm text-gray-600">Loading PayPal…</p>}>
            <PayPalCheckout plan={plan} form={parsed.data} notify={notify} onSuccess={onSuccess} />
          </Suspense>
        </div>
      ) : null}
    </ModalDialog>
  );
}
