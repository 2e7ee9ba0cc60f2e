/**
 * Reading passages for the builtin answerer: each passage's sentences with their fact stems (kept for
 * the passages that answer most questions), and the quote: the sentences that cover the question best,
 * read on in their passage when a hedge offers them, and whether they state what is asked.
 */
import type { Passage } from '../chat/chat-ports.ts';
import { boundedRecall } from '../shared/memo.ts';
import { capitalize, contentStems, splitSentences } from './knowledge-text.ts';
import { ORDER_BONUS, orderedChoice } from './price-order.ts';
import { admits, askedFigure, comparison } from './quantities.ts';
import { covers, factStems, keyConcepts, statedStems, type Concept } from './query-concepts.ts';

const MAX_SENTENCES = 3;
/** What a sentence gains from a passage naming what a "which" asks for: less than a key concept. */
const WHICH_BONUS = 1;
/** What a sentence gains for the visitor's own word over a synonym: more than a rank, less than a concept. */
const OWN_WORD_BONUS = 0.5;
export const PASSAGES_READ = 3;

/** A bare "Yes." or "No." that sentencesOf kept on the sentence it introduces. */
const BARE_LEAD = /^(?:yes|no)[.!]\s+(?=\S)/i;

/** A passage's sentences, with a bare "Yes." or "No." kept on the sentence it introduces. */
export function sentencesOf(body: string): string[] {
  const out: string[] = [];
  let lead = '';
  for (const s of splitSentences(body)) {
    lead = lead ? `${lead} ${s}` : s;
    if (contentStems(s).length > 0) {
      out.push(lead);
      lead = '';
    }
  }
  if (lead) out.push(lead);
  return out;
}

interface PassageAnalysis {
  /** Fact stems of the title with the whole body. */
  stems: Set<string>;
  /**
   * Each sentence with the fact stems of the title and that sentence (the title belongs to each), and
   * what the sentence itself states: a FAQ titled "Do you offer free shipping?" states no price.
   */
  sentences: { sentence: string; stems: Set<string>; stated: Set<string> }[];
}

/** Passages analysed recently; the same few chunks of a client answer most of its questions. */
const PASSAGES_KEPT = 2048;

const passageAnalyses = boundedRecall<PassageAnalysis>(PASSAGES_KEPT);

export const analyse = (p: Passage) => {
  // A title is one line (a FAQ question or a "Label:"), so the first newline ends it in the key.
  const title = p.title.replace(/\n/g, ' ');
  return passageAnalyses(`${title}\n${p.body}`, () => ({
    stems: factStems(`${title} ${p.body}`),
    sentences: sentencesOf(p.body).map((sentence) => ({
      sentence,
      stems: factStems(`${title} ${sentence}`),
      stated: statedStems(sentence),
    })),
  }));
};

/**
 * Picks the sentences that cover the question best, in reading order of relevance: the quote, the
 * same as a hedge offers it (read on in the passage of its first sentence, see readOn), the passages
 * it uses and its sentences.
 */
