/**
 * Text handling shared by retrieval and the builtin answerer: word stems, stop words, sentence splits
 * and the chunking of a client's knowledge. Pure functions, so answers are deterministic and testable.
 */
import type { Faq } from '../../../contract/clients.ts';
import { stemmer as porter } from 'stemmer';
import type { KnowledgeChunk } from '../chat/chat-ports.ts';
import { compoundParts } from './lexicon.ts';
import { plainInline, sectionsOf, toProse } from './prose.ts';

/**
 * The one stemmer: Porter's (the `stemmer` package) with English's irregular plurals. Both stores index
 * and match the stems it gives (see indexTerms), so a word the answerer reads as covered is one the
 * search matches too. Stored indexes hold its output, so a change to what it gives needs a migration
 * re-indexing the stored chunks, as 016 does. Memoised in a Map cleared when full: the same words recur
 * everywhere, and an LRU's bookkeeping (boundedMemo) would triple a stem's cost.
 */
export function stem(word: string): string {
  const w = word.toLowerCase();
  let s = stems.get(w);
  if (s === undefined) {
    if (stems.size >= 50_000) stems.clear();
    stems.set(w, (s = porter(IRREGULAR_PLURALS[w] ?? w)));
  }
  return s;
}
const stems = new Map<string, string>();

/** English's few irregular plurals, which no suffix stemmer can see: "children" is "child". */
const IRREGULAR_PLURALS: Record<string, string> = {
  children: 'child',
  people: 'person',
  men: 'man',
  women: 'woman',
  teeth: 'tooth',
  feet: 'foot',
  mice: 'mouse',
  geese: 'goose',
  lives: 'life',
  knives: 'knife',
  wives: 'wife',
  leaves: 'leaf',
  halves: 'half',
  shelves: 'shelf',
};

const STOP = new Set(
  (
    'a an the and or but if of to in on at by for with about from as into onto than then there here this that these those ' +
    'i me my mine we us our ours you your yours he she it its they them their what which who whom whose where when why how ' +
    'do does did done doing can could would should will shall may might must is are was were be been being am ' +
    'have has had having get gets got please tell know want wants like need needs also just so not no yes any some ' +
    'hi hello hey thanks thank ok okay offer offers provide provides anything something more info information ' +
    'let lets say give show explain s t d ll re ve m im youre whats hows wheres dont doesnt isnt arent ' +
    // Visitor filler, chat shorthand and the halves of contractions ("don't" → "don" "t").
    'don doesn isn aren won wasn didn cant couldn wouldn shouldn ur u r wat wats pls plz guys yall ya gonna wanna kinda sorta ' +
    'really actually exactly basically usually normally typically generally ever still even right own sure able possible ' +
    'someone somebody anyone anybody anywhere somewhere thing things stuff lot lots bit go going goes went see look looking ' +
    'interested wondering curious question help etc before after without during while until ' +
    // Pronouns and their forms, and the usual chat filler (a question's frame, not its subject).
    'her hers him his herself himself myself ourselves yourself yourselves themselves itself ' +
    'too very quite maybe probably though because yeah yep nope hmm um ' +
    // Forms of the frame verbs above ("the plan that gives you timelines").
    'gives gave given shows showed shown tells told says said wanted needed helps knows knew letting ' +
    'think thinking thought ask asks asked asking whether guy per ' +
    // "What cut do you take", "does it take cards": the verb frames what is taken ("take back" and
    // "how long does it take" are read as phrases first).
    'take takes took taking'
  ).split(/\s+/),
);

/**
 * Words that help rank but say little about whether a question is covered: a question is judged by its
 * other ("strong") words, so "how long does it take to ship to Mars" is not answered by shipping times.
 */
const WEAK = new Set(
  (
    'long cost costs much many price prices time times work works use available make way find kind type good best sell buy have get new one two current currently option options plan carry include come area ' +
    // Generic in support questions: what is bought, when, and the usual attributes asked about.
    'bought purchase stock start starts starting place item items product products policy window period deadline limit usual ' +
    'put add change choose pick keep ' +
    // Question frame: particles and adverbs that complete a verb or place the question in time
    // ("sew it back on", "when is support around", "it fell off", "can I get it today") without naming
    // what is asked about. Not "up", "out" or "in": they make phrasal verbs that name a service
    // ("pick up", "sign up", "check out"), so they stay strong.
    'around back off away again anymore today tonight tomorrow now later next last ago yet already ' +
    'fall fell falls happen happens happened ' +
    // Hedges and degree words around what is asked ("roughly when", "the most expensive").
    'roughly approximately approx most least ' +
    // How many and which ("5 different sites", "each one", "if we run two shops") frame the subject.
    'each different several multiple run runs running'
  )
    .split(' ')
    .map((w) => stem(w)),
);

/**
 * Chat spellings read as the words they stand for, on both sides (a question and the knowledge), so
 * "thats" is "that" and "til" is "until": "u", "ur" and "r" then fall to the stop words, "diff" and
 * "hrs" meet "different" and "hours".
 */
