import { useState } from 'react';
import type { Client } from '../../../contract/clients.ts';
import { clientsApi } from '../api/clients-api.ts';
import { Button } from '../ui/button.tsx';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { useClientAction } from './use-client-action.ts';

/**
 * "Reset Usage" with its confirmation: sets this month's message count of the client to 0. The usage
 * dialog and the details dialog both offer it (the server's reset-messages and reset-usage are the
 * same operation).
 */
export function ResetUsageButton({ client, variant }: { client: Client; variant: 'danger' | 'secondary' }) {
  const [confirming, setConfirming] = useState(false);
  const reset = useClientAction(clientsApi.resetUsage, {
    success: { title: 'Usage reset', description: 'Message usage has been reset to 0.' },
    failure: 'Failed to reset usage. Please try again.',
  });
  return (
    <>
      <Button variant={variant} onClick={() => setConfirming(true)} disabled={reset.isPending}>
        Reset Usage
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Reset message usage?"
        description="This will set this month's message count to 0. This action cannot be undone."
        confirmLabel="Reset Usage"
        busy={reset.isPending}
        onConfirm={() => reset.mutate(client.id, { onSettled: () => setConfirming(false) })}
      />
    </>
  );
}
