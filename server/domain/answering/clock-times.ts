/**
 * Times of day in questions and knowledge ("arriving at midnight", "open 9 AM to 6 PM", "late check-in
 * after 10pm"), as minutes after midnight, for quantities.ts to compare a visitor's time with the
 * hours or limits a sentence states.
 */
import type { Limit, LimitOp, Quantity } from './quantities.ts';

/** A time of day: "10pm", "7:30 am", "17:00", "midnight", "noon", as minutes after midnight. */
export const CLOCK =
  /\b(?:(\d{1,2})(?::(\d\d))?\s*([ap])\.?m\b\.?|(\d{1,2}):(\d\d)\b|(midnight|noon|midday))/gi;

export function minutesOf(m: RegExpMatchArray): number {
  if (m[6]) return /midnight/i.test(m[6]) ? 24 * 60 : 12 * 60;
  const h = Number(m[1] ?? m[4] ?? 0) % 12;
  const pm = (m[3] ?? '').toLowerCase() === 'p' || (!m[3] && Number(m[4]) >= 12);
  return (m[3] ? h + (pm ? 12 : 0) : Number(m[4] ?? 0)) * 60 + Number(m[2] ?? m[5] ?? 0);
}

/**
 * Times of day a question names ("arriving at midnight", "at 5:30", "7:30 in the evening"); `either`
 * when written without am/pm and under 12:00, so the same time twelve hours later is as likely.
 */
export function statedTimes(text: string): (Quantity & { either: boolean })[] {
  return [...text.matchAll(CLOCK)].map((m) => {
    const after = text.slice((m.index ?? 0) + m[0].length);
    const later = /^\s*(?:in the (?:evening|afternoon)|at night|tonight)/i.test(after);
    const earlier = /^\s*(?:in the morning)/i.test(after);
    const value = minutesOf(m);
    const bare = !m[3] && !m[6] && value >= 60 && value < 12 * 60;
    return {
      value: later && bare ? value + 12 * 60 : value,
      unit: 'clock',
      either: bare && !later && !earlier,
    };
  });
}

/**
 * Of the two readings of a time written without am or pm, the one nearer the hours or limit it is
 * asked against: "is 7:30 too early" against "from 8am" is the morning, "after 5:30" against "8am to
 * 4pm" the evening.
 */
export function nearerReading(q: Quantity & { either?: boolean }, from: number, to: number): Quantity {
  if (!q.either) return q;
  const away = (v: number) => (v < from ? from - v : v > to ? v - to : 0);
  const later = { ...q, value: q.value + 12 * 60 };
  return away(later.value) < away(q.value) ? later : q;
}

/** A span of hours a sentence states ("9 AM to 6 PM", "10am–5pm"), as minutes after midnight. */
export function clockRange(sentence: string): [number, number] | null {
  const times = [...sentence.matchAll(CLOCK)];
  for (const [i, a] of times.entries()) {
    const b = times[i + 1];
    if (!b) break;
    const between = sentence.slice((a.index ?? 0) + a[0].length, b.index ?? 0);
    if (/^\s*(?:to|until|till|-|–|—)\s*$/i.test(between)) return [minutesOf(a), minutesOf(b)];
  }
  return null;
}

/** Words before a time of day that make it a limit: "after 10pm", "until 5pm", "by noon". */
const CLOCK_BEFORE: [RegExp, LimitOp][] = [
  [/\b(?:after|past|later than)\s*$/i, '>'],
  [/\b(?:before|earlier than)\s*$/i, '<'],
  [/\b(?:until|till|til|by|no later than|up to)\s*$/i, '<='],
  [/\b(?:from|at the earliest)\s*$/i, '>='],
];

/** The limits on a time of day a sentence states ("late check-in after 10pm", "back by 5pm"). */
export function statedClockLimits(sentence: string): Limit[] {
  const out: Limit[] = [];
  for (const m of sentence.matchAll(CLOCK)) {
    const before = sentence.slice(Math.max(0, (m.index ?? 0) - 20), m.index ?? 0);
    const op = CLOCK_BEFORE.find(([r]) => r.test(before))?.[1];
    if (op) out.push({ op, value: minutesOf(m), unit: 'clock' });
  }
  return out;
}

/** Minutes after midnight as a visitor reads a time: "9am", "5:30pm", "midnight". */
export const clockText = (minutes: number) => {
  if (minutes % (24 * 60) === 0) return 'midnight';
  const h = Math.floor(minutes / 60) % 24;
  const m = minutes % 60;
  return `${h % 12 || 12}${m ? `:${String(m).padStart(2, '0')}` : ''}${h < 12 ? 'am' : 'pm'}`;
};
