import { useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { WEBHOOK_EVENT_TYPES } from '../../../contract/events.ts';
import {
  WebhookEndpointCreate,
  type WebhookDeliveryList,
  type WebhookEndpoint,
  type WebhookEndpointList,
} from '../../../contract/webhooks.ts';
import { formatDateTime } from '../format.ts';
import { Button } from '../ui/button.tsx';
import { SecretReveal } from '../ui/secret-reveal.tsx';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { TextField } from '../ui/field.tsx';
import { toast, toastError } from '../ui/toast-store.ts';
import { integrationsApi as w } from './webhooks-api.ts';

/**
 * A client's signed webhook endpoints: create (the signing secret shown once), turn on and off,
 * rotate the secret, delete, and each endpoint's delivery log with "Redeliver".
 */
export function WebhooksSection({ clientId }: { clientId: string }) {
  const queryClient = useQueryClient();
  const list = useQuery<WebhookEndpointList>({ queryKey: w.keys.webhooks(clientId) });
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<string[]>(['lead.created']);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [secret, setSecret] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<WebhookEndpoint | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: w.keys.webhooks(clientId) });
  const run = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      toast({ title: done });
    } catch (err) {
      toastError(err instanceof Error ? err.message : 'Something went wrong. Please try again.');
    } finally {
      await refresh();
    }
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = WebhookEndpointCreate.safeParse({ url, events });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    void run(async () => {
      const created = await w.create(clientId, parsed.data);
      setSecret(created.secret);
      setUrl('');
    }, 'Webhook endpoint created');
  };

  const endpoints = list.data?.endpoints ?? [];
  return (
    <section aria-labelledby="webhooks-heading" className="space-y-3 rounded-md border border-slate-200 p-3">
      <div>
        <h3 id="webhooks-heading" className="text-sm font-semibold text-slate-900">
          Webhooks
        </h3>
        <p className="text-xs text-slate-600">
          Frontdesk POSTs each event as JSON, signed in the Frontdesk-Signature header (t=…,v1=… HMAC-SHA256,
          as Stripe does), and retries for up to three days until your server answers 2xx.
        </p>
      </div>
      {secret && (
        <SecretReveal
          message="Signing secret: copy it now, it will not be shown again."
          label="Signing secret"
          value={secret}
          onDone={() => setSecret(null)}
        />
      )}
      {list.isPending && <p className="text-sm text-slate-600">Loading...</p>}
      {list.isError && <p className="text-sm text-red-700">Failed to load webhook endpoints</p>}
      {list.isSuccess && endpoints.length === 0 && (
        <p className="text-sm text-slate-600">No endpoints yet.</p>
      )}
      <ul className="divide-y divide-slate-100">
        {endpoints.map((e) => (
          <li key={e.id} className="space-y-2 py-2">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="min-w-0">
                <span className="block truncate font-mono text-xs text-slate-900">{e.url}</span>
                <span className="block text-xs text-slate-600">
                  {e.events.join(', ')} · secret {e.secretPrefix}… ·{' '}
                  {e.enabled ? 'On' : e.disabledReason === 'failing' ? 'Off: failed for a day' : 'Off'}
                </span>
              </span>
              <span className="flex flex-wrap gap-1">
                <Button size="sm" variant="secondary" onClick={() => setOpen(open === e.id ? null : e.id)}>
                  {open === e.id ? 'Hide log' : 'Deliveries'}
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() =>
                    void run(
                      () => w.update(clientId, e.id, { enabled: !e.enabled }),
                      e.enabled ? 'Turned off' : 'Turned on',
                    )
                  }
                >
                  {e.enabled ? 'Turn off' : 'Turn on'}
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() =>
                    void run(
                      async () => setSecret((await w.rotate(clientId, e.id)).secret),
                      'Secret replaced',
                    )
                  }
                >
                  Rotate secret
                </Button>
                <Button
                  size="sm"
                  variant="danger"
                  onClick={() => setDeleting(e)}
                  aria-label={`Delete ${e.url}`}
                >
                  Delete
                </Button>
              </span>
            </div>
            {open === e.id && <DeliveryLog clientId={clientId} endpointId={e.id} />}
          </li>
        ))}
      </ul>
      <form onSubmit={submit} noValidate className="space-y-2">
        <TextField
          label="Endpoint URL"
          name="webhookUrl"
          placeholder="https://example.com/hooks/frontdesk"
          value={url}
          onChange={(ev) => setUrl(ev.target.value)}
          error={errors.url}
        />
        <fieldset>
          <legend className="text-sm font-medium text-slate-900">Events</legend>
          <div className="mt-1 grid gap-1 sm:grid-cols-2">
            {WEBHOOK_EVENT_TYPES.map((t) => (
              <label key={t} className="flex items-center gap-2 text-sm text-slate-800">
                <input
                  type="checkbox"
                  checked={events.includes(t)}
                  onChange={(ev) =>
                    setEvents(ev.target.checked ? [...events, t] : events.filter((x) => x !== t))
                  }
                />
                <code className="text-xs">{t}</code>
              </label>
            ))}
          </div>
          {errors.events && <p className="text-xs text-red-700">{errors.events}</p>}
        </fieldset>
        <Button type="submit">Add Endpoint</Button>
      </form>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(o) => !o && setDeleting(null)}
        title="Delete webhook endpoint?"
        description={`Events stop going to ${deleting?.url ?? ''}; deliveries still queued are cancelled.`}
        confirmLabel="Delete Endpoint"
        busy={false}
        onConfirm={() => {
          const target = deleting;
          setDeleting(null);
          if (target) void run(() => w.remove(clientId, target.id), 'Webhook endpoint deleted');
        }}
      />
    </section>
  );
}

function DeliveryLog({ clientId, endpointId }: { clientId: string; endpointId: string }) {
  const queryClient = useQueryClient();
  const log = useQuery<WebhookDeliveryList>({ queryKey: w.keys.deliveries(clientId, endpointId) });
  const redeliver = async (id: string) => {
    try {
      await w.redeliver(clientId, endpointId, id);
      toast({ title: 'Queued again' });
    } catch {
      toastError('Failed to redeliver. Please try again.');
    }
    await queryClient.invalidateQueries({ queryKey: w.keys.deliveries(clientId, endpointId) });
  };
  if (log.isPending) return <p className="text-xs text-slate-600">Loading...</p>;
  if (log.isError) return <p className="text-xs text-red-700">Failed to load the delivery log</p>;
  if (log.data.deliveries.length === 0) return <p className="text-xs text-slate-600">No deliveries yet.</p>;
  return (
    <table className="w-full text-left text-xs">
      <thead className="text-slate-600">
        <tr>
          <th className="py-1">Event</th>
          <th>Status</th>
          <th>Tries</th>
          <th>HTTP</th>
          <th>Time</th>
          <th>When</th>
          <th />
        </tr>
      </thead>
      <tbody>
        {log.data.deliveries.map((d) => (
          <tr key={d.id} className="border-t border-slate-100" title={d.lastError ?? d.responseBody ?? ''}>
            <td className="py-1 font-mono">{d.type}</td>
            <td>{d.status}</td>
            <td>{d.attempts}</td>
            <td>{d.responseStatus ?? '–'}</td>
            <td>{d.durationMs === null ? '–' : `${d.durationMs} ms`}</td>
            <td>{formatDateTime(d.createdAt)}</td>
            <td>
              {d.status !== 'pending' && (
                <Button size="sm" variant="ghost" onClick={() => void redeliver(d.id)}>
                  Redeliver
                </Button>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
