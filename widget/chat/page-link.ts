/**
 * The embedded chat's side of the page API (the page-view module defines Frontdesk.identify, reset and
 * on, widget/loader/page-view.ts): window events named `frontdesk:*` carry the page's calls in and the
 * chat's news out, so either module may arrive first. On linking, the chat announces `frontdesk:ready`
 * and the page module answers with the identity it holds.
 */
import type { ChatController, PageIdentity } from './controller.ts';
import { LOCAL_PREFIX } from './messages.ts';

export const pageEvent = (name: string, detail?: unknown) =>
  dispatchEvent(new CustomEvent(`frontdesk:${name}`, { detail }));

export function linkPage(chat: ChatController, started: Promise<unknown>): () => void {
  const onIdentify = (e: Event) => void chat.identify((e as CustomEvent<PageIdentity>).detail);
  const onReset = () => chat.reset();
  addEventListener('frontdesk:identify', onIdentify);
  addEventListener('frontdesk:reset', onReset);
  // What was there before the chat started (cache, history) is not news; replies after it are.
  let seen: Set<string> | null = null;
  void started.then(() => (seen = new Set(chat.getState().messages.map((m) => m.id))));
  const unsubscribe = chat.subscribe(() => {
    if (!seen) return;
    for (const m of chat.getState().messages) {
      if (seen.has(m.id) || m.id.startsWith(LOCAL_PREFIX)) continue;
      seen.add(m.id);
      if (m.sender === 'ai' || m.sender === 'operator')
        pageEvent('message', { id: m.id, sender: m.sender, message: m.message, timestamp: m.timestamp });
    }
  });
  pageEvent('ready');
  return () => {
    removeEventListener('frontdesk:identify', onIdentify);
    removeEventListener('frontdesk:reset', onReset);
    unsubscribe();
  };
}
