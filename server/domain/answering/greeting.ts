import { type ChatCustomizations, DEFAULT_CHAT_CUSTOMIZATIONS } from '../../../contract/clients.ts';
import type { LanguageCode } from '../../../contract/languages.ts';
import { detectLanguage, REPLY_TEXTS } from '../languages/index.ts';

/**
 * What the assistant greets a visitor with in `language`: the business's own first message for that
 * language, else its first message when it is written in that language, else the table's greeting.
 */
export function greetingIn(c: ChatCustomizations, language: LanguageCode): string {
  const own = c.texts[language]?.firstMessage;
  if (own) return own;
  const first = c.firstMessage;
  if (first !== DEFAULT_CHAT_CUSTOMIZATIONS.firstMessage && (detectLanguage(first) ?? language) === language)
    return first;
  return REPLY_TEXTS[language].greeting;
}
