/**
 * The page view, loaded by the embed loader (widget.js) as its own small module once the launcher is
 * drawn: the loader carries only what the launcher needs before this arrives. It records the view
 * under the browser's device id and returns the client's launcher look, which is cached for the next
 * page and applied now (the embed line's own values still win, in the loader's `look`), and the
 * page's proactive message, if the client has one for it (proactive.ts, loaded only then). It also
 * defines the page API on window.Frontdesk (pageApi below) and replays the calls the loader queued.
 * Under consent mode (the embed line's data-consent-mode) it sends nothing and keeps no device id until
 * the page calls `Frontdesk.consent(true)`; the visitor's choice is kept for the site in localStorage.
 */
import type { PageViewAnswer } from '../../contract/analytics.ts';
import { PAGE_VIEW_PATH } from '../../contract/endpoints.ts';
import { DEVICE_ID, DEVICE_KEY, key, newDeviceId } from '../shared/storage.ts';
import type { showProactive } from './proactive.ts';

/** The proactive module's path beside this one (./proactive-<hash>.js), set by widget/build.ts. */
declare const __FD_PROACTIVE_FILE__: string;

type Api = Record<string, unknown> & { q?: [string, ...unknown[]][] };
const fire = (name: string, detail?: unknown) =>
  dispatchEvent(new CustomEvent(`frontdesk:${name}`, { detail }));

/**
 * The page API: `Frontdesk.identify({ userId, email, name, userHash })` or `({ token })`, `open()`,
 * `close()`, `toggle()`, `reset()` (sign-out: a new conversation, nobody identified),
 * `on('message' | 'open' | 'close', fn)` and `consent(true | false)` (the visitor's choice on page
 * views). It drives the loader's launcher button and talks to the chat bundle through `frontdesk:*`
 * window events (widget/chat/page-link.ts), whichever loads first.
 */
function pageApi(clientId: string, consent: (given: boolean) => void) {
  const F = (window as unknown as { Frontdesk: Api }).Frontdesk;
  const button = document.querySelector('frontdesk-widget')?.shadowRoot?.querySelector('button');
  if (!button) return;
  const isOpen = () => button.ariaExpanded == 'true';
  let identity: unknown = null;
  let open = isOpen();
  // The launcher's state is its aria-expanded: whatever opened or closed it, the page hears of it.
  new MutationObserver(() => {
    if (open == isOpen()) return;
    open = !open;
    fire(open ? 'open' : 'close');
  }).observe(button, {
    attributeFilter: ['aria-expanded'],
  });
  addEventListener('frontdesk:ready', () => identity && fire('identify', identity));
  Object.assign(F, {
    identify(who: unknown) {
      fire('identify', (identity = who));
    },
    open: () => isOpen() || button.click(),
    close: () => isOpen() && button.click(),
    toggle: () => button.click(),
    reset() {
      identity = null;
      // The next page starts a new conversation even if the chat never loads on this one.
      for (const kind of ['session', 'skey', 'cache', 'active'] as const) item(key(kind, clientId), '');
      fire('reset');
    },
    on(name: string, fn: (detail: unknown) => void) {
      addEventListener(`frontdesk:${name}`, (e) => fn((e as CustomEvent).detail));
    },
    consent,
  });
  for (const [name, ...args] of F.q?.splice(0) ?? []) (F[name] as (...a: unknown[]) => void)?.(...args);
}

const ORIGIN = new URL(import.meta.url).origin;

/** localStorage (which throws in some privacy modes): reads without a value, else writes. */
const item = (name: string, value?: string): string | null | void => {
  try {
    return value == null ? localStorage.getItem(name) : localStorage.setItem(name, value);
  } catch {
    // Blocked or full: the view is recorded all the same, under a new id.
  }
};

export function record(
  { clientId, token }: { clientId: string; token: string },
  look: (theme: string) => void,
  script: HTMLScriptElement,
) {
  const consentKey = key('consent', clientId);
  let sent = false;
  const send = () => {
    if (sent) return;
    sent = true;
    // shared/storage.ts's deviceId, in fewer bytes: the id kept in this browser, or a new one kept now.
    let visitorId = item(DEVICE_KEY);
    if (!DEVICE_ID.test(visitorId ?? '')) item(DEVICE_KEY, (visitorId = newDeviceId()));
    fetch(ORIGIN + PAGE_VIEW_PATH, {
      method: 'POST',
      keepalive: true,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        visitorId,
        pageUrl: location.href.slice(0, 2000),
        referrer: document.referrer.slice(0, 2000),
        // Said only when the visitor gave it: the server refuses a consent-mode view without it.
        consent: item(consentKey) == '1' || undefined,
      }),
    })
      .then(
        (r): unknown =>
          r.ok &&
          r.json().then((v: PageViewAnswer) => {
            if (!v.recorded) return;
            const theme = `${v.themeColor} ${v.position}`;
            item(key('theme', clientId), theme);
            look(theme);
            // Its own chunk: only a page with a proactive message downloads it.
            if (v.proactive)
              void (
                import(/* @vite-ignore */ new URL(__FD_PROACTIVE_FILE__, import.meta.url).href) as Promise<{
                  showProactive: typeof showProactive;
                }>
              ).then((m) => m.showProactive(clientId, v.proactive!));
          }),
      )
      .catch(() => {});
  };
  // consent(true) records this page's view now (once) and later pages' views; consent(false) stops them.
  pageApi(clientId, (given) => {
    item(consentKey, given ? '1' : '0');
    if (given) send();
  });
  // A choice the visitor made wins; without one, consent mode waits and other sites record as always.
  const choice = item(consentKey);
  if (choice == '1' || (choice == null && !script.hasAttribute('data-consent-mode'))) send();
}
