import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ActionView } from '../../../contract/actions.ts';
import { consoleEndpoints as api } from '../../../contract/endpoints.ts';
import { send } from '../api/http.ts';
import { keyOf } from '../api/keys.ts';
import { Button } from '../ui/button.tsx';
import { Badge } from '../ui/card.tsx';
import { TextField } from '../ui/field.tsx';
import { toastError } from '../ui/toast-store.ts';

/** Calls the action once with sample arguments (identity ones included) and shows what came back. */
export function ActionTry({ clientId, action }: { clientId: string; action: ActionView }) {
  const asked = action.parameters.filter((p) => p.source !== 'fixed');
  const [values, setValues] = useState<Record<string, string>>({});
  const queryClient = useQueryClient();
  const run = useMutation({
    mutationFn: () =>
      send(
        api.testAction,
        { id: clientId, actionId: action.id },
        { arguments: Object.fromEntries(Object.entries(values).filter(([, v]) => v !== '')) },
      ),
    onSuccess: () =>
      void queryClient.invalidateQueries({
        queryKey: keyOf(api.actionCalls, { id: clientId, actionId: action.id }),
      }),
    onError: () => toastError('Failed to try the action.'),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    run.mutate();
  };
  const r = run.data;
  return (
    <form onSubmit={submit} className="space-y-3">
      {asked.map((p) => (
        <TextField
          key={p.name}
          label={p.name}
          hint={p.description}
          value={values[p.name] ?? ''}
          onChange={(e) => setValues((v) => ({ ...v, [p.name]: e.target.value }))}
        />
      ))}
      {action.changes && (
        <p className="text-sm text-amber-900">This action changes data: trying it makes the real call.</p>
      )}
      <Button type="submit" disabled={run.isPending}>
        Run
      </Button>
      {r && (
        <div role="status" className="space-y-1 rounded-md border border-slate-200 p-3 text-sm">
          <div className="flex items-center gap-2">
            <Badge tone={r.outcome === 'ok' ? 'green' : 'red'}>{r.outcome === 'ok' ? 'OK' : 'Failed'}</Badge>
            <span className="text-slate-700">
              HTTP {r.status ?? 'none'} · {r.durationMs} ms
            </span>
          </div>
          {r.error && <p className="text-red-700">{r.error}</p>}
          {Object.keys(r.fields).length > 0 && (
            <dl className="grid grid-cols-[auto_1fr] gap-x-3">
              {Object.entries(r.fields).map(([k, v]) => (
                <div key={k} className="contents">
                  <dt className="font-mono text-xs text-slate-600">{k}</dt>
                  <dd className="text-slate-900">{typeof v === 'string' ? v : JSON.stringify(v)}</dd>
                </div>
              ))}
            </dl>
          )}
        </div>
      )}
    </form>
  );
}
