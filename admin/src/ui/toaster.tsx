import { Toast } from 'radix-ui';
import { dismissToast, useToasts } from './toast-store.ts';

/** Renders the toast store through Radix Toast (announced politely to screen readers). */
export function Toaster() {
  const toasts = useToasts();
  return (
    <Toast.Provider swipeDirection="right">
      {toasts.map((t) => (
        <Toast.Root
          key={t.id}
          open={t.open}
          onOpenChange={(open) => {
            if (!open) dismissToast(t.id);
          }}
          className={`relative grid w-full gap-1 rounded-lg border p-4 pr-10 shadow-lg ${
            t.variant === 'destructive'
              ? 'border-red-300 bg-red-50 text-red-900'
              : 'border-slate-200 bg-white text-slate-900'
          }`}
          data-testid="toast"
        >
          <Toast.Title className="text-sm font-semibold">{t.title}</Toast.Title>
          {t.description && <Toast.Description className="text-sm">{t.description}</Toast.Description>}
          <Toast.Close
            aria-label="Close notification"
            className="absolute top-2 right-2 rounded p-1 text-slate-500 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-blue-600"
          >
            <span aria-hidden="true">×</span>
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport className="fixed right-0 bottom-0 z-[100] flex w-full max-w-sm flex-col gap-2 p-4 outline-none" />
    </Toast.Provider>
  );
}
