/**
 * The outbox's "busy with visitors" signal (domain/outbox's OutboxPressure): the event loop has been
 * at least `threshold` busy over the last window and visitors' messages were written in it. Both are
 * needed: a loop busy only with deliveries (a backlog draining while nobody chats) must not hold
 * them back, and a process that answers a few visitors with time to spare need not.
 */
import { performance, type EventLoopUtilization } from 'node:perf_hooks';
import type { OutboxPressure } from '../domain/outbox/index.ts';

export interface LoopPressure extends OutboxPressure {
  /** A visitor's or a reply's message was written now. */
  chatted(): void;
}

export function createLoopPressure(opts: { threshold?: number; windowMs?: number } = {}): LoopPressure {
  const threshold = opts.threshold ?? 0.8;
  const windowMs = opts.windowMs ?? 250;
  let mark: EventLoopUtilization = performance.eventLoopUtilization();
  let markedAt = performance.now();
  let utilization = 0;
  let lastChat = -Infinity;
  return {
    chatted() {
      lastChat = performance.now();
    },
    busy() {
      const now = performance.now();
      if (now - lastChat > windowMs) return false;
      // One reading per window: what the loop did since the last one.
      if (now - markedAt >= windowMs) {
        const next = performance.eventLoopUtilization();
        utilization = performance.eventLoopUtilization(next, mark).utilization;
        mark = next;
        markedAt = now;
      }
      return utilization >= threshold;
    },
  };
}
