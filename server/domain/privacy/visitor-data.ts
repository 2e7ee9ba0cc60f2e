import type { VisitorErased, VisitorExport } from '../../../contract/privacy.ts';
import type { ClientsService } from '../clients/clients.ts';
import type { Clock, DomainEvents } from '../shared/ports.ts';
import type { VisitorDataRepo, VisitorLookup } from './privacy-ports.ts';

export interface VisitorDataService {
  /** Everything stored about the visitor in the client, as JSON (found: false when nothing is). */
  export(clientId: string, lookup: VisitorLookup): Promise<VisitorExport>;
  /** Erases the visitor everywhere in the client; a visitor with nothing stored is `erased: false`. */
  erase(clientId: string, lookup: VisitorLookup): Promise<VisitorErased>;
}

const isEmpty = (data: Record<string, unknown[]>) => Object.values(data).every((rows) => rows.length === 0);

export function createVisitorDataService(deps: {
  repo: VisitorDataRepo;
  clients: Pick<ClientsService, 'record'>;
  clock: Clock;
  events: DomainEvents;
}): VisitorDataService {
  const { repo, clients, clock, events } = deps;
  return {
    async export(clientId, lookup) {
      await clients.record(clientId);
      const visitor = await repo.identify(clientId, lookup);
      const data = await repo.collect(clientId, visitor);
      return {
        clientId,
        exportedAt: clock.now().toISOString(),
        found: !isEmpty(data),
        visitor,
        data,
      };
    },

    async erase(clientId, lookup) {
      await clients.record(clientId);
      const visitor = await repo.identify(clientId, lookup);
      const live = await repo.liveSessions(clientId, visitor);
      const deleted = await repo.erase(clientId, visitor);
      const erased = Object.values(deleted).some((n) => n > 0);
      const at = clock.now().toISOString();
      // After the write: each live conversation's widgets hear it ended, as after an ended session
      // (the snapshot is sent as is, since no row is left to read it from).
      for (const { sessionId } of live)
        events.emit('session.updated', {
          clientId,
          sessionId,
          session: {
            status: 'inactive',
            lastActivity: at,
            handledBy: null,
            handoffStatus: 'none',
            handoffRequestedAt: null,
          },
        });
      if (erased)
        events.emit('visitor.erased', {
          clientId,
          sessionIds: visitor.sessionIds,
          email: 'email' in lookup ? lookup.email : (visitor.emails[0] ?? null),
        });
      return { erased, visitor, deleted, endedSessions: live.map((s) => s.sessionId) };
    },
  };
}
