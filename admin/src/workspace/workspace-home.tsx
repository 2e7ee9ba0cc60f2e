import { useQuery } from '@tanstack/react-query';
import type { AppMe } from './workspace-api.ts';
import type { Client } from '../../../contract/clients.ts';
import type { KnowledgeSourceList } from '../../../contract/knowledge.ts';
import { keys } from '../api/keys.ts';
import { ClientDetailPage } from '../clients/client-detail-page.tsx';
import { isCustomer, useScope } from '../scope.tsx';
import { appMeKey } from './workspace-api.ts';
import { KnowledgeTextCard } from './knowledge-text-card.tsx';
import { OnboardingChecklist } from './onboarding-checklist.tsx';
import { PlanCard } from './plan-card.tsx';

/** /app: the first-run checklist until done, the business text, then the console's client page for this client. */
export function WorkspaceHome() {
  const scope = useScope();
  const clientId = isCustomer(scope) ? scope.clientId : '';
  const me = useQuery<AppMe | null>({ queryKey: appMeKey, enabled: false });
  const client = useQuery<Client>({ queryKey: keys.client(clientId) });
  const sources = useQuery<KnowledgeSourceList>({ queryKey: keys.knowledgeSources(clientId) });
  return (
    <div className="space-y-6">
      {client.data && (
        <>
          <OnboardingChecklist
            client={client.data}
            sources={sources.data}
            publicUrl={me.data?.publicUrl ?? window.location.origin}
          />
          <KnowledgeTextCard key={client.data.updatedAt} client={client.data} />
          <PlanCard client={client.data} isOwner={isCustomer(scope) && scope.role === 'owner'} />
        </>
      )}
      <ClientDetailPage clientId={clientId} />
    </div>
  );
}
