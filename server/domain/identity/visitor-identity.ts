import type {
  IdentifyRequest,
  IdentifyResult,
  IdentitySecretCreated,
  IdentitySecretStatus,
  SessionIdentity,
} from '../../../contract/identity.ts';
import { DomainError } from '../shared/errors.ts';
import type { Clock, SecretBox } from '../shared/ports.ts';
import type { IdentityProofs, IdentityRepo, StoredIdentity } from './identity-ports.ts';

/** Who may see a person's records in a session: the verified id and every email proven for it. */
export interface Viewer {
  userId: string | null;
  emails: string[];
}

export const ANONYMOUS: Viewer = { userId: null, emails: [] };

export interface VisitorIdentityService {
  secretStatus(clientId: string): Promise<IdentitySecretStatus>;
  /** Creates or replaces the client's identity secret; the answer is the only time it is shown. */
  rotateSecret(clientId: string): Promise<IdentitySecretCreated>;
  /**
   * The page's `identify` for a session whose caller the chat gate already resolved (token, Origin,
   * session key). A proof that does not verify leaves the session anonymous and throws unauthorized.
   */
  identify(clientId: string, input: IdentifyRequest): Promise<IdentifyResult>;
  /** What operators see of the session's visitor, with the emails proven by code. */
  identityOf(clientId: string, sessionId: string): Promise<SessionIdentity | null>;
  /** The session's verified id and emails, for personal records. */
  viewerOf(clientId: string, sessionId: string): Promise<Viewer>;
}

export function createVisitorIdentity(deps: {
  repo: IdentityRepo;
  provenEmails(clientId: string, sessionId: string): Promise<string[]>;
  clientExists(clientId: string): Promise<void>;
  box: SecretBox;
  proofs: IdentityProofs;
  clock: Clock;
  /** A refused proof, for the server log (never the proof itself). */
  onRefused?: (event: { clientId: string; sessionId: string; reason: string }) => void;
}): VisitorIdentityService {
  const { repo, box, proofs, clock } = deps;

  const secretOf = async (clientId: string) => {
    const row = await repo.secret(clientId);
    return row ? box.open(row.sealed) : null;
  };

  const refuse = async (clientId: string, sessionId: string, reason: string): Promise<never> => {
    await repo.clearIdentity(clientId, sessionId);
    deps.onRefused?.({ clientId, sessionId, reason });
    throw new DomainError('unauthorized', 'The identity proof did not verify; the visitor stays anonymous');
  };

  const verifiedIdentity = async (clientId: string, input: IdentifyRequest): Promise<StoredIdentity> => {
    const updatedAt = clock.now().toISOString();
    const { sessionId } = input;
    if ('token' in input) {
      const secret = await secretOf(clientId);
      if (!secret) return refuse(clientId, sessionId, 'token sent but no identity secret is set');
      const claims = await proofs.verifyToken(secret, input.token, clock.now());
      if (!claims || (!claims.sub && !claims.email))
        return refuse(clientId, sessionId, 'token forged, expired or without sub/email');
      return {
        ...claims,
        userId: claims.sub,
        verified: true,
        emailVerified: claims.email !== null,
        method: 'token',
        updatedAt,
      };
    }
    const hint = {
      userId: input.userId ?? null,
      email: input.email ?? null,
      name: input.name ?? null,
      updatedAt,
    };
    if (input.userHash === undefined)
      return { ...hint, verified: false, emailVerified: false, method: 'hint' };
    // The hash covers userId, or the email when there is no userId; anything else stays a hint.
    const signed = input.userId ?? input.email;
    if (!signed)
      throw new DomainError('validation_failed', 'userHash needs the userId (or email) it signs', {
        userHash: 'userHash needs userId or email',
      });
    const secret = await secretOf(clientId);
    if (!secret) return refuse(clientId, sessionId, 'userHash sent but no identity secret is set');
    if (!proofs.hashMatches(secret, signed, input.userHash))
      return refuse(clientId, sessionId, 'userHash does not match');
    return { ...hint, verified: true, emailVerified: input.userId === undefined, method: 'hash' };
  };

  return {
    async secretStatus(clientId) {
      await deps.clientExists(clientId);
      const row = await repo.secret(clientId);
      return { set: row !== null, createdAt: row?.createdAt ?? null };
    },
    async rotateSecret(clientId) {
      await deps.clientExists(clientId);
      const secret = proofs.newSecret();
      const createdAt = clock.now().toISOString();
      await repo.setSecret(clientId, box.seal(secret), createdAt);
      return { secret, createdAt };
    },
    async identify(clientId, input) {
      const identity = await verifiedIdentity(clientId, input);
      await repo.setIdentity(clientId, input.sessionId, identity);
      return { verified: identity.verified };
    },
    async identityOf(clientId, sessionId) {
      const [identity, provenEmails] = await Promise.all([
        repo.identityOf(clientId, sessionId),
        deps.provenEmails(clientId, sessionId),
      ]);
      if (!identity && provenEmails.length === 0) return null;
      return {
        userId: identity?.userId ?? null,
        email: identity?.email ?? null,
        name: identity?.name ?? null,
        verified: identity?.verified ?? false,
        emailVerified: identity?.emailVerified ?? false,
        method: identity?.method ?? 'hint',
        provenEmails,
        updatedAt: identity?.updatedAt ?? clock.now().toISOString(),
      };
    },
    async viewerOf(clientId, sessionId) {
      const [identity, proven] = await Promise.all([
        repo.identityOf(clientId, sessionId),
        deps.provenEmails(clientId, sessionId),
      ]);
      const emails = new Set(proven.map((e) => e.toLowerCase()));
      if (identity?.verified && identity.emailVerified && identity.email)
        emails.add(identity.email.toLowerCase());
      return { userId: identity?.verified ? identity.userId : null, emails: [...emails] };
    },
  };
}
