import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import type { Client } from '../../../contract/clients.ts';
import { clientsApi } from '../api/clients-api.ts';
import { fieldErrorsOf } from '../api/http.ts';
import { keys } from '../api/keys.ts';
import { Button } from '../ui/button.tsx';
import { TextField } from '../ui/field.tsx';
import { toast, toastError } from '../ui/toast-store.ts';

/**
 * How long the client keeps visitors' conversations and page views (empty: until the client is
 * deleted); an hourly job deletes what is older.
 */
export function PrivacySettings({ clientId }: { clientId: string }) {
  const queryClient = useQueryClient();
  const client = useQuery<Client>({ queryKey: keys.client(clientId) });
  const [days, setDays] = useState('');
  const [error, setError] = useState<string | undefined>();
  useEffect(() => {
    if (client.data) setDays(client.data.retentionDays === null ? '' : String(client.data.retentionDays));
  }, [client.data]);
  const save = useMutation({
    mutationFn: (body: { retentionDays: number | null }) => clientsApi.update(clientId, body),
    onSuccess: (updated) => {
      queryClient.setQueryData(keys.client(clientId), updated);
      toast({ title: 'Retention period saved' });
    },
    onError: (err) => {
      const field = fieldErrorsOf(err);
      setError(field.retentionDays);
      if (!field.retentionDays) toastError('Failed to save the retention period.');
    },
  });
  if (!client.data) return null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(undefined);
    const text = days.trim();
    if (text && !/^\d+$/.test(text)) return setError('Enter a whole number of days, or leave it empty');
    save.mutate({ retentionDays: text ? Number(text) : null });
  };
  return (
    <div className="mt-4 space-y-3 border-t border-slate-200 pt-4">
      <form className="flex flex-wrap items-end gap-2" onSubmit={submit} noValidate>
        <div className="w-56">
          <TextField
            label="Keep conversations and page views for (days)"
            inputMode="numeric"
            value={days}
            onChange={(e) => setDays(e.target.value)}
            error={error}
            hint="1 to 3650; empty keeps them until the client is deleted. Deleted hourly once older."
          />
        </div>
        <Button type="submit" variant="secondary" disabled={save.isPending}>
          Save
        </Button>
      </form>
    </div>
  );
}
