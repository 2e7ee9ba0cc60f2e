import { z } from 'zod';

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
const clockTime = z.string().regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, 'Times are HH:MM (24 h)');

const isTimeZone = (tz: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
};

/** One opening window on a weekday, in the settings' time zone; `close` after `open`. */
export const OpeningHours = z
  .object({ day: z.enum(WEEKDAYS), open: clockTime, close: clockTime })
  .strict()
  .refine((h) => h.open < h.close, { message: 'Closing time must be after opening time', path: ['close'] });
export type OpeningHours = z.infer<typeof OpeningHours>;

/**
 * A client's handoff settings. `hours` empty means people are available at any time; otherwise only in
 * the listed windows of `timeZone` (an IANA name; kept here rather than on the client so handoff's
 * hours stand on their own).
 */
export const HandoffSettings = z
  .object({
    enabled: z.boolean(),
    timeZone: z.string().max(64).refine(isTimeZone, 'Unknown time zone'),
    hours: z.array(OpeningHours).max(28),
    waitTimeoutMinutes: z.number().int().min(1, 'At least 1 minute').max(240, 'At most 240 minutes'),
    /** What the visitor reads when a person closes the conversation (the default when left out). */
    closingMessage: z.string().trim().max(500, 'Use at most 500 characters').optional(),
  })
  .strict();
export type HandoffSettings = z.infer<typeof HandoffSettings>;

/**
 * Handoff settings as an operator saves them: two windows of one day must not overlap. Only what is
 * saved is refused; settings stored before this check still read (HandoffSettings) as they are.
 */
export const HandoffSettingsInput = HandoffSettings.superRefine(({ hours }, ctx) => {
  // Two windows of one day that overlap say two different things about the same minutes; windows
  // that only touch (12:00 to 13:00, then 13:00 to 17:00) are fine.
  for (const [i, h] of hours.entries()) {
    const other = hours.find((o, j) => j < i && o.day === h.day && o.open < h.close && h.open < o.close);
    if (other)
      ctx.addIssue({
        code: 'custom',
        path: ['hours', i, 'open'],
        message: `Overlaps the window from ${other.open} to ${other.close}`,
      });
  }
});

export const DEFAULT_HANDOFF_SETTINGS: HandoffSettings = {
  enabled: false,
  timeZone: 'UTC',
  hours: [],
  waitTimeoutMinutes: 5,
};
