/**
 * The language resources read from the installed packages: franc-min (trigram language detection),
 * snowball-stemmers (the Snowball stemmers) and stopwords-iso (stop words). Nothing is downloaded. The
 * domain's LanguageResources port (domain/languages/language-resources.ts) is what it reads them through.
 */
import { createRequire } from 'node:module';
import { francAll } from 'franc-min';
import type { LanguageCode } from '../contract/languages.ts';
import { installLanguageResources, plainWords, type LanguageResources } from './domain/languages/index.ts';

const require = createRequire(import.meta.url);

/** ISO 639-3 (franc) → ISO 639-1, for the supported languages. */
const FRANC: Record<string, LanguageCode> = {
  eng: 'en',
  spa: 'es',
  fra: 'fr',
  deu: 'de',
  por: 'pt',
  ita: 'it',
  nld: 'nl',
};
const SNOWBALL: Record<LanguageCode, string> = {
  en: 'english',
  es: 'spanish',
  fr: 'french',
  de: 'german',
  pt: 'portuguese',
  it: 'italian',
  nl: 'dutch',
};

interface Stemmer {
  stem(word: string): string;
}

export function packagedLanguageResources(): LanguageResources {
  const snowball = require('snowball-stemmers') as { newStemmer(name: string): Stemmer };
  const lists = require('stopwords-iso') as Record<string, string[]>;
  const stemmers = new Map<LanguageCode, Stemmer>();
  const stops = new Map<LanguageCode, ReadonlySet<string>>();
  return {
    likelihoods(text) {
      return francAll(text, { minLength: 10, only: Object.keys(FRANC) }).flatMap(([code, score]) => {
        const language = FRANC[code];
        return language ? [{ language, score }] : [];
      });
    },
    stopWords(language) {
      let set = stops.get(language);
      if (!set) stops.set(language, (set = new Set((lists[language] ?? []).flatMap((w) => plainWords(w)))));
      return set;
    },
    stem(language, word) {
      let stemmer = stemmers.get(language);
      if (!stemmer) stemmers.set(language, (stemmer = snowball.newStemmer(SNOWBALL[language])));
      return stemmer.stem(word);
    },
  };
}

let installed = false;

/** Installs the packaged resources once per process (later calls do nothing). */
export function installPackagedLanguageResources(): void {
  if (installed) return;
  installLanguageResources(packagedLanguageResources());
  installed = true;
}
