import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { BillingState } from '../../../contract/billing.ts';
import { consoleEndpoints as api } from '../../../contract/endpoints.ts';
import { PLAN_CATALOGUE, type PlanName } from '../../../contract/plans.ts';
import { send } from '../api/http.ts';
import { keys } from '../api/keys.ts';
import { isCustomer, useScope } from '../scope.tsx';
import { Button } from '../ui/button.tsx';
import { Badge, Card } from '../ui/card.tsx';
import { toast, toastError } from '../ui/toast-store.ts';
import { billingKeys, day, reasonOf } from './billing-api.ts';

// PayPal's SDK loads only when someone starts a subscription.
const SubscribePayment = lazy(() => import('./subscribe-payment.tsx'));

const STATUS_TEXT: Record<string, string> = {
  ACTIVE: 'Renews monthly',
  CANCELLED: 'Cancelled',
  SUSPENDED: 'Suspended by PayPal',
  EXPIRED: 'Expired',
};

/**
 * A client's billing, for its owners in /app and for the operators: the subscription (status, plan,
 * paid period, next billing), what happens next (renews, ends, grace after a failed renewal), the
 * owner's actions (cancel, change plan, subscribe again) and the receipts; operators can also comp a
 * plan. Members do not see it (the server refuses them).
 */
