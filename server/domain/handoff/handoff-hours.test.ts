import { describe, expect, it } from 'vitest';
import { isWithinHours } from './handoff-hours.ts';

describe('isWithinHours', () => {
  const weekdays = {
    timeZone: 'America/New_York',
    hours: (['mon', 'tue', 'wed', 'thu', 'fri'] as const).map((day) => ({
      day,
      open: '09:00',
      close: '17:00',
    })),
  };
  it('is always open without hours', () => {
    expect(isWithinHours({ timeZone: 'UTC', hours: [] }, new Date('2026-11-22T03:00:00Z'))).toBe(true);
  });
  it('reads the weekday and time in the settings time zone', () => {
    // Monday 2026-11-23 14:00 UTC is 09:00 in New York: open; 13:59 UTC is 08:59 there: closed.
    expect(isWithinHours(weekdays, new Date('2026-11-23T14:00:00Z'))).toBe(true);
    expect(isWithinHours(weekdays, new Date('2026-11-23T13:59:00Z'))).toBe(false);
    // 22:00 UTC Monday is 17:00 in New York: closing time is exclusive.
    expect(isWithinHours(weekdays, new Date('2026-11-23T22:00:00Z'))).toBe(false);
    // Saturday noon in New York.
    expect(isWithinHours(weekdays, new Date('2026-11-28T17:00:00Z'))).toBe(false);
  });
});
