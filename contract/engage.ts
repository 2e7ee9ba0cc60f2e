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

/** The widget's colours: light, dark, or the visitor's system setting (prefers-color-scheme). */
export const WIDGET_THEMES = ['light', 'dark', 'auto'] as const;
export const WidgetTheme = z.enum(WIDGET_THEMES, { error: 'Theme must be light, dark or auto' });
export type WidgetTheme = z.infer<typeof WidgetTheme>;

const LOGO_MESSAGE = 'Logo must be an https:// address or a path on this server such as /uploads/logo.png';

/** True for an https URL without credentials, or an absolute path on our own server ("/…", not "//…"). */
export function isLogoUrl(value: string): boolean {
  if (/^\/(?![/\\])[\w\-./%~]*$/.test(value)) return !value.split('/').includes('..');
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && !url.username && !url.password && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** The header's logo image: null for none. */
export const LogoUrl = z
  .string({ error: LOGO_MESSAGE })
  .trim()
  .max(500, 'Logo address is at most 500 characters')
  .refine(isLogoUrl, LOGO_MESSAGE)
  .nullable();
