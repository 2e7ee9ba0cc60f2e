import type { ChatCustomizations } from '../../../contract/clients.ts';

/** A static sketch of the widget with the unsaved settings, so colour and texts can be judged at once. */
export function CustomizationPreview({ values }: { values: ChatCustomizations }) {
  const color = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/.test(values.themeColor)
    ? values.themeColor
    : '#3b82f6';
  const faqs = values.faqs.filter((f) => f.question.trim() && !f.curated);
  return (
    <aside
      aria-label="Widget preview"
      className="self-start overflow-hidden rounded-lg border border-slate-200 shadow-sm"
    >
      <div className="px-3 py-2 text-sm font-semibold text-white" style={{ backgroundColor: color }}>
        <span className="rounded bg-black/25 px-1">{values.headerTitle || 'Chat with us'}</span>
      </div>
      <div className="space-y-2 bg-white p-3">
        <div className="flex items-start gap-2">
          {values.showAvatar && (
            <span
              aria-hidden="true"
              className="mt-0.5 h-6 w-6 shrink-0 rounded-full"
              style={{ backgroundColor: color }}
            />
          )}
          <p className="rounded-lg bg-slate-100 px-2 py-1.5 text-xs text-slate-900">{values.firstMessage}</p>
        </div>
        {faqs.length > 0 && (
          <ul className="flex flex-wrap gap-1" aria-label="FAQ suggestions">
            {faqs.map((f, i) => (
              <li
                key={i}
                className="rounded-full border px-2 py-0.5 text-xs text-slate-900"
                style={{ borderColor: color }}
              >
                {f.question}
              </li>
            ))}
          </ul>
        )}
        <p className="text-xs text-slate-600">
          Position: {values.position === 'bottom-left' ? 'Bottom Left' : 'Bottom Right'}
        </p>
      </div>
    </aside>
  );
}
