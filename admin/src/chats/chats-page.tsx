import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SessionList, SessionListQuery } from '../../../contract/chat.ts';
import { keys } from '../api/keys.ts';
import { formatNumber } from '../format.ts';
import { Button } from '../ui/button.tsx';
import { StatCard } from '../ui/card.tsx';
import { SelectField } from '../ui/select-field.tsx';
import { ConversationDialog, type SessionRef } from './conversation-dialog.tsx';
import { SessionsTable } from './sessions-table.tsx';
import { HandoffQueue } from '../handoff/handoff-queue.tsx';
import { useDebounced } from './use-debounced.ts';
import { FIGURE_LABELS } from '../../../contract/figures.ts';

type Status = NonNullable<SessionListQuery['status']>;
type Context = NonNullable<SessionListQuery['context']>;
type SortBy = NonNullable<SessionListQuery['sortBy']>;
type Order = NonNullable<SessionListQuery['order']>;

const STATUS_OPTIONS: { value: Status; label: string }[] = [
  { value: 'all', label: 'All Statuses' },
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
];
const CONTEXT_OPTIONS: { value: Context; label: string }[] = [
  { value: 'all', label: 'All Contexts' },
  { value: 'fashion_retail', label: 'Fashion & Retail' },
  { value: 'food_drink', label: 'Food & Drink' },
  { value: 'real_estate', label: 'Real Estate' },
  { value: 'medical', label: 'Medical' },
  { value: 'general', label: 'General' },
];
const SORT_OPTIONS: { value: SortBy; label: string }[] = [
  { value: 'lastActivity', label: 'Last Activity' },
  { value: 'messageCount', label: 'Message Count' },
  { value: 'clientName', label: 'Client Name' },
  { value: 'sessionId', label: 'Session ID' },
];
const ORDER_OPTIONS: { value: Order; label: string }[] = [
  { value: 'desc', label: 'Descending' },
  { value: 'asc', label: 'Ascending' },
];
const PAGE_SIZE = 50;

/**
 * The chat sessions list: every filter and sort runs on the server through SessionListQuery. In a
 * workspace's Inbox it is `embedded`: the page names itself, and the industry filter (an operator's
 * view across clients) is left out.
 */
export function ChatsPage({ embedded = false }: { embedded?: boolean } = {}) {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<Status>('all');
  const [context, setContext] = useState<Context>('all');
  const [sortBy, setSortBy] = useState<SortBy>('lastActivity');
  const [order, setOrder] = useState<Order>('desc');
  const [page, setPage] = useState(1);
  const [viewing, setViewing] = useState<SessionRef | null>(null);
  const debouncedSearch = useDebounced(search.trim(), 300);

  const listQuery: SessionListQuery = {
    search: debouncedSearch || undefined,
    status,
    context,
    sortBy,
    order,
    page,
    pageSize: PAGE_SIZE,
  };
  const query = useQuery<SessionList>({
    queryKey: keys.sessionList(listQuery),
    placeholderData: keepPreviousData,
  });
  const summary = query.data?.summary;
  const sessions = query.data?.sessions ?? [];
  const pages = query.data ? Math.max(1, Math.ceil(query.data.total / query.data.pageSize)) : 1;
  const filter =
    <T,>(setter: (v: T) => void) =>
    (v: string) => {
      setter(v as T);
      setPage(1);
    };

  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        {embedded ? (
          <h2 className="text-lg font-semibold text-slate-900">Conversations</h2>
        ) : (
          <div>
            <h1 className="text-2xl font-bold text-slate-900">Chat Sessions</h1>
            <p className="text-sm text-slate-600">Every conversation visitors had with the assistants.</p>
          </div>
        )}
        <Button variant="secondary" onClick={() => void query.refetch()} disabled={query.isFetching}>
          {query.isFetching ? 'Refreshing...' : 'Refresh'}
        </Button>
      </header>
      <HandoffQueue />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard
          label={FIGURE_LABELS.conversations}
          value={summary ? formatNumber(summary.totalSessions) : '—'}
          detail={summary && `${formatNumber(summary.activeSessions)} active`}
        />
        <StatCard
          label={FIGURE_LABELS.messages}
          value={summary ? formatNumber(summary.totalMessages) : '—'}
        />
        <StatCard
          label="Avg Messages/Session"
          value={
            summary
              ? formatNumber(
                  summary.totalSessions > 0 ? Math.round(summary.totalMessages / summary.totalSessions) : 0,
                )
              : '—'
          }
        />
        <StatCard
          label={FIGURE_LABELS.activeSessions}
          value={summary ? formatNumber(summary.activeSessions) : '—'}
        />
      </div>
      <div className="grid gap-3 rounded-lg border border-slate-200 bg-white p-3 sm:grid-cols-2 lg:grid-cols-5">
        <div className="space-y-1 lg:col-span-1">
          <label htmlFor="chat-search" className="block text-sm font-medium text-slate-800">
            Search
          </label>
          <input
            id="chat-search"
            type="search"
            placeholder="Session, client or message"
            value={search}
            onChange={(e) => {
              setSearch(e.target.value);
              setPage(1);
            }}
            className="block w-full rounded-md border border-slate-300 px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
          />
        </div>
        <SelectField
          label="Status"
          value={status}
          onValueChange={filter(setStatus)}
          options={STATUS_OPTIONS}
        />
        {!embedded && (
          <SelectField
            label="Context"
            value={context}
            onValueChange={filter(setContext)}
            options={CONTEXT_OPTIONS}
          />
        )}
        <SelectField
          label="Sort by"
          value={sortBy}
          onValueChange={filter(setSortBy)}
          options={SORT_OPTIONS}
        />
        <SelectField label="Order" value={order} onValueChange={filter(setOrder)} options={ORDER_OPTIONS} />
      </div>
      {query.isPending && (
        <p role="status" className="text-sm text-slate-600">
          Loading...
        </p>
      )}
      {query.isError && (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          Failed to fetch chat sessions
        </p>
      )}
      {query.isSuccess && sessions.length === 0 && (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700">
          No chat sessions found
        </p>
      )}
      {sessions.length > 0 && (
        <SessionsTable
          sessions={sessions}
          onView={(s) => setViewing({ sessionId: s.sessionId, clientId: s.clientId })}
        />
      )}
      {pages > 1 && (
        <nav aria-label="Pages" className="flex items-center justify-end gap-2 text-sm">
          <Button size="sm" variant="secondary" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            Previous
          </Button>
          <span>
            Page {page} of {pages}
          </span>
          <Button
            size="sm"
            variant="secondary"
            disabled={page >= pages}
            onClick={() => setPage((p) => p + 1)}
          >
            Next
          </Button>
        </nav>
      )}
      <ConversationDialog session={viewing} onOpenChange={(open) => !open && setViewing(null)} />
    </div>
  );
}
