import type { Client } from '../../../contract/clients.ts';
import { clientsApi } from '../api/clients-api.ts';
import { Modal } from '../ui/modal.tsx';
import { SwitchField } from '../ui/switch-field.tsx';
import { ApiKeysSection } from './api-keys-section.tsx';
import { TokenRow } from './token-row.tsx';
import { useClientAction } from './use-client-action.ts';

/** Tokens, test mode and secret keys of one client (the test token shows only while test mode is on). */
export function ApiIntegrationDialog({
  client,
  onOpenChange,
}: {
  client: Client | null;
  onOpenChange: (open: boolean) => void;
}) {
  const generate = useClientAction(clientsApi.generateToken, {
    success: { title: 'Access token generated', description: 'The new access token is ready to use.' },
    failure: 'Failed to generate access token. Please try again.',
  });
  const revoke = useClientAction(clientsApi.revokeToken, {
    success: { title: 'Access token revoked', description: 'The access token no longer works.' },
    failure: 'Failed to revoke access token. Please try again.',
  });
  const generateTest = useClientAction(clientsApi.generateTestToken, {
    success: {
      title: 'Test access token generated',
      description: 'The new test access token is ready to use.',
    },
    failure: 'Failed to generate test access token. Please try again.',
  });
  const revokeTest = useClientAction(clientsApi.revokeTestToken, {
    success: { title: 'Test access token revoked', description: 'The test access token no longer works.' },
    failure: 'Failed to revoke test access token. Please try again.',
  });
  const toggle = useClientAction(
    ({ id, testMode }: { id: string; testMode: boolean }) => clientsApi.toggleTestMode(id, testMode),
    {
      success: (c) =>
        c.testMode
          ? { title: 'Test mode enabled', description: 'Test tokens now work on any domain.' }
          : { title: 'Test mode disabled', description: 'Only the production token works now.' },
      failure: 'Failed to toggle test mode. Please try again.',
    },
  );

  const busy =
    generate.isPending ||
    revoke.isPending ||
    generateTest.isPending ||
    revokeTest.isPending ||
    toggle.isPending;
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
          <TokenRow
            label="Access Token"
            token={client.accessToken}
            createdAt={client.accessTokenCreatedAt}
            busy={busy}
            onGenerate={() => generate.mutate(client.id)}
            onRevoke={() => revoke.mutate(client.id)}
          />
          <div className="rounded-md border border-slate-200 p-3">
            <SwitchField
              label="Test Mode"
              description="While on, the test token skips the domain check (for staging and local sites)."
              checked={client.testMode}
              disabled={toggle.isPending}
              onCheckedChange={() => toggle.mutate({ id: client.id, testMode: !client.testMode })}
            />
          </div>
          {client.testMode && (
            <TokenRow
              label="Test Access Token"
              token={client.testAccessToken}
              createdAt={client.testAccessTokenCreatedAt}
              busy={busy}
              onGenerate={() => generateTest.mutate(client.id)}
              onRevoke={() => revokeTest.mutate(client.id)}
            />
          )}
          <ApiKeysSection clientId={client.id} />
        </div>
      )}
    </Modal>
  );
}
