/**
 * The chat UI bundle: Preact (through the react → preact/compat alias) rendered into a Shadow DOM, so
 * the host page's CSS cannot reach it and its CSS cannot reach the page. The loader imports this file
 * on demand; the site's demo pages and the console's preview call the same `mount`.
 */
import { createRoot } from 'react-dom/client';
import { PANEL_CSS } from '../loader/launcher-css.ts';
import { adoptStyles } from '../shared/dom.ts';
import { App } from './app.tsx';
import { createChatController } from './controller.ts';
import { linkPage } from './page-link.ts';
import { CHAT_CSS } from './styles.ts';
import type { ChatModule, MountOptions, WidgetHandle } from './types.ts';

const DEFAULT_BASE = new URL(import.meta.url).origin;

/**
 * The embed loader's floating panel (an element in the shadow root of its <frontdesk-widget>) is styled
 * from here: its CSS is only needed once there is a chat to show, so the loader does not carry it.
 */
function stylePanel(panel: HTMLElement): (() => void) | null {
  const root = panel.getRootNode();
  if (!(root instanceof ShadowRoot) || root.host.localName !== 'frontdesk-widget') return null;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(PANEL_CSS);
  root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  return () => (root.adoptedStyleSheets = root.adoptedStyleSheets.filter((s) => s !== sheet));
}

export function mount(element: HTMLElement, options: MountOptions, page = false): WidgetHandle {
  const unstyle = stylePanel(element);
  const host = document.createElement('frontdesk-chat');
  const height = options.height ?? (unstyle ? '100%' : 600);
  // A custom property: :host's all:initial (which shields the widget from page CSS) leaves it alone.
  host.style.setProperty('--fd-h', typeof height === 'number' ? `${height}px` : height);
  element.appendChild(host);
  const root = host.attachShadow({ mode: 'open' });
  adoptStyles(root, CHAT_CSS);
  const container = document.createElement('div');
  container.style.height = '100%';
  root.appendChild(container);

  const chat = createChatController({
    ...options,
    base: (options.apiBase ?? DEFAULT_BASE).replace(/\/+$/, ''),
    // A closed floating panel (display: none somewhere above) leaves the host without boxes.
    inView: () => host.getClientRects().length > 0,
  });
  const ui = createRoot(container);
  ui.render(<App chat={chat} showHeader={options.showHeader ?? true} onClose={options.onClose} />);
  const started = chat.start();
  // Only the embed loader's chat answers the page API (a demo page or preview may mount several).
  const unlink = page ? linkPage(chat, started) : null;

  let mounted = true;
  return {
    send: (text) => chat.send(text),
    restart: () => chat.restart(),
    focus: () => chat.requestFocus(),
    unmount() {
      if (!mounted) return;
      mounted = false;
      unlink?.();
      chat.dispose();
      ui.unmount();
      host.remove();
      unstyle?.();
    },
  };
}

export const adopt: ChatModule['adopt'] = (handle, calls, element, options) => {
  // Unmounted before the bundle arrived: never mounted, as if the calls had run in order.
  if (calls.some(([method]) => method === 'unmount')) return;
  const mounted = mount(element, options, true);
  Object.assign(handle, mounted);
  for (const [method, text] of calls) mounted[method](text!);
};
