import { isCustomer, useScope } from '../scope.tsx';
import { Card } from '../ui/card.tsx';
import { ExportSection } from './export-section.tsx';
import { NotificationsSection } from './notifications-section.tsx';
import { WebhooksSection } from './webhooks-section.tsx';

/**
 * A client's ways out: notifications, signed webhooks and exports. One section for the console's
 * client page and /app; webhooks and exports are the owners' (members see the notices only).
 */
export function IntegrationsSection({ clientId }: { clientId: string }) {
  const scope = useScope();
  const owner = !isCustomer(scope) || scope.role === 'owner';
  return (
    <Card>
      <h2 className="text-lg font-semibold text-slate-900">Notifications, Webhooks and Export</h2>
      <div className="mt-2 space-y-3">
        <NotificationsSection clientId={clientId} />
        {owner && <WebhooksSection clientId={clientId} />}
        {owner && <ExportSection clientId={clientId} />}
      </div>
    </Card>
  );
}
