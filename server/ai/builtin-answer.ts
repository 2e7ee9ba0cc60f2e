/**
 * The builtin answerer: turns retrieved passages into a short answer that quotes them, honours the
 * client's sample responses, and declines plainly when the knowledge does not cover the question.
 * Every sentence it states comes verbatim from the client's own knowledge.
 */
import type { Source } from '../../contract/chat.ts';
import type { SampleResponses } from '../../contract/clients.ts';
import type { Passage } from '../domain/chat-ports.ts';
import { capitalize, contentStems, splitSentences } from '../domain/knowledge-text.ts';
import {
  conceptCoverage,
  covers,
  factStems,
  keyConcepts,
  MIN_COVERAGE,
  queryConcepts,
  type Concept,
} from '../domain/query-concepts.ts';

const MAX_SENTENCES = 3;
const PASSAGES_READ = 3;

export interface BuiltinAnswer {
  text: string;
  responseType: 'retrieval' | 'sample_response' | 'greeting' | 'no_answer';
  sources: Source[];
}

const GREETING = /^\s*(hi|hello|hey|good (morning|afternoon|evening)|howdy|greetings|yo)\b/i;
const THANKS = /\b(thanks|thank you|thx|cheers)\b/i;

export function declineText(businessName: string): string {
  return `I'm sorry, I don't have information about that. If you leave your email address, someone from ${businessName} will get back to you.`;
}

const sourceOf = (p: Passage): Source => ({ title: p.title, url: p.url, kind: p.kind });

function matchSample(
  concepts: Concept[],
  samples: SampleResponses | null,
): { phrase: string; reply: string } | null {
  if (!samples) return null;
  // A sample keyword is asked for when the question names it or a paraphrase of it ("how much" → pricing).
  const have = new Set(concepts.flatMap((c) => c.stems));
  let best: { phrase: string; reply: string; size: number } | null = null;
  for (const [phrase, reply] of Object.entries(samples)) {
    if (phrase === 'default') continue;
    const need = contentStems(phrase);
    if (need.length === 0 || !need.every((s) => have.has(s))) continue;
    if (!best || need.length > best.size) best = { phrase, reply, size: need.length };
  }
  return best;
}

/** A passage's sentences, with a bare "Yes." or "No." kept on the sentence it introduces. */
function sentencesOf(body: string): string[] {
  const out: string[] = [];
  let lead = '';
  for (const s of splitSentences(body)) {
    if (contentStems(s).length === 0) lead = lead ? `${lead} ${s}` : s;
    else {
      out.push(lead ? `${lead} ${s}` : s);
      lead = '';
    }
  }
  if (lead) out.push(lead);
  return out;
}

/** Picks the sentences that cover the question best, in reading order of relevance. */
function quote(
  concepts: Concept[],
  passages: Passage[],
): { text: string; used: Passage[]; covered: Set<Concept> } | null {
  const key = new Set(keyConcepts(concepts));
  const candidates = passages.slice(0, PASSAGES_READ).flatMap((p, rank) =>
    // A passage's title ("Office", "Pricing") belongs to each of its sentences.
    sentencesOf(p.body).map((sentence, index) => {
      const stems = factStems(`${p.title} ${sentence}`);
      return { sentence, index, rank, passage: p, has: concepts.filter((c) => covers(c, stems)) };
    }),
  );
  type Candidate = (typeof candidates)[number];
  const covered = new Set<Concept>();
  const score = (c: Candidate) =>
    c.has.reduce(
      (sum, k) => sum + (key.has(k) ? (covered.has(k) ? 0.25 : 2) : covered.has(k) ? 0.1 : 0.5),
      0,
    ) -
    c.rank * 0.3 -
    c.index * 0.01;
  // After the first sentence, another joins only for a key concept not yet covered, or for what is
  // asked (a price, a time) when it comes from a passage already quoted.
  const adds = (c: Candidate, chosen: Candidate[]) =>
    c.has.some(
      (k) => !covered.has(k) && (key.has(k) || (k.asks && chosen.some((o) => o.passage === c.passage))),
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
    for (const k of best.has) covered.add(k);
  }
  if (chosen.length === 0) return null;
  chosen.sort((a, b) => a.rank - b.rank || a.index - b.index);
  const used = [...new Set(chosen.map((c) => c.passage))];
  return { text: chosen.map((c) => capitalize(c.sentence)).join(' '), used, covered };
}

export function builtinAnswer(input: {
  question: string;
  businessName: string;
  passages: Passage[];
  sampleResponses: SampleResponses | null;
}): BuiltinAnswer {
  const { question, businessName, passages, sampleResponses } = input;
  const concepts = queryConcepts(question, businessName);
  const key = keyConcepts(concepts);
  if (key.length === 0 || (GREETING.test(question) && key.length <= 1 && passages.length === 0)) {
    const text = THANKS.test(question)
      ? "You're welcome! Is there anything else I can help you with?"
      : (sampleResponses?.default ?? 'Hello! How can I help you today?');
    return { text, responseType: 'greeting', sources: [] };
  }
  const known = new Set(
    passages.slice(0, PASSAGES_READ).flatMap((p) => [...factStems(`${p.title} ${p.body}`)]),
  );

  const sample = matchSample(concepts, sampleResponses);
  if (sample) {
    // The sample must answer the question itself, including what is asked (the charge for selling),
    // and cover as much of it as the best passage does; otherwise the passages answer.
    const own = factStems(`${sample.phrase} ${sample.reply}`);
    const all = (have: Set<string>) => concepts.filter((c) => covers(c, have)).length;
    const bestPassage = Math.max(
      0,
      ...passages.slice(0, PASSAGES_READ).map((p) => all(factStems(`${p.title} ${p.body}`))),
    );
    if (
      concepts.every((c) => !c.asks || covers(c, own)) &&
      conceptCoverage(key, own) >= MIN_COVERAGE &&
      all(own) >= bestPassage
    ) {
      return {
        text: sample.reply,
        responseType: 'sample_response',
        sources: [{ title: capitalize(sample.phrase), url: null, kind: 'sample' }],
      };
    }
  }

  if (passages.length > 0 && conceptCoverage(key, known) >= MIN_COVERAGE) {
    const q = quote(concepts, passages);
    // Asked for a price or a duration, the quote must state one: "the HOA fee of the Miami condos" is
    // not answered by what the condos offer.
    if (q && concepts.every((c) => !c.mustState || q.covered.has(c))) {
      const sources = [...new Map(q.used.map((p) => [`${p.kind}:${p.title}`, sourceOf(p)])).values()];
      return { text: q.text, responseType: 'retrieval', sources };
    }
  }
  return { text: declineText(businessName), responseType: 'no_answer', sources: [] };
}
