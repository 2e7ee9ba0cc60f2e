/**
 * The widget's browser API as the console uses it: /widget.js defines window.Frontdesk, whose
 * mount() renders the chat into an element and returns a handle. The widget owns this API; the
 * console only relies on mount, send and unmount.
 */
export interface FrontdeskMountOptions {
  clientId: string;
  token: string;
  showHeader: boolean;
  height: number;
  sessionId: string;
  demoMode: boolean;
  apiBase: string;
  preview: true;
}

export interface FrontdeskHandle {
  send(text: string): void | Promise<unknown>;
  unmount?(): void;
  destroy?(): void;
}

export interface FrontdeskGlobal {
  mount(element: HTMLElement, options: FrontdeskMountOptions): FrontdeskHandle | Promise<FrontdeskHandle>;
}

declare global {
  interface Window {
    Frontdesk?: FrontdeskGlobal;
  }
}

let loading: Promise<FrontdeskGlobal | null> | null = null;

/** Loads /widget.js once; resolves null when it is missing or defines no window.Frontdesk. */
export function loadWidget(src = '/widget.js'): Promise<FrontdeskGlobal | null> {
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

export function unmountHandle(handle: FrontdeskHandle | null): void {
  if (!handle) return;
  if (handle.unmount) handle.unmount();
  else handle.destroy?.();
}
