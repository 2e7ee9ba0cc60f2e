/**
 * The packaged word lists the answerer reads: SUBTLEX-US word counts (word-frequency.ts) and WordNet's
 * dictionary files (lexicon.ts). Reading them is outside work, so the domain only names what it needs;
 * server/word-lists.ts reads the files and the process installs it once at start (createCore, the test
 * setup), before the first question. The lists are read lazily through these calls, not at install.
 */

export type WordNetPos = 'noun' | 'verb' | 'adj' | 'adv';

export interface WordLists {
  /** SUBTLEX-US: every word of the list with how often it was seen. */
  frequencies(): Iterable<{ word: string; count: number }>;
  /** WordNet's index file of one part of speech, whole: lines sorted by lemma. */
  wordnetIndex(pos: WordNetPos): string;
  /** The line of WordNet's data file of `pos` starting at byte `offset` (WordNet's synset offsets). */
  wordnetLine(pos: WordNetPos, offset: number): string;
  /** Releases open files (tests, shutdown). */
  close(): void;
}

let installed: WordLists | null = null;

/** Makes `lists` the word lists every later lookup reads. */
export function installWordLists(lists: WordLists): void {
  installed = lists;
}

export function wordLists(): WordLists {
  if (installed) return installed;
  throw new Error('The word lists are not installed: call installWordLists (server/word-lists.ts) at start.');
}
