import type { Client } from '../../../contract/clients.ts';
import { PLANS } from '../../../contract/plans.ts';
import { UsageMeter } from '../clients/usage-meter.tsx';
import { Card } from '../ui/card.tsx';

/**
 * The workspace's plan and its usage against the plan's limit in the current period (the paid month
 * of a subscription). Changing or cancelling the plan is in the billing section (owners).
 */
export function PlanCard({ client, isOwner }: { client: Client; isOwner: boolean }) {
  return (
    <Card>
      <h2 className="text-lg font-semibold text-slate-900">Plan and usage</h2>
      <p className="mt-1 text-sm text-slate-700">
        You are on <strong>{client.plan}</strong> (${PLANS[client.plan].price}/month).
        {isOwner ? ' Change or cancel it under Billing below.' : ' Owners of the workspace manage billing.'}
      </p>
      <div className="mt-3">
        <UsageMeter used={Number(client.messagesUsed)} limit={client.messageLimit} />
      </div>
    </Card>
  );
}
