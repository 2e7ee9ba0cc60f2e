/**
 * Quantities a question states ("a 10 yr old", "4 people", "a 25kg bag") and the limits knowledge
 * states ("children under 12 ride free", "up to 5 seats", "bags over 23 kg"), read into records so a
 * sentence stating a limit on the same kind of quantity answers the question, and whether the
 * visitor's figure is within it can be said.
 */
import Qty from 'js-quantities';
import { boundedMemo } from '../shared/memo.ts';
import { capitalize, isStop, stem } from './knowledge-text.ts';
import {
  CLOCK,
  clockRange,
  clockText,
  nearerReading,
  statedClockLimits,
  statedTimes,
} from './clock-times.ts';

export type LimitOp = '<' | '<=' | '>' | '>=';

export interface Quantity {
  value: number;
  /** "age", or the stem of the unit or counted noun ("kg", "seat", "person"). */
  unit: string;
  /** The unit as written ("days", "weeks"), said back in a comparison. */
  word?: string;
}

export interface Limit extends Quantity {
  op: LimitOp;
}

const NUMBER_WORDS: Record<string, number> = {
  ...Object.fromEntries(
    'one two three four five six seven eight nine ten eleven twelve'.split(' ').map((w, i) => [w, i + 1]),
  ),
  fifteen: 15,
  twenty: 20,
};

const NUM = String.raw`(\d[\d,]*(?:\.\d+)?|${Object.keys(NUMBER_WORDS).join('|')})`;
const toNumber = (s = '0') => NUMBER_WORDS[s.toLowerCase()] ?? Number(s.replace(/,/g, ''));

/** Spellings js-quantities does not know, read as the unit meant ("yrs", "kgs"). */
const UNIT_ALIASES: Record<string, string> = {
  yr: 'year',
  yrs: 'year',
  y: 'year',
  yo: 'age',
  kgs: 'kg',
  kilo: 'kg',
  kilos: 'kg',
  people: 'person',
  persons: 'person',
  pax: 'person',
  ppl: 'person',
};

/**
 * The kinds of measure a visitor compares with a stated limit. js-quantities reads a unit's spellings
 * as one ("feet", "foot", "ft"; "pounds", "lbs") and converts between units of a kind; other kinds it
 * knows (prefixed units such as "am" for attometres) are ordinary words here, and spans of time keep
 * their words ("3 days", said back as such).
 */
const MEASURES = new Set(['length', 'mass', 'volume', 'area', 'speed', 'information']);
/** Words it reads as units that in a sentence are not ("10 in stock", "9 am", "the 2nd"). */
const NOT_UNITS = /^(?:in|am|pm|st|nd|rd|th|s|a|an|at|on|or|of|to|per|for|each|min)$/;

/** A unit's own name in js-quantities ("feet" → "ft"), or null for a word that names no measure. */
const measureUnit = boundedMemo(1024, (w): string | null => {
  if (NOT_UNITS.test(w)) return null;
  try {
    const q = Qty.parse(`1 ${w}`);
    return q && MEASURES.has(q.kind()) ? q.units() : null;
  } catch {
    return null;
  }
});

/** `value` in `from` units as `to` units, or null when the two do not measure the same thing. */
function converted(value: number, from: string, to: string): number | null {
  if (from === to) return value;
  if (!measureUnit(from) || !measureUnit(to)) return null;
  try {
    const q = Qty(`${value} ${from}`);
    return q.isCompatible(to) ? q.to(to).scalar : null;
  } catch {
    return null;
  }
}

/** Nouns that count people: a limit on seats or guests is a limit on how many people. */
const PEOPLE = new Set(
  'person people guest user seat member player rider passenger attendee participant adult head pax'.split(
    ' ',
  ),
);

const unitOf = (word: string) => {
  const w = word.toLowerCase();
  const u = UNIT_ALIASES[w] ?? measureUnit(w) ?? stem(w);
  return PEOPLE.has(u) || PEOPLE.has(w.replace(/s$/, '')) ? 'person' : u;
};

