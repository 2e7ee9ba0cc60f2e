/**
 * The builtin answerer: turns retrieved passages into a short answer that quotes them, honours the
 * client's sample responses, and declines plainly when the knowledge does not cover the question.
 * Every sentence it states comes verbatim from the client's own knowledge.
 */
import type { Source } from '../../../contract/chat.ts';
import type { SampleResponses } from '../../../contract/clients.ts';
import type { Passage } from '../chat/chat-ports.ts';
import { capitalize, contentStems, splitSentences } from './knowledge-text.ts';
import type { ReplyLength, UnknownAnswer } from '../../../contract/assistant-settings.ts';
import { declineReply, REPLY_TEXTS, replyText } from '../languages/index.ts';
import { boundedRecall } from '../shared/memo.ts';
import {
  ANSWER_AT,
  answerConfidence,
  confidenceCeiling,
  decisionFeatures,
  HEDGE_AT,
} from './answer-confidence.ts';
import { ORDER_BONUS, orderedChoice } from './price-order.ts';
import { admits, askedFigure, comparison } from './quantities.ts';
import { type ParsedQuestion, parseQuestion } from './parsed-question.ts';
import {
  conceptCoverage,
  covers,
  factStems,
  keyConcepts,
  MIN_COVERAGE,
  statedStems,
  type Concept,
} from './query-concepts.ts';

const MAX_SENTENCES = 3;
/** What a sentence gains from a passage naming what a "which" asks for: less than a key concept. */
const WHICH_BONUS = 1;
/** What a sentence gains for the visitor's own word over a synonym: more than a rank, less than a concept. */
const OWN_WORD_BONUS = 0.5;
const PASSAGES_READ = 3;
/** How many retrieved passages are reordered by what of the question they cover. */
const RERANKED = 5;

/** What the business set that shapes a builtin reply (absent: the defaults, as before settings came). */
export interface AnswerStyle {
  replyLength?: ReplyLength;
  unknownAnswer?: UnknownAnswer;
  /** Whether a decline may offer a person (the client has human handoff on). */
  handoffAvailable?: boolean;
  /** The business's greeting in the visitor's language. */
  greeting?: string;
}

export interface BuiltinAnswer {
  text: string;
  responseType: 'retrieval' | 'sample_response' | 'greeting' | 'no_answer';
  sources: Source[];
}

const GREETING = REPLY_TEXTS.en.greets;
const THANKS = REPLY_TEXTS.en.thanks_;

export function declineText(businessName: string, style: AnswerStyle = {}): string {
  return declineReply('en', businessName, style.unknownAnswer, style.handoffAvailable);
}

const sourceOf = (p: Passage): Source => ({ title: p.title, url: p.url, kind: p.kind });
/** Each source once: the last of those of one kind and title, where the first stood. */
const distinct = (sources: Source[]) => [
  ...new Map(sources.map((s) => [`${s.kind}:${s.title}`, s])).values(),
];

interface SampleAnalysis {
  phrase: string;
  reply: string;
  /** Content stems of the keyword phrase, all of which the question must name. */
  need: string[];
  /** Fact stems of the phrase with its reply. */
  own: Set<string>;
  /** What the reply itself states. */
  stated: Set<string>;
}

// Per sample-response object: client records are cached, so samples are analysed once per change.
const sampleAnalyses = new WeakMap<SampleResponses, SampleAnalysis[]>();
const samplesOf = (samples: SampleResponses) => {
  let list = sampleAnalyses.get(samples);
  if (!list) {
    list = Object.entries(samples)
      .filter(([phrase]) => phrase !== 'default')
      .map(([phrase, reply]) => ({
        phrase,
        reply,
        need: contentStems(phrase),
        own: factStems(`${phrase} ${reply}`),
        stated: statedStems(reply),
      }));
    sampleAnalyses.set(samples, list);
  }
  return list;
};

function matchSample(concepts: readonly Concept[], samples: SampleResponses | null): SampleAnalysis | null {
  if (!samples) return null;
  // A sample keyword is asked for when the question names it or a paraphrase of it ("how much" → pricing).
  const have = new Set(concepts.flatMap((c) => c.stems));
  let best: SampleAnalysis | null = null;
  for (const sample of samplesOf(samples)) {
    const { need } = sample;
    if (need.length > (best?.need.length ?? 0) && need.every((s) => have.has(s))) best = sample;
  }
  return best;
}

/** A bare "Yes." or "No." that sentencesOf kept on the sentence it introduces. */
const BARE_LEAD = /^(?:yes|no)[.!]\s+(?=\S)/i;

