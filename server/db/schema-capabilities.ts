/**
 * The tables of the capabilities added in the 2026-12 round (two-step sign-in, the audit log, visitor
 * identity, people, the workspace checklist, actions), kept apart so schema.ts stays readable; the
 * Database interface there names each.
 */
/** Two-step sign-in of one subject (`operator:<id>` or `customer:<email>`; migration 024). */
export interface TwoFactorTable {
  subject: string;
  /** The TOTP secret sealed with the SecretBox. */
  sealed_secret: string;
  confirmed_at: string | null;
  /** The last time step a code was accepted for. */
  last_step: number | null;
  created_at: string;
}

export interface TwoFactorRecoveryCodesTable {
  subject: string;
  /** Keyed digest of the code. */
  code_hash: string;
  used_at: string | null;
}

/** A sign-in between its password and its code. */
export interface TwoFactorChallengesTable {
  /** Keyed digest of the challenge token. */
  id: string;
  subject: string;
  ref: string;
  /** Shown in the authenticator app when the sign-in enrols. */
  label: string;
  step: string;
  expires_at: string;
}

export interface TwoFactorPoliciesTable {
  client_id: string;
  /** 1 when the client's owners require two-step sign-in of its users. */
  required: number;
}

/** One change in the audit log (migration 025); `changes` is JSON of the redacted before/after. */
export interface AuditLogTable {
  id: string;
  at: string;
  client_id: string | null;
  actor_kind: string;
  actor_id: string | null;
  actor_label: string;
  source: string;
  action: string;
  target: string | null;
  changes: string | null;
}

/** A client's identity secret, sealed (migration 029). */
export interface IdentitySecretsTable {
  client_id: string;
  sealed_secret: string;
  created_at: string;
}

/** Who a session's visitor is (migration 029); verified and email_verified are 0/1. */
export interface SessionIdentitiesTable {
  client_id: string;
  session_id: string;
  user_id: string | null;
  email: string | null;
  name: string | null;
  verified: number;
  email_verified: number;
  method: string;
  updated_at: string;
}

/** A code mailed to a personal record's email (migration 030); proven_at once typed correctly. */
export interface EmailCodesTable {
  id: string;
  client_id: string;
  session_id: string;
  email: string;
  record_ref: string;
  code_digest: string;
  attempts: number;
  created_at: string;
  expires_at: string;
  proven_at: string | null;
}

/** A person's face: display name and current avatar (migration 040). */
export interface PeopleTable {
  person_key: string;
  display_name: string | null;
  avatar_id: string | null;
  updated_at: string;
}

/** An avatar image, its type read from its content when uploaded (migration 040). */
export interface AvatarImagesTable {
  id: string;
  person_key: string;
  content_type: string;
  bytes: Uint8Array;
  created_at: string;
}

/** A first-run step a workspace has done (migration 041). */
export interface WorkspaceChecklistTable {
  client_id: string;
  step: string;
  done_at: string;
}

/** A client's action (migration 031): the definition as JSON text, the secret sealed. */
export interface ActionsTable {
  id: string;
  client_id: string;
  name: string;
  definition: string;
  sealed_secret: string | null;
  enabled: number;
  created_at: string;
  updated_at: string;
}

/** One call of an action (migration 031); arguments are redacted JSON text. */
export interface ActionCallsTable {
  id: string;
  client_id: string;
  action_id: string;
  action_name: string;
  session_id: string | null;
  outcome: string;
  status: number | null;
  duration_ms: number;
  arguments: string;
  error: string | null;
  created_at: string;
}

/** The action a conversation is collecting parameters for (migration 031). */
export interface ActionCardsTable {
  id: string;
  client_id: string;
  session_id: string;
  action_id: string;
  definition: string;
  arguments: string;
  summary: string;
  state: string;
  result_message_id: string | null;
  expires_at: string;
  created_at: string;
  decided_at: string | null;
}

export interface PendingActionsTable {
  client_id: string;
  session_id: string;
  action_id: string;
  arguments: string;
  asking: string;
  expires_at: string;
}
