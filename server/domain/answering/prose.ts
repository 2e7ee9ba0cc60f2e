/**
 * Knowledge text made into sentences a person would write: markdown syntax removed, a heading kept
 * apart from the sentence after it (not "Repair warranty All repairs carry…"), table rows and
 * "key: value" lines read as sentences. Used when knowledge is chunked and again on what is quoted.
 */

/** A markdown table's separator row ("|---|:--:|"). */
const TABLE_RULE = /^\s*\|?\s*:?-{2,}:?\s*(?:\|\s*:?-{2,}:?\s*)*\|?\s*$/;
const TABLE_ROW = /^\s*\|.*\|\s*$/;
const HEADING = /^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$/;
const BULLET = /^\s*(?:[-*+•]|\d{1,2}[.)])\s+/;

/** Inline markdown ("**bold**", "`code`", "[text](url)", "_em_") as its plain text. */
export function plainInline(text: string): string {
  return text
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, (_, label: string, url: string) =>
      /^https?:|^mailto:/.test(url) && !label.includes(url.replace(/^mailto:/, ''))
        ? `${label} (${url.replace(/^mailto:/, '')})`
        : label,
    )
    .replace(/(\*\*|__)(?=\S)(.+?)(?<=\S)\1/g, '$2')
    .replace(/(^|[\s(])[*_](?=\S)([^*_]+?)(?<=\S)[*_](?=[\s).,;:!?]|$)/g, '$1$2')
    .replace(/`([^`]+)`/g, '$1')
    .replace(/~~(.+?)~~/g, '$1');
}

const endsSentence = (s: string) => /[.!?:;]["')\]]?$/.test(s);

/** A line that ends without punctuation gets a full stop, so it stays its own sentence. */
const closed = (s: string) => (s === '' || endsSentence(s) ? s : `${s}.`);

const cells = (row: string) =>
  row
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((c) => plainInline(c.trim()));

/** A cell that reads as one phrase after its header: one word, or a figure ("price $649", "$15 a month"). */
const isShortCell = (v: string) => {
  const words = v.split(/\s+/).length;
  // A comma lists things ("bearings, cables"), but not inside a figure ("$1,050").
  return !/,(?!\d)/.test(v) && (words === 1 || (/^[\d$£€¥]/.test(v) && words <= 4));
};

/**
 * A markdown table as one sentence per row: "Road bike: price $649, stock 3." (the first column names
 * the row, each other cell is said with its header). A cell that is more than a word or a figure is set
 * off by a colon, and the cells of its row by semicolons: "Full service: price £120; what's included:
 * Full strip-down, deep clean."
 */
function tableSentences(rows: string[]): string[] {
  const [head, ...body] = rows.filter((r) => !TABLE_RULE.test(r)).map(cells);
  if (!head) return [];
  if (body.length === 0) return [closed(head.filter(Boolean).join(', '))];
  return body.map((row) => {
    const [name = '', ...rest] = row;
    const filled = rest
      .map((v, i) => ({ v, header: (head[i + 1] ?? '').toLowerCase() }))
      .filter(({ v }) => v);
    // With one value column, a lone word is the row's whole answer: "Sunday: Closed", not "hours Closed".
    const alone = (v: string) => head.length === 2 && /^[A-Za-z][\w'-]*$/.test(v);
    const parts = filled.map(({ v, header }) =>
      !header || alone(v) ? v : isShortCell(v) ? `${header} ${v}` : `${header}: ${v}`,
    );
    const together = filled.every(({ v }) => isShortCell(v)) ? ', ' : '; ';
    return closed(parts.length > 0 ? `${name}: ${parts.join(together)}` : name);
  });
}

/** Markdown-ish knowledge as prose (see above); paragraph breaks (blank lines) stay. */
export function toProse(text: string): string {
  const out: string[] = [];
  // A heading labels what follows ("Returns: We accept…"), so chunking takes it as the passage's
  // title instead of gluing it into the first sentence.
  let heading = '';
  const push = (line: string) => {
    if (heading && line.trim()) {
      out.push(`${heading}: ${line.trim()}`);
      heading = '';
    } else out.push(line);
  };
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    if (TABLE_ROW.test(line)) {
      const rows = [line];
      while (TABLE_ROW.test(lines[i + 1] ?? '')) rows.push(lines[++i] ?? '');
      push(tableSentences(rows).join(' '));
      continue;
    }
    const marked = HEADING.exec(line);
    const plain = plainInline(line.replace(BULLET, '').replace(/^\s*>\s?/, '')).trim();
    if (marked || (plain && !BULLET.test(line) && isBareHeading(plain, lines, i))) {
      if (heading) out.push(closed(heading));
      heading = plainInline(marked ? (marked[1] ?? '') : plain).replace(/[:.]$/, '');
      continue;
    }
    if (/^\s*(?:-{3,}|\*{3,}|_{3,})\s*$/.test(line)) {
      push('');
      continue;
    }
    // A list item, or a line ending without punctuation before a new one, is a sentence of its own.
    push(BULLET.test(line) || (plain && nextStartsNew(lines[i + 1])) ? closed(plain) : plain);
  }
  if (heading) out.push(closed(heading));
  return out.join('\n').replace(/\n{3,}/g, '\n\n');
}

/** Whether the line after one without end punctuation starts something new (a capital, a list, blank). */
function nextStartsNew(next: string | undefined): boolean {
  if (next === undefined) return true;
  const t = next.trim();
  return t === '' || BULLET.test(next) || HEADING.test(next) || /^[A-Z0-9$"'(]/.test(t);
}

/**
 * A short line without end punctuation or a colon, standing above text on the next line(s):
 * "Repair warranty" over "All repairs carry a 90-day warranty."
 */
function isBareHeading(plain: string, lines: string[], i: number): boolean {
  if (endsSentence(plain) || plain.includes(':') || plain.split(/\s+/).length > 6) return false;
  if (!/^[A-Z]/.test(plain)) return false;
  let j = i + 1;
  while (j < lines.length && !(lines[j] ?? '').trim()) j++;
  const next = (lines[j] ?? '').trim();
  // Followed by a sentence (or a list or a table), and set apart from the line before it.
  const before = (lines[i - 1] ?? '').trim();
  return next !== '' && (before === '' || endsSentence(before)) && /^[A-Z0-9$"'(|*-]/.test(next);
}

/** A line in bold alone: a heading by emphasis, or an FAQ's question written above its answer. */
const BOLD_LINE = /^\s*(\*\*|__)(?=\S)[^*_]+?(?<=\S)\1\s*$/;

/**
 * The text cut into its sections: a new one opens at each heading (markdown, or a bare one as toProse
 * reads it) and each line in bold alone (a question of an FAQ list), also where no blank line sets it
 * apart, so no passage runs from one section's last words into the next heading or question. A heading
 * directly over another ("## FAQ" over its first question) stays with it.
 */
export function sectionsOf(text: string): string[] {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const out: string[][] = [[]];
  let body = false;
  for (const [i, line] of lines.entries()) {
    const plain = plainInline(line).trim();
    const opens =
      HEADING.test(line) ||
      BOLD_LINE.test(line) ||
      (!BULLET.test(line) && plain !== '' && isBareHeading(plain, lines, i));
    if (opens && body) {
      out.push([]);
      body = false;
    }
    out[out.length - 1]!.push(line);
    if (!opens && line.trim()) body = true;
  }
  return out.map((section) => section.join('\n'));
}
