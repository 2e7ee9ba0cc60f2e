/**
 * Share buttons: the system share sheet where the browser has one, otherwise the link is copied and
 * the button says so.
 */
export function setupShareButtons(root: Document): void {
  for (const button of root.querySelectorAll<HTMLButtonElement>('[data-share]')) {
    const status = button.parentElement?.querySelector<HTMLElement>('[data-share-status]');
    button.addEventListener('click', async () => {
      const data = { title: button.dataset.title ?? document.title, url: location.href };
      if (typeof navigator.share === 'function') {
        try {
          await navigator.share(data);
          return;
        } catch (error) {
          // The reader closed the share sheet: nothing to report.
          if ((error as DOMException).name === 'AbortError') return;
        }
      }
      try {
        await navigator.clipboard.writeText(data.url);
        if (status) status.textContent = 'Link copied to clipboard';
      } catch {
        if (status) status.textContent = `Copy this link: ${data.url}`;
      }
    });
  }
}
