import type { Client } from '../../../contract/clients.ts';
import { Modal } from '../ui/modal.tsx';
import { ApiKeysSection } from './api-keys-section.tsx';
import { operatorTokenTexts, TokensPanel } from './tokens-panel.tsx';

/** Tokens, test mode and secret keys of one client (the test token shows only while test mode is on). */
export function ApiIntegrationDialog({
  client,
  onOpenChange,
}: {
  client: Client | null;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Modal
      open={client !== null}
      onOpenChange={onOpenChange}
      title="API Integration"
      description={client ? `Tokens and keys for ${client.businessName}.` : undefined}
      wide
    >
      {client && (
        <div className="space-y-4">
          <TokensPanel client={client} texts={operatorTokenTexts} />
          <ApiKeysSection clientId={client.id} />
        </div>
      )}
    </Modal>
  );
}
