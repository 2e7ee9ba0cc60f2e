/**
 * The demo pages use the one widget through its public API: /widget.js defines window.Frontdesk,
 * whose mount() renders the chat into an element (widget/chat/types.ts).
 */
import type { MountOptions, WidgetHandle } from '../../../widget/chat/types.ts';

export type { MountOptions, WidgetHandle };
interface FrontdeskApi {
  mount(element: HTMLElement, options: MountOptions): WidgetHandle;
}

let loading: Promise<FrontdeskApi> | null = null;

/** Loads /widget.js once (no embed attributes, so it only defines the API) and resolves the API. */
export function loadFrontdesk(): Promise<FrontdeskApi> {
  const current = () => (window as unknown as { Frontdesk?: FrontdeskApi }).Frontdesk;
  // window.Frontdesk queues the page API's calls but answers no `then`, so a promise takes it as it is.
  const ready = current();
  if (ready) return Promise.resolve(ready);
  loading ??= new Promise<FrontdeskApi>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = '/widget.js';
    script.async = true;
    script.onload = () => {
      const api = current();
      if (api) resolve(api);
      else reject(new Error('/widget.js did not define window.Frontdesk'));
    };
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error('/widget.js failed to load'));
    };
    document.head.appendChild(script);
  });
  return loading;
}
