/**
 * An export as bytes: CSV (csv-stringify, a header first, so an empty range is the header alone) or
 * JSON lines, produced row by row from the service's AsyncIterable into a Node Readable that Hapi
 * and the CLI pipe out; nothing holds the whole export.
 */
import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import {
  CONVERSATION_CSV_COLUMNS,
  LEAD_CSV_COLUMNS,
  type ExportConversation,
} from '../../contract/exports.ts';
import type { FollowUpLead } from '../../contract/insights.ts';

export type ExportFormat = 'csv' | 'jsonl';

/**
 * A cell a spreadsheet would run as a formula (a visitor can type `=HYPERLINK(…)`) is kept as text by
 * a leading apostrophe, as OWASP advises for CSV exports.
 */
const safeCell = (v: string | number | null) =>
  typeof v === 'string' && /^[=+\-@\t\r]/.test(v) ? `'${v}` : v;

async function* csvOf<T>(
  columns: readonly string[],
  items: AsyncIterable<T>,
  rows: (item: T) => (string | number | null)[][],
): AsyncGenerator<string> {
  yield stringify([columns as string[]]);
  for await (const item of items) {
    const r = rows(item);
    if (r.length > 0) yield stringify(r.map((row) => row.map(safeCell)));
  }
}

async function* jsonlOf<T>(items: AsyncIterable<T>): AsyncGenerator<string> {
  for await (const item of items) yield `${JSON.stringify(item)}\n`;
}

/** Bytes, not objects: Hapi refuses an object-mode stream. */
const bytes = (chunks: AsyncIterable<string>) => Readable.from(chunks, { objectMode: false });

export function conversationsExport(
  format: ExportFormat,
  items: AsyncIterable<ExportConversation>,
): Readable {
  return bytes(
    format === 'jsonl'
      ? jsonlOf(items)
      : csvOf(CONVERSATION_CSV_COLUMNS, items, (c) =>
          c.messages.map((m) => [
            c.sessionId,
            c.startedAt,
            c.endedAt,
            c.status,
            m.id,
            m.sender,
            m.createdAt,
            m.text,
          ]),
        ),
  );
}

export function leadsExport(format: ExportFormat, items: AsyncIterable<FollowUpLead>): Readable {
  return bytes(
    format === 'jsonl'
      ? jsonlOf(items)
      : csvOf(LEAD_CSV_COLUMNS, items, (l) => [[l.id, l.sessionId, l.email, l.question, l.createdAt]]),
  );
}

/** The file name an export is offered under. */
export const exportFileName = (kind: 'conversations' | 'leads', clientId: string, format: ExportFormat) =>
  `frontdesk-${kind}-${clientId}.${format === 'csv' ? 'csv' : 'jsonl'}`;
