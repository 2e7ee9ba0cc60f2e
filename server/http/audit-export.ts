import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import type { AuditEntry } from '../domain/audit/index.ts';

const COLUMNS = [
  'at',
  'client_id',
  'actor_kind',
  'actor_id',
  'actor',
  'source',
  'action',
  'target',
  'changes',
];

/** A cell a spreadsheet would run as a formula (=, +, -, @, tab, CR) gets a leading quote. */
const cell = (v: string | null) => (v && /^[=+\-@\t\r]/.test(v) ? `'${v}` : (v ?? ''));

const csvRow = (e: AuditEntry) =>
  stringify([
    [
      e.at,
      e.clientId,
      e.actor.kind,
      e.actor.id,
      e.actor.label,
      e.source,
      e.action,
      e.target,
      e.changes ? JSON.stringify(e.changes) : '',
    ].map(cell),
  ]);

/** The entries as CSV (with a header row) or JSON Lines, streamed a page at a time. */
export function auditExportStream(entries: AsyncIterable<AuditEntry>, format: 'csv' | 'jsonl'): Readable {
  return Readable.from(
    (async function* () {
      if (format === 'csv') yield stringify([COLUMNS]);
      for await (const e of entries) yield format === 'csv' ? csvRow(e) : `${JSON.stringify(e)}\n`;
    })(),
    // Bytes, not objects: hapi streams only a byte stream.
    { objectMode: false },
  );
}
