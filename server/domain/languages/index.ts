/**
 * Languages: which language a visitor writes in and which one a client's knowledge is in, and the
 * per-language reading the builtin answerer needs (Snowball stems, stop words) and its fixed replies in
 * each language. Detection, stemmers and stop-word lists are packaged resources (franc-min,
 * snowball-stemmers, stopwords-iso): they come in through the LanguageResources port, installed once at
 * start (server/language-resources.ts), as the word lists are.
 */
export * from './language-resources.ts';
export * from './detect-language.ts';
export * from './language-terms.ts';
export * from './reply-texts.ts';