export function quote(question: string, concepts: readonly Concept[], passages: Passage[]) {
  const key = new Set(keyConcepts(concepts));
  const which = concepts.filter((c) => c.which);
  const days = concepts.filter((c) => c.stems.includes('#day')).map((c) => c.stems[0] ?? '');
  const candidates = passages.slice(0, PASSAGES_READ).flatMap((p, rank) => {
    const analysis = analyse(p);
    // "Which plan has time tracking": a sentence of the passage that names the plans says which.
    const names = which.some((c) => covers(c, analysis.stems)) ? WHICH_BONUS : 0;
    const ordered = orderedChoice(question, analysis.sentences);
    // A passage's title ("Office", "Pricing") belongs to each of its sentences. A sentence ending in a
    // colon introduces what follows it; a passage that ends there lost that, and the lead answers nothing.
    return (
      analysis.sentences
        .map(({ sentence, stems, stated }, index) => ({
          sentence,
          stated,
          index,
          rank,
          names:
            names +
            (ordered.has(sentence) ? ORDER_BONUS : 0) +
            // "Open on saturday?": the sentence naming Saturday (or a range holding it) over other hours.
            (days.some((d) => stems.has(d)) ? WHICH_BONUS : 0),
          passage: p,
          has: concepts.filter((c) => covers(c, stems) && !namesOtherDaysOnly(c, stems)),
          // The visitor's own word (not only a synonym of it): "address" over "office" for "your address".
          own: concepts.filter((c) => c.typed && stems.has(c.stems[0] ?? '')),
        }))
        // Nor does a question the knowledge asks ("Never studied the language before?") answer one.
        .filter((c) => !/[:?]\s*$/.test(c.sentence))
    );
  });
  type Candidate = (typeof candidates)[number];
  // Rows of a banded list ("Medium (10 to 25kg)", "The Forge: seats 8"): the row the visitor's figure
  // falls in ranks above the rows it does not.
  const figure = askedFigure(question);
  const fits = figure ? candidates.map((c) => admits(figure, c.sentence)) : [];
  if (fits.includes(true) && fits.includes(false))
    for (const [i, c] of candidates.entries()) if (fits[i]) c.names += WHICH_BONUS;
  const covered = new Set<Concept>();
  // What must be stated (a price, a time of day) counts as much as a key concept in a sentence that
  // states it as a figure: "open 9 AM to 6 PM" answers "at 7:30", while the title "Store hours" does
  // not, and "our commission is 5%" answers "what cut do you take" better than "a free valuation".
  const figured = new Set<Concept>();
  const states = (k: Concept, c: Candidate) => k.mustState && statesFigure(k, c.stated);
  // The visitor's situation ("we go over 10k chats", "than pro") ranks a sentence less than what is asked.
  const weighs = (k: Concept, c: Candidate) =>
    (key.has(k) && !k.context) || (states(k, c) && !figured.has(k));
  const score = (c: Candidate) =>
    c.has.reduce(
      (sum, k) => sum + (weighs(k, c) ? (covered.has(k) ? 0.25 : 2) : covered.has(k) ? 0.1 : 0.5),
      0,
    ) +
    c.own.filter((k) => weighs(k, c) && !covered.has(k)).length * OWN_WORD_BONUS +
    c.names -
    c.rank * 0.3 -
    c.index * 0.01;
  // After the first sentence, another joins only for a key concept not yet covered, or for what is
  // asked (a price, a time) when it comes from a passage already quoted.
  const adds = (c: Candidate, chosen: Candidate[]) =>
    c.has.some(
      (k) =>
        (!covered.has(k) || (states(k, c) && !figured.has(k))) &&
        (key.has(k) || (k.asks && chosen.some((o) => o.passage === c.passage))),
    );
  const chosen: Candidate[] = [];
  while (chosen.length < MAX_SENTENCES) {
    let best: Candidate | null = null;
    let bestScore = 0;
    for (const c of candidates) {
      if (chosen.includes(c) || (chosen.length > 0 && !adds(c, chosen))) continue;
      const s = score(c);
      if (s > bestScore) [best, bestScore] = [c, s];
    }
    if (!best) break;
    if (chosen.length === 0 && !best.has.some((k) => key.has(k))) return null;
    chosen.push(best);
    for (const k of best.has) {
      covered.add(k);
      if (states(k, best)) figured.add(k);
    }
  }
  if (chosen.length === 0) return null;
  chosen.sort((a, b) => a.rank - b.rank || a.index - b.index);
  const used = [...new Set(chosen.map((c) => c.passage))];
  // "Can my 10 yr old ride free?" against "Children under 12 ride free": say how the figure compares.
  const compared = chosen.map((c) => comparison(question, c.sentence)).find(Boolean);
  // A FAQ's bare "Yes." or "No." answers the FAQ's own question: after another sentence it would read
  // as answering that one, so only a reply's first sentence keeps it.
  const said = chosen.map((c, i) => capitalize(i === 0 ? c.sentence : c.sentence.replace(BARE_LEAD, '')));
  const text = [compared, ...said].filter(Boolean).join(' ');
  const next = readOn(chosen);
  const hedged = [compared, said[0], next, ...said.slice(1)].filter(Boolean).join(' ');
  // A short reply is the first sentence that answers; a detailed one reads on as a hedge does.
  const brief = [compared, said[0]].filter(Boolean).join(' ');
  return { text, hedged, brief, used, sentences: chosen };
}

/**
 * A hedged quote reads on in its passage: the sentence after its first, when the quote has room,
 * since a passage's next sentence often carries what the one before opens ("Cancellations: free up to
 * 24 hours before." and then the fee).
 */
function readOn(chosen: readonly { passage: Passage; index: number }[]): string | null {
  const first = chosen[0];
  if (!first || chosen.length >= MAX_SENTENCES) return null;
  const next = analyse(first.passage).sentences[first.index + 1];
  if (!next || chosen.some((c) => c.passage === first.passage && c.index === first.index + 1)) return null;
  // A question or a lead-in ("Can I return an item?", "Hire rules:") opens the next section or FAQ:
  // the quote ends where its own section does.
  if (/[:?]\s*$/.test(next.sentence)) return null;
  return capitalize(next.sentence.replace(BARE_LEAD, ''));
}

/**
 * Whether a sentence names days of the week, but not the one a day in the question asks about ("on
 * fridays" against "Saturday: 9am–1pm"): such a sentence states the other days' hours, not that day's.
 * Ranges ("Monday–Thursday") count their days; "every day" and "24/7" name them all.
 */
function namesOtherDaysOnly(c: Concept, stems: ReadonlySet<string>): boolean {
  return (
    c.stems.includes('#day') && stems.has('#days') && !stems.has(c.stems[0] ?? '') && !stems.has('#always')
  );
}

/** Whether `stated` holds the figure a concept asks for ("#money"), or any of its stems if it has none. */
function statesFigure(k: Concept, stated: ReadonlySet<string>): boolean {
  const figure = k.stems.find((s) => s.startsWith('#'));
  return figure ? stated.has(figure) : covers(k, stated);
}

/**
 * Asked for a price, a duration or a time of day, a quoted sentence must state one itself ("the HOA
 * fee of the Miami condos" is not answered by what the condos offer), and that sentence must be about
 * the heaviest part of the question the quote answers: "how much is express shipping" is not answered
 * by the price of free shipping quoted next to how fast express is.
 */
export function statesWhatIsAsked(
  concepts: readonly Concept[],
  key: readonly Concept[],
  sentences: { stated: Set<string>; has: Concept[] }[],
): boolean {
  // What the visitor tells of their situation ("30 miles out", "20 lawn signs") is no topic: when the
  // quote covers only that, the sentence stating the figure must share any of it.
  const all = key.filter((k) => sentences.some((s) => s.has.includes(k)));
  const asked = all.filter((k) => !k.context);
  const heaviest = asked.reduce<Concept | null>((a, k) => (!a || k.weight > a.weight ? k : a), null);
  const about = (s: { has: Concept[] }) =>
    heaviest ? s.has.includes(heaviest) : all.length === 0 || all.some((k) => s.has.includes(k));
  return concepts.every((c) => !c.mustState || sentences.some((s) => covers(c, s.stated) && about(s)));
}
