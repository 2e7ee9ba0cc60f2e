/**
 * What a text states, as stems a question's concepts can be checked against: its content stems, plus
 * stand-ins for facts written as figures or ranges ("#money" for "$29", "#duration" for "3-5 business
 * days", "#clock" for "9 AM", "#always" for "24/7", the days inside "Monday to Saturday", the limits of
 * quantities.ts). Used on knowledge passages and on the sentences an answer quotes.
 */
import { contentStems, stem } from './knowledge-text.ts';
import { statedLimits } from './quantities.ts';

/** Stand-ins for facts that are figures rather than words: "$29", "5%", "3-5 business days", "14-day". */
const MONEY =
  /[$€£¥₹]\s?\d|\b\d{1,2}p\b|\d\s?%|\d\s?(?:dollars?|pounds?|euros?|cents?|pence|usd|gbp|eur|cad|aud)\b|\b(?:usd|gbp|eur|cad|aud)\s?\d/i;
/** A span of time: "3-5 business days", "3 working days", "two weeks", "90 minutes", "a year". */
const DURATION =
  /(?:\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|twelve|a|an))\s*(?:-\s*\d+\s*)?-?\s*(?:(?:business|working|calendar|full)\s+)?(?:second|minute|min|hour|hr|day|week|month|year)s?\b|24\/7/i;
/** A time of day stated: "9 AM", "10:30", "24/7", "around the clock". */
const CLOCK = /\d\s?(?:[ap]\.?m\b)|\b\d{1,2}:\d\d\b|24\/7|around the clock|\bmidnight\b|\bnoon\b/i;

/**
 * A place stated: a street address ("42 Fernhill Road", "1200 Ocean Drive"), a UK postcode ("LS1 4AB")
 * or a US state and ZIP ("FL 33139"), or where the business says it is ("located in", "find us at").
 */
const PLACE = new RegExp(
  [
    String.raw`\b\d+[A-Za-z]?,?\s+(?:[A-Z][\w'-]*\s+){1,3}(?:Street|St|Road|Rd|Lane|Ln|Avenue|Ave|Drive|Dr|Way|Boulevard|Blvd|Place|Pl|Square|Sq|Court|Ct|Terrace|Crescent|Close|Parade|Row|Yard|Highway|Hwy|Parkway|Pkwy)\b`,
    String.raw`\b[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}\b`,
    String.raw`\b[A-Z]{2}\s\d{5}\b`,
    String.raw`\b(?:[Ll]ocated|[Bb]ased|[Ss]ituated)\s+(?:in|at|on)\b|\b[Ff]ind us\b`,
  ].join('|'),
);

/** A phone number: seven to fifteen digits, grouped by spaces, dots, dashes or brackets ("0117 496 0321"). */
const PHONE =
  /(?<![\w.,/-])(?:\+\d{1,3}[\s.-]?)?(?:\(\d{2,5}\)[\s.-]?)?\d{2,5}(?:[\s.-]\d{2,5}){1,3}(?![\w.,/-]\d)/g;
const statesPhone = (text: string) =>
  [...text.matchAll(PHONE)].some((m) => {
    const digits = m[0].replace(/\D/g, '').length;
    return digits >= 7 && digits <= 15;
  });

/** Content stems of a text, plus the stand-ins (see above) for what it states. */
export function factStems(text: string): Set<string> {
  const out = new Set(contentStems(text));
  // The days inside "Monday to Saturday" ("Fri–Mon" wraps), the months inside "November to March".
  for (const d of namesInRanges(text, DAY_RANGE, DAYS)) out.add(d);
  const months = namesInRanges(text, MONTH_RANGE, MONTHS);
  for (const m of months) out.add(m);
  if (months.length > 0) out.add('#months');
  if (DAYS.some((d) => out.has(stem(d)))) out.add('#days');
  for (const l of statedLimits(text)) {
    for (const kind of l.unit === '' ? ['age', 'person'] : [l.unit]) out.add(`#limit:${kind}`);
  }
  if (MONEY.test(text)) out.add('#money');
  if (DURATION.test(text)) out.add('#duration');
  if (CLOCK.test(text)) out.add('#clock');
  if (ALWAYS.test(text)) out.add('#always');
  if (PLACE.test(text)) out.add('#place');
  if (statesPhone(text)) out.add('#phone');
  return out;
}

/** Open every day and hour: answers "anyone there on a sunday at 3am". */
const ALWAYS = /24\/7|around the clock|\bevery day\b|365 days/i;

/**
 * Fact stems of what a text itself states, for what must be stated (a price, a duration): "free of
 * azo compounds" and "plastic-free" say nothing about what something costs.
 */
export function statedStems(text: string): Set<string> {
  return factStems(text.replace(/\bfree of\b|-free\b/gi, ' '));
}

const DAYS = 'monday tuesday wednesday thursday friday saturday sunday'.split(' ');
const DAY_PREFIX = String.raw`(mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?`;
const TO = String.raw`\s*(?:-|–|—|to|through|thru|until|till)\s*`;
/** "Monday to Saturday", "Tue–Fri", "Mon - Thurs", "Monday through Friday". */
const DAY_RANGE = new RegExp(String.raw`\b${DAY_PREFIX}${TO}${DAY_PREFIX}`, 'gi');

const MONTHS = 'january february march april may june july august september october november december'.split(
  ' ',
);
const MONTH = String.raw`(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?`;
/** A date's day before or after its month: "1 April", "April 1st". */
const DATE_DAY = String.raw`\d{1,2}(?:st|nd|rd|th)?`;
/** "April to October", "1 April to 31 October", "Nov–Mar", "May 1st through September 30th". */
const MONTH_RANGE = new RegExp(
  String.raw`\b(?:${DATE_DAY}\s+)?${MONTH}(?:\s+${DATE_DAY})?${TO}(?:${DATE_DAY}\s+)?${MONTH}`,
  'gi',
);

/** The stems of each name of a cycle (weekdays, months) inside the ranges `range` finds; one may wrap. */
function namesInRanges(text: string, range: RegExp, cycle: readonly string[]): string[] {
  const at = (prefix: string) => cycle.findIndex((n) => n.startsWith(prefix.toLowerCase()));
  const out: string[] = [];
  for (const m of text.matchAll(range)) {
    const from = at(m[1] ?? '');
    const to = at(m[2] ?? '');
    if (from < 0 || to < 0) continue;
    for (let i = from; ; i = (i + 1) % cycle.length) {
      out.push(stem(cycle[i] ?? ''));
      if (i === to) break;
    }
  }
  return out;
}
