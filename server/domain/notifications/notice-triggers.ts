/**
 * Domain events that raise notices, mapped to outbox events: usage crossing 80% and reaching 100% of
 * the month's limit (once each per month: the dedupe key), and a knowledge sync that failed. This is
 * the pattern for any capability's event: listen, then `recorder.record(clientId, type, data)`. The
 * events are built by notice-events.ts; notice-sweep.ts records what a process killed between the
 * change and this listener lost.
 */
import { effectiveMessageLimit } from '../../../contract/plans.ts';
import type { ClientsRepo, DomainEvents } from '../shared/ports.ts';
import type { OutboxRecorder } from '../outbox/index.ts';
import { syncFailedEvent, usageThresholdEvent } from './notice-events.ts';

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
      const event = usageThresholdEvent(clientId, month, used, effectiveMessageLimit(client));
      if (!event || seen.has(event.dedupeKey)) return;
      seen.add(event.dedupeKey);
      await recorder.record(clientId, event.type, event.data, { dedupeKey: event.dedupeKey });
    })().catch(deps.onError);
  });
  const sync = deps.events.on('knowledge.changed', ({ clientId, sourceId }) => {
    void (async () => {
      const source = await deps.sources.get(clientId, sourceId);
      const event = source && syncFailedEvent({ ...source, id: sourceId });
      if (!event) return;
      await recorder.record(clientId, event.type, event.data, { dedupeKey: event.dedupeKey });
    })().catch(deps.onError);
  });
  return () => {
    usage();
    sync();
  };
}
