/** The public mount API: what the loader, the site's demo pages and the console's preview call. */
import type { ChatCustomizations } from '../../contract/clients.ts';
import type { DemoProfileInfo } from '../../contract/widget.ts';

export type Position = ChatCustomizations['position'];

/**
 * A preset business for demo mode: everything the local reply needs, no server. The contract's demo
 * profile, with only the name required so a page can mount a hand-made preset.
 */
export type DemoProfile = Pick<DemoProfileInfo, 'businessName'> &
  Partial<Pick<DemoProfileInfo, 'welcomeMessage' | 'sampleResponses' | 'faqs' | 'themeColor'>>;

export interface WidgetStats {
  sessionId: string;
  totalMessages: number;
  aiResponses: number;
  userMessages: number;
  /** 'unavailable' when the token or website is refused. */
  status: 'loading' | 'active' | 'unavailable';
}

export interface MountOptions {
  clientId?: string;
  token?: string;
  /** Default true. */
  showHeader?: boolean;
  /** Pixels or a CSS length; default 600px (the whole panel in the embed loader's floating panel). */
  height?: number | string;
  /** A fixed session id (demo page, preview); otherwise the stored device session applies. */
  sessionId?: string;
  /** Replies are generated locally after 1–3 s; nothing is sent to a server. */
  demoMode?: boolean;
  demoProfile?: DemoProfile;
  /** Server origin; default: where the widget script came from. */
  apiBase?: string;
  /** Console preview: sends with the admin session cookie; the server marks and does not count it. */
  preview?: boolean;
  primaryColor?: string;
  position?: Position;
  /** Called with the visitor's text each time a message or an FAQ question is sent. */
  onSend?(text: string): void;
  /** Session id and message counters, on every change. */
  onStats?(stats: WidgetStats): void;
  /** Floating panel only: shows a close button that calls this. */
  onClose?(): void;
  /** Injected clock for tests of the 24 h expiry (ms since epoch). */
  now?(): number;
}

export interface WidgetHandle {
  /** Sends text as the visitor (sample-query buttons). Ignored while a reply is pending. */
  send(text: string): void;
  /** Starts a new session and clears the local cache (the header's restart button). */
  restart(): void;
  focus(): void;
  unmount(): void;
}

/** A handle call the loader took before the chat bundle arrived. */
export type QueuedCall = [method: keyof WidgetHandle, text?: string];

export interface ChatModule {
  mount(element: HTMLElement, options: MountOptions): WidgetHandle;
  /**
   * The loader's mount: `handle` took `calls` while this bundle loaded. Mounts (unless one of the calls
   * was unmount), replays the calls in order and gives `handle` the mounted chat's methods.
   */
  adopt(handle: WidgetHandle, calls: QueuedCall[], element: HTMLElement, options: MountOptions): void;
}
