/**
 * Words of a text in one language as the builtin answerer and both search indexes read them: lower
 * case, accents folded (so "envío" and "envio" are one word, in the knowledge and in a question typed
 * without them), stop words dropped where meaning is judged, and each word's Snowball stem.
 */
import type { LanguageCode } from '../../../contract/languages.ts';
import { languageResources } from './language-resources.ts';

const FOLDED: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd', ð: 'd', þ: 'th' };

/** Lower-case words with accents folded, letters and digits only ("¿Cuánto cuesta?" → cuanto, cuesta). */
export function plainWords(text: string): string[] {
  return (
    text
      .toLowerCase()
      .replace(/[ßæœøłđðþ]/g, (c) => FOLDED[c] ?? c)
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .match(/[a-z0-9]+/g) ?? []
  );
}

const stems = new Map<string, string>();

/** The Snowball stem of a plain (folded) word in `language`, memoised. */
export function stemIn(language: LanguageCode, word: string): string {
  const key = `${language}:${word}`;
  let s = stems.get(key);
  if (s === undefined) {
    if (stems.size >= 50_000) stems.clear();
    stems.set(key, (s = languageResources().stem(language, word)));
  }
  return s;
}

/** Whether a plain word is one of the language's stop words. */
export const isStopIn = (language: LanguageCode, word: string) =>
  languageResources().stopWords(language).has(word);

/** Distinct stems of the words that carry meaning: no stop words, no single letters. */
export function meaningStems(language: LanguageCode, text: string): string[] {
  const out = new Set<string>();
  for (const w of plainWords(text)) if (w.length > 1 && !isStopIn(language, w)) out.add(stemIn(language, w));
  return [...out];
}

/** Distinct content words, unstemmed, for a full-text query (the store stems them with `stemIn`). */
export function meaningWords(language: LanguageCode, text: string): string[] {
  return [...new Set(plainWords(text).filter((w) => w.length > 1 && !isStopIn(language, w)))];
}

/** What both stores index a text by in `language`: the stem of every word, space-separated. */
export function stemmedTerms(language: LanguageCode, text: string): string {
  return plainWords(text)
    .map((w) => stemIn(language, w))
    .join(' ');
}
