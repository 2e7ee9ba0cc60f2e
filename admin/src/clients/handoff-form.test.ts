import { describe, expect, it } from 'vitest';
import {
  DEFAULT_HANDOFF_SETTINGS,
  HandoffSettings,
  HandoffSettingsInput,
} from '../../../contract/handoff-settings.ts';
import {
  handoffBody,
  handoffErrors,
  handoffFormFrom,
  timeZoneOptions,
  withWindowAdded,
  withWindowRemoved,
} from './handoff-form.ts';

describe('handoff settings form', () => {
  it('starts never-saved settings in the client time zone with weekdays 9 to 5 proposed', () => {
    const v = handoffFormFrom(DEFAULT_HANDOFF_SETTINGS, 'Europe/Paris');
    expect(v).toMatchObject({ enabled: false, timeZone: 'Europe/Paris', limitHours: false });
    expect(v.days.mon).toEqual({ open: true, windows: [{ from: '09:00', to: '17:00' }] });
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
    v.days.wed = { open: true, windows: [{ from: '18:00', to: '09:00' }] };
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

  it('keeps every window of a day: several are shown, saved back unchanged, added and removed', () => {
    const stored: HandoffSettings = {
      enabled: true,
      timeZone: 'Europe/Berlin',
      hours: [
        { day: 'mon', open: '09:00', close: '12:00' },
        { day: 'mon', open: '13:00', close: '17:00' },
        { day: 'mon', open: '19:00', close: '21:00' },
        { day: 'thu', open: '10:00', close: '16:00' },
      ],
      waitTimeoutMinutes: 5,
    };
    const v = handoffFormFrom(stored, 'UTC');
    expect(v.days.mon.windows).toEqual([
      { from: '09:00', to: '12:00' },
      { from: '13:00', to: '17:00' },
      { from: '19:00', to: '21:00' },
    ]);
    // Saving untouched writes back exactly what was stored: no window is dropped.
    expect(handoffBody(v)).toEqual(stored);

    // Removing the middle window keeps the others; a new one starts where the last one ends.
    v.days.mon = withWindowRemoved(v.days.mon, 1);
    v.days.thu = withWindowAdded(v.days.thu);
    expect(v.days.thu.windows[1]).toEqual({ from: '16:00', to: '23:59' });
    expect(handoffBody(v).hours).toEqual([
      { day: 'mon', open: '09:00', close: '12:00' },
      { day: 'mon', open: '19:00', close: '21:00' },
      { day: 'thu', open: '10:00', close: '16:00' },
      { day: 'thu', open: '16:00', close: '23:59' },
    ]);
    expect(handoffErrors(v)).toEqual({});
    // A day's last window stays (the day is closed with its checkbox instead).
    expect(
      withWindowRemoved({ open: true, windows: [{ from: '09:00', to: '17:00' }] }, 0).windows,
    ).toHaveLength(1);

    // Closing a day keeps its windows for re-opening but saves none of them.
    v.days.mon.open = false;
    expect(handoffBody(v).hours.map((h) => h.day)).toEqual(['thu', 'thu']);
    v.days.mon.open = true;
    expect(handoffBody(v).hours.filter((h) => h.day === 'mon')).toHaveLength(2);

    // Two windows of one day that overlap are refused under that weekday, naming the other window.
    v.days.thu.windows[1] = { from: '15:00', to: '18:00' };
    expect(handoffErrors(v)).toEqual({ 'hours.thu': 'Overlaps the window from 10:00 to 16:00' });
    expect(HandoffSettingsInput.safeParse(handoffBody(v)).success).toBe(false);
    // Settings stored before the check still read as they are.
    expect(HandoffSettings.safeParse(handoffBody(v)).success).toBe(true);

    // A wrong second window is reported under its weekday.
    v.days.thu.windows[1] = { from: '18:00', to: '17:00' };
    expect(handoffErrors(v)).toEqual({ 'hours.thu': 'Closing time must be after opening time' });
  });

  it('offers the IANA zones with UTC first, keeps a stored zone, and saves an empty choice as UTC', () => {
    const zones = timeZoneOptions('Europe/Paris');
    expect(zones[0]).toBe('UTC');
    expect(zones).toContain('America/New_York');
    expect(zones.filter((z) => z === 'Europe/Paris')).toHaveLength(1);
    // Every zone offered is one the contract accepts on the server.
    for (const timeZone of zones)
      expect(HandoffSettings.safeParse({ ...DEFAULT_HANDOFF_SETTINGS, timeZone }).success).toBe(true);
    expect(timeZoneOptions('US/Eastern')).toContain('US/Eastern');
    const v = handoffFormFrom(DEFAULT_HANDOFF_SETTINGS, '');
    expect(v.timeZone).toBe('UTC');
    v.timeZone = '  ';
    expect(handoffBody(v).timeZone).toBe('UTC');
  });
});
