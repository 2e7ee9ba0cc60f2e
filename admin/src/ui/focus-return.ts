/**
 * Where focus goes when a dialog opened from a menu closes. Radix returns focus to the element that
 * was focused when the dialog opened, which for a menu item is gone by then; the menu's trigger is
 * remembered here instead, so keyboard users land back on the row they acted on.
 */
let target: HTMLElement | null = null;

export function rememberFocusTarget(element: HTMLElement | null): void {
  target = element;
}

/** For Radix onCloseAutoFocus: focuses the remembered element when it is still on the page. */
export function restoreFocus(event: Event): void {
  const element = target;
  target = null;
  if (element?.isConnected) {
    event.preventDefault();
    element.focus();
  }
}
