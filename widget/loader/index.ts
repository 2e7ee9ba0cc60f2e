/**
 * The embed loader (/widget.js): the only code a page view pays for before the launcher shows. It reads
 * the embed line's attributes, draws the launcher in the cached look and defines window.Frontdesk.mount.
 * The page view (with the device id and the client's current look) is a small module imported once the
 * launcher is drawn (page-view.ts); the chat UI (Preact, socket.io) is imported only when the visitor
 * opens the chat or a conversation is active. Written for bytes: every page view downloads it.
 */
import type { ChatModule, MountOptions, QueuedCall, WidgetHandle } from '../chat/types.ts';
import { LAUNCHER_CSS } from './launcher-css.ts';
import { readEmbedSettings, type EmbedSettings } from './attributes.ts';
import type { record } from './page-view.ts';

/** The chat and page-view bundles' hashed paths (widget/…), set by widget/build.ts. */
declare const __FD_CHAT_FILE__: string;
declare const __FD_PAGE_FILE__: string;

const script = document.currentScript as HTMLScriptElement | null;
// A URL or Location works wherever a URL string does (as a base, and in import()): fewer bytes.
const src = new URL(script?.src || '/widget.js', location as unknown as URL);
// The bundles take their API origin from their own URL, which is this script's origin.
const load = (file: string) => import(/* @vite-ignore */ new URL(file, src) as unknown as string);

const warn = (e: unknown) => console.warn('[frontdesk]', e);

/**
 * An object whose missing methods queue their calls in `q` as [name, ...args], for a later replay.
 * It has no `then`: a thenable is awaited, so `await Frontdesk` would otherwise never settle.
 */
const queueing = <T extends object>(t: T, q: unknown[][]) =>
  new Proxy(t, {
    get: (t, k) => t[k as keyof T] || (k != 'then' && ((...a: unknown[]) => q.push([k, ...a]))),
  });

/**
 * A handle at once: calls made before the chat bundle arrives are queued, and the bundle's `adopt`
 * mounts the chat (unless one of them was unmount), replays them and swaps in the real methods.
 */
function mount(element: HTMLElement, options: MountOptions): WidgetHandle {
  const calls: QueuedCall[] = [];
  const handle = queueing({}, calls) as WidgetHandle;
  // Imported once: a module URL imported again resolves to the same module.
  (load(__FD_CHAT_FILE__) as Promise<ChatModule>).then((m) => m.adopt(handle, calls, element, options), warn);
  return handle;
}

/**
 * window.Frontdesk: mount, and the page API (identify, open, close, toggle, reset, on), which the
 * page-view module defines (page-view.ts); until it arrives, those calls are queued in `q` for it.
 */
const q: unknown[][] = [];
(window as { Frontdesk?: unknown }).Frontdesk ??= queueing({ mount, q }, q);

function launch(s: EmbedSettings) {
  const host = document.createElement('frontdesk-widget');
  const root = host.attachShadow({ mode: 'open' });
  // A constructed sheet, not a <style>: the page's CSP style-src does not apply to it.
  (root.adoptedStyleSheets = [new CSSStyleSheet()])[0]!.replaceSync(LAUNCHER_CSS);
  // The parser closes the svg and the button at the end of the markup.
  root.innerHTML =
    '<div class=p hidden></div><button class=l aria-label="Chat with us" aria-expanded=false><svg viewBox="0 0 24 24"><path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z"/>';
  const [panel, button] = root.children as unknown as [HTMLElement, HTMLButtonElement];

  /**
   * This client's entries in localStorage (keys as shared/storage.ts names them): reads without a
   * value, else writes. localStorage throws in some privacy modes; the widget then works without memory.
   * Indexing rather than getItem/setItem is fewer bytes; a missing entry reads as undefined.
   */
  const item = (kind: 'theme' | 'open' | 'active', value?: string): string | undefined => {
    try {
      const key = `fd-${kind}:${s.clientId}`;
      return value == null ? localStorage[key] : (localStorage[key] = value);
    } catch {
      // Blocked or full.
    }
  };
  /** theme is "colour position" as the server last gave it; the embed line's own values win. */
  const look = (theme: string | null | void) => {
    const [color, side] = (theme || '').split(' ');
    host.style.setProperty('--c', s.primaryColor || color || null);
    host.toggleAttribute('left', (s.position || side) == 'bottom-left');
  };
  // The cached theme first: the launcher does not flash the default colour on every page.
  look(item('theme'));
  document.body.append(host);
  // The top layer sits above every z-index the page can set.
  host.popover = 'manual';
  host.showPopover?.();

  let handle: WidgetHandle | undefined;
  const open = (isOpen: boolean, focus?: boolean) => {
    panel.hidden = !isOpen;
    // The property and storage take the boolean as "true" or "false".
    item('open', (button.ariaExpanded = isOpen as unknown as string));
    if (isOpen || !focus) handle ??= mount(panel, { ...s, onClose: () => open(false, true) });
    if (focus) (isOpen ? handle! : button).focus();
  };
  button.onclick = () => open(panel.hidden, true);

  // A conversation in progress comes back on the next page, its socket live even while closed.
  if (+item('active')! > Date.now()) open(item('open') == 'true');

  load(__FD_PAGE_FILE__).then((m: { record: typeof record }) => m.record(s, look, script!), warn);
}

if (script?.hasAttribute('data-client-id')) {
  const settings = readEmbedSettings((n) => script.getAttribute(n));
  if (typeof settings == 'string') warn('invalid ' + settings);
  else if (document.body) launch(settings);
  else addEventListener('DOMContentLoaded', () => launch(settings));
}