/** Ages: "10 yr old", "10-year-old", "aged 10", "my 10yo", "age 10". */
const AGE = new RegExp(
  String.raw`\b${NUM}[\s-]*(?:years?|yrs?|y)?[\s-]*(?:old|yo)\b|\bage[sd]?\s+${NUM}\b`,
  'gi',
);
/** An age said of a person: "my son is 15", "she's 7", "he is 4 - can he…". */
const AGE_OF = new RegExp(
  String.raw`\b((?:son|daughter|kid|child|boy|girl|grandson|granddaughter|he|she)(?:'s|\s+is)\s+)${NUM}\b(?!\s*(?:am|pm|%|[a-z])|-[a-z])`,
  'gi',
);
/** A figure with the word after it: "4 people", "25kg", "3 bikes". */
const COUNTED = new RegExp(String.raw`\b${NUM}\s*([a-z]{2,})\b`, 'gi');
/** A number of people: "a team of 4", "a party of six". */
const GROUP = new RegExp(String.raw`\b(?:team|group|party|family|crew|class) of ${NUM}\b`, 'gi');

/** A counted word kept as written when its unit is only its stem ("days" for "dai"), to be said back. */
const written = (unit: string, word: string) => {
  const w = word.toLowerCase();
  return w && unit === stem(w) && unit !== w ? { word: w } : {};
};

/** The quantities a question states. */
export function statedQuantities(text: string): Quantity[] {
  const out: Quantity[] = [];
  const rest = text
    .replace(AGE_OF, (m, who: string, n?: string) => {
      out.push({ value: toNumber(n), unit: 'age' });
      return who + ' '.repeat(m.length - who.length);
    })
    .replace(AGE, (m, a?: string, b?: string) => {
      out.push({ value: toNumber(a ?? b), unit: 'age' });
      return ' '.repeat(m.length);
    })
    .replace(GROUP, (m, n?: string) => {
      out.push({ value: toNumber(n), unit: 'person' });
      return ' '.repeat(m.length);
    });
  for (const m of rest.matchAll(COUNTED)) {
    const unit = unitOf(m[2] ?? '');
    // "one of your sites", "two in the morning": a number before a small word counts nothing.
    if (unit === 'age' || /^(?:am|pm|st|nd|rd|th)$/.test(unit) || isStop(m[2] ?? '')) continue;
    out.push({ value: toNumber(m[1]), unit, ...written(unit, m[2] ?? '') });
  }
  return out;
}

/**
 * A question with each stated age or head count read as one word ("agelimit", "personlimit"), so it is
 * asked as a limit the knowledge states rather than as the words "year" and "old".
 */
export function markQuantities(text: string): string {
  return text
    .replace(AGE_OF, (_, who: string) => `${who} agelimit `)
    .replace(AGE, ' agelimit ')
    .replace(GROUP, ' personlimit ')
    .replace(COUNTED, (m, _n: string, word: string) => (unitOf(word) === 'person' ? ' personlimit ' : m));
}

/** Comparison words before a figure, and what they mean. */
const BEFORE: [RegExp, LimitOp][] = [
  [/\b(?:under|below|less than|fewer than|younger than|smaller than|lighter than)\s*$/i, '<'],
  [/\b(?:up to|at most|maximum(?: of)?|max\.?|no more than|not more than|a limit of|limit of)\s*$/i, '<='],
  [/\b(?:over|above|more than|older than|larger than|heavier than|exceeding)\s*$/i, '>'],
  [/\b(?:at least|minimum(?: of)?|min\.?|from|no less than)\s*$/i, '>='],
];
/** Comparison words after a figure: "12 and under", "18 or over", "5 or more". */
const AFTER: [RegExp, LimitOp][] = [
  [/^\s*(?:and|or)\s+(?:under|younger|below|less|fewer)\b/i, '<='],
  [/^\s*(?:and|or)\s+(?:over|older|above|more|up)\b|^\s*\+/i, '>='],
];

/** Age words a limit sits beside when it is an age ("children under 12", "guests 18 and over"). */
const AGE_CONTEXT =
  /\b(?:age[sd]?|years? old|child(?:ren)?|kids?|infants?|bab(?:y|ies)|toddlers?|teens?|adults?|seniors?|minors?|juniors?|students?|youth)\b/i;

/** A figure beside age words is an age ("children 2 to 4"), unless it is a measure ("10-25kg"). */
const agedBefore = (sentence: string, at: number, word: string) =>
  AGE_CONTEXT.test(sentence.slice(Math.max(0, at - 30), at)) && !/^(?:kg|lb|cm|m|km|mi)/.test(word);

