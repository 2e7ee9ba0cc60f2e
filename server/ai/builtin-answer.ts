/**
 * The builtin answerer: turns retrieved passages into a short answer that quotes them, honours the
 * client's sample responses, and declines plainly when the knowledge does not cover the question.
 * Every sentence it states comes verbatim from the client's own knowledge.
 */
import type { Source } from '../../contract/chat.ts';
import type { SampleResponses } from '../../contract/clients.ts';
import type { Passage } from '../domain/chat-ports.ts';
import { capitalize, contentStems, coverage, isWeak, keyStems, splitSentences } from '../domain/knowledge-text.ts';

/** Share of a question's key words that the knowledge must contain before it is answered. */
const MIN_COVERAGE = 0.6;
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

function matchSample(question: string, samples: SampleResponses | null): { phrase: string; reply: string } | null {
  if (!samples) return null;
  const have = new Set(contentStems(question));
  let best: { phrase: string; reply: string; size: number } | null = null;
  for (const [phrase, reply] of Object.entries(samples)) {
    if (phrase === 'default') continue;
    const need = contentStems(phrase);
    if (need.length === 0 || !need.every((s) => have.has(s))) continue;
    if (!best || need.length > best.size) best = { phrase, reply, size: need.length };
  }
  return best;
}

/** Picks the sentences that cover the question best, in reading order of relevance. */
function quote(question: string, passages: Passage[]): { text: string; used: Passage[] } | null {
  const key = keyStems(question);
  const all = contentStems(question);
  const candidates = passages.slice(0, PASSAGES_READ).flatMap((p, rank) =>
    // A passage's title ("Office", "Pricing") belongs to each of its sentences.
    splitSentences(p.body).map((sentence, index) => ({ sentence, index, rank, passage: p, stems: new Set(contentStems(`${p.title} ${sentence}`)) })),
  );
  const score = (c: (typeof candidates)[number], covered: Set<string>) =>
    key.filter((s) => c.stems.has(s) && !covered.has(s)).length * 2 +
    all.filter((s) => c.stems.has(s) && isWeak(s)).length * 0.5 +
    key.filter((s) => c.stems.has(s) && covered.has(s)).length * 0.25 -
    c.rank * 0.3 -
    c.index * 0.01;
  const chosen: typeof candidates = [];
  const covered = new Set<string>();
  while (chosen.length < MAX_SENTENCES) {
    let best: (typeof candidates)[number] | null = null;
    let bestScore = 0;
    for (const c of candidates) {
      if (chosen.includes(c)) continue;
      const s = score(c, covered);
      if (s > bestScore) [best, bestScore] = [c, s];
    }
    // Further sentences must add a key word not yet covered.
    if (!best || (chosen.length > 0 && !key.some((s) => best.stems.has(s) && !covered.has(s)))) break;
    if (chosen.length === 0 && !key.some((s) => best.stems.has(s))) return null;
    chosen.push(best);
    for (const s of key) if (best.stems.has(s)) covered.add(s);
    if (key.every((s) => covered.has(s))) break;
  }
  if (chosen.length === 0) return null;
  chosen.sort((a, b) => a.rank - b.rank || a.index - b.index);
  const used = [...new Set(chosen.map((c) => c.passage))];
  return { text: chosen.map((c) => capitalize(c.sentence)).join(' '), used };
}

export function builtinAnswer(input: { question: string; businessName: string; passages: Passage[]; sampleResponses: SampleResponses | null }): BuiltinAnswer {
  const { question, businessName, passages, sampleResponses } = input;
  const key = keyStems(question);
  if (key.length === 0 || (GREETING.test(question) && key.length <= 1 && passages.length === 0)) {
    const text = THANKS.test(question)
      ? "You're welcome! Is there anything else I can help you with?"
      : (sampleResponses?.default ?? 'Hello! How can I help you today?');
    return { text, responseType: 'greeting', sources: [] };
  }
  const known = new Set(passages.slice(0, PASSAGES_READ).flatMap((p) => contentStems(`${p.title} ${p.body}`)));

  const sample = matchSample(question, sampleResponses);
  if (sample) {
    const sampleStems = new Set([...known, ...contentStems(`${sample.phrase} ${sample.reply}`)]);
    if (coverage(key, sampleStems) >= MIN_COVERAGE) {
      return { text: sample.reply, responseType: 'sample_response', sources: [{ title: capitalize(sample.phrase), url: null, kind: 'sample' }] };
    }
  }

  if (passages.length > 0 && coverage(key, known) >= MIN_COVERAGE) {
    const q = quote(question, passages);
    if (q) {
      const sources = [...new Map(q.used.map((p) => [`${p.kind}:${p.title}`, sourceOf(p)])).values()];
      return { text: q.text, responseType: 'retrieval', sources };
    }
  }
  return { text: declineText(businessName), responseType: 'no_answer', sources: [] };
}
