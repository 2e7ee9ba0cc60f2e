/**
 * Knowledge in any supported language: English is read as it always was (knowledge-text.ts, Porter's
 * stems with WordNet and word frequencies behind it); another language by its Snowball stems and stop
 * words. Both stores index and search through these two calls, so the stems a chunk is indexed by and
 * the stems a question is searched by always come from the same stemmer.
 */
import type { LanguageCode } from '../../../contract/languages.ts';
import { dominantLanguage, stemIn, stemmedTerms } from '../languages/index.ts';
import { indexTerms, stem } from './knowledge-text.ts';

/** What a chunk is indexed by in `language`. */
export const indexTermsIn = (text: string, language: LanguageCode = 'en') =>
  language === 'en' ? indexTerms(text) : stemmedTerms(language, text);

/** A search word's stem in `language`. */
export const searchStem = (word: string, language: LanguageCode = 'en') =>
  language === 'en' ? stem(word) : stemIn(language, word);

/**
 * The one language a client's knowledge is indexed and read in: the dominant language of its text,
 * English when it has none. Per client rather than per chunk: a chunk (a FAQ answer, a price line) is
 * often too short for detection to be sure, a business nearly always writes its knowledge in one
 * language, and one stemmer for the whole index keeps search and the answerer's word check in step.
 */
export const knowledgeLanguage = (texts: Iterable<string>): LanguageCode => dominantLanguage(texts) ?? 'en';
