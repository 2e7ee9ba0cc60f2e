import type { ComponentType, ReactNode } from 'react';
import { Dialog } from 'radix-ui';
import { focusRing } from './button.tsx';
import { useReturnFocus } from './focus-return.ts';

interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  children: ReactNode;
  wide?: boolean;
}

/** A Radix Dialog with title, description and a close button; it scrolls on short screens. */
export function Modal({ open, onOpenChange, title, description, children, wide }: ModalProps) {
  const focus = useReturnFocus();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content
          onOpenAutoFocus={focus.onOpenAutoFocus}
          onCloseAutoFocus={focus.onCloseAutoFocus}
          className={`fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100vw-1.5rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-5 shadow-xl ${
            wide ? 'max-w-3xl' : 'max-w-lg'
          }`}
        >
          <div className="mb-4 pr-8">
            <Dialog.Title className="text-lg font-semibold text-slate-900">{title}</Dialog.Title>
            {description ? (
              <Dialog.Description className="mt-1 text-sm text-slate-600">{description}</Dialog.Description>
            ) : (
              <Dialog.Description className="sr-only">{title}</Dialog.Description>
            )}
          </div>
          {children}
          <Dialog.Close
            aria-label="Close"
            className={`absolute top-3 right-3 rounded p-1 text-xl leading-none text-slate-500 hover:text-slate-900 ${focusRing}`}
          >
            <span aria-hidden="true">×</span>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/**
 * A Modal around a form that is mounted only while the modal is open, so each opening starts afresh;
 * `children` gets `close` for the form's Cancel and success.
 */
export function FormModal({
  open,
  onOpenChange,
  children,
  ...modal
}: Omit<ModalProps, 'children'> & { children: (close: () => void) => ReactNode }) {
  return (
    <Modal open={open} onOpenChange={onOpenChange} {...modal}>
      {open && children(() => onOpenChange(false))}
    </Modal>
  );
}

/** A FormModal whose body is one form of a client, for the dialogs that add to a client's knowledge. */
export function clientFormDialog(
  title: string,
  description: string,
  Form: ComponentType<{ clientId: string; onDone: () => void }>,
) {
  return function ClientFormDialog({
    clientId,
    open,
    onOpenChange,
  }: {
    clientId: string;
    open: boolean;
    onOpenChange: (open: boolean) => void;
  }) {
    return (
      <FormModal open={open} onOpenChange={onOpenChange} title={title} description={description}>
        {(close) => <Form clientId={clientId} onDone={close} />}
      </FormModal>
    );
  };
}
