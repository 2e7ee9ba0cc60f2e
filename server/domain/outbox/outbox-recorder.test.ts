/**
 * The recorder's subscription snapshot against a change made while a load is under way: the change
 * must be in what the next event is drafted from (a webhook endpoint created while the claim loop's
 * message log was loading the old snapshot once lost the first conversation.started it should get).
 */
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../db/database.ts';
import { createIds } from '../../system.ts';
import { withEmptyStore } from '../../testing/empty-store.ts';
import { createOutboxRecorder } from './outbox-recorder.ts';
import type { Subscription } from './outbox-ports.ts';

const CLIENT = 'client-recorder-0000-000000000001';

describe('the outbox recorder', () => {
  it('drafts from a snapshot that carries a change made while an older load was under way', async () => {
    await withEmptyStore('sqlite', null, async (connection) => {
      await migrateToLatest(connection.db);
      const { outbox } = connection.repositories({ clock: { now: () => new Date() } });
      // What the store holds now, and the loads under way, answered when the test says.
      let stored: Subscription[] = [];
      const pending: (() => void)[] = [];
      const recorder = createOutboxRecorder({
        repo: outbox,
        clock: { now: () => new Date() },
        ids: createIds(),
        subscriptions: {
          all: () => {
            const answer = [...stored];
            return new Promise<Subscription[]>((resolve) => pending.push(() => resolve(answer)));
          },
        },
      });
      // A load begins (the claim loop's message log), reading the store before the endpoint exists.
      const early = recorder.ready();
      expect(early).toBeDefined();
      // The endpoint is created in this process, which drops the snapshot.
      stored = [
        { clientId: CLIENT, channel: 'webhook', target: 'endpoint-1', types: ['conversation.started'] },
      ];
      recorder.invalidate();
      // A chat message's append now waits for the subscriptions: not for the early load's old answer.
      const forAppend = recorder.ready();
      expect(forAppend).toBeDefined();
      while (pending.length > 0) pending.shift()!();
      await Promise.resolve();
      while (pending.length > 0) pending.shift()!();
      await Promise.all([early, forAppend]);
      const drafts = recorder.drafts(CLIENT, 'conversation.started', { sessionId: 's1' });
      expect(drafts.map((d) => d.target)).toEqual(['endpoint-1']);
    });
  });
});
