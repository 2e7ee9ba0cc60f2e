import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ApiKeyCreate, type ApiKeyCreated, type ApiKeySummary } from '../../../contract/clients.ts';
import { serviceEndpoints } from '../../../contract/endpoints.ts';
import { clientsApi } from '../api/clients-api.ts';
import { keys } from '../api/keys.ts';
import { formatDateTime } from '../format.ts';
import { Button } from '../ui/button.tsx';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { TextField } from '../ui/field.tsx';
import { SecretReveal } from '../ui/secret-reveal.tsx';
import { useClientAction } from './use-client-action.ts';

/** Secret server-to-server keys: listed by prefix, created with the full key shown once, revoked. */
export function ApiKeysSection({ clientId }: { clientId: string }) {
  const list = useQuery<{ apiKeys: ApiKeySummary[] }>({ queryKey: keys.apiKeys(clientId) });
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string>();
  const [created, setCreated] = useState<ApiKeyCreated | null>(null);
  const [revoking, setRevoking] = useState<ApiKeySummary | null>(null);

  const create = useClientAction((keyName: string) => clientsApi.createApiKey(clientId, keyName), {
    success: { title: 'API key created', description: 'Copy it now: it is shown only once.' },
    failure: 'Failed to create API key. Please try again.',
  });
  const revoke = useClientAction((keyId: string) => clientsApi.revokeApiKey(clientId, keyId), {
    success: { title: 'API key revoked' },
    failure: 'Failed to revoke API key. Please try again.',
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ApiKeyCreate.safeParse({ name });
    if (!parsed.success) {
      setNameError(parsed.error.issues[0]?.message);
      return;
    }
    setNameError(undefined);
    create.mutate(parsed.data.name, {
      onSuccess: (key) => {
        setCreated(key);
        setName('');
      },
    });
  };

  const apiKeys = list.data?.apiKeys ?? [];
  return (
    <section aria-labelledby="api-keys-heading" className="space-y-3 rounded-md border border-slate-200 p-3">
      <div>
        <h3 id="api-keys-heading" className="text-sm font-semibold text-slate-900">
          Secret API Keys
        </h3>
        <p className="text-xs text-slate-600">
          For server-to-server calls to POST {serviceEndpoints.v1Chat.path} with an Authorization: Bearer
          header. Never put a secret key in a web page.
        </p>
      </div>
      {created && (
        <SecretReveal
          message={`New key “${created.name}”: copy it now, it will not be shown again.`}
          label="New secret API key"
          value={created.key}
          onDone={() => setCreated(null)}
        />
      )}
      {list.isPending && <p className="text-sm text-slate-600">Loading...</p>}
      {list.isError && <p className="text-sm text-red-700">Failed to load API keys</p>}
      {list.isSuccess && apiKeys.length === 0 && <p className="text-sm text-slate-600">No API keys yet.</p>}
      {apiKeys.length > 0 && (
        <ul className="divide-y divide-slate-100">
          {apiKeys.map((k) => (
            <li key={k.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span className="min-w-0">
                <span className="block text-sm font-medium text-slate-900">{k.name}</span>
                <span className="block font-mono text-xs text-slate-600">{k.prefix}…</span>
                <span className="block text-xs text-slate-600">
                  Created {formatDateTime(k.createdAt)} ·{' '}
                  {k.lastUsedAt ? `Last used ${formatDateTime(k.lastUsedAt)}` : 'Never used'}
                </span>
              </span>
              <Button
                size="sm"
                variant="danger"
                onClick={() => setRevoking(k)}
                aria-label={`Revoke API key ${k.name}`}
              >
                Revoke
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={submit} noValidate className="flex flex-col gap-2 sm:flex-row sm:items-start">
        <div className="flex-1">
          <TextField
            label="New key name"
            name="apiKeyName"
            placeholder="e.g. Order system"
            value={name}
            onChange={(e) => setName(e.target.value)}
            error={nameError}
          />
        </div>
        <Button type="submit" className="sm:mt-6" disabled={create.isPending}>
          Create Key
        </Button>
      </form>
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title="Revoke API key?"
        description={`Requests signed with “${revoking?.name ?? ''}” will be refused at once. This action cannot be undone.`}
        confirmLabel="Revoke Key"
        busy={revoke.isPending}
        onConfirm={() => revoking && revoke.mutate(revoking.id, { onSettled: () => setRevoking(null) })}
      />
    </section>
  );
}
