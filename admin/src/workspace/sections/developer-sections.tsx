import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Client } from '../../../../contract/clients.ts';
import { buildEmbedScript } from '../../../../contract/embed-script.ts';
import { keys } from '../../api/keys.ts';
import { businessTokenTexts, TokensPanel } from '../../clients/tokens-panel.tsx';
import { downloadFile } from '../../onboarding/download-file.ts';
import { ScriptSection } from '../../onboarding/script-section.tsx';
import { Card } from '../../ui/card.tsx';
import { copyText } from '../../ui/copy-text.ts';
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
  if (!client.data) return null;
  return (
    <Card>
      <h2 className="text-lg font-semibold text-slate-900">Access tokens</h2>
      <div className="mt-3">
        <TokensPanel client={client.data} texts={businessTokenTexts} />
      </div>
    </Card>
  );
}
