/**
 * Questions that pick an item from a price list by its place ("the cheapest plan", "a bigger tier",
 * "the middle one"): which sentence of a passage's list they point to.
 */
import { stem } from './knowledge-text.ts';

/** Which end of a price list a question asks for: "the cheapest plan", "a bigger tier", "the middle one". */
const LOW = /\b(?:cheapest|cheaper|lowest|least expensive|smallest|entry[- ]level)\b/i;
const HIGH =
  /\b(?:most expensive|more expensive|priciest|pricier|highest|biggest|bigger|largest|larger|top tier)\b/i;
const MIDDLE = /\b(?:middle|mid|midrange|mid[- ]tier|second)\b/i;
const PRICE_STEM = stem('pricing');
/** What a sentence gains for being the item at the end of a price list a question asks for. */
export const ORDER_BONUS = 1.5;

const firstPrice = (sentence: string) => {
  const m = /[$€£]\s?(\d[\d,]*(?:\.\d+)?)/.exec(sentence);
  return m?.[1] ? Number(m[1].replace(/,/g, '')) : null;
};

/**
 * The sentences a question like "the cheapest plan" or "a bigger tier" points to: in each passage that
 * lists two or more prices (a sentence stating a figure or "pricing" each), the lowest, the highest or
 * the middle one, by the figures when each states one, else by the order the passage lists them in.
 */
export function orderedChoice(
  question: string,
  sentences: { sentence: string; stated: Set<string> }[],
): Set<string> {
  const want = LOW.test(question)
    ? 'low'
    : HIGH.test(question)
      ? 'high'
      : MIDDLE.test(question)
        ? 'mid'
        : null;
  const list = sentences.filter((x) => x.stated.has('#money') || x.stated.has(PRICE_STEM));
  if (!want || list.length < 2) return new Set();
  const price = (x: { sentence: string }) => firstPrice(x.sentence) ?? 0;
  const byPrice = list.every((x) => firstPrice(x.sentence) !== null);
  const order = byPrice ? [...list].sort((a, b) => price(a) - price(b)) : list;
  const pick =
    want === 'low' ? order[0] : want === 'high' ? order.at(-1) : order[Math.floor((order.length - 1) / 2)];
  return new Set(pick ? [pick.sentence] : []);
}
