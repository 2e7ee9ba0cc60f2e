import { z } from 'zod';
import { ChatCustomizations } from './clients.ts';
import { LanguageCode } from './languages.ts';
import { WidgetTextsSchema } from './widget-texts.ts';

/** GET /api/widget/config: what the widget needs to render for the token's client. */
export const WidgetConfig = z.object({
  clientId: z.string(),
  businessName: z.string(),
  domain: z.string(),
  industry: z.string(),
  testMode: z.boolean(),
  welcomeMessage: z.string(),
  chatCustomizations: ChatCustomizations,
  /** Custom branding is a Premium feature; Starter widgets use the defaults. */
  brandingAllowed: z.boolean(),
  /** The "Talk to a person" action is shown when the client enables human handoff. */
  handoffEnabled: z.boolean().optional(),
  /** The language the widget speaks to this visitor (the client's fixed one, else the browser's). */
  language: LanguageCode.optional(),
  /** Every widget text in `language`, the business's overrides applied (contract/widget-texts.ts). */
  texts: WidgetTextsSchema.optional(),
  /** False when the assistant cannot answer now (the plan's replies are used up): no "Online" then. */
  answering: z.boolean().optional(),
});

/** GET /api/widget/config?lang=: the visitor's language when the page knows it better than the browser. */
export const WidgetConfigQuery = z.object({ lang: LanguageCode.optional() }).strict();
export type WidgetConfig = z.infer<typeof WidgetConfig>;

/**
 * GET /api/chat/preview/config?clientId= → WidgetConfig: the console's and the workspace's preview read
 * the client's look with the signed-in cookie (operators: any client; a workspace: its own), never
 * with the live token, which works only from the client's own website.
 */
export const PreviewConfigQuery = z.object({ clientId: z.string().min(1).max(64) }).strict();
export type PreviewConfigQuery = z.infer<typeof PreviewConfigQuery>;

/** The embed attributes read by /widget.js (validated in the loader). */
export const WIDGET_DEFAULTS = { height: 600, position: 'bottom-right', primaryColor: '#3B82F6' } as const;

/**
 * GET /api/widget/demo-client?domain= → DemoClientLookup: the public /demo page's lookup, test-mode
 * clients only. "No such client" is an answer (client null), not an error, so the page logs none.
 */
export const DemoClientQuery = z
  .object({ domain: z.string().trim().min(1, 'Domain is required').max(253) })
  .strict();
export const DemoClient = z.object({
  clientId: z.string(),
  businessName: z.string(),
  domain: z.string(),
  testAccessToken: z.string(),
});
export type DemoClient = z.infer<typeof DemoClient>;
export const DemoClientLookup = z.object({ client: DemoClient.nullable() });
export type DemoClientLookup = z.infer<typeof DemoClientLookup>;

/** GET /api/widget/demo-profiles: the preset businesses of /widget-demo, whose widget runs in demo mode. */
export const DemoProfileInfo = z.object({
  businessName: z.string(),
  domain: z.string(),
  industry: z.string(),
  welcomeMessage: z.string(),
  aiContent: z.string(),
  themeColor: z.string(),
  sampleResponses: z.record(z.string(), z.string()),
  faqs: z.array(z.object({ question: z.string(), answer: z.string() })),
});
export type DemoProfileInfo = z.infer<typeof DemoProfileInfo>;
export const DemoProfileList = z.object({ profiles: z.array(DemoProfileInfo) });
export type DemoProfileList = z.infer<typeof DemoProfileList>;
