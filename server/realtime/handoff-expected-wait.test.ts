/**
 * The expected wait a visitor is told: the median of the client's recent take-overs, only with enough
 * of them, and the visitors ahead in line; through the real service on a real SQLite file.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_HANDOFF_SETTINGS, HANDOFF_TEXT } from '../../contract/handoff.ts';
import { chatFixture, type ChatFixture } from '../testing/chat-fixture.ts';
import { expectedWaitMinutes } from '../domain/handoff/expected-wait.ts';
import type { Clock } from '../domain/shared/ports.ts';

describe('expectedWaitMinutes', () => {
  it('says nothing with fewer than five take-overs', () => {
    expect(expectedWaitMinutes([])).toBeNull();
    expect(expectedWaitMinutes([60_000, 60_000, 60_000, 60_000])).toBeNull();
  });
  it('is the median in whole minutes, rounded up, at least one', () => {
    expect(expectedWaitMinutes([1000, 2000, 3000, 4000, 5000])).toBe(1);
    expect(expectedWaitMinutes([600_000, 150_000, 10_000, 170_000, 140_000])).toBe(3);
    expect(expectedWaitMinutes([60_000, 120_000, 240_000, 480_000, 900_000, 900_000])).toBe(6);
  });
});

const fixtures: ChatFixture[] = [];
afterEach(async () => {
  for (const f of fixtures.splice(0)) await f.close();
});

describe('the waiting note', () => {
  it('tells the usual wait once five visitors were taken over, and who is ahead', async () => {
    let offset = 0;
    const clock: Clock = { now: () => new Date(Date.now() + offset) };
    const f = await chatFixture({ clock });
    fixtures.push(f);
    const { handoff, clients, chatSessions } = f.t.services;
    await clients.update(f.a.id, {
      handoff: { ...DEFAULT_HANDOFF_SETTINGS, enabled: true, waitTimeoutMinutes: 60 },
    });
    const client = await clients.record(f.a.id);
    const lastNote = async (sessionId: string) => {
      const { messages } = await chatSessions.detail(sessionId, f.a.id);
      return messages.filter((m) => m.sender === 'system').at(-1)?.message;
    };

    for (let i = 0; i < 5; i++) {
      const sessionId = `expectedWaitSession0000${i}`;
      await handoff.request(client, sessionId);
      // Before five take-overs, no figure is promised.
      expect(await lastNote(sessionId)).toBe(HANDOFF_TEXT.waiting);
      offset += 150_000;
      await handoff.take(f.a.id, sessionId, 'maria');
    }
    await handoff.request(client, 'expectedWaitSession00005');
    expect(await lastNote('expectedWaitSession00005')).toBe(HANDOFF_TEXT.waitingFor(3, 0));
    expect(HANDOFF_TEXT.waitingFor(3, 0)).toContain('usually joins within 3 minutes');
    await handoff.request(client, 'expectedWaitSession00006');
    expect(await lastNote('expectedWaitSession00006')).toBe(HANDOFF_TEXT.waitingFor(3, 1));
    expect(HANDOFF_TEXT.waitingFor(3, 1)).toContain('One visitor is ahead of you.');
  });
});
