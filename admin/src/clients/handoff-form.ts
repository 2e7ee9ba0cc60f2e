import type { HandoffSettings } from '../../../contract/handoff-settings.ts';
import { HandoffSettingsInput, WEEKDAYS, type OpeningHours } from '../../../contract/handoff-settings.ts';
import { fieldMessages } from './validation.ts';

export type Weekday = (typeof WEEKDAYS)[number];

export const WEEKDAY_LABELS: Record<Weekday, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};

export interface HoursWindow {
  from: string;
  to: string;
}

/** A weekday as typed: open or closed, with one or more windows (kept while closed, for re-opening). */
export interface DayHours {
  open: boolean;
  windows: HoursWindow[];
}

/** The form's values as typed: windows per weekday, the timeout as text. */
export interface HandoffFormValues {
  enabled: boolean;
  timeZone: string;
  /** Off: a person may be asked for at any time (no hours stored). */
  limitHours: boolean;
  days: Record<Weekday, DayHours>;
  waitTimeoutMinutes: string;
  /** The words a visitor reads when a person closes the conversation ('' for the default). */
  closingMessage: string;
}

const nineToFive = (): HoursWindow => ({ from: '09:00', to: '17:00' });
const closedDay = (): DayHours => ({ open: false, windows: [nineToFive()] });

/**
 * Stored settings as form values, every stored window included (a day may have several). Settings
 * never saved (off, no hours) start in the client's own time zone with weekdays 9 to 5 proposed, so
 * turning hours on is one click.
 */
export function handoffFormFrom(settings: HandoffSettings, clientTimeZone: string): HandoffFormValues {
  const untouched = !settings.enabled && settings.hours.length === 0 && settings.timeZone === 'UTC';
  const days = Object.fromEntries(WEEKDAYS.map((d) => [d, closedDay()])) as Record<Weekday, DayHours>;
  for (const h of settings.hours) {
    const day = days[h.day];
    const window = { from: h.open, to: h.close };
    days[h.day] = day.open
      ? { open: true, windows: [...day.windows, window] }
      : { open: true, windows: [window] };
  }
  if (settings.hours.length === 0)
    for (const d of WEEKDAYS.slice(0, 5)) days[d] = { open: true, windows: [nineToFive()] };
  return {
    enabled: settings.enabled,
    timeZone: untouched ? clientTimeZone || 'UTC' : settings.timeZone,
    limitHours: settings.hours.length > 0,
    days,
    waitTimeoutMinutes: String(settings.waitTimeoutMinutes),
    closingMessage: settings.closingMessage ?? '',
  };
}

/** One more window on a day: after the last one (an afternoon after a lunch break, by default). */
export function withWindowAdded(day: DayHours): DayHours {
  const last = day.windows.at(-1);
  const next = last && last.to < '23:00' ? { from: last.to, to: '23:59' } : nineToFive();
  return { open: true, windows: [...day.windows, next] };
}

/** Without the window at `index`; a day's last window stays (close the day instead). */
export function withWindowRemoved(day: DayHours, index: number): DayHours {
  if (day.windows.length <= 1) return day;
  return { ...day, windows: day.windows.filter((_, i) => i !== index) };
}

/**
 * The zones offered in the time zone list: the runtime's IANA zones, with UTC first and the stored
 * zone kept even when this browser does not list it (an alias), so opening the form never loses it.
 */
export function timeZoneOptions(current: string): string[] {
  const listed = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set(['UTC', ...(current ? [current] : []), ...listed])];
}

/** What the form would save, before the contract checks it. */
export function handoffBody(v: HandoffFormValues): HandoffSettings {
  const hours: OpeningHours[] = v.limitHours
    ? WEEKDAYS.filter((d) => v.days[d].open).flatMap((d) =>
        v.days[d].windows.map((w) => ({ day: d, open: w.from, close: w.to })),
      )
    : [];
  const timeout = v.waitTimeoutMinutes.trim();
  return {
    enabled: v.enabled,
    timeZone: v.timeZone.trim() || 'UTC',
    hours,
    waitTimeoutMinutes: /^\d+$/.test(timeout) ? Number(timeout) : NaN,
    ...(v.closingMessage.trim() ? { closingMessage: v.closingMessage.trim() } : {}),
  };
}

/**
 * The contract's messages keyed for the form: a window's error under its weekday ('hours.tue'), and
 * "no day open" when hours are limited to none (which would mean nobody is ever available).
 */
export function handoffErrors(v: HandoffFormValues): Record<string, string> {
  const body = handoffBody(v);
  const raw = fieldMessages(HandoffSettingsInput.safeParse(body).error);
  const out: Record<string, string> = {};
  if (Number.isNaN(body.waitTimeoutMinutes)) out.waitTimeoutMinutes = 'Enter a whole number of minutes';
  for (const [path, message] of Object.entries(raw)) {
    const m = /^hours\.(\d+)/.exec(path);
    const key = m ? `hours.${body.hours[Number(m[1])]?.day ?? ''}` : path;
    if (!(key in out)) out[key] = message;
  }
  if (v.limitHours && body.hours.length === 0) out.hours = 'Open at least one day, or allow any time';
  return out;
}
