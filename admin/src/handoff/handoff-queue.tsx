import { useState } from 'react';
import { Link } from 'react-router';
import { useNow } from '../dashboard/use-now.ts';
import { Button, focusRing } from '../ui/button.tsx';
import { Badge, Card } from '../ui/card.tsx';
import { useHandoffQueue } from './use-handoff-queue.ts';

const waited = (since: string | null, now: Date) => {
  if (!since) return '';
  const s = Math.max(0, Math.round((now.getTime() - Date.parse(since)) / 1000));
  return s < 60 ? `${s}s` : `${Math.floor(s / 60)}m ${s % 60}s`;
};

/** Visitors waiting for a person (oldest first, with how long they have waited), then held sessions. */
export function HandoffQueue() {
  const query = useHandoffQueue();
  const now = useNow(1000);
  const [permission, setPermission] = useState(() =>
    typeof Notification === 'undefined' ? 'denied' : Notification.permission,
  );
  const sessions = query.data?.sessions ?? [];
  return (
    <Card>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold text-slate-900">Waiting for a person</h2>
        {permission === 'default' && (
          <Button
            size="sm"
            variant="secondary"
            onClick={() => void Notification.requestPermission().then(setPermission)}
          >
            Enable notifications
          </Button>
        )}
      </div>
      {sessions.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">Nobody is waiting for a person.</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200" aria-label="Handoff queue">
          {sessions.map((s) => (
            <li
              key={`${s.clientId}/${s.sessionId}`}
              className="flex flex-wrap items-center gap-3 py-2 text-sm"
              data-handoff-session={s.sessionId}
            >
              {s.status === 'waiting' ? (
                <Badge tone="amber">Waiting {waited(s.requestedAt, now)}</Badge>
              ) : (
                <Badge tone="green">With {s.operator}</Badge>
              )}
              <span className="font-medium text-slate-900">{s.clientName}</span>
              <span className="min-w-0 flex-1 truncate text-slate-600">{s.lastMessage ?? ''}</span>
              <Link
                to={`/chats/${encodeURIComponent(s.sessionId)}?clientId=${encodeURIComponent(s.clientId)}`}
                className={`text-blue-700 underline ${focusRing}`}
              >
                Open
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