export function BillingSection({ clientId }: { clientId: string }) {
  const scope = useScope();
  const operator = !isCustomer(scope);
  const canSee = operator || scope.role === 'owner';
  const queryClient = useQueryClient();
  const state = useQuery<BillingState>({ queryKey: billingKeys.billing(clientId), enabled: canSee });
  const [subscribing, setSubscribing] = useState<PlanName | null>(null);
  const [comp, setComp] = useState<PlanName>('Starter');
  const applied = (next: BillingState) => {
    queryClient.setQueryData(billingKeys.billing(clientId), next);
    void queryClient.invalidateQueries({ queryKey: keys.client(clientId) });
  };
  const cancel = useMutation({
    mutationFn: () => send(api.billingCancel, { id: clientId }),
    onSuccess: (next) => {
      applied(next);
      toast({
        title: 'Subscription cancelled',
        description: `Your plan runs until ${day(next.serviceUntil ?? '')}.`,
      });
    },
    onError: (e) => toastError(reasonOf(e, 'The subscription could not be cancelled.')),
  });
  const change = useMutation({
    mutationFn: (plan: PlanName) => send(api.billingChangePlan, { id: clientId }, { plan }),
    onSuccess: (asked) => {
      if (asked.approveUrl) window.location.assign(asked.approveUrl);
      else void queryClient.invalidateQueries({ queryKey: billingKeys.billing(clientId) });
    },
    onError: (e) => toastError(reasonOf(e, 'PayPal could not start the plan change.')),
  });
  const refresh = useMutation({
    mutationFn: () => send(api.billingRefresh, { id: clientId }),
    onSuccess: applied,
  });
  const comped = useMutation({
    mutationFn: () => send(api.billingComp, { id: clientId }, { plan: comp }),
    onSuccess: (next) => {
      applied(next);
      toast({
        title: `Comped: ${next.plan}`,
        description: 'Billed by hand from now on; nothing is charged.',
      });
    },
    onError: (e) => toastError(reasonOf(e, 'The plan could not be comped.')),
  });
  // Back from approving a plan change at PayPal: read the subscription again, once per visit.
  const returned = useRef(false);
  useEffect(() => {
    if (!canSee || returned.current || !new URLSearchParams(window.location.search).has('revised')) return;
    returned.current = true;
    refresh.mutate();
  }, [canSee, refresh]);

  if (!canSee) return null;
  const b = state.data;
  if (!b)
    return (
      <Card>
        <h2 className="text-lg font-semibold text-slate-900">Billing</h2>
        <p role="status" className="mt-2 text-sm text-slate-600">
          {state.isError ? 'Billing could not be loaded.' : 'Loading billing…'}
        </p>
      </Card>
    );
  const sub = b.subscription;
  const renewing = sub?.status === 'ACTIVE';
  const receiptBase = operator ? `/clients/${clientId}/receipts` : '/billing/receipts';
  return (
    <Card>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold text-slate-900">Billing</h2>
        <Badge tone={b.answering ? 'green' : 'red'}>{b.answering ? 'Answering' : 'Not answering'}</Badge>
      </div>
      <dl className="mt-2 grid gap-x-6 text-sm sm:grid-cols-2" data-testid="billing-state">
        <div className="py-1">
          <dt className="text-slate-600">Plan</dt>
          <dd className="text-slate-900">{b.plan}</dd>
        </div>
        <div className="py-1">
          <dt className="text-slate-600">Billing</dt>
          <dd className="text-slate-900">
            {sub
              ? `PayPal subscription: ${STATUS_TEXT[sub.status] ?? sub.status}`
              : 'Billed by hand (no subscription)'}
          </dd>
        </div>
        {sub?.currentPeriod && (
          <div className="py-1">
            <dt className="text-slate-600">Paid period</dt>
            <dd className="text-slate-900">
              {day(sub.currentPeriod.start)} – {day(sub.currentPeriod.end)}
            </dd>
          </div>
        )}
        {sub?.nextBillingTime && (
          <div className="py-1">
            <dt className="text-slate-600">Next payment</dt>
            <dd className="text-slate-900">{day(sub.nextBillingTime)}</dd>
          </div>
        )}
      </dl>
      {sub?.pastDueSince && b.serviceUntil && (
        <p role="alert" className="mt-3 rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          PayPal could not collect the renewal on {day(sub.pastDueSince)}. The assistant keeps answering until{' '}
          {day(b.serviceUntil)}; update your payment method in PayPal, or subscribe again below.
        </p>
      )}
      {sub?.cancelAtPeriodEnd && b.serviceUntil && (
        <p role="status" className="mt-3 rounded-md bg-slate-50 p-3 text-sm text-slate-800">
          Cancelled: nothing more is charged. The plan runs until {day(b.serviceUntil)}, then the assistant
          offers visitors the email form instead. Subscribe again to keep it answering.
        </p>
      )}
      {!b.answering && (
        <p role="alert" className="mt-3 rounded-md bg-red-50 p-3 text-sm text-red-900">
          The assistant is not answering: visitors are offered the email form. Subscribe again to restore it;
          your knowledge, chats and settings are kept.
        </p>
      )}
      {sub?.pendingPlan && (
        <p role="status" className="mt-3 text-sm text-slate-700">
          A change to {sub.pendingPlan} waits for your approval at PayPal; the plan changes once PayPal
          confirms it.{' '}
          <Button size="sm" variant="secondary" onClick={() => refresh.mutate()} disabled={refresh.isPending}>
            Check again
          </Button>
        </p>
      )}
      <div className="mt-4 flex flex-wrap gap-2">
        {renewing &&
          PLAN_CATALOGUE.filter((p) => p.name !== sub.plan).map((p) => (
            <Button
              key={p.name}
              size="sm"
              variant="secondary"
              disabled={change.isPending}
              onClick={() => change.mutate(p.name)}
            >
              Switch to {p.name} (${p.price}/month)
            </Button>
          ))}
        {renewing && (
          <Button
            size="sm"
            variant="danger"
            disabled={cancel.isPending}
            onClick={() => {
              if (
                window.confirm(
                  'Cancel the subscription? Nothing more is charged; the plan runs to the end of the paid month.',
                )
              )
                cancel.mutate();
            }}
          >
            Cancel subscription
          </Button>
        )}
        {!renewing &&
          PLAN_CATALOGUE.map((p) => (
            <Button
              key={p.name}
              size="sm"
              variant={subscribing === p.name ? 'primary' : 'secondary'}
              onClick={() => setSubscribing(p.name)}
            >
              Subscribe to {p.name} (${p.price}/month)
            </Button>
          ))}
      </div>
      {subscribing && !renewing && (
        <div className="mt-3">
          <Suspense fallback={<p className="text-sm text-slate-600">Loading PayPal…</p>}>
            <SubscribePayment
              key={subscribing}
              clientId={clientId}
              plan={subscribing}
              onDone={(next) => {
                applied(next);
                setSubscribing(null);
              }}
            />
          </Suspense>
        </div>
      )}
      {operator && (
        <div className="mt-4 flex flex-wrap items-center gap-2 border-t border-slate-200 pt-4">
          <label htmlFor={`comp-${clientId}`} className="text-sm text-slate-700">
            Comp a plan (cancels any subscription)
          </label>
          <select
            id={`comp-${clientId}`}
            value={comp}
            onChange={(e) => setComp(e.target.value as PlanName)}
            className="rounded-md border border-slate-300 px-2 py-1 text-sm"
          >
            {PLAN_CATALOGUE.map((p) => (
              <option key={p.name}>{p.name}</option>
            ))}
          </select>
          <Button size="sm" variant="secondary" disabled={comped.isPending} onClick={() => comped.mutate()}>
            Comp {comp}
          </Button>
        </div>
      )}
      <h3 className="mt-5 text-sm font-semibold text-slate-900">Receipts</h3>
      {b.payments.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600">No payments yet.</p>
      ) : (
        <table className="mt-2 w-full text-left text-sm">
          <thead className="text-slate-600">
            <tr>
              <th className="py-1 font-medium">Paid</th>
              <th className="py-1 font-medium">Plan</th>
              <th className="py-1 font-medium">Period</th>
              <th className="py-1 text-right font-medium">Amount</th>
              <th className="py-1" />
            </tr>
          </thead>
          <tbody>
            {b.payments.map((p) => (
              <tr key={p.id} className="border-t border-slate-100">
                <td className="py-1">{day(p.paidAt)}</td>
                <td className="py-1">{p.plan}</td>
                <td className="py-1">
                  {day(p.periodStart)} – {day(p.periodEnd)}
                </td>
                <td className="py-1 text-right">
                  {p.amount} {p.currency}
                </td>
                <td className="py-1 text-right">
                  <Link to={`${receiptBase}/${encodeURIComponent(p.id)}`} className="text-blue-700 underline">
                    Receipt
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Card>
  );
}
