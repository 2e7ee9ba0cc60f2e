import type { AnalyticsDashboard } from '../../../contract/analytics.ts';
import { isLanguageCode, LANGUAGE_NAMES } from '../../../contract/languages.ts';
import { formatNumber } from '../format.ts';
import { Card } from '../ui/card.tsx';

const nameOf = (code: string) => (isLanguageCode(code) ? LANGUAGE_NAMES[code].english : 'Not detected');

/** Conversations split by the language their visitor wrote in (issue 32). */
export function ChatsByLanguage({ rows }: { rows: AnalyticsDashboard['chatsByLanguage'] }) {
  const total = rows.reduce((n, r) => n + r.chats, 0);
  return (
    <Card>
      <h2 id="chats-by-language" className="text-lg font-semibold text-slate-900">
        Conversations by Language
      </h2>
      {rows.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">No conversations in this period</p>
      ) : (
        <ul aria-labelledby="chats-by-language" className="mt-2 divide-y divide-slate-100 text-sm">
          {rows.map((r) => (
            <li key={r.language} className="flex justify-between py-2" data-language={r.language}>
              <span className="text-slate-900">{nameOf(r.language)}</span>
              <span className="text-slate-800">
                {formatNumber(r.chats)} ({total > 0 ? Math.round((100 * r.chats) / total) : 0}%)
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
