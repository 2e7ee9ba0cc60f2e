import type { ChatCustomizations } from '../../../contract/clients.ts';
import { isLogoUrl } from '../../../contract/engage.ts';

/** A static sketch of the widget with the unsaved settings, so colour and texts can be judged at once. */
export function CustomizationPreview({ values }: { values: ChatCustomizations }) {
  const color = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/.test(values.themeColor)
    ? values.themeColor
    : '#3b82f6';
  const faqs = values.faqs.filter((f) => f.question.trim() && !f.curated);
  // 'auto' follows the visitor's system; the sketch shows the light side and says so.
  const dark = values.theme === 'dark';
  const logo = values.logoUrl && isLogoUrl(values.logoUrl) ? values.logoUrl : null;
  return (
    <aside
      aria-label="Widget preview"
      className="self-start overflow-hidden rounded-lg border border-slate-200 shadow-sm"
    >
      <div
        className="flex items-center gap-2 px-3 py-2 text-sm font-semibold text-white"
        style={{ backgroundColor: color }}
      >
        {logo && <img src={logo} alt="Logo" className="h-5 max-w-16 object-contain" />}
        <span className="rounded bg-black/25 px-1">{values.headerTitle || 'Chat with us'}</span>
      </div>
      <div
        className={`space-y-2 p-3 ${dark ? 'bg-gray-900 text-gray-100' : 'bg-white'}`}
        data-theme={dark ? 'dark' : 'light'}
      >
        <div className="flex items-start gap-2">
          {values.showAvatar && (
            <span
              aria-hidden="true"
              className="mt-0.5 h-6 w-6 shrink-0 rounded-full"
              style={{ backgroundColor: color }}
            />
          )}
          <p
            className={`rounded-lg px-2 py-1.5 text-xs ${dark ? 'bg-gray-800 text-gray-100' : 'bg-slate-100 text-slate-900'}`}
          >
            {values.firstMessage}
          </p>
        </div>
        {faqs.length > 0 && (
          <ul className="flex flex-wrap gap-1" aria-label="FAQ suggestions">
            {faqs.map((f, i) => (
              <li
                key={i}
                className={`rounded-full border px-2 py-0.5 text-xs ${dark ? 'text-gray-100' : 'text-slate-900'}`}
                style={{ borderColor: color }}
              >
                {f.question}
              </li>
            ))}
          </ul>
        )}
        <p className={`text-xs ${dark ? 'text-gray-300' : 'text-slate-600'}`}>
          Position: {values.position === 'bottom-left' ? 'Bottom Left' : 'Bottom Right'}
          {values.theme === 'auto' && ' · Light or dark as the visitor’s system'}
          {values.preChatForm.enabled &&
            ` · Asks ${values.preChatForm.fields.join(', ')} before the first message`}
        </p>
      </div>
    </aside>
  );
}
