export type Segment = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

const URLISH = /\b(?:https?:\/\/|mailto:)[^\s<>"']+|\b[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}\b/gi;
const TRAILING = /[.,;:!?)\]]+$/;

/** Only these schemes ever become links; everything else (javascript:, data:) stays text. */
export function safeHref(raw: string): string | null {
  try {
    const url = new URL(raw);
    return url.protocol === 'http:' || url.protocol === 'https:' || url.protocol === 'mailto:'
      ? url.href
      : null;
  } catch {
    return null;
  }
}

/**
 * Splits message text into text and link segments. The UI renders segments as text nodes and anchors,
 * never as HTML, so markup in a message or in knowledge text stays inert.
 */
export function linkify(text: string): Segment[] {
  const out: Segment[] = [];
  let last = 0;
  for (const m of text.matchAll(URLISH)) {
    let raw = m[0];
    const trail = TRAILING.exec(raw)?.[0] ?? '';
    raw = raw.slice(0, raw.length - trail.length);
    const start = m.index;
    const href = safeHref(raw.includes(':') ? raw : `mailto:${raw}`);
    if (!href || !raw) continue;
    if (start > last) out.push({ kind: 'text', text: text.slice(last, start) });
    out.push({ kind: 'link', text: raw, href });
    last = start + raw.length;
  }
  if (last < text.length) out.push({ kind: 'text', text: text.slice(last) });
  return out;
}
