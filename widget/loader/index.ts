/**
 * The embed loader (/widget.js): the only code every page view pays for. It reads the embed line's
 * attributes, draws the launcher, records the page view and defines window.Frontdesk.mount. The chat
 * UI (Preact, socket.io) is imported only when the visitor opens the chat or a conversation is active.
 */
import type { ChatModule, MountOptions, WidgetHandle } from '../chat/types.ts';
import { key, deviceId, readItem, writeItem } from '../shared/storage.ts';
import { readEmbedSettings, type EmbedSettings, type Position } from './attributes.ts';
import { LAUNCHER_CSS } from './launcher-css.ts';

/** The chat bundle's hashed file name, set by widget/build.ts. */
declare const __FD_CHAT_FILE__: string;

const script = document.currentScript as HTMLScriptElement | null;
const src = new URL(script?.src || '/widget.js', location.href);
const chatUrl = new URL(`widget/${__FD_CHAT_FILE__}`, src).href;
let chat: Promise<ChatModule> | undefined;
const loadChat = () => (chat ??= import(/* @vite-ignore */ chatUrl) as Promise<ChatModule>);

/** A handle at once; calls made before the chat bundle arrives run when it does. */
function mount(element: HTMLElement, options: MountOptions): WidgetHandle {
  let dead = false;
  const handle = loadChat().then(
    (m) => (dead ? null : m.mount(element, { apiBase: src.origin, ...options })),
    (e: unknown) => console.warn('[frontdesk]', e),
  );
  const run = (k: 'send' | 'restart' | 'focus') => (text?: string) => void handle.then((h) => h?.[k](text!));
  return {
    send: run('send'),
    restart: run('restart'),
    focus: run('focus'),
    unmount() {
      dead = true;
      void handle.then((h) => h?.unmount());
    },
  };
}

const w = window as unknown as { Frontdesk?: { mount: typeof mount } };
w.Frontdesk ??= { mount };

function launch(s: EmbedSettings) {
  const host = document.createElement('frontdesk-widget');
  const root = host.attachShadow({ mode: 'open' });
  // A constructed sheet, not a <style>: the page's CSP style-src does not apply to it.
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(LAUNCHER_CSS);
  root.adoptedStyleSheets = [sheet];
  const panel = document.createElement('div');
  panel.className = 'p';
  panel.hidden = true;
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'l';
  button.ariaLabel = 'Chat with us';
  button.ariaExpanded = 'false';
  button.innerHTML =
    '<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z"/></svg>';
  root.append(panel, button);

  const look = (color: string | null, position: Position | null) => {
    if (color) host.style.setProperty('--c', color);
    host.toggleAttribute('data-left', position === 'bottom-left');
  };
  let cached: { themeColor?: string; position?: Position } = {};
  try {
    cached = JSON.parse(readItem(key('look', s.clientId)) ?? '{}') as typeof cached;
  } catch {
    // A bad cached look only means the default look until the server answers.
  }
  look(s.primaryColor ?? cached.themeColor ?? null, s.position ?? cached.position ?? null);
  document.body.appendChild(host);
  // The top layer sits above every z-index the page can set.
  if ('showPopover' in host) {
    host.popover = 'manual';
    host.showPopover();
  }

  let handle: WidgetHandle | undefined;
  const ensure = () =>
    (handle ??= mount(panel, {
      clientId: s.clientId,
      token: s.token,
      height: '100%',
      primaryColor: s.primaryColor ?? undefined,
      onClose: () => open(false, true),
    }));
  const open = (isOpen: boolean, focus: boolean) => {
    panel.hidden = !isOpen;
    button.ariaExpanded = String(isOpen);
    writeItem(key('open', s.clientId), isOpen ? '1' : null);
    if (isOpen) ensure();
    if (focus) (isOpen ? ensure() : button).focus();
  };
  button.onclick = () => open(panel.hidden, true);

  // A conversation in progress comes back on the next page, its socket live even while closed.
  if (Number(readItem(key('active', s.clientId))) > Date.now()) {
    ensure();
    open(readItem(key('open', s.clientId)) === '1', false);
  }

  fetch(`${src.origin}/api/widget/page-view`, {
    method: 'POST',
    keepalive: true,
    headers: { authorization: `Bearer ${s.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      visitorId: deviceId(),
      pageUrl: location.href.slice(0, 2000),
      referrer: document.referrer.slice(0, 2000),
    }),
  })
    .then((r) => (r.ok ? (r.json() as Promise<{ themeColor: string; position: Position }>) : null))
    .then((v) => {
      if (!v) return;
      writeItem(key('look', s.clientId), JSON.stringify(v));
      look(s.primaryColor ?? v.themeColor, s.position ?? v.position);
    })
    .catch(() => {});
}

if (script?.hasAttribute('data-client-id')) {
  const settings = readEmbedSettings((n) => script.getAttribute(n));
  if (typeof settings === 'string') console.warn('[frontdesk] invalid', settings);
  else if (document.body) launch(settings);
  else addEventListener('DOMContentLoaded', () => launch(settings));
}
