import { useQuery } from '@tanstack/react-query';
import type { BillingSummary } from '../../../contract/billing.ts';
import { StatCard } from '../ui/card.tsx';
import { billingKeys } from './billing-api.ts';

/** The operator dashboard's billing figures, from the stored subscriptions. */
export function BillingSummaryCards() {
  const summary = useQuery<BillingSummary>({ queryKey: billingKeys.summary });
  const s = summary.data;
  return (
    <>
      <StatCard
        label="Monthly recurring revenue"
        value={s ? `$${s.mrr.toLocaleString('en-US', { minimumFractionDigits: 2 })}` : '—'}
        detail={s && `${s.active} active subscriptions`}
      />
      <StatCard
        label="Subscriptions needing attention"
        value={s ? `${s.pastDue} past due` : '—'}
        detail={s && `${s.cancelled} cancelled`}
      />
    </>
  );
}
