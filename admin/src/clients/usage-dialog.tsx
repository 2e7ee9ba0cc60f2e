import type { Client } from '../../../contract/clients.ts';
import { parseMessagesUsed } from '../format.ts';
import { Modal } from '../ui/modal.tsx';
import { ResetUsageButton } from './reset-usage-button.tsx';
import { UsageMeter } from './usage-meter.tsx';

export function UsageDialog({
  client,
  onOpenChange,
}: {
  client: Client | null;
  onOpenChange: (open: boolean) => void;
}) {
  const used = client ? parseMessagesUsed(client.messagesUsed) : 0;
  return (
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
            AI replies are counted per calendar month (UTC). Usage starts again at 0 at the beginning of each
            month.
          </p>
          <div className="flex justify-end">
            <ResetUsageButton client={client} variant="danger" />
          </div>
        </div>
      )}
    </Modal>
  );
}
