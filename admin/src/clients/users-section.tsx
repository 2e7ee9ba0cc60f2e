import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CustomerRole, CustomerUserList } from '../../../contract/accounts.ts';
import { consoleEndpoints as api } from '../../../contract/endpoints.ts';
import { send, HttpError } from '../api/http.ts';
import { keys } from '../api/keys.ts';
import { formatDateTime } from '../format.ts';
import { isCustomer, useScope } from '../scope.tsx';
import { Button } from '../ui/button.tsx';
import { Badge, Card } from '../ui/card.tsx';
import { TextField } from '../ui/field.tsx';
import { SelectField } from '../ui/select-field.tsx';
import { toast, toastError } from '../ui/toast-store.ts';

const ROLES = [
  { value: 'member', label: 'Member' },
  { value: 'owner', label: 'Owner' },
] as const;

/**
 * Who signs in to a client's workspace at /app. Operators manage any client's users here; in the
 * workspace, owners manage their teammates and members do not see it. A new user's one-time
 * set-password link goes to their mailbox only: whoever invites sees "Invited", never the link.
 */
export function UsersSection({ clientId }: { clientId: string }) {
  const scope = useScope();
  const canManage = !isCustomer(scope) || scope.role === 'owner';
  const queryClient = useQueryClient();
  const list = useQuery<CustomerUserList>({ queryKey: keys.users(clientId), enabled: canManage });
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<CustomerRole>('member');
  const refresh = () => queryClient.invalidateQueries({ queryKey: keys.users(clientId) });
  const invite = useMutation({
    mutationFn: () => send(api.inviteUser, { id: clientId }, { email, role }),
    onSuccess: (invited) => {
      setEmail('');
      toast({
        title: 'User invited',
        description:
          invited.status === 'invited'
            ? `${invited.user.email} gets an email with a link to set their password.`
            : `${invited.user.email} already has a Frontdesk login: they were told by email and sign in as usual.`,
      });
    },
    onError: (error) =>
      toastError(error instanceof HttpError && error.body ? error.body.error : 'Failed to invite the user.'),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (userId: string) => send(api.removeUser, { id: clientId, userId }),
    onError: (error) =>
      toastError(error instanceof HttpError && error.body ? error.body.error : 'Failed to remove the user.'),
    onSettled: refresh,
  });
  if (!canManage) return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    invite.mutate();
  };
  const users = list.data?.users ?? [];
  return (
    <Card>
      <h2 id="users-heading" className="text-lg font-semibold text-slate-900">
        Workspace users
      </h2>
      {list.isError && <p className="mt-2 text-sm text-red-700">Failed to load users</p>}
      {list.isSuccess && users.length === 0 && <p className="mt-2 text-sm text-slate-600">No users yet.</p>}
      {users.length > 0 && (
        <ul aria-labelledby="users-heading" className="mt-2 divide-y divide-slate-100">
          {users.map((u) => (
            <li key={u.id} data-testid="user-row" className="flex flex-wrap items-center gap-2 py-2 text-sm">
              <span className="font-medium break-all text-slate-900">{u.email}</span>
              <Badge tone={u.role === 'owner' ? 'blue' : 'neutral'}>{u.role}</Badge>
              <span className="text-xs text-slate-600">
                {u.hasPassword
                  ? `Last sign-in: ${u.lastLoginAt ? formatDateTime(u.lastLoginAt) : 'never'}`
                  : 'Invited'}
              </span>
              <Button
                size="sm"
                variant="secondary"
                className="ml-auto"
                onClick={() => remove.mutate(u.id)}
                disabled={remove.isPending}
                aria-label={`Remove ${u.email}`}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form className="mt-3 grid gap-2 sm:grid-cols-[1fr_10rem_auto] sm:items-end" onSubmit={submit}>
        <TextField
          label="Invite by email"
          name="inviteEmail"
          type="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <SelectField
          label="Role"
          value={role}
          onValueChange={(v) => setRole(v as CustomerRole)}
          options={ROLES}
        />
        <Button type="submit" disabled={invite.isPending}>
          Invite
        </Button>
      </form>
    </Card>
  );
}
