/**
 * The packaged language resources the domain reads. Reading them is outside work (ESM packages, JSON
 * lists), so the domain names only what it needs; the process installs them once at start.
 */
import type { LanguageCode } from '../../../contract/languages.ts';

export interface LanguageResources {
  /**
   * How likely the text is in each supported language (franc's trigram distance, the best 1), best
   * first; empty when the text is too short to tell.
   */
  likelihoods(text: string): { language: LanguageCode; score: number }[];
  /** The language's stop words, lower case and without accents. */
  stopWords(language: LanguageCode): ReadonlySet<string>;
  /** The language's Snowball stem of a lower-case word. */
  stem(language: LanguageCode, word: string): string;
}

let installed: LanguageResources | null = null;

/** Makes `resources` what every later detection and stemming reads. */
export function installLanguageResources(resources: LanguageResources): void {
  installed = resources;
}

export function languageResources(): LanguageResources {
  if (installed) return installed;
  throw new Error(
    'The language resources are not installed: call installLanguageResources (server/language-resources.ts) at start.',
  );
}
