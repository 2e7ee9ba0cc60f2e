import { useQuery } from '@tanstack/react-query';
import type { Client } from '../../../../contract/clients.ts';
import { keys } from '../../api/keys.ts';
import { AnalyticsPage } from '../../analytics/analytics-page.tsx';
import { ChatsPage } from '../../chats/chats-page.tsx';
import { ProfileSection } from '../../people/profile-section.tsx';
import { isCustomer, useScope } from '../../scope.tsx';
import { PlanCard } from '../plan-card.tsx';

/** Inbox: every conversation with the handoff queue on top. */
export function ConversationsSection() {
  return <ChatsPage embedded />;
}

/** Analytics of this business only. */
export function AnalyticsSection({ clientId }: { clientId: string }) {
  return <AnalyticsPage clientId={clientId} />;
}

/** Team: the signed-in person's name and face, as visitors see them. */
export function YourProfileSection() {
  return <ProfileSection />;
}

/** Billing: the plan, this month's usage against it and, for owners, the upgrades. */
export function PlanSection({ clientId }: { clientId: string }) {
  const scope = useScope();
  const client = useQuery<Client>({ queryKey: keys.client(clientId) });
  if (!client.data) return null;
  return <PlanCard client={client.data} isOwner={isCustomer(scope) && scope.role === 'owner'} />;
}
