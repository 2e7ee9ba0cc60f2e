/**
 * After a failed save: the first field marked invalid gets focus and is scrolled into view, once the
 * errors have rendered (the next frame), so a long form never fails out of sight.
 */
export function focusFirstInvalid(form: HTMLElement | null): void {
  requestAnimationFrame(() => {
    const field = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!field) return;
    field.focus({ preventScroll: true });
    field.scrollIntoView({ block: 'center' });
  });
}
