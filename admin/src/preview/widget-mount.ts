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
 * Loads /widget.js once; resolves null when it is missing or defines no window.Frontdesk (which
 * queues the page API's calls but answers no `then`, so a promise takes it as it is).
 */
export function loadWidget(src = '/widget.js'): Promise<Mountable | null> {
  if (window.Frontdesk) return Promise.resolve(window.Frontdesk);
  loading ??= new Promise((resolve) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve(window.Frontdesk ?? null);
    script.onerror = () => {
      loading = null;
      script.remove();
      resolve(null);
    };
    document.head.appendChild(script);
  });
  return loading;
}
