import type { WorkspaceChecklist } from '../../../contract/workspace.ts';
import type { ClientsService } from '../clients/clients.ts';
import type { Clock, DomainEvents } from '../shared/ports.ts';

export type ChecklistStep = keyof WorkspaceChecklist;

/** The steps done per client, on either store; marking a done step again keeps its first time. */
export interface WorkspaceChecklistRepo {
  list(clientId: string): Promise<{ step: string; doneAt: string }[]>;
  mark(clientId: string, step: ChecklistStep, at: string): Promise<void>;
}

export interface WorkspaceChecklistService {
  get(clientId: string): Promise<WorkspaceChecklist>;
  mark(clientId: string, step: ChecklistStep): Promise<WorkspaceChecklist>;
  /** Marks "tried" when a question is asked in a preview of the client (subscribed to message.created). */
  listen(events: DomainEvents): () => void;
}

export function createWorkspaceChecklistService(deps: {
  repo: WorkspaceChecklistRepo;
  clients: Pick<ClientsService, 'get'>;
  clock: Clock;
}): WorkspaceChecklistService {
  const { repo, clock } = deps;
  const get = async (clientId: string): Promise<WorkspaceChecklist> => {
    // Another client's id is not found, as on every tenant route.
    await deps.clients.get(clientId);
    const done = new Map((await repo.list(clientId)).map((r) => [r.step, r.doneAt]));
    return { tried: done.get('tried') ?? null, copied: done.get('copied') ?? null };
  };
  return {
    get,
    async mark(clientId, step) {
      await deps.clients.get(clientId);
      await repo.mark(clientId, step, clock.now().toISOString());
      return get(clientId);
    },
    listen(events) {
      return events.on('message.created', ({ clientId, message }) => {
        if (message.sender !== 'user' || !message.metadata.preview) return;
        repo.mark(clientId, 'tried', clock.now().toISOString()).catch((err: unknown) => {
          console.error('[frontdesk] recording the checklist failed:', err);
        });
      });
    },
  };
}
