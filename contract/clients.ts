import { z } from 'zod';
import { MAX_CUSTOM_MESSAGE_LIMIT, PlanName } from './plans.ts';
import { EMAIL_PATTERN } from './patterns.ts';
import { HandoffSettings, HandoffSettingsInput } from './handoff-settings.ts';
import { AssistantOptions, AssistantSettings } from './assistant-settings.ts';
import { LanguageCode } from './languages.ts';
import { WidgetTextsByLanguage } from './widget-texts.ts';
import {
  DEFAULT_PRE_CHAT_FORM,
  LogoUrl,
  PageRule,
  PreChatForm,
  ProactiveRule,
  WidgetTheme,
} from './engage.ts';

const HEX_COLOR_RE = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

export const INDUSTRY_OPTIONS = [
  'E-commerce',
  'Real Estate',
  'Healthcare',
  'Technology',
  'Finance',
  'Retail',
  'Other',
] as const;
export type IndustryOption = (typeof INDUSTRY_OPTIONS)[number];

const INDUSTRY_PATTERNS: [RegExp, IndustryOption][] = [
  [/e-?commerce|online.?store/, 'E-commerce'],
  [/real.?estate|property|realty/, 'Real Estate'],
  [/health|medical|clinic|dental/, 'Healthcare'],
  [/saas|software|tech/, 'Technology'],
  [/financ|bank|insur/, 'Finance'],
  [/retail|fashion|boutique|shop/, 'Retail'],
];

/**
 * The console's industry option for a stored value: the option itself, or the option a raw value
 * such as the seed's `real_estate` stands for ('Real Estate'); any other text is 'Other', none is ''.
 */
export function industryOption(value: string): IndustryOption | '' {
  const v = value.trim().toLowerCase();
  if (!v) return '';
  const exact = INDUSTRY_OPTIONS.find((o) => o.toLowerCase() === v);
  if (exact) return exact;
  return INDUSTRY_PATTERNS.find(([re]) => re.test(v))?.[1] ?? 'Other';
}

