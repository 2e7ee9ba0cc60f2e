/** Opens the slide-in Navigation dialog and closes it on the close button, a backdrop click or a link choice. */
export function setupMobileMenu(root: Document): void {
  const dialog = root.getElementById('mobile-menu');
  if (!(dialog instanceof HTMLDialogElement)) return;
  const close = () => dialog.close();
  for (const button of root.querySelectorAll('[data-menu-open]')) {
    button.addEventListener('click', () => {
      dialog.showModal();
      button.setAttribute('aria-expanded', 'true');
    });
  }
  dialog.addEventListener('close', () => {
    for (const button of root.querySelectorAll('[data-menu-open]'))
      button.setAttribute('aria-expanded', 'false');
  });
  dialog.querySelector('[data-menu-close]')?.addEventListener('click', close);
  dialog.addEventListener('click', (event) => {
    const target = event.target as Element;
    if (target.closest('a')) return close();
    // Clicks on the backdrop report the dialog as target, with coordinates outside its box.
    const box = dialog.getBoundingClientRect();
    const outside =
      event.clientX < box.left ||
      event.clientX > box.right ||
      event.clientY < box.top ||
      event.clientY > box.bottom;
    if (target === dialog && outside) close();
  });
}
