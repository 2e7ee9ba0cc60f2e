import { describe, expect, it } from 'vitest';
import { everyDay } from './every-day.ts';

describe('everyDay', () => {
  it('fills every date of the range with zeros, from the start’s date to today’s', () => {
    expect(
      everyDay([{ date: '2026-10-10', chats: 2 }], '2026-10-08T09:00:00.000Z', '2026-10-11T08:00:00.000Z'),
    ).toEqual([
      { date: '2026-10-08', chats: 0 },
      { date: '2026-10-09', chats: 0 },
      { date: '2026-10-10', chats: 2 },
      { date: '2026-10-11', chats: 0 },
    ]);
  });

  it('crosses a month end and a leap day, and gives one day for a range within one date', () => {
    const days = everyDay([], '2028-02-27T12:00:00.000Z', '2028-03-01T12:00:00.000Z').map((d) => d.date);
    expect(days).toEqual(['2028-02-27', '2028-02-28', '2028-02-29', '2028-03-01']);
    expect(everyDay([], '2026-10-11T01:00:00.000Z', '2026-10-11T09:00:00.000Z')).toEqual([
      { date: '2026-10-11', chats: 0 },
    ]);
  });
});
