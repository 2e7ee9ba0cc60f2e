/** What two-step sign-in needs from outside: its store, RFC 6238 codes and the sealing of secrets. */

/** Whose second step it is: an operator (by user id) or a customer person (by lower-cased email). */
export type TwoFactorSubject = `operator:${string}` | `customer:${string}`;

export interface TwoFactorRecord {
  subject: TwoFactorSubject;
  /** The TOTP secret (base32), sealed: a copy of the database holds no usable secret. */
  sealedSecret: string;
  /** Null while enrolment waits for its first code. */
  confirmedAt: string | null;
  /** The last time step a code was accepted for: an equal or older one is a replay. */
  lastStep: number | null;
  createdAt: string;
}

/** A sign-in that passed its password and waits for its code (or for enrolment). */
export interface PendingSignIn {
  /** Keyed digest of the challenge token handed to the browser. */
  id: string;
  subject: TwoFactorSubject;
  /** What opens once the code is right: an operator's user id or a customer's membership id. */
  ref: string;
  /** Shown in the authenticator app (a username or an email). */
  label: string;
  /** 'code' asks a code of an enrolled person; 'enroll' has them enrol first (required by policy). */
  step: 'code' | 'enroll';
  expiresAt: string;
}

export interface TwoFactorRepo {
  get(subject: TwoFactorSubject): Promise<TwoFactorRecord | null>;
  /** Starts (or restarts) an enrolment: an unconfirmed secret replaces any earlier unconfirmed one. */
  saveUnconfirmed(record: TwoFactorRecord): Promise<void>;
  confirm(subject: TwoFactorSubject, at: string, step: number): Promise<void>;
  /** Moves the last accepted step forward only; false when the step was already used (a replay). */
  advanceStep(subject: TwoFactorSubject, step: number): Promise<boolean>;
  /** Ends two-step sign-in of a subject with its recovery codes. */
  remove(subject: TwoFactorSubject): Promise<void>;
  replaceRecoveryCodes(subject: TwoFactorSubject, hashes: string[]): Promise<void>;
  /** Marks one unused recovery code used; false when unknown or used already (one atomic step). */
  useRecoveryCode(subject: TwoFactorSubject, hash: string, at: string): Promise<boolean>;
  recoveryCodesLeft(subject: TwoFactorSubject): Promise<number>;
  savePending(pending: PendingSignIn): Promise<void>;
  pending(id: string, nowIso: string): Promise<PendingSignIn | null>;
  deletePending(id: string): Promise<void>;
  /** Whether a client's owners require two-step sign-in of all its users. */
  clientRequires(clientId: string): Promise<boolean>;
  setClientRequires(clientId: string, required: boolean): Promise<void>;
}

/** RFC 6238 codes (six digits, 30-second steps, SHA-1: what every authenticator app reads). */
export interface Totp {
  newSecret(): string;
  /** The otpauth:// URI an authenticator app reads (as a QR code, or pasted). */
  uri(secret: string, label: string, issuer: string): string;
  /** The time step a code belongs to within one step either side of `atMs`, or null when wrong. */
  stepOf(secret: string, code: string, atMs: number): number | null;
}

/** Seals secrets at rest (the server's SecretBox). */
export interface Sealer {
  seal(plain: string): string;
  open(sealed: string): string;
}
