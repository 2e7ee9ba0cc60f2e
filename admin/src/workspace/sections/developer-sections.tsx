import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Client } from '../../../../contract/clients.ts';
import { buildEmbedScript } from '../../../../contract/embed-script.ts';
import { clientsApi } from '../../api/clients-api.ts';
import { keys } from '../../api/keys.ts';
import { TokenRow } from '../../clients/token-row.tsx';
import { useClientAction } from '../../clients/use-client-action.ts';
import { downloadFile } from '../../onboarding/download-file.ts';
import { ScriptSection } from '../../onboarding/script-section.tsx';
import { Card } from '../../ui/card.tsx';
import { copyText } from '../../ui/copy-text.ts';
import { SwitchField } from '../../ui/switch-field.tsx';
import { toast } from '../../ui/toast-store.ts';
import { useAppMe } from '../workspace-layout.tsx';
import { checklistKey, markCopied } from '../checklist-api.ts';

/** Developers: the one script tag to paste into the website (copying it ticks the checklist). */
export function EmbedSection({ clientId }: { clientId: string }) {
  const queryClient = useQueryClient();
  const me = useAppMe();
  const client = useQuery<Client>({ queryKey: keys.client(clientId) });
  if (!client.data) return null;
  const c = client.data;
  const script = c.accessToken
    ? buildEmbedScript({
        publicUrl: me.data?.publicUrl ?? window.location.origin,
        clientId: c.id,
        token: c.accessToken,
        mode: 'production',
        consentMode: c.consentMode,
      })
    : null;
  const copied = () =>
    void markCopied(clientId).then((next) => queryClient.setQueryData(checklistKey(clientId), next));
  return (
    <ScriptSection
      title="Website script"
      description={`Paste this before </body> on every page of ${c.domain}. It works only on that website.`}
      script={script}
      warning={script ? null : 'Create your access token below (or go live from Home) to get your script.'}
      onCopy={() =>
        script &&
        void copyText(script).then(() => {
          toast({ title: 'Script copied', description: 'Paste it into your website.' });
          copied();
        })
      }
      onDownload={() => {
        if (!script) return;
        downloadFile('frontdesk-script.html', script);
        copied();
      }}
    />
  );
}

/** Developers: the access tokens (live, and test while test mode is on). */
export function TokensSection({ clientId }: { clientId: string }) {
  const client = useQuery<Client>({ queryKey: keys.client(clientId) });
  const generate = useClientAction(clientsApi.generateToken, {
    success: {
      title: 'Access token generated',
      description: 'Copy the new script: the old token stops working.',
    },
    failure: 'Could not generate the token. Please try again.',
  });
  const revoke = useClientAction(clientsApi.revokeToken, {
    success: { title: 'Access token revoked', description: 'Your website script no longer works.' },
    failure: 'Could not revoke the token. Please try again.',
  });
  const generateTest = useClientAction(clientsApi.generateTestToken, {
    success: { title: 'Test token generated', description: 'It works on any website while test mode is on.' },
    failure: 'Could not generate the test token. Please try again.',
  });
  const revokeTest = useClientAction(clientsApi.revokeTestToken, {
    success: { title: 'Test token revoked', description: 'The test token no longer works.' },
    failure: 'Could not revoke the test token. Please try again.',
  });
  const toggle = useClientAction((on: boolean) => clientsApi.toggleTestMode(clientId, on), {
    success: (c) =>
      c.testMode
        ? { title: 'Test mode on', description: 'The test token works on any website.' }
        : { title: 'Test mode off', description: 'Only your website’s token works now.' },
    failure: 'Could not change test mode. Please try again.',
  });
  if (!client.data) return null;
  const c = client.data;
  const busy = generate.isPending || revoke.isPending || generateTest.isPending || revokeTest.isPending;
  return (
    <Card>
      <h2 className="text-lg font-semibold text-slate-900">Access tokens</h2>
      <div className="mt-3 space-y-4">
        <TokenRow
          label="Access Token"
          token={c.accessToken}
          createdAt={c.accessTokenCreatedAt}
          busy={busy}
          onGenerate={() => generate.mutate(c.id)}
          onRevoke={() => revoke.mutate(c.id)}
        />
        <div className="rounded-md border border-slate-200 p-3">
          <SwitchField
            label="Test mode"
            description="While on, the test token works on any website (staging, your laptop) and your assistant is not live."
            checked={c.testMode}
            disabled={toggle.isPending}
            onCheckedChange={() => toggle.mutate(!c.testMode)}
          />
        </div>
        {c.testMode && (
          <TokenRow
            label="Test Access Token"
            token={c.testAccessToken}
            createdAt={c.testAccessTokenCreatedAt}
            busy={busy}
            onGenerate={() => generateTest.mutate(c.id)}
            onRevoke={() => revokeTest.mutate(c.id)}
          />
        )}
      </div>
    </Card>
  );
}
