import type { Client } from '../../../contract/clients.ts';
import { clientsApi } from '../api/clients-api.ts';
import { parseMessagesUsed } from '../format.ts';
import { ClientDialog } from './client-dialog.tsx';
import { ClientForm, clientFormFrom, formMessageLimit } from './client-form.tsx';
import { UsageMeter } from './usage-meter.tsx';
import { useClientAction } from './use-client-action.ts';

/** Edit dialog; its usage panel shows the limit the form would enforce (custom, else the plan's). */
export function EditClientDialog({
  client,
  onOpenChange,
}: {
  client: Client | null;
  onOpenChange: (open: boolean) => void;
}) {
  const update = useClientAction(
    ({ id, body }: { id: string; body: Parameters<typeof clientsApi.update>[1] }) =>
      clientsApi.update(id, body),
    {
      success: { title: 'Client updated', description: 'The client has been updated.' },
      failure: 'Failed to update client. Please try again.',
    },
  );
  return (
    <ClientDialog
      client={client}
      onOpenChange={onOpenChange}
      title="Edit Client"
      describe={(c) => `Update ${c.businessName}.`}
      wide
    >
      {(client, close) => (
        <ClientForm
          key={client.id}
          mode="edit"
          initial={clientFormFrom(client)}
          submitLabel="Save Changes"
          busyLabel="Saving..."
          onCancel={close}
          onSubmit={async (submission) => {
            if (submission.mode !== 'edit') return;
            await update.mutateAsync({ id: client.id, body: submission.body });
            close();
          }}
          aside={(values) => (
            <div className="rounded-md border border-slate-200 bg-slate-50 p-3">
              <UsageMeter
                label="Usage this month"
                used={parseMessagesUsed(values.messagesUsed)}
                limit={formMessageLimit(values)}
              />
            </div>
          )}
        />
      )}
    </ClientDialog>
  );
}
