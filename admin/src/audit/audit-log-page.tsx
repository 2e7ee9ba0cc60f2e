import { Card } from '../ui/card.tsx';
import { AuditLogList } from './audit-log-list.tsx';

/** The console's deployment-wide audit log (operators): every client's changes and the deployment's own. */
export function AuditLogPage() {
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold text-slate-900">Audit log</h1>
      <Card>
        <AuditLogList clientId={null} />
      </Card>
    </div>
  );
}
