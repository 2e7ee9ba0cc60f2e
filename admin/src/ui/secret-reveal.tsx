import { Button } from './button.tsx';
import { copyText } from './copy-text.ts';
import { toast, toastError } from './toast-store.ts';

/**
 * A secret shown once right after it was made (an API key, an identity or signing secret): the one
 * chance to copy it, so it says so, offers Copy, and goes away on Done.
 */
export function SecretReveal({
  message,
  label,
  value,
  onDone,
}: {
  /** What this is and that it will not be shown again. */
  message: string;
  /** The accessible name of the field, e.g. "New secret API key". */
  label: string;
  value: string;
  onDone: () => void;
}) {
  const copy = async () => {
    try {
      await copyText(value);
      toast({ title: 'Copied', description: `${label} copied to clipboard.` });
    } catch {
      toastError('Failed to copy to clipboard.');
    }
  };
  return (
    <div role="status" className="space-y-2 rounded-md border border-amber-300 bg-amber-50 p-3">
      <p className="text-sm font-medium text-amber-900">{message}</p>
      <div className="flex gap-2">
        <input
          readOnly
          aria-label={label}
          value={value}
          className="min-w-0 flex-1 rounded-md border border-amber-300 bg-white px-2 py-1.5 font-mono text-xs"
        />
        <Button size="sm" variant="secondary" onClick={() => void copy()}>
          Copy
        </Button>
      </div>
      <Button size="sm" variant="ghost" onClick={onDone}>
        Done
      </Button>
    </div>
  );
}
