import { useInfiniteQuery } from '@tanstack/react-query';
import type { AuditEntry, AuditLogPage } from '../../../contract/audit.ts';
import { consoleEndpoints as api, pathTo } from '../../../contract/endpoints.ts';
import { apiRequest } from '../api/http.ts';
import { formatDateTime } from '../format.ts';
import { Button, buttonClass } from '../ui/button.tsx';
import { actionText, actorKindText, valueText } from './audit-texts.ts';

const PAGE = 50;

function Changes({ changes }: { changes: AuditEntry['changes'] }) {
  if (!changes) return null;
  return (
    <ul className="mt-1 space-y-0.5 text-xs text-slate-600">
      {Object.entries(changes).map(([field, c]) => (
        <li key={field}>
          <span className="font-medium text-slate-700">{field}</span>:{' '}
          {'before' in c && <span className="line-through decoration-slate-400">{valueText(c.before)}</span>}
          {'before' in c && ' → '}
          <span>{valueText(c.after)}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * The audit log, newest first, a page at a time, with its CSV and JSON Lines downloads: one client's
 * (`clientId`) or the whole deployment's (null, operators).
 */
export function AuditLogList({ clientId }: { clientId: string | null }) {
  const pageUrl = (cursor: string | null) =>
    clientId
      ? pathTo(api.clientAuditLog, { id: clientId }, { limit: PAGE, cursor })
      : pathTo(api.auditLog, {}, { limit: PAGE, cursor });
  const exportUrl = (format: 'csv' | 'jsonl') =>
    clientId
      ? pathTo(api.clientAuditExport, { id: clientId }, { format })
      : pathTo(api.auditExport, {}, { format });
  const log = useInfiniteQuery({
    queryKey: ['audit-log', clientId ?? 'deployment'],
    queryFn: ({ pageParam }) => apiRequest<AuditLogPage>('GET', pageUrl(pageParam)),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
  const entries = log.data?.pages.flatMap((p) => p.entries) ?? [];
  return (
    <div>
      <div className="flex flex-wrap items-center justify-end gap-2">
        <a className={buttonClass('secondary', 'sm')} href={exportUrl('csv')} download>
          Download CSV
        </a>
        <a className={buttonClass('secondary', 'sm')} href={exportUrl('jsonl')} download>
          Download JSON Lines
        </a>
      </div>
      {log.isPending && <p className="mt-3 text-sm text-slate-600">Loading the audit log…</p>}
      {log.isError && <p className="mt-3 text-sm text-red-700">The audit log could not be loaded.</p>}
      {log.isSuccess && entries.length === 0 && (
        <p className="mt-3 text-sm text-slate-600">No changes recorded yet.</p>
      )}
      {entries.length > 0 && (
        <div className="mt-3 overflow-x-auto" tabIndex={0} role="region" aria-label="Audit log entries">
          <table className="w-full text-left text-sm">
            <thead className="text-xs text-slate-600 uppercase">
              <tr>
                <th scope="col" className="py-2 pr-3">
                  When
                </th>
                <th scope="col" className="py-2 pr-3">
                  Who
                </th>
                <th scope="col" className="py-2 pr-3">
                  What
                </th>
                <th scope="col" className="py-2">
                  From
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {entries.map((e) => (
                <tr key={e.id} className="align-top">
                  <td className="py-2 pr-3 whitespace-nowrap text-slate-700">
                    <time dateTime={e.at}>{formatDateTime(e.at)}</time>
                  </td>
                  <td className="py-2 pr-3">
                    <div className="text-slate-900">{e.actor.label}</div>
                    <div className="text-xs text-slate-600">{actorKindText(e.actor.kind)}</div>
                  </td>
                  <td className="py-2 pr-3">
                    <div className="text-slate-900">
                      {actionText(e.action)}
                      {e.target && <span className="text-slate-600"> · {e.target}</span>}
                    </div>
                    {!clientId && e.clientId && (
                      <div className="text-xs text-slate-600">Client {e.clientId}</div>
                    )}
                    <Changes changes={e.changes} />
                  </td>
                  <td className="py-2 text-slate-700">{e.source}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {log.hasNextPage && (
        <Button
          variant="secondary"
          size="sm"
          className="mt-3"
          disabled={log.isFetchingNextPage}
          onClick={() => void log.fetchNextPage()}
        >
          {log.isFetchingNextPage ? 'Loading…' : 'Show older changes'}
        </Button>
      )}
    </div>
  );
}
