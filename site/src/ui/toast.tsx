/**
 * The single visible toast (at most one shows at a time). The part of a message before the first
 * ': ' or '! ' is shown as the title.
 */
export interface ToastMessage {
  id: number;
  text: string;
  tone: 'error' | 'success';
}

export function Toast({ toast, onDismiss }: { toast: ToastMessage | null; onDismiss: () => void }) {
  const split = toast ? /^(.*?[:!])\s(.*)$/.exec(toast.text) : null;
  return (
    <div
      role="status"
      aria-live="polite"
      className="fixed right-4 bottom-4 z-[60] w-[min(24rem,calc(100vw-2rem))]"
    >
      {toast ? (
        <div
          data-testid="toast"
          className={`flex items-start gap-3 rounded-xl border p-4 shadow-lg ${toast.tone === 'error' ? 'border-red-200 bg-red-50 text-red-900' : 'border-green-200 bg-green-50 text-green-900'}`}
        >
          <p className="flex-1 text-sm">
            {split ? (
              <>
                <strong className="font-semibold">{split[1]}</strong> {split[2]}
              </>
            ) : (
              toast.text
            )}
          </p>
          <button type="button" onClick={onDismiss} className="rounded p-1 text-current hover:bg-black/5">
            <span aria-hidden="true">×</span>
            <span className="sr-only">Dismiss notification</span>
          </button>
        </div>
      ) : null}
    </div>
  );
}
