import { z } from 'zod';
import { LANGUAGE_CODES } from './languages.ts';
export { pathMatches } from './patterns.ts';

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

const PATH_MESSAGE =
  'Path must start with / and may use * as a wildcard, like /pricing or /blog/* (letters, digits and - . _ ~ % + : @ / only)';

/** A path rule: "/pricing" is that page, "/pricing*" also "/pricing/teams", "*" any sequence. */
export const PathPattern = z
  .string({ error: PATH_MESSAGE })
  .trim()
  .min(1, PATH_MESSAGE)
  .max(200, 'Path is at most 200 characters')
  .regex(/^\/[\w\-.~%+:@/*]*$/, PATH_MESSAGE)
  .refine((p) => !p.includes('**'), 'Use a single * (it already matches across /)');

const plainMessage = (max: number) =>
  z
    .string({ error: 'Message is required' })
    .trim()
    .min(1, 'Message is required')
    .max(max, `Message is at most ${max} characters`)
    .refine((v) => !/<\s*[a-z/!?]/i.test(v), 'Messages are plain text: HTML tags are not allowed');

/**
 * A rule's wording per language, keyed by a supported code (an unknown code is refused, naming it): a
 * visitor whose widget language has an entry reads it, any other visitor the rule's own wording.
 */
function perLanguage<T extends z.ZodType>(version: T) {
  return z.record(z.string(), version).superRefine((v, ctx) => {
    for (const code of Object.keys(v))
      if (!(LANGUAGE_CODES as readonly string[]).includes(code))
        ctx.addIssue({
          code: 'custom',
          path: [code],
          message: `Unknown language code "${code.slice(0, 10)}": use one of ${LANGUAGE_CODES.join(', ')}`,
        });
  });
}

/** A proactive message in one language. */
export const ProactiveVersion = z.object({ message: plainMessage(300) }).strict();
export type ProactiveVersion = z.infer<typeof ProactiveVersion>;

/**
 * After `delaySeconds` on a page whose path matches, the launcher shows `message` (once a day), or its
 * version in the visitor's language (`texts`).
 */
export const ProactiveRule = z
  .object({
    path: PathPattern,
    delaySeconds: z
      .number({ error: 'Delay is a number of seconds' })
      .int('Delay is a whole number of seconds')
      .min(0, 'Delay is 0 to 600 seconds')
      .max(600, 'Delay is 0 to 600 seconds'),
    message: plainMessage(300),
    texts: perLanguage(ProactiveVersion).optional(),
  })
  .strict();
export type ProactiveRule = z.infer<typeof ProactiveRule>;

/** What the page view answers when a proactive rule matches the page (the visitor's `close` label). */
export const ProactiveMessage = z.object({
  delaySeconds: z.number(),
  message: z.string(),
  close: z.string(),
});
export type ProactiveMessage = z.infer<typeof ProactiveMessage>;

const pageVersionFields = {
  greeting: plainMessage(1000).optional(),
  suggestions: z.array(plainMessage(200)).max(5, 'At most 5 suggested questions per page').optional(),
};
const hasWords = (r: { greeting?: string; suggestions?: string[] }) =>
  r.greeting !== undefined || (r.suggestions?.length ?? 0) > 0;
const NEEDS_WORDS = { message: 'A page rule needs a greeting or suggested questions', path: ['greeting'] };

/**
 * A page rule's greeting and questions in one language: the whole version replaces the rule's own, so
 * a visitor never reads a greeting in one language and questions in another.
 */
export const PageVersion = z.object(pageVersionFields).strict().refine(hasWords, NEEDS_WORDS);
export type PageVersion = z.infer<typeof PageVersion>;

/**
 * On pages whose path matches: the greeting instead of the first message, and suggested questions, or
 * their version in the visitor's language (`texts`).
 */
export const PageRule = z
  .object({ path: PathPattern, ...pageVersionFields, texts: perLanguage(PageVersion).optional() })
  .strict()
  .refine(hasWords, NEEDS_WORDS);
export type PageRule = z.infer<typeof PageRule>;
