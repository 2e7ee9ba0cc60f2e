import { visibleLength, type Style } from './style.ts';

export interface Column<T> {
  header: string;
  value(row: T): string;
  align?: 'left' | 'right';
  /** Longer values are cut with an ellipsis so one row stays one line. */
  maxWidth?: number;
  /** Colour applied after padding, so colour codes never disturb alignment. */
  color?(text: string, row: T): string;
}

function fit(text: string, max: number | undefined): string {
  const flat = text.replace(/\s+/g, ' ');
  if (!max || [...flat].length <= max) return flat;
  return [...flat].slice(0, Math.max(1, max - 1)).join('') + '…';
}

const pad = (text: string, width: number, align: 'left' | 'right') => {
  const gap = ' '.repeat(Math.max(0, width - visibleLength(text)));
  return align === 'right' ? gap + text : text + gap;
};

/**
 * Aligned columns. On a terminal the header is bold with a rule beneath; piped, it is plain text that
 * `grep`, `awk` and `cut` can work with.
 */
export function renderTable<T>(rows: readonly T[], columns: readonly Column<T>[], style: Style): string {
  const cells = rows.map((row) => columns.map((c) => fit(c.value(row), c.maxWidth)));
  const widths = columns.map((c, i) =>
    Math.max(visibleLength(c.header), ...cells.map((r) => visibleLength(r[i] ?? ''))),
  );
  const lines: string[] = [];
  const header = columns.map((c, i) => pad(c.header, widths[i] ?? 0, c.align ?? 'left')).join('  ');
  lines.push(style.bold(header.trimEnd()));
  if (style.enabled) lines.push(style.dim(widths.map((w) => '─'.repeat(w)).join('  ')));
  rows.forEach((row, r) => {
    const line = columns.map((c, i) => {
      // The last column is not padded on the left-aligned side, so coloured cells leave no trailing blanks.
      const last = i === columns.length - 1 && (c.align ?? 'left') === 'left';
      const padded = last
        ? (cells[r]?.[i] ?? '')
        : pad(cells[r]?.[i] ?? '', widths[i] ?? 0, c.align ?? 'left');
      return c.color ? c.color(padded, row) : padded;
    });
    lines.push(line.join('  ').trimEnd());
  });
  return lines.join('\n');
}

/** Two-column "label  value" block for one record (`clients show`). */
export function renderDetails(pairs: readonly [string, string][], style: Style): string {
  const width = Math.max(0, ...pairs.map(([k]) => visibleLength(k)));
  return pairs.map(([k, v]) => `${style.bold(pad(k, width, 'left'))}  ${v}`).join('\n');
}
