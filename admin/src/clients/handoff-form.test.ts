import { describe, expect, it } from 'vitest';
import { DEFAULT_HANDOFF_SETTINGS, HandoffSettings } from '../../../contract/handoff-settings.ts';
import { handoffBody, handoffErrors, handoffFormFrom } from './handoff-form.ts';

describe('handoff settings form', () => {
  it('starts never-saved settings in the client time zone with weekdays 9 to 5 proposed', () => {
    const v = handoffFormFrom(DEFAULT_HANDOFF_SETTINGS, 'Europe/Paris');
    expect(v).toMatchObject({ enabled: false, timeZone: 'Europe/Paris', limitHours: false });
    expect(v.days.mon).toEqual({ open: true, from: '09:00', to: '17:00' });
    expect(v.days.sat.open).toBe(false);
    // Hours not limited: stored as none (people may be asked for at any time).
    expect(handoffBody(v).hours).toEqual([]);
  });

  it('round-trips stored hours and builds what the contract accepts', () => {
    const stored: HandoffSettings = {
      enabled: true,
      timeZone: 'America/New_York',
      hours: [
        { day: 'tue', open: '08:30', close: '12:00' },
        { day: 'sat', open: '10:00', close: '14:00' },
      ],
      waitTimeoutMinutes: 2,
    };
    const v = handoffFormFrom(stored, 'UTC');
    expect(v.limitHours).toBe(true);
    expect(v.days.mon.open).toBe(false);
    expect(handoffBody(v)).toEqual(stored);
    expect(HandoffSettings.safeParse(handoffBody(v)).success).toBe(true);
    expect(handoffErrors(v)).toEqual({});
  });

  it("shows the contract's messages under the field or weekday they concern", () => {
    const v = handoffFormFrom(DEFAULT_HANDOFF_SETTINGS, 'UTC');
    v.limitHours = true;
    v.days.wed = { open: true, from: '18:00', to: '09:00' };
    v.timeZone = 'Mars/Olympus';
    v.waitTimeoutMinutes = 'soon';
    expect(handoffErrors(v)).toEqual({
      'hours.wed': 'Closing time must be after opening time',
      timeZone: 'Unknown time zone',
      waitTimeoutMinutes: 'Enter a whole number of minutes',
    });
    v.waitTimeoutMinutes = '500';
    expect(handoffErrors(v).waitTimeoutMinutes).toBe('At most 240 minutes');
    for (const d of ['mon', 'tue', 'wed', 'thu', 'fri'] as const) v.days[d].open = false;
    expect(handoffErrors(v).hours).toBe('Open at least one day, or allow any time');
  });
});
