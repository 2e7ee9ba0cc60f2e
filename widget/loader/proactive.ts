/**
 * The proactive message, a chunk the page-view module imports only when the server found a rule for
 * this page: after the rule's delay, a bubble by the launcher says the business's message; clicking it
 * opens the chat, its × dismisses it. At most once a day per browser (localStorage), and never while
 * the chat is open (then the day is not spent: a later page may still show it).
 */
import type { ProactiveMessage } from '../../contract/engage.ts';
import { readItem, writeItem } from '../shared/storage.ts';

const CSS = `.pb{position:absolute;bottom:72px;right:0;display:flex;align-items:flex-start;gap:4px;width:max-content;max-width:min(280px,100vw - 40px);padding:10px 8px 10px 14px;border-radius:14px;background:#fff;color:#111827;box-shadow:0 6px 24px #0003;font:14px/1.4 system-ui,sans-serif}:host([left]) .pb{right:auto;left:0}.pb button{all:unset;cursor:pointer}.pb .pm{flex:1;white-space:pre-wrap;overflow-wrap:anywhere}.pb .px{padding:0 6px;color:#6b7280;font-size:16px;line-height:1}.pb button:focus-visible{outline:2px solid #111827;outline-offset:2px}`;

export function showProactive(clientId: string, p: ProactiveMessage): void {
  const key = `fd-proactive:${clientId}`;
  // The visitor's own calendar day.
  const today = new Date().toDateString();
  if (readItem(key) === today) return;
  setTimeout(() => {
    const root = document.querySelector('frontdesk-widget')?.shadowRoot;
    const launcher = root?.querySelector<HTMLButtonElement>('button.l');
    if (!root || !launcher || launcher.ariaExpanded === 'true' || readItem(key) === today) return;
    writeItem(key, today);
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(CSS);
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    const bubble = document.createElement('div');
    bubble.className = 'pb';
    bubble.setAttribute('role', 'status');
    const open = document.createElement('button');
    open.className = 'pm';
    open.textContent = p.message;
    const close = document.createElement('button');
    close.className = 'px';
    close.textContent = '×';
    close.ariaLabel = p.close;
    bubble.append(open, close);
    root.prepend(bubble);
    const remove = () => bubble.remove();
    open.onclick = () => {
      remove();
      launcher.click();
    };
    close.onclick = remove;
    // The chat opened by the launcher itself: the bubble has said its part.
    launcher.addEventListener('click', remove, { once: true });
  }, p.delaySeconds * 1000);
}
