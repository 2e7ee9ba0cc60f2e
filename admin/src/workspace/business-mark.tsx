import { useQuery } from '@tanstack/react-query';
import type { Client } from '../../../contract/clients.ts';
import { readableText } from './readable-text.ts';
import { keys } from '../api/keys.ts';

/**
 * The business's name and mark where the workspace is named: its initial on its own theme colour
 * (there is no logo upload yet, so the mark is drawn from the business's look).
 */
export function BusinessMark({ clientId, fallback }: { clientId: string; fallback: string }) {
  const client = useQuery<Client>({ queryKey: keys.client(clientId) });
  const name = client.data?.businessName ?? fallback;
  const color = client.data?.chatCustomizations.themeColor ?? '#334155';
  const initial = Array.from(name.trim())[0]?.toUpperCase() ?? '';
  return (
    <div className="flex min-w-0 items-center gap-2">
      <span
        aria-hidden="true"
        className="inline-grid size-8 shrink-0 place-items-center rounded-md text-sm font-bold"
        style={{ background: color, color: readableText(color) }}
        data-testid="business-mark"
      >
        {initial}
      </span>
      <span className="truncate text-lg font-bold text-slate-900" data-testid="business-name">
        {name}
      </span>
    </div>
  );
}
