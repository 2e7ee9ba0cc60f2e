import { pathMatches, type ProactiveMessage } from '../../../contract/engage.ts';
import type { ClientRecord } from '../shared/ports.ts';
import { type VisitorLanguageHints, widgetLanguage, widgetTextsFor } from './widget-config.ts';

/**
 * The proactive message for a page view: the client's first rule whose path matches the page's, in the
 * visitor's language when the business wrote a version in it, with its close button's label in it too. Matched here, so the page-view module the
 * browser loads carries no pattern code, and a page with no message costs it nothing more.
 */
export function proactiveFor(
  client: ClientRecord,
  pageUrl: string,
  hints: VisitorLanguageHints = {},
): ProactiveMessage | null {
  const rules = client.chatCustomizations.proactive;
  if (rules.length === 0) return null;
  let path: string;
  try {
    path = new URL(pageUrl).pathname;
  } catch {
    return null;
  }
  const rule = rules.find((r) => pathMatches(r.path, path));
  if (!rule) return null;
  const language = widgetLanguage(client, hints);
  const close = widgetTextsFor(client, language).close;
  // The business's version in the visitor's language, else the rule's own wording.
  const message = rule.texts?.[language]?.message ?? rule.message;
  return { delaySeconds: rule.delaySeconds, message, close };
}
