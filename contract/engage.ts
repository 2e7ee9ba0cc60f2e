import { z } from 'zod';

/**
 * How the widget engages visitors, as the business sets it in chatCustomizations: the pre-chat form
 * (name, email, a consent checkbox) asked before the first message. Its labels and the consent's
 * wording are widget texts (contract/widget-texts.ts: `preChatTitle`, `name`, `email`, `consent`,
 * `startChat`), so a business words them per language through `texts`.
 */

export const PRE_CHAT_FIELDS = ['name', 'email', 'consent'] as const;
export type PreChatField = (typeof PRE_CHAT_FIELDS)[number];

/** The pre-chat form: the email is always asked (a lead needs it); name and consent are optional. */
export const PreChatForm = z
  .object({
    enabled: z.boolean({ error: 'enabled must be true or false' }),
    fields: z
      .array(z.enum(PRE_CHAT_FIELDS, { error: `Fields are ${PRE_CHAT_FIELDS.join(', ')}` }))
      .max(PRE_CHAT_FIELDS.length)
      .refine((f) => new Set(f).size === f.length, 'Each field may be listed once')
      .refine((f) => f.includes('email'), 'The pre-chat form always asks for the email'),
  })
  .strict();
export type PreChatForm = z.infer<typeof PreChatForm>;

export const DEFAULT_PRE_CHAT_FORM: PreChatForm = { enabled: false, fields: ['name', 'email', 'consent'] };
