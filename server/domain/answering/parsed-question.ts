/**
 * A visitor's question read once per turn and handed to everything that answers it (the FAQ match,
 * retrieval, the builtin answerer), instead of each reading it again.
 */
import { boundedRecall } from '../shared/memo.ts';
import { type Concept, readConcepts } from './query-concepts.ts';
import { asks } from './question-clauses.ts';

export interface ParsedQuestion {
  readonly text: string;
  readonly businessName: string;
  /** The concepts with the business's name weak (the FAQ match and the answerer judge by these). */
  readonly concepts: readonly Concept[];
  /** The concepts as retrieval reads them, without the business's name. */
  readonly searchConcepts: readonly Concept[];
  /** The questions the message asks, each with words of its own (see partsOf). */
  readonly parts: readonly ParsedQuestion[];
}

/** Where a message asks a further question: after a "?", or at "and" before a question word. */
const PART_BREAK =
  /(?<=\?)\s+(?=\S)|\s+(?=(?:and|also|plus)\s+(?:how|what|whats|when|where|which|who|can|could|do|does|is|are|will)\b)/i;

/**
 * Readings of recent questions: visitors of one business keep asking the same few, and a reading is
 * a pure function of the text and the name (read-only, its lazy parts computed once).
 */
const READINGS_KEPT = 1024;
const readings = boundedRecall<ParsedQuestion>(READINGS_KEPT);

export function parseQuestion(text: string, businessName = ''): ParsedQuestion {
  // The name's length first, so no name or text can make two pairs share a key.
  return readings(`${businessName.length}:${businessName}${text}`, () =>
    parsed(text, businessName, readConcepts(text, businessName)),
  );
}

function parsed(text: string, businessName: string, read: ReturnType<typeof readConcepts>): ParsedQuestion {
  // Read without the name only when a word of the name was weakened; otherwise both readings agree.
  let search: readonly Concept[] | undefined = read.namedOwn ? undefined : read.concepts;
  let parts: readonly ParsedQuestion[] | undefined;
  const self: ParsedQuestion = {
    text,
    businessName,
    concepts: read.concepts,
    get searchConcepts() {
      return (search ??= readConcepts(text).concepts);
    },
    // Only the builtin answerer splits a message, so the parts are read when first asked for.
    get parts() {
      return (parts ??= partsOf(self, read));
    },
  };
  return self;
}

/**
 * The questions a message asks ("do you do kids bikes? and how much is a helmet"), each with words
 * of its own: a part with none ("and how much is it"), or one that asks nothing, stays with the one
 * before it.
 */
function partsOf(whole: ParsedQuestion, read: ReturnType<typeof readConcepts>): ParsedQuestion[] {
  const { text, businessName } = whole;
  const pieces = text.split(PART_BREAK).map((p) => p.trim());
  const out: { text: string; read: ReturnType<typeof readConcepts> | null }[] = [];
  for (const piece of pieces) {
    const pieceRead = piece === text ? read : readConcepts(piece, businessName);
    const strong = pieceRead.concepts.some((c) => !c.weak);
    const last = out.at(-1);
    // What only tells the situation ("Thinking of a Christmas trip.") belongs to the question before it.
    if (last && (!strong || !asks(piece))) Object.assign(last, { text: `${last.text} ${piece}`, read: null });
    else if (piece) out.push({ text: piece, read: pieceRead });
  }
  if (out.length === 1 && out[0]?.text === text) return [whole];
  return out.map((p) => parsed(p.text, businessName, p.read ?? readConcepts(p.text, businessName)));
}
