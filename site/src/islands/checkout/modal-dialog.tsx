import { createContext, useContext, useEffect, useRef, type ReactNode } from 'react';

/**
 * What an open modal shows above its content: a modal <dialog> makes the rest of the page inert, so
 * the page's toast region would be hidden from screen readers while a dialog is open.
 */
export const DialogToastSlot = createContext<ReactNode>(null);

/** A native modal <dialog>: focus trap, Escape and the top layer come from the browser. */
export function ModalDialog({
  title,
  description,
  onClose,
  children,
}: {
  title: string;
  description?: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const toastSlot = useContext(DialogToastSlot);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  return (
    <dialog
      ref={ref}
      aria-labelledby="modal-title"
      aria-describedby={description ? 'modal-description' : undefined}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-2xl bg-white p-0 shadow-2xl backdrop:bg-black/50"
    >
      <div className="max-h-[85vh] overflow-y-auto p-6">
        <div className="flex items-start justify-between gap-4">
          <div>
            <h2 id="modal-title" className="text-xl font-semibold text-gray-900">
              {title}
            </h2>
            {description ? (
              <p id="modal-description" className="mt-1 text-sm text-gray-600">
                {description}
              </p>
            ) : null}
          </div>
          <button type="button" onClick={onClose} className="rounded-md p-2 text-gray-600 hover:bg-gray-100">
            <span aria-hidden="true">×</span>
            <span className="sr-only">Close</span>
          </button>
        </div>
        <div className="mt-6">{children}</div>
      </div>
      {toastSlot}
    </dialog>
  );
}
