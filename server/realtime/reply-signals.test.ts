import { getEventListeners } from 'node:events';
import { describe, expect, it } from 'vitest';
import { replySignals } from './reply-signals.ts';

const listeners = (signal: AbortSignal) => getEventListeners(signal, 'abort').length;

describe('reply signals', () => {
  it("reuses a reply's signal for the socket's next reply when it left no listener", () => {
    const socket = new AbortController();
    const take = replySignals(socket.signal);
    const first = take();
    const onAbort = () => {};
    first.signal.addEventListener('abort', onAbort);
    first.signal.removeEventListener('abort', onAbort);
    first.done();
    const second = take();
    expect(second.signal).toBe(first.signal);
    second.done();
    expect(listeners(socket.signal)).toBe(1);
  });

  it('gives a fresh signal after a reply that left a listener, and unlinks the old one from the socket', () => {
    const socket = new AbortController();
    const take = replySignals(socket.signal);
    const seen = new Set<AbortSignal>();
    for (let i = 0; i < 20; i++) {
      const reply = take();
      seen.add(reply.signal);
      reply.signal.addEventListener('abort', () => {});
      reply.done();
    }
    expect(seen.size).toBe(20);
    // Nothing piles up on the long-lived socket.
    expect(listeners(socket.signal)).toBe(0);
  });

  it('keeps one spare when replies overlap on a socket', () => {
    const socket = new AbortController();
    const take = replySignals(socket.signal);
    const a = take();
    const b = take();
    expect(b.signal).not.toBe(a.signal);
    a.done();
    b.done();
    expect(listeners(socket.signal)).toBe(1);
    expect(take().signal).toBe(a.signal);
  });

  it('aborts the signals in use and the spare when the socket disconnects', () => {
    const socket = new AbortController();
    const take = replySignals(socket.signal);
    const spare = take();
    spare.done();
    const inUse = take();
    const other = take();
    socket.abort();
    expect(inUse.signal.aborted).toBe(true);
    expect(other.signal.aborted).toBe(true);
    // An aborted signal is never handed out again.
    inUse.done();
    expect(take().signal.aborted).toBe(false);
  });
});