/** A figure with the word after it, as a limit states it. */
const FIGURE = new RegExp(String.raw`${NUM}(?:\s*-?\s*([a-z]{1,12}))?`, 'gi');
/** Cheap first look: a comparison word, or a figure followed by "and/or over/under/more…", or "+". */
const MAY_LIMIT =
  /\b(?:under|below|less|fewer|younger|smaller|lighter|up to|at most|max|maximum|no more|not more|limit|over|above|more|older|larger|heavier|exceeding|at least|min|minimum|from|no less)\b|\d\s*\+/i;

/** A span of a quantity: "10 to 25kg", "25-40 kg", "between 2 and 4 people", "ages 5–11". */
const RANGE = new RegExp(
  String.raw`(?:\bbetween\s+)?${NUM}\s*(?:-|–|—|to|and)\s*${NUM}(?:\s*-?\s*([a-z]{1,12}))?`,
  'gi',
);
/** How many a room, table or vehicle takes: "seats 8", "sleeps 4", "capacity of 30", "holds 12". */
const CAPACITY = new RegExp(
  String.raw`\b(?:seats|sleeps|holds|fits|capacity(?:\s+of)?|max(?:imum)? capacity)\s*:?\s*${NUM}`,
  'gi',
);

/** The limits a sentence states: each range as its two ends, each capacity as a head count. */
export function statedLimits(sentence: string): Limit[] {
  const out: Limit[] = [];
  for (const m of sentence.matchAll(CAPACITY)) out.push({ op: '<=', value: toNumber(m[1]), unit: 'person' });
  let rest = sentence;
  for (const m of sentence.matchAll(RANGE)) {
    const word = (m[3] ?? '').toLowerCase();
    const unit = agedBefore(sentence, m.index ?? 0, word) ? 'age' : word ? unitOf(word) : '';
    // A range of times, dates or prices is not a quantity of this kind ("9am to 5pm", "£10-£20").
    if (!unit || /^(?:am|pm|and|or|a|an|the|per|of|in|on|at|for)$/.test(unit)) continue;
    // "2 and 4" is a range only after "between" ("1 and 2 bedroom condos" lists two sizes).
    if (/\band\b/i.test(m[0]) && !/^between/i.test(m[0])) continue;
    const [lo, hi] = [toNumber(m[1]), toNumber(m[2])];
    if (!(lo < hi)) continue;
    out.push(
      { op: '>=', value: lo, unit, ...written(unit, word) },
      { op: '<=', value: hi, unit, ...written(unit, word) },
    );
    rest = rest.replace(m[0], ' '.repeat(m[0].length));
  }
  if (!MAY_LIMIT.test(rest)) return out;
  for (const m of rest.matchAll(FIGURE)) {
    const at = m.index ?? 0;
    const before = sentence.slice(Math.max(0, at - 24), at);
    const after = sentence.slice(at + (m[1] ?? '').length, at + (m[1] ?? '').length + 16);
    const op = BEFORE.find(([r]) => r.test(before))?.[1] ?? AFTER.find(([r]) => r.test(after))?.[1] ?? null;
    if (!op) continue;
    const value = toNumber(m[1]);
    const word = (m[2] ?? '').toLowerCase();
    const near = sentence.slice(Math.max(0, at - 40), at + 40);
    const measure =
      word && !/^(?:and|or|a|an|the|per|of|to|in|on|at|for|ride|get|go|can|may|must|are|is)$/.test(word);
    const unit =
      (/^(?:years?|yrs?)$/.test(word) && /\bold\b|\bage/i.test(near)) || agedBefore(sentence, at, word)
        ? 'age'
        : measure
          ? unitOf(word)
          : AGE_CONTEXT.test(near)
            ? 'age'
            : '';
    out.push({ op, value, unit, ...written(unit, word) });
  }
  return out;
}

/** Whether `q` is within `limit` (same kind of quantity is checked by the caller). */
export function within(q: Quantity, limit: Limit): boolean {
  // "38 ft" against "up to 12 m": compared in the limit's unit.
  return HOLDS[limit.op](converted(q.value, q.unit, limit.unit) ?? q.value, limit.value);
}