const CASUAL = new Map(
  Object.entries({
    u: 'you',
    ur: 'your',
    r: 'are',
    ya: 'you',
    thats: 'that',
    theres: 'there',
    til: 'until',
    till: 'until',
    prob: 'probably',
    probs: 'probably',
    prolly: 'probably',
    diff: 'different',
    cuz: 'because',
    coz: 'because',
    tho: 'though',
    abt: 'about',
    pls: 'please',
    plz: 'please',
    thx: 'thanks',
    ppl: 'people',
    msg: 'message',
    hr: 'hour',
    hrs: 'hours',
    wk: 'week',
    wks: 'weeks',
    mo: 'month',
    mos: 'months',
    yr: 'year',
    yrs: 'years',
    // Weekday shorthand ("weds", "Mon-Fri"); not "sat" or "sun", which are words of their own.
    mon: 'monday',
    tue: 'tuesday',
    tues: 'tuesday',
    wed: 'wednesday',
    weds: 'wednesday',
    thu: 'thursday',
    thur: 'thursday',
    thurs: 'thursday',
    fri: 'friday',
    lol: '',
    btw: '',
    tbh: '',
    idk: '',
  }),
);

/** Lowercased words (letters, digits, inner hyphens split), in order; "soc2" is read as "soc 2". */
export function words(text: string): string[] {
  const raw =
    text
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      // "w/" and "w/o" are "with" and "without" before the slash is lost.
      .replace(/\bw\/o\b/g, ' without ')
      .replace(/\bw\//g, ' with ')
      .replace(/([a-z])(?=\d)/g, '$1 ')
      .match(/[a-z0-9]+/g) ?? [];
  // A filler word ("lol") stands for nothing and is dropped.
  return raw.map((w) => CASUAL.get(w) ?? w).filter(Boolean);
}

export const isStop = (word: string) => STOP.has(word);

/**
 * Compounds read both ways: a hyphenated one is also written as one word ("e-bike" is also "ebike",
 * "check-up" also "checkup"), and a closed one WordNet does not list also stands for its two words
 * ("chatbot" for chat and bot, "Cyclescheme" for cycle and scheme).
 */
const compounds = (text: string) => [
  ...[...text.matchAll(/\b([a-z]+)-([a-z]+)\b/gi)].map((m) => `${m[1]}${m[2]}`.toLowerCase()),
  ...[...text.matchAll(/\b[a-z]{7,}\b/gi)].flatMap((m) => compoundParts(m[0]) ?? []),
];

/** Distinct stems of the words that carry meaning. */
export function contentStems(text: string): string[] {
  const out = new Set<string>();
  for (const w of words(text)) if (!STOP.has(w) && w.length > 1) out.add(stem(w));
  for (const c of compounds(text)) out.add(stem(c));
  return [...out];
}

/** Distinct content words (unstemmed), for the full-text query, with the compounds contentStems reads. */
export function contentWords(text: string): string[] {
  return [...new Set([...words(text).filter((w) => !STOP.has(w) && w.length > 1), ...compounds(text)])];
}

/**
 * What both stores index a text by: the stem of every word (stop words too, so a chunk's length is its
 * length in words, as BM25 wants) and of every hyphenated compound, space-separated. A search term
 * matches a chunk exactly when `stem(term)` is among these, so search and contentStems agree.
 */
export function indexTerms(text: string): string {
  return [...words(text), ...compounds(text)].map(stem).join(' ');
}

export const isWeak = (s: string) => WEAK.has(s);

/** The stems a question is judged by: its strong stems, or all of them when every stem is weak. */
export function keyStems(question: string): string[] {
  const all = contentStems(question);
  const strong = all.filter((s) => !WEAK.has(s));
  return strong.length > 0 ? strong : all;
}

/** Share of `stems` found in `text` (0 when stems is empty). */
export function coverage(stems: string[], text: string): number {
  if (stems.length === 0) return 0;
  const have = new Set(contentStems(text));
  return stems.filter((s) => have.has(s)).length / stems.length;
}

/**
 * A sentence ends at ".", "!" or "?" before a capital, a figure or a quote, but not after a title or an
 * initial: "Dr. Okafor", "St. Mary's", "J. Smith" go on.
 */
const SENTENCE_END =
  /(?<=[.!?])(?<!\b(?:Dr|Mr|Mrs|Ms|Mx|Prof|Rev|St|Mt|Ft|Jr|Sr|Capt|Sgt|Lt|Col|[A-Z])\.)\s+(?=[A-Z0-9$"'(])/;

export function splitSentences(text: string): string[] {
  return text
    .replace(/\s+/g, ' ')
    .split(SENTENCE_END)
    .map((s) => s.trim())
    .filter(Boolean);
}

export const capitalize = (s: string) => (s ? s.charAt(0).toUpperCase() + s.slice(1) : s);

/**
 * Changes with what the chunkers below produce and with the terms a chunk is indexed by (3: closed
 * compounds, titles kept in their sentences; 4: a table's lone word said without its header; 5: a
 * passage ends with its section, at the next heading or question in bold), so an
 * index built by an older release is rebuilt on its client's next question instead of keeping chunks
 * cut or indexed the old way.
 */
export const CHUNKING_VERSION = 5;

const LABEL = /^([A-Z][A-Za-z0-9 &'/-]{1,40}):\s+/;
const MAX_CHUNK = 700;

const MARKDOWN_HEADING = /^\s{0,3}#{1,6}\s+(.+?)\s*#*\s*$/;

/** Sentences joined into bodies of up to MAX_CHUNK characters (a longer sentence is a body alone). */
function packed(sentences: string[]): string[] {
  const out: string[] = [];
  for (const s of sentences) {
    const last = out.at(-1);
    if (last && last.length + s.length + 1 <= MAX_CHUNK) out[out.length - 1] = `${last} ${s}`;
    else if (s) out.push(s);
  }
  return out;
}

/**
 * Splits aiContent into paragraph chunks, read as prose first (tables as row sentences, list items as
 * sentences, no markdown). A paragraph opening with "Label: " gets that label as its source title;
 * other paragraphs take the heading of their section. Long paragraphs are cut at sentence ends.
 */
export function chunkContent(aiContent: string, businessName: string): KnowledgeChunk[] {
  const chunks: KnowledgeChunk[] = [];
  let section: string | null = null;
  let sub: string | null = null;
  // A paragraph ending in a colon introduces the one after it ("Our membership spreads the cost:" over
  // its list), so both go into one chunk.
  let lead = '';
  const flushLead = () => {
    chunks.push({ kind: 'content', title: sub ?? section ?? `About ${businessName}`, url: null, body: lead });
    lead = '';
  };
  for (const block of sectionsOf(aiContent).flatMap((s) => s.split(/\n\s*\n/))) {
    const lines = block.split('\n');
    // A heading ends what a colon introduced: the lead stays a chunk of its own section.
    if (lead && MARKDOWN_HEADING.test(lines[0] ?? '')) flushLead();
    // A heading standing alone names the section of the paragraphs after it.
    while (MARKDOWN_HEADING.test(lines[0] ?? '')) {
      section = plainInline(MARKDOWN_HEADING.exec(lines.shift() ?? '')?.[1] ?? '').trim() || section;
      sub = null;
    }
    const own = toProse(lines.join('\n')).replace(/\s+/g, ' ').trim();
    if (!own) continue;
    if (!lead && own.endsWith(':')) {
      // "Hire rules:" alone titles the paragraph after it; a longer one leads into it.
      if (/^[^.!?]{1,40}:$/.test(own)) sub = own.slice(0, -1);
      else lead = own;
      continue;
    }
    const para = lead ? `${lead} ${own}` : own;
    lead = '';
    // Under a heading, "Monday: closed" or "Saturday ride: leaves at 8am" is a fact of the section
    // that needs its label, not a title.
    const label = sub || section !== null ? null : LABEL.exec(para);
    const title = sub ?? (label?.[1] ? label[1].trim() : (section ?? `About ${businessName}`));
    sub = null;
    const body = capitalize(label ? para.slice(label[0].length) : para);
    for (const part of packed(splitSentences(body)))
      chunks.push({ kind: 'content', title, url: null, body: part });
  }
  if (lead) flushLead();
  return chunks;
}

/** Chunks a page, file or feed record under its own title and link, paragraph by paragraph. */
export function chunkDocument(doc: {
  kind: KnowledgeChunk['kind'];
  title: string;
  url: string | null;
  body: string;
}): KnowledgeChunk[] {
  const bodies: string[] = [];
  // A section's passages end with it: its last short paragraph never joins the next heading's.
  for (const section of sectionsOf(doc.body)) {
    let current = '';
    for (const raw of toProse(section).split(/\n\s*\n/)) {
      const para = raw.replace(/\s+/g, ' ').trim();
      if (!para) continue;
      bodies.push(...packed([current, ...splitSentences(para)]));
      // Short paragraphs (a heading, a list item) join the next; a long one ends its chunk.
      current = (bodies.at(-1) ?? '').length > MAX_CHUNK / 2 ? '' : (bodies.pop() ?? '');
    }
    if (current) bodies.push(current);
  }
  return bodies.map((body) => ({ kind: doc.kind, title: doc.title, url: doc.url, body }));
}

export function chunkFaqs(faqs: Faq[]): KnowledgeChunk[] {
  return faqs.map((f) => ({ kind: 'faq', title: f.question, url: null, body: f.answer }));
}

/** Dice similarity of two stem sets. */
export function similarity(a: string[], b: string[]): number {
  if (a.length === 0 || b.length === 0) return 0;
  const set = new Set(b);
  const shared = a.filter((s) => set.has(s)).length;
  return (2 * shared) / (a.length + b.length);
}

/** A text as two texts are compared for equality: lowercase, single spaces, no end punctuation. */
export const comparableText = (s: string) =>
  s
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/[\s.!?]+$/, '')
    .trim();
