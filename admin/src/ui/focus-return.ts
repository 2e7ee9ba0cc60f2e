/**
 * Where focus goes when a dialog closes: back where it was when that dialog opened, dialog by dialog,
 * so after a dialog opened from a dialog closes, focus is on the button in the outer one that opened
 * it, and after the outer one closes, on what opened the outer one. A dialog opened from a menu takes
 * the menu's trigger instead (the menu item that was focused is gone by then), remembered here by the
 * menu, so keyboard users land back on the row they acted on.
 */
import { useRef } from 'react';

let menuTrigger: HTMLElement | null = null;

export function rememberFocusTarget(element: HTMLElement | null): void {
  menuTrigger = element;
}

/** Radix onOpenAutoFocus/onCloseAutoFocus handlers for one dialog. */
export function useReturnFocus(): { onOpenAutoFocus: () => void; onCloseAutoFocus: (event: Event) => void } {
  const back = useRef<HTMLElement | null>(null);
  return {
    // Runs before focus moves into the dialog: the active element is still what opened it.
    onOpenAutoFocus() {
      const active = document.activeElement;
      back.current = menuTrigger ?? (active instanceof HTMLElement ? active : null);
      menuTrigger = null;
    },
    onCloseAutoFocus(event) {
      const element = back.current;
      back.current = null;
      if (element?.isConnected) {
        event.preventDefault();
        element.focus();
      }
    },
  };
}
