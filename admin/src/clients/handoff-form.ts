import { HandoffSettings, WEEKDAYS, type OpeningHours } from '../../../contract/handoff-settings.ts';
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

export interface DayHours {
  open: boolean;
  from: string;
  to: string;
}

/** The form's values as typed: one window per weekday, the timeout as text. */
export interface HandoffFormValues {
  enabled: boolean;
  timeZone: string;
  /** Off: a person may be asked for at any time (no hours stored). */
  limitHours: boolean;
  days: Record<Weekday, DayHours>;
  waitTimeoutMinutes: string;
}

const closedDay = (): DayHours => ({ open: false, from: '09:00', to: '17:00' });

/**
 * Stored settings as form values. Settings never saved (off, no hours) start in the client's own time
 * zone with weekdays 9 to 5 proposed, so turning hours on is one click.
 */
export function handoffFormFrom(settings: HandoffSettings, clientTimeZone: string): HandoffFormValues {
  const untouched = !settings.enabled && settings.hours.length === 0 && settings.timeZone === 'UTC';
  const days = Object.fromEntries(WEEKDAYS.map((d) => [d, closedDay()])) as Record<Weekday, DayHours>;
  for (const h of settings.hours)
    if (!days[h.day].open) days[h.day] = { open: true, from: h.open, to: h.close };
  if (settings.hours.length === 0)
    for (const d of WEEKDAYS.slice(0, 5)) days[d] = { open: true, from: '09:00', to: '17:00' };
  return {
    enabled: settings.enabled,
    timeZone: untouched ? clientTimeZone || 'UTC' : settings.timeZone,
    limitHours: settings.hours.length > 0,
    days,
    waitTimeoutMinutes: String(settings.waitTimeoutMinutes),
  };
}

/** What the form would save, before the contract checks it. */
export function handoffBody(v: HandoffFormValues): HandoffSettings {
  const hours: OpeningHours[] = v.limitHours
    ? WEEKDAYS.filter((d) => v.days[d].open).map((d) => ({
        day: d,
        open: v.days[d].from,
        close: v.days[d].to,
      }))
    : [];
  const timeout = v.waitTimeoutMinutes.trim();
  return {
    enabled: v.enabled,
    timeZone: v.timeZone.trim(),
    hours,
    waitTimeoutMinutes: /^\d+$/.test(timeout) ? Number(timeout) : NaN,
  };
}

/**
 * The contract's messages keyed for the form: a window's error under its weekday ('hours.tue'), and
 * "no day open" when hours are limited to none (which would mean nobody is ever available).
 */
export function handoffErrors(v: HandoffFormValues): Record<string, string> {
  const body = handoffBody(v);
  const raw = fieldMessages(HandoffSettings.safeParse(body).error);
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
