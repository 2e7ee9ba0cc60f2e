import { useState } from 'react';
import { formatDateTime } from '../format.ts';
import { Button } from '../ui/button.tsx';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { copyText } from '../ui/copy-text.ts';
import { toast, toastError } from '../ui/toast-store.ts';

interface TokenRowProps {
  label: string;
  token: string | null;
  createdAt: string | null;
  busy: boolean;
  onGenerate: () => void;
  onRevoke: () => void;
}

/**
 * One token (production or test): its value with Copy, and Generate / Regenerate / Revoke. Replacing
 * or revoking an existing token breaks every widget using it, so both ask first.
 */
export function TokenRow({ label, token, createdAt, busy, onGenerate, onRevoke }: TokenRowProps) {
  const [confirming, setConfirming] = useState<'regenerate' | 'revoke' | null>(null);
  const copy = async () => {
    if (!token) return;
    try {
      await copyText(token);
      toast({ title: 'Copied', description: `${label} copied to clipboard.` });
    } catch {
      toastError('Failed to copy to clipboard.');
    }
  };
  return (
    <section aria-label={label} className="space-y-2 rounded-md border border-slate-200 p-3">
      <h3 className="text-sm font-semibold text-slate-900">{label}</h3>
      {token ? (
        <>
          <div className="flex gap-2">
            <input
              readOnly
              aria-label={`${label} value`}
              value={token}
              className="min-w-0 flex-1 rounded-md border border-slate-300 bg-slate-50 px-2 py-1.5 font-mono text-xs text-slate-900"
              onFocus={(e) => e.currentTarget.select()}
            />
            <Button variant="secondary" size="sm" onClick={copy}>
              Copy
            </Button>
          </div>
          <p className="text-xs text-slate-600">Created {formatDateTime(createdAt)}</p>
        </>
      ) : (
        <p className="text-sm text-slate-600">No {label.toLowerCase()} generated.</p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={token ? () => setConfirming('regenerate') : onGenerate} disabled={busy}>
          {token ? 'Regenerate' : 'Generate'} {label}
        </Button>
        {token && (
          <Button size="sm" variant="danger" onClick={() => setConfirming('revoke')} disabled={busy}>
            Revoke {label}
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={confirming === 'revoke' ? `Revoke ${label}?` : `Regenerate ${label}?`}
        description={
          confirming === 'revoke'
            ? `Widgets and integrations using this ${label.toLowerCase()} stop working at once.`
            : `A new ${label.toLowerCase()} replaces this one; widgets using the current one stop working at once until their script is updated.`
        }
        confirmLabel={confirming === 'revoke' ? 'Revoke' : 'Regenerate'}
        busy={busy}
        onConfirm={() => {
          if (confirming === 'revoke') onRevoke();
          else onGenerate();
          setConfirming(null);
        }}
      />
    </section>
  );
}
