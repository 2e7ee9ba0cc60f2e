/**
 * The small word table that tells a visitor's "thanks, that's all" from a follow-up: a short message
 * with one of the thanks phrases and none of the words that turn it round ("no thanks", "thanks but
 * that's wrong"). Lower case, whole words; a question mark always means a follow-up.
 */
export const THANKS_PHRASES: readonly string[] = [
  'thanks',
  'thank you',
  'thankyou',
  'thx',
  'ty',
  'cheers',
  'perfect',
  'great',
  'awesome',
  'brilliant',
  'got it',
  'that helps',
  'that helped',
  'helpful',
  "that's all",
  'that is all',
  'all good',
  'all set',
  'solved',
  'sorted',
  'merci',
  'danke',
  'gracias',
  'grazie',
  'obrigado',
  'obrigada',
  'bedankt',
  'dank je',
];

export const TURNING_WORDS: ReadonlySet<string> = new Set([
  'not',
  'no',
  'nope',
  'but',
  'wrong',
  'still',
  'however',
  'useless',
  'unhelpful',
  "didn't",
  "doesn't",
  "don't",
  "isn't",
  "wasn't",
  'didnt',
  'doesnt',
  'dont',
  'isnt',
  'wasnt',
  'never',
]);

/** A thanks is short: a longer message carries something else besides. */
export const MAX_THANKS_WORDS = 12;

/** True when a visitor's message says the conversation helped and asks nothing more. */
export function isThanks(text: string): boolean {
  if (text.includes('?')) return false;
  const words = text
    .toLowerCase()
    .replace(/[’`]/g, "'")
    .replace(/[^\p{L}\p{N}' ]+/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);
  if (words.length === 0 || words.length > MAX_THANKS_WORDS) return false;
  if (words.some((w) => TURNING_WORDS.has(w))) return false;
  const spaced = ` ${words.join(' ')} `;
  return THANKS_PHRASES.some((p) => spaced.includes(` ${p} `));
}
