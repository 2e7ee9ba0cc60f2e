/**
 * A curated FAQ answers a question that is (nearly) the FAQ's own question and whose key concepts it
 * covers, so "free shipping to Canada" is not answered by the free-shipping FAQ. English is read with
 * the answerer's concepts (Porter stems, WordNet, weights); another language with its Snowball stems
 * and stop words, so a Spanish FAQ matches a Spanish paraphrase by the same two tests.
 */
import type { LanguageCode } from '../../../contract/languages.ts';
import { meaningStems, plainWords } from '../languages/index.ts';
import { comparableText, contentStems, similarity } from './knowledge-text.ts';
import type { ParsedQuestion } from './parsed-question.ts';
import { conceptCoverage, factStems, keyConcepts, MIN_COVERAGE } from './query-concepts.ts';
import type { ClientRecord } from '../shared/ports.ts';

type Faqs = ClientRecord['chatCustomizations']['faqs'];
type Faq = Faqs[number];

/** How close the question's stems must be to an FAQ question's (Dice), in every language. */
const MIN_SIMILARITY = 0.75;

interface FaqAnalysis {
  /** Each question as comparable text, to match a question asked word for word. */
  texts: string[];
  /** Content stems of each question. */
  stems: string[][];
  /** Stems of each question with its answer, for the coverage check. */
  facts: Set<string>[];
}

// Per FAQ list and language: client records are cached, so a list is analysed once per change.
const analyses = new WeakMap<Faqs, Map<LanguageCode, FaqAnalysis>>();

function analysisOf(faqs: Faqs, language: LanguageCode): FaqAnalysis {
  let byLanguage = analyses.get(faqs);
  if (!byLanguage) analyses.set(faqs, (byLanguage = new Map()));
  let a = byLanguage.get(language);
  if (!a) {
    a =
      language === 'en'
        ? {
            texts: faqs.map((f) => comparableText(f.question)),
            stems: faqs.map((f) => contentStems(f.question)),
            facts: faqs.map((f) => factStems(`${f.question} ${f.answer}`)),
          }
        : {
            texts: faqs.map((f) => plainWords(f.question).join(' ')),
            stems: faqs.map((f) => meaningStems(language, f.question)),
            facts: faqs.map((f) => new Set(meaningStems(language, `${f.question} ${f.answer}`))),
          };
    byLanguage.set(language, a);
  }
  return a;
}

/** FAQ matches of recent questions, per FAQ list and language (one per change of the list). */
const matches = new WeakMap<Faqs, Map<LanguageCode, WeakMap<ParsedQuestion, Faq | null>>>();

/** The FAQ a question asks, read in the language of the client's knowledge (English by default). */
export function matchFaq(question: ParsedQuestion, faqs: Faqs, language: LanguageCode = 'en'): Faq | null {
  if (faqs.length === 0) return null;
  let byLanguage = matches.get(faqs);
  if (!byLanguage) matches.set(faqs, (byLanguage = new Map()));
  let seen = byLanguage.get(language);
  if (!seen) byLanguage.set(language, (seen = new WeakMap()));
  let match = seen.get(question);
  if (match === undefined)
    seen.set(
      question,
      (match = language === 'en' ? matchEnglish(question, faqs) : matchIn(language, question, faqs)),
    );
  return match;
}

function matchEnglish(question: ParsedQuestion, faqs: Faqs): Faq | null {
  const text = comparableText(question.text);
  const q = contentStems(question.text);
  const key = keyConcepts(question.concepts);
  const { texts, stems, facts } = analysisOf(faqs, 'en');
  let best: { faq: Faq; score: number } | null = null;
  for (const [i, faq] of faqs.entries()) {
    if (text === texts[i]) return faq;
    const score = similarity(q, stems[i] ?? []);
    if (score < MIN_SIMILARITY || (best && score <= best.score)) continue;
    if (conceptCoverage(key, facts[i] ?? new Set()) >= MIN_COVERAGE) best = { faq, score };
  }
  return best?.faq ?? null;
}

/**
 * The same two tests in another language, on Snowball stems without stop words: the question's stems
 * close to the FAQ question's, and (nearly) all of them found in the FAQ's question and answer. A number
 * the question names must be there too: "envío en 24 horas" is not the FAQ on 48.
 */
function matchIn(language: LanguageCode, question: ParsedQuestion, faqs: Faqs): Faq | null {
  const text = plainWords(question.text).join(' ');
  const q = meaningStems(language, question.text);
  if (q.length === 0) return null;
  const { texts, stems, facts } = analysisOf(faqs, language);
  let best: { faq: Faq; score: number } | null = null;
  for (const [i, faq] of faqs.entries()) {
    if (text !== '' && text === texts[i]) return faq;
    const score = similarity(q, stems[i] ?? []);
    if (score < MIN_SIMILARITY || (best && score <= best.score)) continue;
    const have = facts[i] ?? new Set<string>();
    if (q.some((s) => /\d/.test(s) && !have.has(s))) continue;
    if (q.filter((s) => have.has(s)).length / q.length >= MIN_COVERAGE) best = { faq, score };
  }
  return best?.faq ?? null;
}
