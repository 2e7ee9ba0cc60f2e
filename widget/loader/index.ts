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

/**
 * A handle at once; calls made before the chat bundle arrives run when it does. The chat bundle takes
 * its API origin from its own URL, which is this script's origin.
 */
function mount(element: HTMLElement, options: MountOptions): WidgetHandle {
  let dead = false;
  const handle = loadChat().then(
    (m) => (dead ? null : m.mount(element, options)),
    (e: unknown) => console.warn('[frontdesk]', e),
  );
  const run = (k: keyof WidgetHandle) => (text?: string) => void handle.then((h) => h?.[k](text!));
  return {
    send: run('send'),
    restart: run('restart'),
    focus: run('focus'),
    unmount() {
      dead = true;
      run('unmount')();
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
  // One markup string is fewer loader bytes than building the nodes one property at a time.
  root.innerHTML =
    '<div class=p hidden></div><button type=button class=l aria-label="Chat with us" aria-expanded=false><svg viewBox="0 0 24 24" aria-hidden=true><path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z"/></svg></button>';
  const [panel, button] = root.children as unknown as [HTMLElement, HTMLButtonElement];

  const k = (kind: Parameters<typeof key>[0]) => key(kind, s.clientId);
  /** theme is "colour position" as the server last gave it; the embed line's own values win. */
  const look = (theme: string) => {
    const [color, position] = theme.split(' ');
    const c = s.primaryColor ?? color;
    if (c) host.style.setProperty('--c', c);
    host.toggleAttribute('data-left', (s.position ?? position) === 'bottom-left');
  };
  // The cached theme first: the launcher does not flash the default colour on every page.
  look(readItem(k('theme')) ?? '');
  document.body.append(host);
  // The top layer sits above every z-index the page can set.
  host.popover = 'manual';
  host.showPopover?.();

  let handle: WidgetHandle | undefined;
  const ensure = () =>
    (handle ??= mount(panel, {
      clientId: s.clientId,
      token: s.token,
      height: '100%',
      primaryColor: s.primaryColor,
      onClose: () => open(false, true),
    }));
  const open = (isOpen: boolean, focus: boolean) => {
    panel.hidden = !isOpen;
    button.ariaExpanded = `${isOpen}`;
    writeItem(k('open'), isOpen ? '1' : null);
    if (isOpen) ensure();
    if (focus) (isOpen ? ensure() : button).focus();
  };
  button.onclick = () => open(panel.hidden, true);

  // A conversation in progress comes back on the next page, its socket live even while closed.
  if (Number(readItem(k('active'))) > Date.now()) {
    ensure();
    open(readItem(k('open')) === '1', false);
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
    .then(
      (r): unknown =>
        r.ok &&
        r.json().then((v: { themeColor: string; position: Position }) => {
          const theme = `${v.themeColor} ${v.position}`;
          writeItem(k('theme'), theme);
          look(theme);
        }),
    )
    .catch(() => {});
}

if (script?.hasAttribute('data-client-id')) {
  const settings = readEmbedSettings((n) => script.getAttribute(n));
  if (typeof settings === 'string') console.warn('[frontdesk] invalid', settings);
  else if (document.body) launch(settings);
  else addEventListener('DOMContentLoaded', () => launch(settings));
}
