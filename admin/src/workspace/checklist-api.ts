import { useQuery } from '@tanstack/react-query';
import { consoleEndpoints as api } from '../../../contract/endpoints.ts';
import type { WorkspaceChecklist } from '../../../contract/workspace.ts';
import { send } from '../api/http.ts';
import { keyOf } from '../api/keys.ts';

export const checklistKey = (clientId: string) => keyOf(api.checklist, { id: clientId });

/** The workspace's first-run checklist, as the server keeps it for every teammate and device. */
export const useChecklist = (clientId: string) =>
  useQuery<WorkspaceChecklist>({ queryKey: checklistKey(clientId), staleTime: 0 });

export const markCopied = (clientId: string) => send(api.markChecklist, { id: clientId, step: 'copied' });
