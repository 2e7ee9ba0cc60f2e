/**
 * Domain events that raise notices, mapped to outbox events: usage crossing 80% and reaching 100% of
 * the month's limit (once each per month: the dedupe key), and a knowledge sync that failed. This is
 * the pattern for any capability's event: listen, then `recorder.record(clientId, type, data)`.
 */
import { effectiveMessageLimit, usageLevel } from '../../../contract/plans.ts';
import type { ClientsRepo, DomainEvents } from '../shared/ports.ts';
import type { OutboxRecorder } from '../outbox/index.ts';

export function listenForNotices(deps: {
  events: DomainEvents;
  recorder: OutboxRecorder;
  clients: Pick<ClientsRepo, 'get'>;
  sources: {
    get(
      clientId: string,
      id: string,
    ): Promise<{ name: string; status: string; lastError: string | null; updatedAt: string } | null>;
  };
  onError: (err: unknown) => void;
}): () => void {
  const { recorder } = deps;
  // Levels already recorded by this process (the dedupe key makes it once across processes too).
  const seen = new Set<string>();
  const usage = deps.events.on('usage.changed', ({ clientId, month, used }) => {
    void (async () => {
      const client = await deps.clients.get(clientId);
      if (!client) return;
      const limit = effectiveMessageLimit(client);
      const level = usageLevel(used, limit);
      if (level === 'ok') return;
      const percent = level === 'exceeded' ? 100 : 80;
      const key = `usage:${percent}:${clientId}:${month}`;
      if (seen.has(key)) return;
      seen.add(key);
      await recorder.record(
        clientId,
        'usage.threshold_reached',
        { percent, used, limit, month },
        { dedupeKey: key },
      );
    })().catch(deps.onError);
  });
  const sync = deps.events.on('knowledge.changed', ({ clientId, sourceId }) => {
    void (async () => {
      const source = await deps.sources.get(clientId, sourceId);
      if (!source || source.status !== 'failed') return;
      await recorder.record(
        clientId,
        'knowledge.sync_failed',
        { sourceId, name: source.name, error: source.lastError ?? '', at: source.updatedAt },
        { dedupeKey: `sync-failed:${sourceId}:${source.updatedAt}` },
      );
    })().catch(deps.onError);
  });
  return () => {
    usage();
    sync();
  };
}
