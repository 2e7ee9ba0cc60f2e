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
  /**
   * Counts one test-token reply against the client's daily test allowance (its own counter, never the
   * plan's monthly usage), or throws usage_limit_reached.
   */
  consumeTest(clientId: string): Promise<number>;
  releaseTest(clientId: string): Promise<void>;
  testUsed(clientId: string): Promise<number>;
}

/** Test-token replies a client gets per UTC day unless configured (FRONTDESK_TEST_DAILY_LIMIT). */
export const DEFAULT_TEST_DAILY_LIMIT = 50;

export function createUsageMeter(deps: {
  usage: UsageRepo;
  clock: Clock;
  events: DomainEvents;
  testDailyLimit?: number;
}): UsageMeter {
  const { usage, clock, events } = deps;
  const testLimit = deps.testDailyLimit ?? DEFAULT_TEST_DAILY_LIMIT;
  const month = () => monthOf(clock.now());
  const day = () => clock.now().toISOString().slice(0, 10);
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
    async consumeTest(clientId) {
      const count = await usage.tryConsumeTest(clientId, day(), testLimit);
      if (count === null)
        throw new DomainError('usage_limit_reached', "This test token has used today's test allowance.");
      return count;
    },
    releaseTest: (clientId) => usage.releaseTest(clientId, day()),
    testUsed: (clientId) => usage.testUsed(clientId, day()),
  };
}
