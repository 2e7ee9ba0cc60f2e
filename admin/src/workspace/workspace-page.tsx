import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Client } from '../../../contract/clients.ts';
import { keys } from '../api/keys.ts';
import { isCustomer, useScope } from '../scope.tsx';
import type { WorkspaceSection } from './workspace-pages.ts';

/** The signed-in workspace's client id ('' outside a workspace). */
export function useWorkspaceClientId(): string {
  const scope = useScope();
  return isCustomer(scope) ? scope.clientId : '';
}

/** The workspace's own client, for pages and sections that show its name, plan or look. */
export function useWorkspaceClient() {
  const clientId = useWorkspaceClientId();
  return useQuery<Client>({ queryKey: keys.client(clientId), enabled: clientId !== '' });
}

/**
 * A workspace page: its document title ("Inbox · Rosa Coffee"), its heading and lead, then its
 * sections, each given the client id.
 */
export function WorkspacePage(props: {
  title: string;
  lead?: ReactNode;
  sections: readonly WorkspaceSection[];
  actions?: ReactNode;
}) {
  const clientId = useWorkspaceClientId();
  const client = useWorkspaceClient();
  const business = client.data?.businessName;
  return (
    <div className="space-y-6">
      <title>{business ? `${props.title} · ${business}` : props.title}</title>
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold text-slate-900">{props.title}</h1>
          {props.lead && <p className="mt-1 text-sm text-slate-600">{props.lead}</p>}
        </div>
        {props.actions}
      </header>
      {clientId &&
        props.sections.map((Section, i) => (
          <Section key={Section.displayName ?? Section.name ?? i} clientId={clientId} />
        ))}
    </div>
  );
}
