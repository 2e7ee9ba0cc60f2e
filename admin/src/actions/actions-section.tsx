import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ActionCallList, ActionList, ActionView, CreateActionInput } from '../../../contract/actions.ts';
import { consoleEndpoints as api } from '../../../contract/endpoints.ts';
import { fieldErrorsOf, send } from '../api/http.ts';
import { keyOf } from '../api/keys.ts';
import { isCustomer, useScope } from '../scope.tsx';
import { Button } from '../ui/button.tsx';
import { Badge, Card } from '../ui/card.tsx';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { Modal } from '../ui/modal.tsx';
import { toast, toastError } from '../ui/toast-store.ts';
import { ActionCallRows } from './action-calls-card.tsx';
import { ActionForm } from './action-form.tsx';
import { ActionTry } from './action-try.tsx';

/**
 * Actions: calls to the business's own API the assistant makes while answering (order status, a
 * booking lookup). Operators and the client's owners list, create, edit, delete and try them here and
 * read each one's call log; the secret is write-only.
 */
export function ActionsSection({ clientId }: { clientId: string }) {
  const scope = useScope();
  const canManage = !isCustomer(scope) || scope.role === 'owner';
  const queryKey = keyOf(api.actions, { id: clientId });
  const queryClient = useQueryClient();
  const list = useQuery<ActionList>({ queryKey, enabled: canManage });
  const [editing, setEditing] = useState<ActionView | 'new' | null>(null);
  const [trying, setTrying] = useState<ActionView | null>(null);
  const [logOf, setLogOf] = useState<ActionView | null>(null);
  const [deleting, setDeleting] = useState<ActionView | null>(null);
  const refresh = () => void queryClient.invalidateQueries({ queryKey });

  const save = useMutation({
    mutationFn: (input: CreateActionInput) =>
      editing && editing !== 'new'
        ? send(api.updateAction, { id: clientId, actionId: editing.id }, input)
        : send(api.createAction, { id: clientId }, input),
    onSuccess: (a) => {
      toast({ title: editing === 'new' ? 'Action created' : 'Action saved', description: a.name });
      setEditing(null);
      refresh();
    },
    onError: (e) => {
      if (Object.keys(fieldErrorsOf(e)).length === 0)
        toastError('Failed to save the action. Please try again.');
    },
  });
  const remove = useMutation({
    mutationFn: (a: ActionView) => send(api.deleteAction, { id: clientId, actionId: a.id }),
    onSuccess: () => {
      toast({ title: 'Action deleted' });
      refresh();
    },
    onError: () => toastError('Failed to delete the action.'),
    onSettled: () => setDeleting(null),
  });
  if (!canManage) return null;
  const actions = list.data?.actions ?? [];
  return (
    <Card>
      <section aria-labelledby="actions-heading" className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="actions-heading" className="text-lg font-semibold text-slate-900">
            Actions
          </h2>
          <Button
            size="sm"
            onClick={() => {
              save.reset();
              setEditing('new');
            }}
          >
            Add Action
          </Button>
        </div>
        <p className="text-sm text-slate-600">
          Let the assistant look things up in your own systems while it answers, such as an order's status.
          Each answer is cited with the action's name.
        </p>
        {list.isPending && <p className="text-sm text-slate-600">Loading...</p>}
        {list.isError && <p className="text-sm text-red-700">Failed to load the actions</p>}
        {list.isSuccess && actions.length === 0 && <p className="text-sm text-slate-600">No actions yet.</p>}
        <ul className="space-y-2">
          {actions.map((a) => (
            <li key={a.id} className="rounded-md border border-slate-200 p-3">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-medium text-slate-900">{a.name}</span>
                <Badge tone="blue">{a.method}</Badge>
                {a.personal && <Badge tone="purple">Personal</Badge>}
                {a.changes && <Badge tone="amber">Changes data</Badge>}
                {a.secretSet && <Badge>Secret set</Badge>}
              </div>
              <p className="font-mono text-xs break-all text-slate-600">{a.url}</p>
              <div className="mt-2 flex flex-wrap gap-2">
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => setTrying(a)}
                  aria-label={`Try ${a.name}`}
                >
                  Try It
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => setLogOf(a)}
                  aria-label={`Calls of ${a.name}`}
                >
                  Calls
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => {
                    save.reset();
                    setEditing(a);
                  }}
                  aria-label={`Edit ${a.name}`}
                >
                  Edit
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => setDeleting(a)}
                  aria-label={`Delete ${a.name}`}
                >
                  Delete
                </Button>
              </div>
            </li>
          ))}
        </ul>
        <Modal
          open={editing !== null}
          onOpenChange={(open) => !open && setEditing(null)}
          title={editing === 'new' ? 'New action' : 'Edit action'}
          wide
        >
          {editing !== null && (
            <ActionForm
              initial={editing === 'new' ? null : editing}
              errors={fieldErrorsOf(save.error)}
              busy={save.isPending}
              onSubmit={(input) => save.mutate(input)}
              onCancel={() => setEditing(null)}
            />
          )}
        </Modal>
        <Modal
          open={trying !== null}
          onOpenChange={(open) => !open && setTrying(null)}
          title={`Try ${trying?.name ?? ''}`}
        >
          {trying && <ActionTry clientId={clientId} action={trying} />}
        </Modal>
        <Modal
          open={logOf !== null}
          onOpenChange={(open) => !open && setLogOf(null)}
          title={`Calls of ${logOf?.name ?? ''}`}
          wide
        >
          {logOf && <ActionLog clientId={clientId} action={logOf} />}
        </Modal>
        <ConfirmDialog
          open={deleting !== null}
          onOpenChange={(open) => !open && setDeleting(null)}
          title={`Delete ${deleting?.name ?? 'the action'}?`}
          description="The assistant stops calling it at once, and its call log is deleted."
          confirmLabel="Delete Action"
          busy={remove.isPending}
          onConfirm={() => deleting && remove.mutate(deleting)}
        />
      </section>
    </Card>
  );
}

function ActionLog({ clientId, action }: { clientId: string; action: ActionView }) {
  const calls = useQuery<ActionCallList>({
    queryKey: keyOf(api.actionCalls, { id: clientId, actionId: action.id }),
  });
  if (calls.isPending) return <p className="text-sm text-slate-600">Loading...</p>;
  if (!calls.data) return <p className="text-sm text-red-700">Failed to load the calls</p>;
  if (calls.data.calls.length === 0) return <p className="text-sm text-slate-600">No calls yet.</p>;
  return <ActionCallRows calls={calls.data} showName={false} />;
}
