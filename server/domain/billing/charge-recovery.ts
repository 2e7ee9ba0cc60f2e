/**
 * Refunds the units of replies that never landed. A reply's unit is counted before the model is asked
 * and kept as a pending charge until the reply is stored (usage-meter.ts); a process killed in between
 * leaves the charge behind. Each such charge is looked at under the reply's own lease, so a reply still
 * being produced by a live process is left alone: with its reply stored the charge is settled, without
 * one its unit is given back.
 */
import type { ChatRepo } from '../chat/chat-ports.ts';
import type { Clock, Leases, UsageRepo } from '../shared/ports.ts';

/** A charge older than this has no live reply behind it, whoever's it was (replies end well before). */
export const ORPHAN_AFTER_MS = 10 * 60_000;
const LEASE_MS = 30_000;

export interface ChargeRecovery {
  /**
   * Settles or refunds the pending charges written before `before` (default: ORPHAN_AFTER_MS ago);
   * returns how many units were given back.
   */
  recover(before?: Date): Promise<number>;
}

export function createChargeRecovery(deps: {
  usage: UsageRepo;
  chats: Pick<ChatRepo, 'findReply'>;
  leases: Leases;
  clock: Clock;
}): ChargeRecovery {
  const { usage, chats, leases, clock } = deps;
  return {
    async recover(before) {
      const cutoff = before ?? new Date(clock.now().getTime() - ORPHAN_AFTER_MS);
      let refunded = 0;
      for (const charge of await usage.pendingCharges(cutoff.toISOString())) {
        // The same lease chat.ts holds while it answers this question.
        const lease = await leases.acquire(
          `reply:${charge.clientId}\n${charge.sessionId}\n${charge.questionId}`,
          LEASE_MS,
        );
        if (!lease) continue;
        try {
          const reply = await chats.findReply(charge.clientId, charge.sessionId, charge.questionId);
          if (reply) await usage.settleCharge(charge.clientId, charge.questionId);
          else if (await usage.refundCharge(charge.clientId, charge.questionId)) refunded++;
        } finally {
          await lease.release();
        }
      }
      return refunded;
    },
  };
}
