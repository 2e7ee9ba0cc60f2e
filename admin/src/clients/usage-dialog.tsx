import { useState } from 'react';
import type { Client } from '../../../contract/clients.ts';
import { clientsApi } from '../api/clients-api.ts';
import { parseMessagesUsed } from '../format.ts';
import { Button } from '../ui/button.tsx';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { Modal } from '../ui/modal.tsx';
import { UsageMeter } from './usage-meter.tsx';
import { useClientAction } from './use-client-action.ts';

export function UsageDialog({
  client,
  onOpenChange,
}: {
  client: Client | null;
  onOpenChange: (open: boolean) => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const reset = useClientAction(clientsApi.resetUsage, {
    success: { title: 'Usage reset', description: 'Message usage has been reset to 0.' },
    failure: 'Failed to reset usage. Please try again.',
  });
  const used = client ? parseMessagesUsed(client.messagesUsed) : 0;
  return (
    <>
      <Modal
        open={client !== null}
        onOpenChange={onOpenChange}
        title="Message Usage"
        description={client ? `${client.businessName} · ${client.plan} plan` : undefined}
      >
        {client && (
          <div className="space-y-4">
            <UsageMeter used={used} limit={client.messageLimit} />
            <p className="text-sm text-slate-700">
              AI replies are counted per calendar month (UTC). Usage starts again at 0 at the beginning of
              each month.
            </p>
            <div className="flex justify-end">
              <Button variant="danger" onClick={() => setConfirming(true)} disabled={reset.isPending}>
                Reset Usage
              </Button>
            </div>
          </div>
        )}
      </Modal>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Reset message usage?"
        description="This will set this month's message count to 0. This action cannot be undone."
        confirmLabel="Reset Usage"
        busy={reset.isPending}
        onConfirm={() => {
          if (!client) return;
          reset.mutate(client.id, { onSettled: () => setConfirming(false) });
        }}
      />
    </>
  );
}
