import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Client } from '../../../contract/clients.ts';
import { clientsApi } from '../api/clients-api.ts';
import { keys } from '../api/keys.ts';
import { isCustomer, useScope } from '../scope.tsx';
import { Card } from '../ui/card.tsx';
import { SwitchField } from '../ui/switch-field.tsx';
import { toast, toastError } from '../ui/toast-store.ts';

/** The page's own call, shown to the business as it goes into their consent banner's "accept" button. */
const CONSENT_CALL = 'Frontdesk.consent(true)';

/**
 * Consent mode: the widget records no page views (and keeps no visitor id for them) until the
 * business's consent banner calls `Frontdesk.consent(true)`; the server refuses views without it.
 * The owners' call (and operators'), as the retention period is.
 */
export function ConsentModeSection({ clientId }: { clientId: string }) {
  const scope = useScope();
  const canManage = !isCustomer(scope) || scope.role === 'owner';
  const queryClient = useQueryClient();
  const client = useQuery<Client>({ queryKey: keys.client(clientId) });
  const save = useMutation({
    mutationFn: (consentMode: boolean) => clientsApi.update(clientId, { consentMode }),
    onSuccess: (updated) => {
      queryClient.setQueryData(keys.client(clientId), updated);
      toast({
        title: updated.consentMode ? 'Consent mode on' : 'Consent mode off',
        description: 'Copy your website script again: it says whether to wait for consent.',
      });
    },
    onError: () => toastError('Failed to save consent mode.'),
  });
  if (!canManage || !client.data) return null;
  return (
    <Card>
      <h2 className="text-lg font-semibold text-slate-900">Page views and consent</h2>
      <div className="mt-3">
        <SwitchField
          label="Record page views only after the visitor consents"
          checked={client.data.consentMode}
          disabled={save.isPending}
          onCheckedChange={(on) => save.mutate(on)}
          description="For sites with a cookie or consent banner. Chats work either way."
        />
      </div>
      {client.data.consentMode && (
        <p className="mt-3 text-sm text-slate-700">
          Until your banner calls <code className="rounded bg-slate-100 px-1">{CONSENT_CALL}</code>, the
          widget records no page views and keeps no visitor id for them; the choice is remembered for the
          visitor on your site, and{' '}
          <code className="rounded bg-slate-100 px-1">Frontdesk.consent(false)</code> stops them again. Your
          website script carries <code className="rounded bg-slate-100 px-1">data-consent-mode</code>: copy it
          again after turning this on. Page views that arrive without consent are not stored.
        </p>
      )}
    </Card>
  );
}
