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

let loading: Promise<ChatModule | null> | null = null;

/** Loads /widget.js once; resolves null when it is missing or defines no window.Frontdesk. */
export function loadWidget(src = '/widget.js'): Promise<ChatModule | null> {
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
