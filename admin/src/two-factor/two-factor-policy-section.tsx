import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TwoFactorPolicy } from '../../../contract/two-factor.ts';
import { consoleEndpoints as api } from '../../../contract/endpoints.ts';
import { keyOf } from '../api/keys.ts';
import { HttpError, send } from '../api/http.ts';
import { isCustomer, useScope } from '../scope.tsx';
import { Card } from '../ui/card.tsx';
import { toastError } from '../ui/toast-store.ts';

/**
 * A client's policy: its owners (and operators) require two-step sign-in of everyone in the
 * workspace; each person without it sets it up at their next sign-in. Members do not see it.
 */
export function TwoFactorPolicySection({ clientId }: { clientId: string }) {
  const scope = useScope();
  const canManage = !isCustomer(scope) || scope.role === 'owner';
  const queryClient = useQueryClient();
  const key = keyOf(api.twoFactorPolicy, { id: clientId });
  const policy = useQuery<TwoFactorPolicy>({ queryKey: key, enabled: canManage });
  const save = useMutation({
    mutationFn: (required: boolean) => send(api.setTwoFactorPolicy, { id: clientId }, { required }),
    // A refusal says why (an owner turns theirs on first); anything else is a plain failure.
    onError: (err) =>
      toastError(
        err instanceof HttpError && err.body ? err.body.error : 'Failed to save the two-step sign-in policy.',
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
  if (!canManage || !policy.data) return null;
  return (
    <Card>
      <h2 className="text-lg font-semibold text-slate-900">Two-step sign-in for this workspace</h2>
      <label className="mt-2 flex items-center gap-2 text-sm text-slate-800">
        <input
          type="checkbox"
          checked={policy.data.required}
          disabled={save.isPending}
          onChange={(e) => save.mutate(e.target.checked)}
        />
        Require a code from an authenticator app of everyone who signs in to this workspace
      </label>
      <p className="mt-1 text-xs text-slate-600">
        Turn it on for yourself first. Anyone signed in without it is signed out at once and sets it up at
        their next sign-in.
      </p>
    </Card>
  );
}
