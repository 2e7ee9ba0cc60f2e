import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { RecentChats } from '../../../contract/admin.ts';
import { chatPath } from '../chats/chat-path.ts';
import { formatChatAge, visitorTitle } from '../format.ts';
import { useNow } from './use-now.ts';
import { focusRing } from '../ui/button.tsx';
import { Badge, Card } from '../ui/card.tsx';

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return (
    parts
      .slice(0, 2)
      .map((p) => p[0]?.toUpperCase() ?? '')
      .join('') || '?'
  ).slice(0, 2);
}

export function RecentChatsList({ query }: { query: UseQueryResult<RecentChats> }) {
  const chats = query.data?.recentChats ?? [];
  const now = useNow(30_000);
  return (
    <Card>
      <h2 className="text-lg font-semibold text-slate-900">Recent Chats</h2>
      {query.isPending && <p className="mt-3 text-sm text-slate-600">Loading...</p>}
      {query.isError && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          Failed to fetch recent chats
        </p>
      )}
      {query.isSuccess && chats.length === 0 && (
        <p className="mt-3 text-sm text-slate-600">No recent chats found</p>
      )}
      {chats.length > 0 && (
        <ul className="mt-3 divide-y divide-slate-100">
          {chats.map((chat) => (
            <li key={`${chat.clientId}/${chat.sessionId}`}>
              <Link
                to={chatPath(chat.sessionId, chat.clientId)}
                className={`flex items-start gap-3 rounded-md px-1 py-3 hover:bg-slate-50 ${focusRing}`}
              >
                {chat.avatar && /^(https?:|data:image\/|\/)/.test(chat.avatar) ? (
                  <img src={chat.avatar} alt="" className="h-9 w-9 shrink-0 rounded-full" />
                ) : (
                  <span
                    aria-hidden="true"
                    className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-blue-100 text-sm font-semibold text-blue-800"
                  >
                    {chat.avatar && chat.avatar.length <= 2
                      ? chat.avatar
                      : initials(chat.businessName || chat.clientName)}
                  </span>
                )}
                <span className="min-w-0 flex-1">
                  <span className="flex flex-wrap items-center gap-2">
                    <span className="font-medium break-all text-slate-900">{visitorTitle(chat)}</span>
                    <span className="text-xs text-slate-600">{chat.businessName}</span>
                    <Badge tone={chat.status === 'active' ? 'green' : 'neutral'}>
                      {chat.status === 'active' ? 'active' : 'idle'}
                    </Badge>
                  </span>
                  <span className="mt-0.5 block truncate text-sm text-slate-700">{chat.lastMessage}</span>
                </span>
                <span className="shrink-0 text-xs text-slate-600">{formatChatAge(chat.timestamp, now)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
