import { z } from 'zod';
import { SessionId } from './chat.ts';

export { SessionIdentity } from './session-identity.ts';

/**
 * Verified visitor identity. A business's page tells the widget who the visitor is with
 * `Frontdesk.identify(...)`: either `userHash`, the hex HMAC-SHA256 of `userId` (or of `email` when there
 * is no `userId`) keyed with the client's identity secret, or `token`, a JWT signed HS256 with that
 * secret carrying `sub`, `email`, `name` and `exp`. Only what the proof covers counts as verified; the
 * rest is a hint that never unlocks personal data.
 */
const UserId = z.string().trim().min(1).max(200);
const Email = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Not an email address');
const Name = z.string().trim().min(1).max(200);

export const IdentifyByHash = z
  .object({
    sessionId: SessionId,
    userId: UserId.optional(),
    email: Email.optional(),
    name: Name.optional(),
    userHash: z
      .string()
      .regex(/^[0-9a-fA-F]{64}$/, 'userHash is the 64-character hex HMAC-SHA256')
      .optional(),
  })
  .strict();

export const IdentifyByToken = z
  .object({ sessionId: SessionId, token: z.string().min(10).max(4096) })
  .strict();

/** POST /api/chat/identify: the widget's `identify` call (widget token, Origin rule, session key). */
export const IdentifyRequest = z.union([IdentifyByToken, IdentifyByHash]);
export type IdentifyRequest = z.infer<typeof IdentifyRequest>;

export const IdentifyResult = z.object({ verified: z.boolean() });
export type IdentifyResult = z.infer<typeof IdentifyResult>;

/** GET /api/clients/{id}/identity-secret: whether a secret is set (never the secret itself). */
export const IdentitySecretStatus = z.object({ set: z.boolean(), createdAt: z.string().nullable() });
export type IdentitySecretStatus = z.infer<typeof IdentitySecretStatus>;

/** POST /api/clients/{id}/identity-secret: the new secret, in this answer only. */
export const IdentitySecretCreated = z.object({ secret: z.string(), createdAt: z.string() });
export type IdentitySecretCreated = z.infer<typeof IdentitySecretCreated>;