/** How an industry reads on screen: its option's label, else the text with underscores as spaces. */
export function industryLabel(value: string): string {
  const option = industryOption(value);
  if (option !== 'Other') return option;
  const words = value.trim().replace(/[_-]+/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export const CLIENT_STATUSES = ['Active', 'Inactive', 'Suspended'] as const;
export const ClientStatus = z.enum(CLIENT_STATUSES);
export type ClientStatus = z.infer<typeof ClientStatus>;

/** Reduces what an operator types as a domain ("https://Shop.com/path") to the bare host ("shop.com"). */
export function normalizeDomain(input: string): string {
  let host = input.trim().toLowerCase();
  host = host.replace(/^[a-z][a-z0-9+.-]*:\/\//, '');
  host = host.split(/[/?#]/, 1)[0] ?? '';
  return host.replace(/\.$/, '');
}

export function isValidDomain(input: string): boolean {
  const host = normalizeDomain(input);
  if (!host.includes('.')) return false;
  return /^[a-z0-9.-]+(?::\d{1,5})?$/.test(host) && !host.startsWith('.') && !host.includes('..');
}

export const Faq = z
  .object({
    question: z.string({ error: 'Question is required' }).trim().min(1, 'Question is required').max(500),
    answer: z.string({ error: 'Answer is required' }).trim().min(1, 'Answer is required').max(4000),
    /**
     * Written from a transcript ("improve this answer"): matched like any FAQ, before retrieval, but
     * not offered to visitors as a button.
     */
    curated: z.boolean().optional(),
  })
  .strict();
export type Faq = z.infer<typeof Faq>;
/** FAQs offered as buttons, and all FAQs with the curated answers. */
export const MAX_FAQS = 50;
export const MAX_FAQS_WITH_CURATED = 300;

export const ChatCustomizations = z
  .object({
    headerTitle: z
      .string({ error: 'Header title is required' })
      .trim()
      .min(1, 'Header title is required')
      .max(100),
    firstMessage: z
      .string({ error: 'First message is required' })
      .trim()
      .min(1, 'First message is required')
      .max(1000),
    themeColor: z
      .string({ error: 'Theme color is required' })
      .trim()
      .min(1, 'Theme color is required')
      .regex(HEX_COLOR_RE, 'Theme color must be a hex colour like #3b82f6'),
    position: z.enum(['bottom-right', 'bottom-left'], {
      error: 'Position must be bottom-right or bottom-left',
    }),
    showAvatar: z.boolean(),
    enableTypingIndicator: z.boolean(),
    enableSoundNotifications: z.boolean(),
    faqs: z
      .array(Faq)
      .max(MAX_FAQS_WITH_CURATED, `At most ${MAX_FAQS_WITH_CURATED} FAQs and curated answers`)
      .refine((faqs) => faqs.filter((f) => !f.curated).length <= MAX_FAQS, `At most ${MAX_FAQS} FAQs`)
      .default([]),
    /** The widget's language: 'auto' follows the visitor's browser, a code fixes it. */
    language: z.union([z.literal('auto'), LanguageCode]).default('auto'),
    /** The business's own wording per language, over the translation table (contract/widget-texts.ts). */
    texts: WidgetTextsByLanguage.default({}),
    /** Name, email and a consent tick asked before the first message (a lead of the session). */
    preChatForm: PreChatForm.default(DEFAULT_PRE_CHAT_FORM),
    /** A logo in the header (custom branding): an https URL or a path on this server. */
    logoUrl: LogoUrl.default(null),
    /** Light, dark, or 'auto' (the visitor's prefers-color-scheme). */
    theme: WidgetTheme.default('light'),
    /** Messages shown by the launcher after some seconds on matching pages (the first rule that matches). */
    proactive: z.array(ProactiveRule).max(20, 'At most 20 proactive messages').default([]),
    /** Greetings and suggested questions by page (the first rule matching the host page's path). */
    pageRules: z.array(PageRule).max(20, 'At most 20 page rules').default([]),
  })
  .strict();
export type ChatCustomizations = z.infer<typeof ChatCustomizations>;

export const DEFAULT_CHAT_CUSTOMIZATIONS: ChatCustomizations = {
  headerTitle: 'Chat with us',
  firstMessage: 'Hello! How can I help you today?',
  themeColor: '#3b82f6',
  position: 'bottom-right',
  showAvatar: true,
  enableTypingIndicator: true,
  enableSoundNotifications: false,
  faqs: [],
  language: 'auto',
  texts: {},
  preChatForm: DEFAULT_PRE_CHAT_FORM,
  logoUrl: null,
  theme: 'light',
  proactive: [],
  pageRules: [],
};

/** keyword phrase → canned reply; always carries a `default` key (the reply when no keyword matches). */
export const SampleResponses = z.record(z.string().min(1).max(200), z.string().min(1).max(4000));
export type SampleResponses = z.infer<typeof SampleResponses>;

const optionalText = (max: number) => z.string().trim().max(max).optional();
const email = z
  .string()
  .trim()
  .max(254)
  .refine((v) => v === '' || EMAIL_PATTERN.test(v), 'Please enter a valid email address')
  .optional();

const domain = z
  .string({ error: 'Domain is required' })
  .trim()
  .min(1, 'Domain is required')
  .max(253)
  .refine(isValidDomain, 'Please enter a valid domain name')
  .transform(normalizeDomain);

/** True for a time zone this runtime knows by its IANA name ("Europe/Paris", "UTC"). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return /^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(name);
  } catch {
    return false;
  }
}

/** The business's time zone, for "are you open now?" (default UTC). */
export const TimeZone = z
  .string({ error: 'Time zone must be an IANA name such as Europe/Paris' })
  .trim()
  .max(64, 'Time zone must be an IANA name such as Europe/Paris')
  .refine(isTimeZone, 'Time zone must be an IANA name such as Europe/Paris');

/**
 * The longest instructions a business may keep: its settings' limit, and so also the most a preview's
 * `clientContext` may carry (a preview never sends the model more than the business could save).
 */
export const AI_CONTENT_MAX = 100_000;

/** Body of POST /api/clients. */
export const ClientCreate = z
  .object({
    clientName: z
      .string({ error: 'Client name is required' })
      .trim()
      .min(1, 'Client name is required')
      .max(200),
    businessName: z
      .string({ error: 'Business name is required' })
      .trim()
      .min(1, 'Business name is required')
      .max(200),
    domain,
    plan: z.enum(PlanName.options, { error: 'Plan is required' }),
    aiContent: optionalText(AI_CONTENT_MAX),
    email,
    phone: optionalText(50),
    industry: optionalText(100),
    timeZone: TimeZone.optional(),
    notes: optionalText(10_000),
    testMode: z.boolean().optional(),
    /** A public demo profile: served by /demo/{domain} and /api/widget/demo-client (operators only). */
    isDemo: z.boolean().optional(),
    status: ClientStatus.optional(),
    chatCustomizations: ChatCustomizations.optional(),
    sampleResponses: SampleResponses.optional(),
    /** Human handoff: on/off, business hours and how long a visitor waits before the email offer. */
    handoff: HandoffSettingsInput.optional(),
    /** The assistant's instructions, reply length, unknown-answer offer (and model, where allowed). */
    assistant: AssistantSettings.optional(),
  })
  .strict();
export type ClientCreate = z.input<typeof ClientCreate>;
export type ClientCreateParsed = z.output<typeof ClientCreate>;

/** "1,234" → 1234; the spec keeps usage as text that may carry thousands separators. */
export const MessagesUsedText = z
  .string()
  .trim()
  .regex(/^\d{1,3}(?:,?\d{3})*$|^\d+$/, 'Messages used must be a whole number')
  .transform((v) => Number(v.replace(/,/g, '')))
  .refine((n) => Number.isSafeInteger(n) && n <= 1_000_000_000, 'Messages used is too large');

/**
 * A per-client monthly limit of AI replies: a whole number, or null (also "default" from the CLI) for
 * the plan's own allowance.
 */
export const CustomMessageLimit = z
  .number({ error: 'Message limit must be a whole number or null for the plan default' })
  .int('Message limit must be a whole number')
  .min(1, 'Message limit must be at least 1')
  .max(MAX_CUSTOM_MESSAGE_LIMIT, `Message limit must be at most ${MAX_CUSTOM_MESSAGE_LIMIT}`)
  .nullable();

/** How long a client keeps visitors' conversations and page views; null: until the client is deleted. */
export const RetentionDays = z
  .number({ error: 'Retention must be a whole number of days, or null to keep everything' })
  .int('Retention must be a whole number of days')
  .min(1, 'Retention must be at least 1 day')
  .max(3650, 'Retention must be at most 3650 days (10 years)')
  .nullable();

/** Body of PUT /api/clients/{id}: any client fields, or only chatCustomizations. */
export const ClientUpdate = z
  .object({
    clientName: ClientCreate.shape.clientName.optional(),
    businessName: ClientCreate.shape.businessName.optional(),
    domain: domain.optional(),
    plan: ClientCreate.shape.plan.optional(),
    aiContent: optionalText(AI_CONTENT_MAX),
    email,
    phone: optionalText(50),
    industry: optionalText(100),
    timeZone: TimeZone.optional(),
    notes: optionalText(10_000),
    messagesUsed: MessagesUsedText.optional(),
    customMessageLimit: CustomMessageLimit.optional(),
    status: ClientStatus.optional(),
    isActive: z.boolean().optional(),
    testMode: z.boolean().optional(),
    isDemo: z.boolean().optional(),
    chatCustomizations: ChatCustomizations.optional(),
    sampleResponses: SampleResponses.optional(),
    /** Human handoff: on/off, business hours and how long a visitor waits before the email offer. */
    handoff: HandoffSettingsInput.optional(),
    /** The assistant's instructions, reply length, unknown-answer offer (and model, where allowed). */
    assistant: AssistantSettings.optional(),
    /** Days visitors' conversations and page views are kept, 1–3650; null keeps them. */
    retentionDays: RetentionDays.optional(),
    /** Page views only after the host page signals the visitor's consent (`Frontdesk.consent(true)`). */
    consentMode: z.boolean({ error: 'consentMode must be true or false' }).optional(),
  })
  .strict();
export type ClientUpdate = z.input<typeof ClientUpdate>;
export type ClientUpdateParsed = z.output<typeof ClientUpdate>;

export const ToggleTestMode = z
  .object({ testMode: z.boolean({ error: 'testMode must be true or false' }) })
  .strict();
export type ToggleTestMode = z.infer<typeof ToggleTestMode>;

/** A client as every clients endpoint returns it. */
export const Client = z.object({
  id: z.string(),
  clientName: z.string(),
  businessName: z.string(),
  domain: z.string(),
  plan: PlanName,
  aiContent: z.string(),
  email: z.string(),
  phone: z.string(),
  industry: z.string(),
  /** IANA time zone of the business (the assistant's "now"). */
  timeZone: z.string(),
  notes: z.string(),
  /** AI replies counted this calendar month (UTC), as text. */
  messagesUsed: z.string(),
  /** The enforced monthly limit: customMessageLimit when set, else the plan's allowance. */
  messageLimit: z.number().int(),
  /** The operator's per-client limit, or null for the plan's allowance. */
  customMessageLimit: z.number().int().nullable(),
  status: z.string(),
  accessToken: z.string().nullable(),
  accessTokenCreatedAt: z.string().nullable(),
  testMode: z.boolean(),
  testAccessToken: z.string().nullable(),
  testAccessTokenCreatedAt: z.string().nullable(),
  /** A public demo profile: the only clients whose test token unauthenticated demo routes hand out. */
  isDemo: z.boolean(),
  isActive: z.boolean(),
  chatCustomizations: ChatCustomizations,
  sampleResponses: SampleResponses.nullable(),
  handoff: HandoffSettings,
  assistant: AssistantSettings,
  /** What this client's plan may choose of the model and temperature (the operator's policy). */
  assistantOptions: AssistantOptions,
  /** Days visitors' conversations and page views are kept; null: until the client is deleted. */
  retentionDays: z.number().int().nullable(),
  /** Page views are recorded only after the host page signals the visitor's consent. */
  consentMode: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Client = z.infer<typeof Client>;

export const ClientList = z.object({ clients: z.array(Client) });
export type ClientList = z.infer<typeof ClientList>;

/** Secret server-to-server API keys: the full key is returned once, at creation. */
export const ApiKeyCreate = z
  .object({ name: z.string().trim().min(1, 'Name is required').max(100) })
  .strict();
export const ApiKeySummary = z.object({
  id: z.string(),
  name: z.string(),
  prefix: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type ApiKeySummary = z.infer<typeof ApiKeySummary>;
export const ApiKeyCreated = ApiKeySummary.extend({ key: z.string() });
export type ApiKeyCreated = z.infer<typeof ApiKeyCreated>;
export const ApiKeyList = z.object({ apiKeys: z.array(ApiKeySummary) });

/** Maps a client's industry to the chat-session "context" filter of the console. */
export const SESSION_CONTEXTS = [
  'fashion_retail',
  'food_drink',
  'real_estate',
  'medical',
  'general',
] as const;
export type SessionContext = (typeof SESSION_CONTEXTS)[number];
/**
 * Food first, then fashion by what it sells: "shop" alone says nothing of what a business is (a coffee
 * shop or a roaster is not Fashion & Retail).
 */
export function sessionContextOf(industry: string): SessionContext {
  const i = industry.toLowerCase();
  if (
    /coffee|caf[eé]|roast|bakery|baker|restaurant|food|drink|brew|bistro|deli\b|catering|tea\b|wine/.test(i)
  )
    return 'food_drink';
  if (/fashion|apparel|clothing|boutique|retail|e-?commerce|jewel|shoe/.test(i)) return 'fashion_retail';
  if (/real.?estate|property|realty/.test(i)) return 'real_estate';
  if (/health|medical|clinic|dental/.test(i)) return 'medical';
  return 'general';
}
