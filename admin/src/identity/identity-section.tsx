import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { IdentitySecretCreated, IdentitySecretStatus } from '../../../contract/identity.ts';
import { consoleEndpoints as api } from '../../../contract/endpoints.ts';
import { send } from '../api/http.ts';
import { keyOf } from '../api/keys.ts';
import { formatDateTime } from '../format.ts';
import { isCustomer, useScope } from '../scope.tsx';
import { Button } from '../ui/button.tsx';
import { Badge, Card } from '../ui/card.tsx';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { SecretReveal } from '../ui/secret-reveal.tsx';
import { toast, toastError } from '../ui/toast-store.ts';

/** The snippet a business's server runs to sign its signed-in user for the widget. */
const SNIPPET = `// On your server, for the signed-in user:
const userHash = crypto.createHmac('sha256', process.env.FRONTDESK_IDENTITY_SECRET)
  .update(user.id).digest('hex');
// In your page:
Frontdesk.identify({ userId: user.id, email: user.email, name: user.name, userHash });`;

/**
 * Verified visitor identity: the identity secret a business's server signs its users with (an HMAC
 * userHash or an HS256 token), created or rotated here and shown once. Operators and the client's
 * owners manage it; members do not see it.
 */
export function IdentitySection({ clientId }: { clientId: string }) {
  const scope = useScope();
  const canManage = !isCustomer(scope) || scope.role === 'owner';
  const queryKey = keyOf(api.identitySecret, { id: clientId });
  const queryClient = useQueryClient();
  const status = useQuery<IdentitySecretStatus>({ queryKey, enabled: canManage });
  const [created, setCreated] = useState<IdentitySecretCreated | null>(null);
  const [confirming, setConfirming] = useState(false);
  const rotate = useMutation({
    mutationFn: () => send(api.rotateIdentitySecret, { id: clientId }),
    onSuccess: (secret) => {
      setCreated(secret);
      void queryClient.invalidateQueries({ queryKey });
      toast({ title: 'Identity secret created', description: 'Copy it now: it is shown only once.' });
    },
    onError: () => toastError('Failed to create the identity secret. Please try again.'),
    onSettled: () => setConfirming(false),
  });
  if (!canManage) return null;

  const isSet = status.data?.set === true;
  return (
    <Card>
      <section aria-labelledby="identity-heading" className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="identity-heading" className="text-lg font-semibold text-slate-900">
            Visitor Identity
          </h2>
          {status.isSuccess && <Badge tone={isSet ? 'green' : 'neutral'}>{isSet ? 'Set' : 'Not set'}</Badge>}
        </div>
        <p className="text-sm text-slate-600">
          Signed-in visitors can see their own orders once your site proves who they are. Your server signs
          the user with this secret; the widget never holds it. Without a proof, a visitor must confirm an
          emailed code first.
        </p>
        {status.isPending && <p className="text-sm text-slate-600">Loading...</p>}
        {status.isError && <p className="text-sm text-red-700">Failed to load the identity secret status</p>}
        {status.data?.createdAt && (
          <p className="text-xs text-slate-600">Created {formatDateTime(status.data.createdAt)}</p>
        )}
        {created && (
          <SecretReveal
            message="Copy the identity secret now: it will not be shown again."
            label="New identity secret"
            value={created.secret}
            onDone={() => setCreated(null)}
          />
        )}
        <pre
          tabIndex={0}
          aria-label="Server-side example"
          className="overflow-x-auto rounded-md bg-slate-900 p-3 text-xs text-slate-100"
        >
          {SNIPPET}
        </pre>
        {status.isSuccess && (
          <Button
            onClick={() => (isSet ? setConfirming(true) : rotate.mutate())}
            disabled={rotate.isPending}
            variant={isSet ? 'secondary' : 'primary'}
          >
            {isSet ? 'Rotate Secret' : 'Create Secret'}
          </Button>
        )}
        <ConfirmDialog
          open={confirming}
          onOpenChange={(open) => !open && setConfirming(false)}
          title="Rotate the identity secret?"
          description="Proofs signed with the current secret stop working at once: update your server with the new secret right away."
          confirmLabel="Rotate Secret"
          busy={rotate.isPending}
          onConfirm={() => rotate.mutate()}
        />
      </section>
    </Card>
  );
}
