import { monthOf } from './calendar.ts';
import { DomainError } from './errors.ts';
import type { Clock, DomainEvents, UsageRepo } from './ports.ts';

export interface UsageMeter {
  /** This month's count for a client. */
  used(clientId: string): Promise<number>;
  usedByClient(): Promise<Map<string, number>>;
  /**
   * Counts one AI reply against the client's effective monthly limit (effectiveMessageLimit) in one
   * atomic step, or throws usage_limit_reached.
   * Call `release` if the reply then fails, so a failed answer costs nothing.
   */
  consume(clientId: string, limit: number): Promise<number>;
  release(clientId: string): Promise<void>;
  recordTokens(
    clientId: string,
    promptTokens: number,
    completionTokens: number,
    costUsd: number,
  ): Promise<void>;
  set(clientId: string, messagesUsed: number): Promise<void>;
  reset(clientId: string): Promise<void>;
}

export function createUsageMeter(deps: { usage: UsageRepo; clock: Clock; events: DomainEvents }): UsageMeter {
  const { usage, clock, events } = deps;
  const month = () => monthOf(clock.now());
  return {
    used: (clientId) => usage.used(clientId, month()),
    usedByClient: () => usage.usedByClient(month()),
    async consume(clientId, limit) {
      const m = month();
      const count = await usage.tryConsume(clientId, m, limit);
      if (count === null) {
        throw new DomainError('usage_limit_reached', 'This assistant has reached its monthly message limit.');
      }
      events.emit('usage.changed', { clientId, month: m, used: count });
      return count;
    },
    async release(clientId) {
      await usage.release(clientId, month());
    },
    recordTokens: (clientId, p, c, cost) => usage.addTokens(clientId, month(), p, c, cost),
    async set(clientId, messagesUsed) {
      const m = month();
      await usage.set(clientId, m, messagesUsed);
      events.emit('usage.changed', { clientId, month: m, used: messagesUsed });
    },
    async reset(clientId) {
      await this.set(clientId, 0);
    },
  };
}
