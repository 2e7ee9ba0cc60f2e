import { z } from 'zod';

/**
 * The languages the widget speaks and the builtin answerer reads (ISO 639-1). Each has widget texts,
 * the answerer's fixed replies, a Snowball stemmer and a stop-word list.
 */
export const LANGUAGE_CODES = ['en', 'es', 'fr', 'de', 'pt', 'it', 'nl'] as const;
export const LanguageCode = z.enum(LANGUAGE_CODES, {
  error: `Language must be one of: ${LANGUAGE_CODES.join(', ')}`,
});
export type LanguageCode = z.infer<typeof LanguageCode>;

/** Each language's name in English (the model's prompt) and in itself (what a business picks from). */
export const LANGUAGE_NAMES: Readonly<Record<LanguageCode, { english: string; native: string }>> = {
  en: { english: 'English', native: 'English' },
  es: { english: 'Spanish', native: 'Español' },
  fr: { english: 'French', native: 'Français' },
  de: { english: 'German', native: 'Deutsch' },
  pt: { english: 'Portuguese', native: 'Português' },
  it: { english: 'Italian', native: 'Italiano' },
  nl: { english: 'Dutch', native: 'Nederlands' },
};

export const isLanguageCode = (v: string): v is LanguageCode =>
  (LANGUAGE_CODES as readonly string[]).includes(v);

/**
 * The supported language a visitor's browser prefers most: `Accept-Language` ("fr-CH, fr;q=0.9,
 * en;q=0.8") read by quality, region dropped; null when it names none of ours.
 */
export function preferredLanguage(acceptLanguage: string | undefined): LanguageCode | null {
  if (!acceptLanguage) return null;
  const ranked = acceptLanguage
    .split(',')
    .slice(0, 20)
    .map((part, i) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { code: tag.trim().toLowerCase().split('-')[0] ?? '', q: q === undefined ? 1 : Number(q), i };
    })
    .filter((l) => l.q > 0 && isLanguageCode(l.code))
    .sort((a, b) => b.q - a.q || a.i - b.i);
  const best = ranked[0]?.code;
  return best && isLanguageCode(best) ? best : null;
}
