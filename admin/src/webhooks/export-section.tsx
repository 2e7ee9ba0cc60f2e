import { useState } from 'react';
import { buttonClass } from '../ui/button.tsx';
import { integrationsApi as w } from './webhooks-api.ts';

/** Download a client's conversations or leads for a date range, as CSV or JSON lines. */
export function ExportSection({ clientId }: { clientId: string }) {
  const [since, setSince] = useState('');
  const [until, setUntil] = useState('');
  const [format, setFormat] = useState<'csv' | 'jsonl'>('csv');
  const q = { format, since: since || undefined, until: until || undefined };
  const input = 'rounded-md border border-slate-300 px-2 py-1 text-sm';
  return (
    <section aria-labelledby="export-heading" className="space-y-2 rounded-md border border-slate-200 p-3">
      <h3 id="export-heading" className="text-sm font-semibold text-slate-900">
        Export
      </h3>
      <div className="flex flex-wrap items-end gap-2 text-sm">
        <label className="flex flex-col">
          From
          <input type="date" className={input} value={since} onChange={(e) => setSince(e.target.value)} />
        </label>
        <label className="flex flex-col">
          To (not included)
          <input type="date" className={input} value={until} onChange={(e) => setUntil(e.target.value)} />
        </label>
        <label className="flex flex-col">
          Format
          <select
            className={input}
            value={format}
            onChange={(e) => setFormat(e.target.value as 'csv' | 'jsonl')}
          >
            <option value="csv">CSV</option>
            <option value="jsonl">JSON lines</option>
          </select>
        </label>
        <a
          className={buttonClass('secondary', 'sm')}
          href={w.exportUrl(clientId, 'conversations', q)}
          download
        >
          Conversations
        </a>
        <a className={buttonClass('secondary', 'sm')} href={w.exportUrl(clientId, 'leads', q)} download>
          Leads
        </a>
      </div>
    </section>
  );
}
