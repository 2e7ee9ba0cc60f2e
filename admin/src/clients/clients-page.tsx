import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Client, ClientList } from '../../../contract/clients.ts';
import { clientsApi } from '../api/clients-api.ts';
import { keys } from '../api/keys.ts';
import { formatNumber, parseMessagesUsed } from '../format.ts';
import { Button } from '../ui/button.tsx';
import { StatCard } from '../ui/card.tsx';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { toast } from '../ui/toast-store.ts';
import { AddClientDialog } from './add-client-dialog.tsx';
import { ApiIntegrationDialog } from './api-integration-dialog.tsx';
import { ClientDetailsDialog } from './client-details-dialog.tsx';
import { ClientsTable, type ClientDialog } from './clients-table.tsx';
import { atLimit } from './limit-badge.tsx';

/** Clients whose name, business, domain or email holds every word of the search. */
function matching(clients: Client[], search: string): Client[] {
  const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return clients;
  return clients.filter((c) => {
    const text = [c.clientName, c.businessName, c.domain, c.email].join(' ').toLowerCase();
    return words.every((w) => text.includes(w));
  });
}
import { CustomizationDialog } from './customization-dialog.tsx';
import { EditClientDialog } from './edit-client-dialog.tsx';
import { UsageDialog } from './usage-dialog.tsx';
import { FIGURE_LABELS } from '../../../contract/figures.ts';

/** The clients list: summary cards, the table, and one dialog per row action. */
export function ClientsPage() {
  const query = useQuery<ClientList>({ queryKey: keys.clients });
  const queryClient = useQueryClient();
  const [adding, setAdding] = useState(false);
  const [open, setOpen] = useState<{ dialog: ClientDialog; id: string } | null>(null);

  const clients = query.data?.clients ?? [];
  const [search, setSearch] = useState('');
  const shown = matching(clients, search);
  const limited = atLimit(clients);
  // Dialogs read the client from the list so they show fresh data after each mutation's refetch.
  const current = (dialog: ClientDialog): Client | null =>
    open?.dialog === dialog ? (clients.find((c) => c.id === open.id) ?? null) : null;
  const close = (isOpen: boolean) => {
    if (!isOpen) setOpen(null);
  };

  const remove = useMutation({
    mutationFn: clientsApi.remove,
    onSuccess: () => toast({ title: 'Client deleted', description: 'The client has been removed.' }),
    onError: () => window.alert('Failed to delete client'),
    onSettled: async () => {
      setOpen(null);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: keys.clients }),
        queryClient.invalidateQueries({ queryKey: keys.stats }),
      ]);
    },
  });

  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">Clients</h1>
          <p className="text-sm text-slate-600">Client businesses, their assistants, tokens and usage.</p>
        </div>
        <Button onClick={() => setAdding(true)}>Add Client</Button>
      </header>

      {query.isPending && (
        <p role="status" className="text-sm text-slate-600">
          Loading clients...
        </p>
      )}
      {query.isError && (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4">
          <p className="font-medium text-red-800">Failed to load clients</p>
          <Button variant="secondary" className="mt-2" onClick={() => void query.refetch()}>
            Try Again
          </Button>
        </div>
      )}
      {query.isSuccess && (
        <>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
            <StatCard label="Total Clients" value={formatNumber(clients.length)} />
            <StatCard
              label="Active Clients"
              value={formatNumber(clients.filter((c) => c.status === 'Active').length)}
            />
            <StatCard
              label={FIGURE_LABELS.aiRepliesThisPeriod}
              value={formatNumber(clients.reduce((sum, c) => sum + parseMessagesUsed(c.messagesUsed), 0))}
              detail={limited.length > 0 ? `${limited.length} at their limit` : undefined}
            />
            <StatCard
              label="Enterprise Clients"
              value={formatNumber(clients.filter((c) => c.plan === 'Enterprise').length)}
            />
          </div>
          {clients.length === 0 ? (
            <div className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center">
              <p className="font-medium text-slate-900">No clients yet</p>
              <p className="mt-1 text-sm text-slate-600">
                Add your first client business to issue its widget.
              </p>
              <Button className="mt-4" onClick={() => setAdding(true)}>
                Add Your First Client
              </Button>
            </div>
          ) : (
            <>
              <div className="max-w-md space-y-1">
                <label htmlFor="client-search" className="block text-sm font-medium text-slate-800">
                  Search clients
                </label>
                <input
                  id="client-search"
                  type="search"
                  placeholder="Name, business, domain or email"
                  value={search}
                  onChange={(e) => setSearch(e.target.value)}
                  className="block w-full rounded-md border border-slate-300 px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
                />
              </div>
              {shown.length === 0 ? (
                <p className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-center text-slate-700">
                  No client matches “{search}”.
                </p>
              ) : (
                <ClientsTable
                  clients={shown}
                  onOpen={(dialog, client) => setOpen({ dialog, id: client.id })}
                />
              )}
            </>
          )}
        </>
      )}

      <AddClientDialog open={adding} onOpenChange={setAdding} />
      <ClientDetailsDialog client={current('details')} onOpenChange={close} />
      <ApiIntegrationDialog client={current('api')} onOpenChange={close} />
      <UsageDialog client={current('usage')} onOpenChange={close} />
      <CustomizationDialog client={current('customize')} onOpenChange={close} />
      <EditClientDialog client={current('edit')} onOpenChange={close} />
      <ConfirmDialog
        open={current('delete') !== null}
        onOpenChange={close}
        title="Delete client?"
        description="Are you sure you want to delete this client? This action cannot be undone."
        confirmLabel="Delete"
        busy={remove.isPending}
        onConfirm={() => open && remove.mutate(open.id)}
      />
    </div>
  );
}
