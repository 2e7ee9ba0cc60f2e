import type { HandoffSettings } from '../../../contract/handoff-settings.ts';

const DAYS: Record<string, HandoffSettings['hours'][number]['day']> = {
  Mon: 'mon',
  Tue: 'tue',
  Wed: 'wed',
  Thu: 'thu',
  Fri: 'fri',
  Sat: 'sat',
  Sun: 'sun',
};

/** Whether people are available at `at` under the settings' weekly hours (no hours: always). */
export function isWithinHours(settings: Pick<HandoffSettings, 'hours' | 'timeZone'>, at: Date): boolean {
  if (settings.hours.length === 0) return true;
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: settings.timeZone,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const day = DAYS[part('weekday')];
  const time = `${part('hour')}:${part('minute')}`;
  return settings.hours.some((h) => h.day === day && h.open <= time && time < h.close);
}
