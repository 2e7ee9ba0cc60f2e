import { getEventListeners } from 'node:events';

/** A reply's signal, aborted when its socket disconnects; `done` hands it back once the reply ends. */
export interface ReplySignal {
  signal: AbortSignal;
  done(): void;
}

/**
 * The signals one socket's replies run under. Each reply needs a signal of its own, linked to the
 * socket's (aborted on disconnect), so that listeners a reply leaves behind (a model request's, say)
 * never pile up on the long-lived socket. But an AbortSignal is costly to make in Node 20: each one
 * outlived the young generation's collections and was promoted, about 1 KB of old generation a chat
 * turn with its listener, which brought the next major GC nearer. So a reply that ends leaving no
 * listener on its signal (the usual case) hands it back, and the socket's next reply reuses it; one
 * that left listeners drops it, and the next reply gets a fresh one. A signal is only ever aborted by
 * the disconnect, so a reused one is as good as new.
 */
export function replySignals(socketSignal: AbortSignal): () => ReplySignal {
  let spare: ReplySignal | null = null;
  return () => {
    if (spare) {
      const reused = spare;
      spare = null;
      return reused;
    }
    const controller = new AbortController();
    const onDisconnect = () => controller.abort();
    socketSignal.addEventListener('abort', onDisconnect, { once: true });
    const made: ReplySignal = {
      signal: controller.signal,
      done() {
        const clean = !made.signal.aborted && getEventListeners(made.signal, 'abort').length === 0;
        if (clean && spare === null) spare = made;
        // Left listeners behind, or a spare is kept already (replies overlapping on one socket): let go.
        else socketSignal.removeEventListener('abort', onDisconnect);
      },
    };
    return made;
  };
}
