import { z } from 'zod';
import { SessionId } from './chat.ts';
import { LanguageCode } from './languages.ts';
import { EMAIL_PATTERN } from './patterns.ts';

const NO_MARKUP = /<\s*[a-z/!?]/i;

/**
 * POST /api/chat/pre-chat → 201: what the visitor entered in the pre-chat form of session `sessionId`
 * (before its first message, so the session may not exist yet). Stored as a lead of that session with
 * the name and the consent wording of `language` (the language the widget showed). An invalid email is
 * a 400 naming `email` (the session secret, when the session has one, comes in x-session-key as for
 * every widget call); a form the client has not enabled is a 400; a missing tick, when the form asks
 * for consent, a 400 naming `consent`.
 */
export const PreChatSubmission = z
  .object({
    sessionId: SessionId,
    /** Which client an admin-cookie caller (the console's preview) acts for. */
    clientId: z.string().min(1).max(64).optional(),
    name: z
      .string()
      .trim()
      .max(100, 'Name is at most 100 characters')
      .refine((v) => !NO_MARKUP.test(v), 'Name is plain text')
      .optional(),
    email: z
      .string({ error: 'Email is required' })
      .trim()
      .max(254, 'Please enter a valid email address')
      .regex(EMAIL_PATTERN, 'Please enter a valid email address'),
    consent: z.boolean().optional(),
    language: LanguageCode.optional(),
  })
  .strict();
export type PreChatSubmission = z.infer<typeof PreChatSubmission>;

export const PreChatAccepted = z.object({ ok: z.literal(true) });
export type PreChatAccepted = z.infer<typeof PreChatAccepted>;
