/**
 * Composition of visitor identity (server/domain/identity): its repositories on the store, the proofs'
 * cryptography, the sealed secrets and the mail of confirmation codes. chat-services.ts calls it, since
 * the assistant needs the personal-records gate and the gate needs the chat engine's record lookup.
 */
import type { Mailer } from './domain/accounts/index.ts';
import {
  createPersonalRecords,
  createVisitorIdentity,
  type PersonalRecords,
  type VisitorIdentityService,
} from './domain/identity/index.ts';
import type { ClientsRepo, Clock, Ids, SecretBox } from './domain/shared/index.ts';
import { notFound } from './domain/shared/index.ts';
import type { RecordLookup } from './domain/sources/index.ts';
import type { Db } from './db/database.ts';
import { createEmailCodesRepo, createIdentityRepo } from './db/repositories/identity-repo.ts';
import { createIdentityProofs } from './identity-proofs.ts';

export interface IdentityDeps {
  db: Db;
  box: SecretBox;
  mailer: Mailer;
  /** A keyed digest (the session secret's HMAC): codes are stored only as this. */
  digest: (text: string) => string;
}

export function createIdentityServices(
  deps: IdentityDeps & { clients: ClientsRepo; records: RecordLookup; clock: Clock; ids: Ids },
): { identity: VisitorIdentityService; personal: PersonalRecords } {
  const codes = createEmailCodesRepo(deps.db);
  const proofs = createIdentityProofs(deps.digest);
  const identity = createVisitorIdentity({
    repo: createIdentityRepo(deps.db),
    provenEmails: (clientId, sessionId) => codes.provenEmails(clientId, sessionId),
    clientExists: async (clientId) => {
      if (!(await deps.clients.get(clientId))) throw notFound('Client');
    },
    box: deps.box,
    proofs,
    clock: deps.clock,
    onRefused: (e) =>
      console.warn(
        `[frontdesk] identify refused for client ${e.clientId}, session ${e.sessionId}: ${e.reason}`,
      ),
  });
  const personal = createPersonalRecords({
    identity,
    codes,
    records: deps.records,
    mailer: deps.mailer,
    proofs,
    clock: deps.clock,
    ids: deps.ids,
    onMailError: (err) => console.error('[frontdesk] sending a confirmation code failed:', err),
  });
  return { identity, personal };
}
