/**
 * The outbox events of the usage and failed-sync notices, built in one place: the domain-event listener
 * (notice-triggers.ts) and the reconciliation sweep (notice-sweep.ts) both record what these return,
 * so a notice the sweep re-records has the listener's dedupe key and data, and the outbox writes it once.
 */
import { usageLevel } from '../../../contract/plans.ts';
import type { EventType } from '../../../contract/events.ts';

export interface NoticeEvent {
  type: Extract<EventType, 'usage.threshold_reached' | 'knowledge.sync_failed'>;
  data: Record<string, unknown>;
  /** Once per threshold per client per usage period; once per failure of a source. */
  dedupeKey: string;
}

/** Usage at 80% (or 100%) of the limit in `month` (the client's usage period), or null below that. */
export function usageThresholdEvent(
  clientId: string,
  month: string,
  used: number,
  limit: number,
): NoticeEvent | null {
  const level = usageLevel(used, limit);
  if (level === 'ok') return null;
  const percent = level === 'exceeded' ? 100 : 80;
  return {
    type: 'usage.threshold_reached',
    data: { percent, used, limit, month },
    dedupeKey: `usage:${percent}:${clientId}:${month}`,
  };
}

/** A source whose last sync failed; null for any other status. The failure's time keys it. */
export function syncFailedEvent(source: {
  id: string;
  name: string;
  status: string;
  lastError: string | null;
  updatedAt: string;
}): NoticeEvent | null {
  if (source.status !== 'failed') return null;
  return {
    type: 'knowledge.sync_failed',
    data: { sourceId: source.id, name: source.name, error: source.lastError ?? '', at: source.updatedAt },
    dedupeKey: `sync-failed:${source.id}:${source.updatedAt}`,
  };
}
