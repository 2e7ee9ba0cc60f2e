import { lazy, Suspense, useState } from 'react';
import type { Client } from '../../../contract/clients.ts';
import { PLAN_CATALOGUE, PLANS, type PlanName } from '../../../contract/plans.ts';
import { UsageMeter } from '../clients/usage-meter.tsx';
import { Button } from '../ui/button.tsx';
import { Card } from '../ui/card.tsx';

// PayPal's SDK loads only when an owner starts an upgrade.
const UpgradePayment = lazy(() => import('./upgrade-payment.tsx'));

/**
 * The workspace's plan: usage against the plan's limit, and for owners the bigger plans, bought
 * through PayPal at the price the server sets (members see the plan only; the server refuses them).
 */
export function PlanCard({ client, isOwner }: { client: Client; isOwner: boolean }) {
  const [chosen, setChosen] = useState<PlanName | null>(null);
  const bigger = PLAN_CATALOGUE.filter((p) => p.price > PLANS[client.plan].price);
  return (
    <Card>
      <h2 className="text-lg font-semibold text-slate-900">Plan and usage</h2>
      <p className="mt-1 text-sm text-slate-700">
        You are on <strong>{client.plan}</strong> (${PLANS[client.plan].price}/month).
      </p>
      <div className="mt-3">
        <UsageMeter used={Number(client.messagesUsed)} limit={client.messageLimit} />
      </div>
      {isOwner && bigger.length > 0 && (
        <div className="mt-4 space-y-2">
          <div className="flex flex-wrap gap-2">
            {bigger.map((p) => (
              <Button
                key={p.name}
                size="sm"
                variant={chosen === p.name ? 'primary' : 'secondary'}
                onClick={() => setChosen(p.name)}
              >
                Upgrade to {p.name} (${p.price}/month, {p.monthlyMessages.toLocaleString('en-US')} messages)
              </Button>
            ))}
          </div>
          {chosen && (
            <Suspense fallback={<p className="text-sm text-slate-600">Loading PayPal…</p>}>
              <UpgradePayment
                key={chosen}
                clientId={client.id}
                plan={chosen}
                onDone={() => setChosen(null)}
              />
            </Suspense>
          )}
        </div>
      )}
    </Card>
  );
}
