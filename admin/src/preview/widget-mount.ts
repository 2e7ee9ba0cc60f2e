import type { ChatModule } from '../../../widget/chat/types.ts';

/**
 * Loads the widget's browser API: /widget.js defines window.Frontdesk, whose mount() renders the
 * chat into an element (types owned by the widget, widget/chat/types.ts).
 */
declare global {
  interface Window {
    Frontdesk?: ChatModule;
  }
}

/** What the console uses of window.Frontdesk. */
type Mountable = Pick<ChatModule, 'mount'>;

let loading: Promise<Mountable | null> | null = null;

/**
 * window.Frontdesk queues any method it does not have yet (the page API), `then` too: handed to a
 * promise as it is, it would be taken for a thenable and never settle. Only mount is passed on.
 */
const only = (fd: Mountable): Mountable => ({ mount: (element, options) => fd.mount(element, options) });

/** Loads /widget.js once; resolves null when it is missing or defines no window.Frontdesk. */
export function loadWidget(src = '/widget.js'): Promise<Mountable | null> {
  if (window.Frontdesk) return Promise.resolve(only(window.Frontdesk));
  loading ??= new Promise((resolve) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve(window.Frontdesk ? only(window.Frontdesk) : null);
    script.onerror = () => {
      loading = null;
      script.remove();
      resolve(null);
    };
    document.head.appendChild(script);
  });
  return loading;
}
