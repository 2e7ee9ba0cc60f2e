import { isCustomer, useScope } from '../scope.tsx';
import { Card } from '../ui/card.tsx';
import { AuditLogList } from './audit-log-list.tsx';

/**
 * A client's audit log on its page: who changed what, from where, and when. For operators and the
 * client's owners; members do not see it (the server refuses them too).
 */
export function AuditLogSection({ clientId }: { clientId: string }) {
  const scope = useScope();
  if (isCustomer(scope) && scope.role !== 'owner') return null;
  return (
    <Card>
      <h2 className="text-lg font-semibold text-slate-900">Audit log</h2>
      <p className="mt-1 text-sm text-slate-600">
        Every change to this workspace: who made it, from where, and what it changed. Secrets are never shown.
      </p>
      <div className="mt-3">
        <AuditLogList clientId={clientId} />
      </div>
    </Card>
  );
}
