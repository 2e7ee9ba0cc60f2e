import { z } from 'zod';

/** Who a session's visitor is, as operators see it; `verified` only when a proof was checked. */
export const SessionIdentity = z.object({
  userId: z.string().nullable(),
  email: z.string().nullable(),
  name: z.string().nullable(),
  /** A proof (userHash or token) was checked: `userId` (or, without one, `email`) is this visitor's. */
  verified: z.boolean(),
  /** The email is covered by the proof (a token's claim, or the hashed value itself). */
  emailVerified: z.boolean(),
  /** How it was proven: a userHash, a signed token, or not at all (a hint). */
  method: z.enum(['hash', 'token', 'hint']),
  /** Emails this visitor proved in the conversation with a code sent to them. */
  provenEmails: z.array(z.string()),
  updatedAt: z.string(),
});
export type SessionIdentity = z.infer<typeof SessionIdentity>;
