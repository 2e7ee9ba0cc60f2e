/**
 * The builtin answerer for knowledge in a language other than English. English has WordNet, word
 * frequencies and a fitted decision behind it (builtin-answer.ts); the other languages have their
 * Snowball stems and stop words, so this answerer is plainer and stricter: it quotes a sentence of the
 * knowledge only when that sentence with its heading holds (nearly) every meaningful word of the
 * question, and otherwise declines in the visitor's language. Every sentence it states is verbatim
 * from the client's knowledge.
 */
import type { Source } from '../../../contract/chat.ts';
import type { SampleResponses } from '../../../contract/clients.ts';
import type { LanguageCode } from '../../../contract/languages.ts';
import type { Passage } from '../chat/chat-ports.ts';
import { declineReply, meaningStems, offerKey, REPLY_TEXTS, replyText } from '../languages/index.ts';
import type { AnswerStyle, BuiltinAnswer } from './builtin-answer.ts';
import { capitalize, splitSentences } from './knowledge-text.ts';

const PASSAGES_READ = 3;
/** Share of the question's meaningful words a quoted sentence (with its heading) must hold. */
const MIN_SHARE = 0.75;

const sourceOf = (p: Passage): Source => ({ title: p.title, url: p.url, kind: p.kind });

interface Candidate {
  sentence: string;
  passage: Passage;
  rank: number;
  index: number;
  has: Set<string>;
}

/** Whether a sentence holds enough of the question: all of one or two words, else three in four. */
const enough = (covered: number, asked: number) =>
  asked <= 2 ? covered === asked : covered / asked >= MIN_SHARE;

export function answerInLanguage(input: {
  language: LanguageCode;
  question: string;
  businessName: string;
  passages: readonly Passage[];
  sampleResponses: SampleResponses | null;
  style?: AnswerStyle;
}): BuiltinAnswer {
  const { language, question, businessName } = input;
  const style = input.style ?? {};
  const texts = REPLY_TEXTS[language];
  const asked = meaningStems(language, question);
  const decline = (): BuiltinAnswer => ({
    text: declineReply(language, businessName, style.unknownAnswer, style.handoffAvailable),
    responseType: 'no_answer',
    sources: [],
  });
  if (asked.length === 0 || (texts.greets.test(question) && asked.length <= 1)) {
    const text = texts.thanks_.test(question)
      ? texts.thanks
      : (input.sampleResponses?.default ?? style.greeting ?? texts.greeting);
    return { text, responseType: 'greeting', sources: [] };
  }
  // A sample reply whose every keyword the question names.
  for (const [phrase, reply] of Object.entries(input.sampleResponses ?? {})) {
    const need = meaningStems(language, phrase);
    if (phrase !== 'default' && need.length > 0 && need.every((s) => asked.includes(s)))
      return {
        text: reply,
        responseType: 'sample_response',
        sources: [{ title: capitalize(phrase), url: null, kind: 'sample' }],
      };
  }
  const candidates: Candidate[] = input.passages.slice(0, PASSAGES_READ).flatMap((passage, rank) =>
    splitSentences(passage.body)
      // A question the knowledge asks answers none.
      .filter((sentence) => !/[:?]\s*$/.test(sentence))
      .map((sentence, index) => ({
        sentence,
        passage,
        rank,
        index,
        has: new Set(meaningStems(language, `${passage.title} ${sentence}`)),
      })),
  );
  const coveredBy = (c: Candidate) => asked.filter((s) => c.has.has(s)).length;
  const score = (c: Candidate) => coveredBy(c) - c.rank * 0.3 - c.index * 0.01;
  const best = candidates.reduce<Candidate | null>((a, c) => (!a || score(c) > score(a) ? c : a), null);
  if (!best || !enough(coveredBy(best), asked.length)) return decline();
  const chosen = [best];
  const length = style.replyLength ?? 'normal';
  if (length !== 'short') {
    // The passage's next sentence often carries what the first opens (the fee after "free up to 24 h").
    const next = candidates.find((c) => c.passage === best.passage && c.index === best.index + 1);
    const missing = asked.filter((s) => !best.has.has(s));
    if (next && (length === 'detailed' || missing.some((s) => next.has.has(s)))) chosen.push(next);
  }
  return {
    text: chosen.map((c) => capitalize(c.sentence)).join(' '),
    responseType: 'retrieval',
    sources: [sourceOf(best.passage)],
  };
}

/** A question in one language to knowledge in another, with no model to read across: declined in the visitor's. */
export function otherLanguageDecline(
  visitor: LanguageCode,
  businessName: string,
  style: AnswerStyle = {},
): BuiltinAnswer {
  const offer = offerKey(style.unknownAnswer ?? 'email', style.handoffAvailable ?? false);
  return {
    text: `${replyText(visitor, 'otherLanguage')} ${replyText(visitor, offer, { business: businessName })}`,
    responseType: 'no_answer',
    sources: [],
  };
}
