/**
 * Citations: the passages given to the model are numbered, the model cites the numbers it used
 * ("[2]"), and the reply's sources are exactly those passages. The markers are taken out of the text
 * the visitor sees, also while it streams (a marker may arrive split over several chunks).
 */
import type { Source } from '../../../contract/chat.ts';
import type { Passage } from '../chat/chat-ports.ts';

export interface NumberedPassage {
  n: number;
  source: Source;
  /** What the model reads under this number. */
  text: string;
}

export interface PassageRegistry {
  /** The number of this passage, the same one when it was added before. */
  add(source: Source, text: string): number;
  list(): NumberedPassage[];
  /** The sources of these numbers, in the order given, unknown numbers and repeats left out. */
  sourcesOf(numbers: readonly number[]): Source[];
}

export function createPassageRegistry(): PassageRegistry {
  const byKey = new Map<string, NumberedPassage>();
  const items: NumberedPassage[] = [];
  return {
    add(source, text) {
      const key = `${source.kind}\n${source.title}\n${text}`;
      const known = byKey.get(key);
      if (known) return known.n;
      const item = { n: items.length + 1, source, text };
      items.push(item);
      byKey.set(key, item);
      return item.n;
    },
    list: () => items,
    sourcesOf(numbers) {
      const seen = new Set<string>();
      const out: Source[] = [];
      for (const n of numbers) {
        const item = items[n - 1];
        if (!item) continue;
        // Two chunks of one page are one source for the visitor.
        const key = `${item.source.kind}\n${item.source.title}\n${item.source.url ?? ''}`;
        if (seen.has(key)) continue;
        seen.add(key);
        out.push(item.source);
      }
      return out;
    },
  };
}

/**
 * The source a passage is cited as: a page links to the passage itself with a text fragment
 * (`#:~:text=`, the first words of the passage) so the browser scrolls to and highlights it.
 */
export function sourceOf(p: Passage): Source {
  if (p.kind === 'page' && p.url && !p.url.includes('#')) {
    const words = p.body.split(/\s+/).filter(Boolean).slice(0, 6).join(' ');
    if (words) return { title: p.title, url: `${p.url}#:~:text=${encodeFragment(words)}`, kind: p.kind };
  }
  return { title: p.title, url: p.url, kind: p.kind };
}

// Text directives reserve '-', '&' and ',' besides what encodeURIComponent escapes.
const encodeFragment = (s: string) =>
  encodeURIComponent(s).replace(/-/g, '%2D').replace(/,/g, '%2C').replace(/&/g, '%26');

const MARKER = /[ \t]*\[(\d{1,3}(?:\s*[,;]\s*\d{1,3})*)\]/g;
/** What may still grow into a marker at the end of the text seen so far. */
const OPEN_TAIL = /[ \t]*(?:\[[\d,;\s]{0,24})?$/;

export interface CitationFilter {
  /** Takes streamed text; returns what can be shown now, markers removed. */
  push(text: string): string;
  /** The rest, at the end of the stream. */
  end(): string;
  /** Numbers cited so far, in order of first citation. */
  cited(): number[];
}

export function createCitationFilter(): CitationFilter {
  let pending = '';
  const cited: number[] = [];
  const take = (final: boolean) => {
    const clean = pending.replace(MARKER, (_m, nums: string) => {
      for (const n of nums.split(/[,;]/).map((x) => Number(x.trim()))) if (!cited.includes(n)) cited.push(n);
      return '';
    });
    const hold = final ? 0 : (OPEN_TAIL.exec(clean)?.[0].length ?? 0);
    pending = clean.slice(clean.length - hold);
    return clean.slice(0, clean.length - hold);
  };
  return {
    push(text) {
      pending += text;
      return take(false);
    },
    end: () => take(true),
    cited: () => [...cited],
  };
}
