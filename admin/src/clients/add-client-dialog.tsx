import { clientsApi } from '../api/clients-api.ts';
import { Modal } from '../ui/modal.tsx';
import { ClientForm, emptyClientForm } from './client-form.tsx';
import { useClientAction } from './use-client-action.ts';

export function AddClientDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const create = useClientAction(clientsApi.create, {
    success: (client) => ({ title: 'Client added', description: `${client.businessName} has been added.` }),
    failure: 'Failed to create client. Please try again.',
  });
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Add New Client"
      description="Create a client business and its assistant."
      wide
    >
      {open && (
        <ClientForm
          mode="create"
          initial={emptyClientForm()}
          submitLabel="Create Client"
          busyLabel="Creating..."
          onCancel={() => onOpenChange(false)}
          onSubmit={async (submission) => {
            if (submission.mode !== 'create') return;
            await create.mutateAsync(submission.body);
            onOpenChange(false);
          }}
        />
      )}
    </Modal>
  );
}