/** A passage's sentences, with a bare "Yes." or "No." kept on the sentence it introduces. */
function sentencesOf(body: string): string[] {
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

const analyse = (p: Passage) => {
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
function quote(question: string, concepts: readonly Concept[], passages: Passage[]) {
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
function statesWhatIsAsked(
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

/** The lead of a hedged quote, as hedged() writes it. */
const HEDGE_LEAD = /^Here is what I found about .*? — /;

const HEADING_PREPOSITION =
  /^\s*(?:on|in|at|before|after|during|for|from|to|with|when|while|if|under|over|between|into|by|until|once)\b/i;

/** "Here is what I found about opening hours — …": a quote offered, not claimed as the answer. */
export function hedged(topic: string, text: string): string {
  // A FAQ's question is quoted as asked: "about how do I get my home valued" reads as a slip.
  // So is a heading that opens with a preposition: "about on moving day" reads as a slip too.
  if (/\?\s*$/.test(topic) || HEADING_PREPOSITION.test(topic))
    return `Here is what I found about "${topic.trim().replace(/[.:]+$/, '')}" — ${text}`;
  // "Opening hours" reads as "about opening hours"; a name keeps its capitals ("Harbour Smile Plan",
  // "Marlowe & Chen Tax Services", "BoxHaven Self Storage"): a later capital or an inner one shows it.
  const about =
    /^[A-Z][a-z]+\b/.test(topic) && !/^\S*[a-z][A-Z]/.test(topic) && !/\s[A-Z]/.test(topic)
      ? topic.charAt(0).toLowerCase() + topic.slice(1)
      : topic;
  return `Here is what I found about ${about.replace(/[?.!:]+$/, '')} — ${text}`;
}

export function builtinAnswer(input: {
  question: string;
  businessName: string;
  passages: Passage[];
  sampleResponses: SampleResponses | null;
  /** Passages retrieved for each of the question's parts, when it asks more than one thing. */
  partPassages?: Passage[][];
  /** The question already read this turn (else it is read here). */
  parsed?: ParsedQuestion;
  style?: AnswerStyle;
}): BuiltinAnswer {
  const { question, businessName, passages, sampleResponses } = input;
  const style = input.style ?? {};
  const parsed = input.parsed ?? parseQuestion(question, businessName);
  const key = keyConcepts(parsed.concepts);
  if (key.length === 0 || (GREETING.test(question) && key.length <= 1 && passages.length === 0)) {
    // "What do you do?", "who are you?": the business's own description answers, when there is one.
    const intro =
      key.length === 0 && WHO_ARE_YOU.test(question) ? introduction(businessName, passages) : null;
    if (intro) return { text: intro.sentence, responseType: 'retrieval', sources: [sourceOf(intro.passage)] };
    const text = THANKS.test(question)
      ? REPLY_TEXTS.en.thanks
      : (sampleResponses?.default ?? style.greeting ?? REPLY_TEXTS.en.greeting);
    return { text, responseType: 'greeting', sources: [] };
  }
  const asked = parsed.parts;
  const answers = asked.map((part, i) =>
    answerOne(asked.length > 1 ? part : parsed, input.partPassages?.[i] ?? passages, sampleResponses, style),
  );
  if (answers.every((a) => a === null)) {
    return { text: declineText(businessName, style), responseType: 'no_answer', sources: [] };
  }
  // Each part answered in turn; a part nothing answers is named, not guessed at. A sentence that
  // answers two parts is said once.
  const said = new Set<string>();
  const text = answers
    .map((a, i) => a?.text ?? replyText('en', 'couldNotFind', { part: partAsked(asked[i]?.text ?? '') }))
    .flatMap((t) => splitSentences(t))
    .filter((sentence) => {
      // The same quote offered as found after it was stated (or the reverse) is said once too.
      const quoted = sentence.replace(HEDGE_LEAD, '');
      return !said.has(quoted) && said.add(quoted);
    })
    .join(' ');
  const sources = distinct(answers.flatMap((a) => a?.sources ?? []));
  return { text, responseType: answers.find((a) => a !== null)?.responseType ?? 'retrieval', sources };
}

/** A question with no subject of its own about who the business is or what it does. */
const WHO_ARE_YOU =
  /^\s*(?:(?:hi|hello|hey)\b[\s,!.]*)?(?:so\s+|and\s+|but\s+)?(?:who|what)(?:'s|\s+is|\s+are|\s+do|\s+does|\s+exactly)?\b.*\b(?:you|u|ya|yourselves|this|it)\b/i;

/** What follows the business's name in a sentence that says what it is or does. */
const INTRODUCES = /^\W*(?:is|are|has|was|were|offers?|provides?|helps?|builds?|makes?|sells?)\b/i;

/**
 * The sentence in which the business introduces itself: the first, in the passages' order, that names
 * the business and says what it is or does ("Mill Lane Cycles is a family-run bike shop").
 */
function introduction(businessName: string, passages: Passage[]) {
  const name = businessName.trim().toLowerCase();
  if (!name) return null;
  for (const passage of passages) {
    for (const sentence of sentencesOf(passage.body)) {
      const at = sentence.toLowerCase().indexOf(name);
      if (at >= 0 && INTRODUCES.test(sentence.slice(at + name.length)))
        return { sentence: capitalize(sentence), passage };
    }
  }
  return null;
}

/** A part as named back to the visitor: "and do you sell kayaks?" as "do you sell kayaks". */
const partAsked = (part: string) =>
  part.replace(/^\s*(?:(?:and|also|but|plus|or|so|then)\b[\s,]*)+/i, '').replace(/[?.!\s]+$/, '');

/**
 * How the passages cover one question: the best quote, whether it states what is asked, and the
 * decision model's inputs (see answer-confidence.ts).
 */
export function assessPart(parsed: ParsedQuestion, retrieved: Passage[], floor = 0) {
  const { text: question, concepts } = parsed;
  const key = keyConcepts(concepts);
  // The passages that name most of the question are read first: of the first five retrieved, by the
  // weight of the key concepts each covers (the search ranks by words, not by the question's parts).
  const weightOf = (p: Passage) => {
    const stems = analyse(p).stems;
    return key.reduce((s, k) => s + (covers(k, stems) ? k.weight : 0), 0);
  };
  const passages = retrieved
    .slice(0, RERANKED)
    .map((p) => ({ p, w: weightOf(p) }))
    .sort((a, b) => b.w - a.w) // stable: ties keep the search's order
    .map((x) => x.p)
    .concat(retrieved.slice(RERANKED));
  const known = new Set(passages.slice(0, PASSAGES_READ).flatMap((p) => [...analyse(p).stems]));
  const coverage = passages.length > 0 ? conceptCoverage(key, known) : 0;
  const view = { key, concepts, known, coverage, sentences: [], fromBest: false };
  // Quoting is most of the work: skipped when even the best quote could not lift the score to `floor`.
  const q =
    passages.length > 0 && confidenceCeiling(decisionFeatures(view)) >= floor
      ? quote(question, concepts, passages)
      : null;
  const states = q !== null && statesWhatIsAsked(concepts, key, q.sentences);
  const features = decisionFeatures({
    ...view,
    sentences: q?.sentences ?? [],
    fromBest: q?.used[0] === passages[0],
  });
  return { quote: q, states, features };
}

/** The answer to one question from the passages (or a sample reply), or null to decline it. */
function answerOne(
  parsed: ParsedQuestion,
  passages: Passage[],
  sampleResponses: SampleResponses | null,
  style: AnswerStyle = {},
): BuiltinAnswer | null {
  const { concepts } = parsed;
  const key = keyConcepts(concepts);

  const sample = matchSample(concepts, sampleResponses);
  if (sample) {
    // The sample must answer the question itself, including what is asked (the charge for selling),
    // and cover as much of it as the best passage does; otherwise the passages answer.
    // Counted over what the question is judged by: a weak word ("available") never lets a passage
    // that merely repeats it outrank the sample.
    const all = (have: ReadonlySet<string>) => key.filter((c) => covers(c, have)).length;
    const bestPassage = Math.max(0, ...passages.slice(0, PASSAGES_READ).map((p) => all(analyse(p).stems)));
    if (
      concepts.every((c) => !c.asks || covers(c, sample.own)) &&
      concepts.every((c) => !c.mustState || covers(c, sample.stated)) &&
      conceptCoverage(key, sample.own) >= MIN_COVERAGE &&
      all(sample.own) >= bestPassage
    ) {
      return {
        text: sample.reply,
        responseType: 'sample_response',
        sources: [{ title: capitalize(sample.phrase), url: null, kind: 'sample' }],
      };
    }
  }

  const a = assessPart(parsed, passages, HEDGE_AT);
  const confidence = answerConfidence(a.features);
  const q = a.quote;
  if (!q || !a.states || confidence < HEDGE_AT) return null;
  const length = style.replyLength ?? 'normal';
  const said = length === 'short' ? q.brief : length === 'detailed' ? q.hedged : q.text;
  const text =
    confidence >= ANSWER_AT ? said : hedged(q.used[0]?.title ?? '', length === 'short' ? q.brief : q.hedged);
  return { text, responseType: 'retrieval', sources: distinct(q.used.map(sourceOf)) };
}