const HOLDS: Record<LimitOp, (a: number, b: number) => boolean> = {
  '<': (a, b) => a < b,
  '<=': (a, b) => a <= b,
  '>': (a, b) => a > b,
  '>=': (a, b) => a >= b,
};

/** Whether a limit is on the same kind of quantity as the visitor's figure. */
export const sameKind = (q: Quantity, limit: Limit) =>
  q.unit === limit.unit ||
  (q.unit !== '' && limit.unit !== '' && converted(1, q.unit, limit.unit) !== null) ||
  (q.unit === 'year' && limit.unit === 'age') ||
  // "Guests 18 and over", "groups of 10 or more": a bare limit is on ages or on heads.
  (limit.unit === '' && (q.unit === 'age' || q.unit === 'person'));

const OP_WORDS: Record<LimitOp, [string, string]> = {
  '<': ['is under', 'is not under'],
  '<=': ['is within the limit of', 'is over the limit of'],
  '>': ['is over', 'is not over'],
  '>=': ['meets the minimum of', 'is below the minimum of'],
};

const CLOCK_WORDS: Record<LimitOp, [string, string]> = {
  '<': ['is before', 'is not before'],
  '<=': ['is by', 'is after'],
  '>': ['is after', 'is not after'],
  '>=': ['is from', 'is before'],
};

const said = (q: Quantity) =>
  q.unit === 'age'
    ? `Age ${q.value}`
    : q.unit === 'clock'
      ? clockText(q.value)
      : q.unit === 'person'
        ? `A group of ${q.value}`
        : `${q.value} ${q.word ?? q.unit}`;

/**
 * Whether the figure a question states is within the limit a sentence states, said in words ("Age 10
 * is under 12.", "midnight is over 10pm."), or null when the sentence states no limit of that kind.
 */
export function comparison(question: string, sentence: string): string | null {
  const asked = [...statedQuantities(question.replace(CLOCK, ' ')), ...statedTimes(question)];
  if (asked.length !== 1 || !asked[0]) return null;
  let q: Quantity = asked[0];
  const range = q.unit === 'clock' ? clockRange(sentence) : null;
  if (range) {
    q = nearerReading(q, range[0], range[1]);
    const inside = q.value >= range[0] && q.value <= range[1];
    return `${clockText(q.value)} is ${inside ? 'within' : 'outside'} ${clockText(range[0])} to ${clockText(range[1])}.`;
  }
  const limits = q.unit === 'clock' ? statedClockLimits(sentence) : statedLimits(sentence);
  const kind = limits.filter((l) => sameKind(q, l));
  const limit = kind[0];
  if (!limit) return null;
  const lo = kind.find((l) => l.op === '>=');
  const hi = kind.find((l) => l.op === '<=');
  if (lo && hi && q.unit !== 'clock') {
    const inside = within(q, lo) && within(q, hi);
    const unit = q.unit === 'age' || q.unit === 'person' || !hi.unit ? '' : ` ${hi.word ?? hi.unit}`;
    return `${said(q)} is ${inside ? 'within' : 'outside'} ${lo.value} to ${hi.value}${unit}.`;
  }
  if (q.unit === 'clock') q = nearerReading(q, limit.value, limit.value);
  const [yes, no] = (q.unit === 'clock' ? CLOCK_WORDS : OP_WORDS)[limit.op];
  const value =
    limit.unit === 'clock'
      ? clockText(limit.value)
      : `${limit.value}${q.unit !== 'age' && q.unit !== 'person' && limit.word ? ` ${limit.word}` : ''}`;
  return capitalize(`${said(q)} ${within(q, limit) ? yes : no} ${value}.`);
}

/** The one figure a question states (not a time of day), or null when it states none or several. */
export function askedFigure(question: string): Quantity | null {
  const asked = statedQuantities(question.replace(CLOCK, ' '));
  return asked.length === 1 ? (asked[0] ?? null) : null;
}

/**
 * Whether figure `q` is within every limit of its kind a sentence states, or null when the sentence
 * states none of its kind. Among the rows of a banded list ("Medium (10 to 25kg)", "Large (25 to 40kg)")
 * it tells which row the visitor's figure falls in.
 */
export function admits(q: Quantity, sentence: string): boolean | null {
  const kind = statedLimits(sentence).filter((l) => sameKind(q, l));
  return kind.length === 0 ? null : kind.every((l) => within(q, l));
}
