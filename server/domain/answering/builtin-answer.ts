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
import {
  ANSWER_AT,
  answerConfidence,
  confidenceCeiling,
  decisionFeatures,
  HEDGE_AT,
} from './answer-confidence.ts';
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
import { analyse, PASSAGES_READ, quote, sentencesOf, statesWhatIsAsked } from './passage-quote.ts';
import { HEDGE_LEAD, hedged } from './hedge.ts';

export { hedged } from './hedge.ts';

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
  const text = confidence >= ANSWER_AT ? said : hedged(length === 'short' ? q.brief : q.hedged);
  return { text, responseType: 'retrieval', sources: distinct(q.used.map(sourceOf)) };
}
