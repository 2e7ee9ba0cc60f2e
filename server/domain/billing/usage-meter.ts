import { effectiveMessageLimit } from '../../../contract/plans.ts';
import { monthOf } from '../shared/calendar.ts';
import { DomainError } from '../shared/errors.ts';
import type { ClientRecord, Clock, DomainEvents, UsageRepo } from '../shared/ports.ts';

/** What metering reads from a client: its limit, its usage period and the end of its service. */
export type MeteredClient = Pick<
  ClientRecord,
  'id' | 'plan' | 'customMessageLimit' | 'usagePeriod' | 'serviceUntil'
>;

/**
 * The period a client's usage is counted in now: the paid billing period of a client on a
 * subscription (its key, set by the subscription), else the calendar month in UTC.
 */
export function usagePeriodOf(client: Pick<ClientRecord, 'usagePeriod'>, now: Date): string {
  return client.usagePeriod ?? monthOf(now);
}

/** The reply a unit is counted for: kept as a pending charge until the reply is stored. */
export interface ChargeFor {
  sessionId: string;
  questionId: string;
}

export interface UsageMeter {
  /** The count of the client's current usage period (its paid period, or this calendar month). */
  used(client: string | Pick<ClientRecord, 'id' | 'usagePeriod'>): Promise<number>;
  /** Every client's count in its current usage period. */
  usedByClient(): Promise<Map<string, number>>;
  /**
   * Counts one AI reply of this client in its current usage period against its effective limit, in one
   * atomic step; throws usage_limit_reached when the limit is reached or its plan has ended
   * (`serviceUntil` passed: a cancelled plan after its paid period, a failed renewal after the grace).
   */
  consumeFor(client: MeteredClient, charge?: ChargeFor): Promise<number>;
  /**
   * Counts one AI reply against the client's effective monthly limit (effectiveMessageLimit) in one
   * atomic step, or throws usage_limit_reached.
   * Call `release` if the reply then fails, so a failed answer costs nothing.
   */
  consume(clientId: string, limit: number, charge?: ChargeFor): Promise<number>;
  /** Gives the unit back (its pending charge too, when it was counted with one). */
  release(clientId: string, charge?: ChargeFor): Promise<void>;
  /** The reply of a charge is stored: the charge is settled, the count stays. */
  settle(clientId: string, charge: ChargeFor): Promise<void>;
  recordTokens(
    clientId: string,
    promptTokens: number,
    completionTokens: number,
    costUsd: number,
  ): Promise<void>;
  /** Sets the count of the client's current usage period. */
  set(clientId: string, messagesUsed: number): Promise<void>;
  reset(clientId: string): Promise<void>;
  /**
   * Counts one test-token reply against the client's daily test allowance (its own counter, never the
   * plan's monthly usage), or throws usage_limit_reached.
   */
  consumeTest(clientId: string, charge?: ChargeFor): Promise<number>;
  releaseTest(clientId: string, charge?: ChargeFor): Promise<void>;
  testUsed(clientId: string): Promise<number>;
  /** A preview reply (console or workspace): counted as preview usage with its model cost, never the plan's. */
  recordPreview(
    clientId: string,
    usage: { promptTokens: number; completionTokens: number; costUsd: number } | null,
  ): Promise<void>;
  /** This month's preview replies of a client. */
  previewsUsed(clientId: string): Promise<number>;
}

/** Test-token replies a client gets per UTC day unless configured (FRONTDESK_TEST_DAILY_LIMIT). */
export const DEFAULT_TEST_DAILY_LIMIT = 50;

export function createUsageMeter(deps: {
  usage: UsageRepo;
  clock: Clock;
  events: DomainEvents;
  testDailyLimit?: number;
  /** A client's usage period key when it pays by subscription (null: calendar months). */
  usagePeriodOf?: (clientId: string) => Promise<string | null>;
}): UsageMeter {
  const { usage, clock, events } = deps;
  const periodOfId = async (clientId: string) =>
    (await deps.usagePeriodOf?.(clientId)) ?? monthOf(clock.now());
  const testLimit = deps.testDailyLimit ?? DEFAULT_TEST_DAILY_LIMIT;
  const month = () => monthOf(clock.now());
  const day = () => clock.now().toISOString().slice(0, 10);
  // A counted reply reads the clock once for its period (the ISO time's month or day) and its charge.
  const pending = (
    clientId: string,
    kind: 'live' | 'test',
    period: string,
    createdAt: string,
    charge?: ChargeFor,
  ) => charge && { clientId, kind, period, ...charge, createdAt };
  const consumeIn = async (
    clientId: string,
    period: string,
    limit: number,
    at: string,
    charge?: ChargeFor,
  ) => {
    const count = await usage.tryConsume(
      clientId,
      period,
      limit,
      pending(clientId, 'live', period, at, charge),
    );
    if (count === null) {
      throw new DomainError('usage_limit_reached', 'This assistant has reached its monthly message limit.');
    }
    events.emit('usage.changed', { clientId, month: period, used: count });
    return count;
  };
  return {
    async used(client) {
      if (typeof client === 'string') return usage.used(client, await periodOfId(client));
      return usage.used(client.id, usagePeriodOf(client, clock.now()));
    },
    usedByClient: () => usage.usedByClient(month()),
    async consume(clientId, limit, charge) {
      const at = clock.now().toISOString();
      return consumeIn(clientId, at.slice(0, 7), limit, at, charge);
    },
    async consumeFor(client, charge) {
      const now = clock.now();
      const at = now.toISOString();
      if (client.serviceUntil && client.serviceUntil <= at)
        throw new DomainError('usage_limit_reached', "This assistant's plan has ended.");
      return consumeIn(client.id, usagePeriodOf(client, now), effectiveMessageLimit(client), at, charge);
    },
    async release(clientId, charge) {
      if (charge && (await usage.refundCharge(clientId, charge.questionId))) return;
      await usage.release(clientId, month());
    },
    settle: (clientId, charge) => usage.settleCharge(clientId, charge.questionId),
    recordTokens: (clientId, p, c, cost) => usage.addTokens(clientId, month(), p, c, cost),
    recordPreview: (clientId, u) =>
      usage.addPreview(clientId, month(), u?.promptTokens ?? 0, u?.completionTokens ?? 0, u?.costUsd ?? 0),
    previewsUsed: (clientId) => usage.previewsUsed(clientId, month()),
    async set(clientId, messagesUsed) {
      const m = await periodOfId(clientId);
      await usage.set(clientId, m, messagesUsed);
      events.emit('usage.changed', { clientId, month: m, used: messagesUsed });
    },
    async reset(clientId) {
      await this.set(clientId, 0);
    },
    async consumeTest(clientId, charge) {
      const at = clock.now().toISOString();
      const d = at.slice(0, 10);
      const count = await usage.tryConsumeTest(
        clientId,
        d,
        testLimit,
        pending(clientId, 'test', d, at, charge),
      );
      if (count === null)
        throw new DomainError('usage_limit_reached', "This test token has used today's test allowance.");
      return count;
    },
    async releaseTest(clientId, charge) {
      if (charge && (await usage.refundCharge(clientId, charge.questionId))) return;
      await usage.releaseTest(clientId, day());
    },
    testUsed: (clientId) => usage.testUsed(clientId, day()),
  };
}
