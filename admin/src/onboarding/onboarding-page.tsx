import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Client, ClientList } from '../../../contract/clients.ts';
import { WIDGET_DEFAULTS } from '../../../contract/widget.ts';
import { keys } from '../api/keys.ts';
import { useMe } from '../api/use-me.ts';
import {
  buildEmbedScript,
  embedFileContent,
  embedFileName,
  installationSteps,
  PLATFORMS,
  type EmbedMode,
  type Platform,
} from '../../../contract/embed-script.ts';
import { Badge, Card, statusTone } from '../ui/card.tsx';
import { copyText } from '../ui/copy-text.ts';
import { SelectField } from '../ui/select-field.tsx';
import { toast, toastError } from '../ui/toast-store.ts';
import { downloadFile } from './download-file.ts';
import { ScriptSection } from './script-section.tsx';

const MODE_LABEL: Record<EmbedMode, string> = { production: 'Production', test: 'Test' };

function tokenFor(client: Client, mode: EmbedMode): string | null {
  return mode === 'production' ? client.accessToken : client.testMode ? client.testAccessToken : null;
}

/** Onboarding: pick a client and platform, check its widget setup, copy or download the scripts. */
export function OnboardingPage() {
  const clientsQuery = useQuery<ClientList>({ queryKey: keys.clients });
  // Embed scripts point at the configured public address, which may differ from the console's own.
  const publicUrl = useMe().data?.publicUrl ?? window.location.origin;
  const [clientId, setClientId] = useState('');
  const [platform, setPlatform] = useState<Platform>('custom');
  const clients = clientsQuery.data?.clients ?? [];
  const client = clients.find((c) => c.id === clientId) ?? null;

  const scriptFor = (mode: EmbedMode): string | null => {
    const token = client && tokenFor(client, mode);
    return client && token
      ? buildEmbedScript({ publicUrl, clientId: client.id, token, mode, consentMode: client.consentMode })
      : null;
  };
  const warningFor = (mode: EmbedMode): string | null => {
    if (!client || tokenFor(client, mode)) return null;
    if (mode === 'production') return 'Access token not generated for this client, go to Clients tab';
    return client.testMode
      ? 'Test access token not generated for this client, go to Clients tab'
      : 'Test mode is off for this client, go to Clients tab';
  };

  const copy = async (mode: EmbedMode) => {
    const script = scriptFor(mode);
    if (!client || !script) {
      toastError('Please select a client first.');
      return;
    }
    try {
      await copyText(script);
      toast({ title: 'Copied!', description: `${MODE_LABEL[mode]} integration script copied to clipboard.` });
    } catch {
      toastError('Failed to copy to clipboard.');
    }
  };
  const download = (mode: EmbedMode) => {
    const script = scriptFor(mode);
    if (!client || !script) {
      toastError('Please select a client first.');
      return;
    }
    downloadFile(
      embedFileName(mode, client.businessName),
      embedFileContent(script, mode, client.businessName),
    );
    toast({
      title: 'Downloaded!',
      description: `${MODE_LABEL[mode]} integration script downloaded successfully.`,
    });
  };

  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900">Client Onboarding</h1>
        <p className="text-sm text-slate-600">
          Generate the embed script for a client and install it on their platform.
        </p>
      </header>
      <Card>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="Client"
            value={clientId}
            onValueChange={setClientId}
            placeholder={clientsQuery.isPending ? 'Loading clients...' : 'Select a client'}
            options={clients.map((c) => ({ value: c.id, label: `${c.businessName} (${c.clientName})` }))}
          />
          <SelectField
            label="Platform"
            value={platform}
            onValueChange={(v) => setPlatform(v as Platform)}
            options={PLATFORMS.map((p) => ({ value: p.id, label: p.label }))}
          />
        </div>
        {clientsQuery.isError && (
          <p role="alert" className="mt-3 text-sm text-red-700">
            Failed to fetch clients
          </p>
        )}
      </Card>

      {client && (
        <div className="grid gap-4 lg:grid-cols-2">
          <Card>
            <h2 className="text-lg font-semibold text-slate-900">Client Information</h2>
            <dl className="mt-2 grid grid-cols-[7rem_1fr] gap-y-1.5 text-sm">
              <dt className="text-slate-600">Business</dt>
              <dd className="text-slate-900">{client.businessName}</dd>
              <dt className="text-slate-600">Domain</dt>
              <dd className="break-all text-slate-900">{client.domain}</dd>
              <dt className="text-slate-600">Plan</dt>
              <dd className="text-slate-900">{client.plan}</dd>
              <dt className="text-slate-600">Status</dt>
              <dd>
                <Badge tone={statusTone(client.status)}>{client.status}</Badge>
              </dd>
            </dl>
          </Card>
          <Card>
            <h2 className="text-lg font-semibold text-slate-900">Widget Configuration</h2>
            <dl className="mt-2 grid grid-cols-[7rem_1fr] gap-y-1.5 text-sm">
              <dt className="text-slate-600">Access Token</dt>
              <dd>
                {client.accessToken ? (
                  <Badge tone="green">Generated</Badge>
                ) : (
                  <Badge tone="red">Not Generated</Badge>
                )}
              </dd>
              <dt className="text-slate-600">Client ID</dt>
              <dd className="font-mono text-xs break-all text-slate-900">{client.id}</dd>
              <dt className="text-slate-600">Position</dt>
              <dd className="text-slate-900">Bottom Right</dd>
              <dt className="text-slate-600">Colour</dt>
              <dd className="flex items-center gap-2 text-slate-900">
                <span
                  aria-hidden="true"
                  className="h-4 w-4 rounded border border-slate-300"
                  style={{ backgroundColor: WIDGET_DEFAULTS.primaryColor }}
                />
                {WIDGET_DEFAULTS.primaryColor}
              </dd>
            </dl>
          </Card>
        </div>
      )}

      <div className="grid gap-4 lg:grid-cols-2">
        <ScriptSection
          title="Production Script"
          description="For the client's live site; works only on the registered domain."
          script={scriptFor('production')}
          warning={warningFor('production')}
          onCopy={() => void copy('production')}
          onDownload={() => download('production')}
        />
        <ScriptSection
          title="Test Script"
          description="For staging or local testing; works on any domain while test mode is on."
          script={scriptFor('test')}
          warning={warningFor('test')}
          onCopy={() => void copy('test')}
          onDownload={() => download('test')}
        />
      </div>

      <Card>
        <h2 className="text-lg font-semibold text-slate-900">
          Installation Steps: {PLATFORMS.find((p) => p.id === platform)?.label}
        </h2>
        <ol className="mt-3 list-decimal space-y-2 pl-5 text-sm text-slate-800">
          {installationSteps(platform).map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </Card>
    </div>
  );
}
