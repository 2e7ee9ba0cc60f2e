import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import type { BillingState } from '../../../contract/billing.ts';
import { isCustomer, useScope } from '../scope.tsx';
import { Button } from '../ui/button.tsx';
import { billingKeys, day } from './billing-api.ts';

/** One payment as a printable receipt (/app/billing/receipts/:paymentId, or the console's client page). */
export function ReceiptPage() {
  const scope = useScope();
  const params = useParams();
  const clientId = isCustomer(scope) ? scope.clientId : (params.id ?? '');
  const state = useQuery<BillingState>({ queryKey: billingKeys.billing(clientId) });
  const payment = state.data?.payments.find((p) => p.id === params.paymentId);
  if (state.isPending) return <p role="status">Loading receipt…</p>;
  if (!state.data || !payment)
    return (
      <p role="alert" className="text-slate-800">
        Receipt not found.
      </p>
    );
  return (
    <article
      className="mx-auto max-w-xl rounded-lg border border-slate-200 bg-white p-8 print:border-0"
      data-testid="receipt"
    >
      <header className="flex items-start justify-between">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">Receipt</h1>
          <p className="text-sm text-slate-600">Frontdesk</p>
        </div>
        <Button size="sm" variant="secondary" className="print:hidden" onClick={() => window.print()}>
          Print
        </Button>
      </header>
      <dl className="mt-6 grid grid-cols-2 gap-y-2 text-sm">
        <dt className="text-slate-600">Billed to</dt>
        <dd className="text-slate-900">{state.data.businessName}</dd>
        <dt className="text-slate-600">Paid on</dt>
        <dd className="text-slate-900">{day(payment.paidAt)}</dd>
        <dt className="text-slate-600">For</dt>
        <dd className="text-slate-900">Frontdesk {payment.plan} plan, monthly subscription</dd>
        <dt className="text-slate-600">Period</dt>
        <dd className="text-slate-900">
          {day(payment.periodStart)} – {day(payment.periodEnd)}
        </dd>
        <dt className="text-slate-600">Amount</dt>
        <dd className="font-semibold text-slate-900">
          {payment.amount} {payment.currency}
        </dd>
        <dt className="text-slate-600">Paid through</dt>
        <dd className="text-slate-900">PayPal</dd>
        <dt className="text-slate-600">PayPal payment id</dt>
        <dd className="break-all text-slate-900">{payment.id}</dd>
        <dt className="text-slate-600">PayPal subscription</dt>
        <dd className="break-all text-slate-900">{payment.subscriptionId}</dd>
      </dl>
    </article>
  );
}
