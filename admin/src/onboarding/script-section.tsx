import { Button } from '../ui/button.tsx';
import { Card } from '../ui/card.tsx';

interface ScriptSectionProps {
  title: string;
  description: string;
  script: string | null;
  /** Shown instead of the script when the selected client lacks the token. */
  warning: string | null;
  onCopy: () => void;
  onDownload: () => void;
}

export function ScriptSection({
  title,
  description,
  script,
  warning,
  onCopy,
  onDownload,
}: ScriptSectionProps) {
  const id = title.toLowerCase().replace(/\s+/g, '-');
  return (
    <Card>
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <p className="text-sm text-slate-600">{description}</p>
      {warning && (
        <p
          role="alert"
          className="mt-3 rounded-md border border-amber-300 bg-amber-50 p-2 text-sm text-amber-900"
        >
          {warning}
        </p>
      )}
      {script && (
        <pre
          aria-labelledby={id}
          tabIndex={0}
          className="mt-3 overflow-x-auto rounded-md bg-slate-900 p-3 text-xs whitespace-pre-wrap break-all text-slate-100"
        >
          <code>{script}</code>
        </pre>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          variant="secondary"
          size="sm"
          onClick={onCopy}
          disabled={warning !== null}
          aria-label={`Copy ${title}`}
        >
          Copy
        </Button>
        <Button
          variant="secondary"
          size="sm"
          onClick={onDownload}
          disabled={warning !== null}
          aria-label={`Download ${title}`}
        >
          Download
        </Button>
      </div>
    </Card>
  );
}
