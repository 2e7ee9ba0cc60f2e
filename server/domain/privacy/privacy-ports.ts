import type { VisitorIdentity } from '../../../contract/privacy.ts';

/** How a visitor was asked for: one of their session ids, or the email they left. */
export type VisitorLookup = { sessionId: string } | { email: string };

/** A live conversation of the visitor, as it stood before the erase (its widgets are told it ended). */
export interface LiveSession {
  sessionId: string;
  status: string;
}

/**
 * Where a visitor's data lives, in one store. Every table holding a session id, an email or a device
 * id is either an erase target of the repository or named by it as holding no visitor's data; a test
 * reads the live schema and fails on a table that is neither.
 */
export interface VisitorDataRepo {
  /** The visitor's sessions, devices and emails, grown from the lookup; empty lists when none is stored. */
  identify(clientId: string, lookup: VisitorLookup): Promise<VisitorIdentity>;
  /** The visitor's sessions still open (status 'active'). */
  liveSessions(clientId: string, who: VisitorIdentity): Promise<LiveSession[]>;
  /** Every row about the visitor, by table (secrets such as the session key's digest left out). */
  collect(clientId: string, who: VisitorIdentity): Promise<Record<string, Record<string, unknown>[]>>;
  /** Removes every row about the visitor in one transaction; rows removed (or cleared) per table. */
  erase(clientId: string, who: VisitorIdentity): Promise<Record<string, number>>;
  /**
   * The retention period's deletion: conversations last active before `beforeIso` with everything
   * linked to them (through the same targets as an erase), and page views and browser records older
   * than it. Rows deleted per table.
   */
  expire(clientId: string, beforeIso: string): Promise<Record<string, number>>;
}
