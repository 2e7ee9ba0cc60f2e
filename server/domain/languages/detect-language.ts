/**
 * Which supported language a text is in. franc's trigrams alone misread short questions ("do you sell
 * swimwear" scores Portuguese first and English fifth), so a language is scored by the share of the
 * text's words that are its stop words (a word several languages list counts for each in part), with
 * a quarter of its trigram likelihood added: short questions are mostly function words, and those
 * tell languages apart where trigrams cannot.
 */
import type { LanguageCode } from '../../../contract/languages.ts';
import { languageResources } from './language-resources.ts';
import { plainWords } from './language-terms.ts';

/** Fewer letters than this are not enough to tell (as Intercom's Fin: at least 10). */
export const MIN_DETECT_LETTERS = 10;
/** How much franc's trigram likelihood counts beside the share of stop words. */
const TRIGRAM_WEIGHT = 0.25;
/** The winner must lead the runner-up by this much, else the text is left undetected. */
const MARGIN = 0.1;

export function detectLanguage(text: string): LanguageCode | null {
  const letters = text.match(/\p{L}/gu)?.length ?? 0;
  if (letters < MIN_DETECT_LETTERS) return null;
  const resources = languageResources();
  const words = plainWords(text);
  if (words.length === 0) return null;
  const likely = resources.likelihoods(text);
  // A stop word of several languages ("do" is English and Portuguese) tells each of them less.
  const listing = words.map((w) => likely.filter((l) => resources.stopWords(l.language).has(w)).length);
  const scored = likely
    .map(({ language, score }) => {
      const stops = resources.stopWords(language);
      const share = words.reduce((sum, w, i) => sum + (stops.has(w) ? 1 / (listing[i] ?? 1) : 0), 0);
      return { language, score: share / words.length + TRIGRAM_WEIGHT * score };
    })
    .sort((a, b) => b.score - a.score);
  const [best, next] = scored;
  if (!best) return null;
  return !next || best.score - next.score >= MARGIN ? best.language : null;
}

/**
 * The language of a body of knowledge: the most common detected language of its paragraphs, weighted
 * by length, or null when none could be told.
 */
export function dominantLanguage(texts: Iterable<string>, sampleChars = 20_000): LanguageCode | null {
  const weight = new Map<LanguageCode, number>();
  let read = 0;
  for (const text of texts) {
    for (const para of text.split(/\n\s*\n/)) {
      if (read >= sampleChars) break;
      const sample = para.slice(0, 1000);
      read += sample.length;
      const language = detectLanguage(sample);
      if (language) weight.set(language, (weight.get(language) ?? 0) + sample.length);
    }
    if (read >= sampleChars) break;
  }
  let best: LanguageCode | null = null;
  for (const [language, w] of weight) if (!best || w > (weight.get(best) ?? 0)) best = language;
  return best;
}
