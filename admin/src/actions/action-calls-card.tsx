import { useQuery } from '@tanstack/react-query';
import type { ActionCallList } from '../../../contract/actions.ts';
import { consoleEndpoints as api } from '../../../contract/endpoints.ts';
import { keyOf } from '../api/keys.ts';
import { formatDateTime } from '../format.ts';
import { Badge, Card } from '../ui/card.tsx';

/** The actions the assistant called in one conversation (chat detail), arguments as the log keeps them. */
export function ActionCallsCard({ clientId, sessionId }: { clientId: string; sessionId: string }) {
  const calls = useQuery<ActionCallList>({
    queryKey: keyOf(api.sessionActionCalls, { id: clientId, sessionId }),
  });
  if (!calls.data || calls.data.calls.length === 0) return null;
  return (
    <Card>
      <section aria-labelledby="action-calls-heading">
        <h2 id="action-calls-heading" className="text-lg font-semibold text-slate-900">
          Actions called
        </h2>
        <ActionCallRows calls={calls.data} />
      </section>
    </Card>
  );
}

export function ActionCallRows({ calls, showName = true }: { calls: ActionCallList; showName?: boolean }) {
  return (
    <ul className="mt-2 space-y-2 text-sm">
      {calls.calls.map((c) => (
        <li key={c.id} className="rounded-md border border-slate-200 p-2">
          <div className="flex flex-wrap items-center gap-2">
            {showName && <span className="font-medium text-slate-900">{c.actionName}</span>}
            <Badge tone={c.outcome === 'ok' ? 'green' : 'red'}>{c.outcome === 'ok' ? 'OK' : 'Failed'}</Badge>
            <span className="text-slate-600">
              {c.status ?? 'no answer'} · {c.durationMs} ms
            </span>
          </div>
          <p className="text-xs text-slate-600">
            {formatDateTime(c.createdAt)}
            {c.sessionId ? '' : ' · console try'}
          </p>
          <p className="font-mono text-xs break-all text-slate-700">{JSON.stringify(c.arguments)}</p>
          {c.error && <p className="text-xs text-red-700">{c.error}</p>}
        </li>
      ))}
    </ul>
  );
}
