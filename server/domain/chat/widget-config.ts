import { type ChatCustomizations, DEFAULT_CHAT_CUSTOMIZATIONS } from '../../../contract/clients.ts';
import { type LanguageCode, preferredLanguage } from '../../../contract/languages.ts';
import type { WidgetConfig } from '../../../contract/widget.ts';
import { WIDGET_TEXTS, type WidgetTexts } from '../../../contract/widget-texts.ts';
import type { ClientRecord } from '../shared/ports.ts';

/** Where the visitor's language may come from: the page's `?lang=`, then the browser's Accept-Language. */
export interface VisitorLanguageHints {
  lang?: LanguageCode;
  acceptLanguage?: string;
}

/** The widget's language for this visitor: the client's fixed one, else the page's or the browser's. */
export function widgetLanguage(client: ClientRecord, hints: VisitorLanguageHints = {}): LanguageCode {
  const fixed = client.chatCustomizations.language;
  if (fixed !== 'auto') return fixed;
  return hints.lang ?? preferredLanguage(hints.acceptLanguage) ?? 'en';
}

/**
 * The widget's texts in `language`: the translation table, the business's header and first message
 * (its own words, unless it kept the defaults, which the table translates), then its overrides for
 * that language.
 */
export function widgetTextsFor(client: ClientRecord, language: LanguageCode): WidgetTexts {
  const c = client.chatCustomizations;
  const table = WIDGET_TEXTS[language];
  const own = c.texts[language] ?? {};
  const kept = (value: string, fallback: string, standard: string) => (value === standard ? fallback : value);
  return {
    ...table,
    headerTitle: kept(c.headerTitle, table.headerTitle, DEFAULT_CHAT_CUSTOMIZATIONS.headerTitle),
    firstMessage: kept(c.firstMessage, table.firstMessage, DEFAULT_CHAT_CUSTOMIZATIONS.firstMessage),
    ...Object.fromEntries(Object.entries(own).filter(([, v]) => v !== undefined)),
  };
}

/**
 * The page rules and proactive rules as a visitor in `language` reads them: the business's version in
 * that language, else the rule's own wording; the other languages' versions are not sent.
 */
function rulesIn(c: ChatCustomizations, language: LanguageCode) {
  return {
    pageRules: c.pageRules.map(({ texts, ...rule }) => {
      const version = texts?.[language];
      return version ? { path: rule.path, ...version } : rule;
    }),
    proactive: c.proactive.map(({ texts, ...rule }) => ({
      ...rule,
      message: texts?.[language]?.message ?? rule.message,
    })),
  };
}

/**
 * What the widget renders for a client, in the visitor's language. Custom branding is a Premium
 * feature: Starter widgets keep the default look whatever the client saved.
 */
export function widgetConfigOf(client: ClientRecord, hints: VisitorLanguageHints = {}): WidgetConfig {
  const brandingAllowed = client.plan === 'Premium' || client.plan === 'Enterprise';
  const language = widgetLanguage(client, hints);
  const texts = widgetTextsFor(client, language);
  const own = client.chatCustomizations.texts[language];
  // The header shows the business's name unless it titled its widget (the table's title is no title).
  // Curated answers (written from transcripts) answer questions; they are not offered as buttons.
  const c = {
    ...client.chatCustomizations,
    ...rulesIn(client.chatCustomizations, language),
    faqs: client.chatCustomizations.faqs.filter((f) => !f.curated),
    headerTitle: own?.headerTitle ?? client.chatCustomizations.headerTitle,
    firstMessage: texts.firstMessage,
  };
  return {
    clientId: client.id,
    businessName: client.businessName,
    domain: client.domain,
    industry: client.industry,
    testMode: client.testMode,
    welcomeMessage: texts.firstMessage,
    chatCustomizations: brandingAllowed
      ? c
      : {
          ...c,
          themeColor: DEFAULT_CHAT_CUSTOMIZATIONS.themeColor,
          showAvatar: DEFAULT_CHAT_CUSTOMIZATIONS.showAvatar,
          logoUrl: null,
        },
    brandingAllowed,
    handoffEnabled: client.handoff?.enabled ?? false,
    language,
    texts,
  };
}
