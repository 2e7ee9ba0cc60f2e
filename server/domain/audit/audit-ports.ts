/** Who made a change: an operator, a person of a workspace, the command line or a secret API key. */
export type AuditActorKind = 'operator' | 'user' | 'cli' | 'key';

export interface AuditActor {
  kind: AuditActorKind;
  /** The operator's or user's id, the key's id; null for the CLI. */
  id: string | null;
  /** The login or email, "cli", or the key's prefix: what people recognise. */
  label: string;
}

/** One field's value before and after a change (absent when the field was added or removed). */
export interface FieldChange {
  before?: unknown;
  after?: unknown;
}

export interface AuditEntry {
  id: string;
  at: string;
  /** Null for deployment-wide changes (an operator account, a new client before it exists). */
  clientId: string | null;
  actor: AuditActor;
  /** The IP address, or "cli". */
  source: string;
  action: string;
  /** What the action was about inside the client (a source id, a user id, a key id), when known. */
  target: string | null;
  changes: Record<string, FieldChange> | null;
}

/** Newest first: entries strictly older than the cursor entry. */
export interface AuditCursor {
  at: string;
  id: string;
}

export interface AuditRepo {
  insert(entry: AuditEntry): Promise<void>;
  /** `clientId` null: the whole deployment's log. Newest first, at most `limit`. */
  list(clientId: string | null, opts: { before: AuditCursor | null; limit: number }): Promise<AuditEntry[]>;
  /** Deletes entries older than `before`; returns how many went. */
  pruneBefore(before: string): Promise<number>;
}
