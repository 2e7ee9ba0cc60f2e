/**
 * The texts of notifications, one entry per kind: a subject for one event and for a burst summed
 * into one mail, a line per event, and the link's label. `{name}` marks a value filled in by `fill`;
 * code never strings English together.
 */
import type { NotificationKind } from '../../../contract/events.ts';

export interface KindTexts {
  subjectOne: string;
  subjectMany: string;
  /** One event; its `data` fields fill the placeholders. */
  line: string;
  /** An alternative line for a variant of the kind (usage at 100%, a lead without a question). */
  lineAlt?: string;
  link?: string;
}

export const NOTIFICATION_TEXTS: Record<NotificationKind, KindTexts> = {
  lead: {
    subjectOne: 'New lead for {business}: {email}',
    subjectMany: '{count} new leads for {business}',
    line: '{email} left their email after asking: “{question}”',
    lineAlt: '{email} left their email in a chat.',
    link: 'Open the conversation',
  },
  handoff_waiting: {
    subjectOne: 'A visitor of {business} is waiting for a person',
    subjectMany: '{count} visitors of {business} are waiting for a person',
    line: 'A visitor asked for a person at {at} (UTC) and nobody has joined yet.',
    lineAlt:
      'A visitor asked for a person at {at} (UTC) while nobody of your team had the inbox open, so you are told at once.',
    link: 'Answer in the inbox',
  },
  handoff_missed: {
    subjectOne: 'A visitor of {business} asked for a person and nobody answered',
    subjectMany: '{count} visitors of {business} asked for a person and nobody answered',
    line: 'At {at} (UTC) a visitor asked for a person; nobody joined in time, so they were offered the email follow-up.',
    link: 'Read the conversation',
  },
  usage: {
    subjectOne: '{business} has used {percent}% of its monthly AI replies',
    subjectMany: '{business} usage notices',
    line: '{used} of {limit} AI replies used in {month} ({percent}%). At 100% the assistant stops answering and offers visitors the email follow-up.',
    lineAlt:
      'All {limit} AI replies of {month} are used. The assistant now offers visitors the email follow-up instead of answering, until the next month or a larger plan.',
    link: 'See usage and plans',
  },
  sync_failed: {
    subjectOne: 'A knowledge source of {business} could not be synced',
    subjectMany: '{count} knowledge syncs of {business} failed',
    line: '“{name}” could not be synced: {error}',
    link: 'Open the knowledge sources',
  },
  tests_regressed: {
    subjectOne: '{business}: test questions that passed before fail now',
    subjectMany: '{business}: {count} test runs found questions that passed before and fail now',
    line: 'The test suite ran again after the knowledge changed; {count} of its questions passed in the previous run and fail now: {summary}',
    link: 'See the run',
  },
  webhook_disabled: {
    subjectOne: 'A webhook endpoint of {business} was turned off',
    subjectMany: '{count} webhook endpoints of {business} were turned off',
    line: 'Every delivery to {url} has failed since {failingSince} (last: {lastError}), so it was turned off. Turn it back on once it answers.',
    link: 'Open the webhooks',
  },
};

/** Shared lines of every notice. */
export const NOTICE_TEXTS = {
  footer:
    'You get this as a member of {business} on Frontdesk. Choose which notices you get in your workspace settings: {settingsUrl}',
  andMore: '…and {count} more.',
};

/** Fills `{name}` placeholders; a missing value leaves the placeholder out. */
export function fill(template: string, values: Record<string, unknown>): string {
  return template.replace(/\{(\w+)\}/g, (_m, key: string) => {
    const v = values[key];
    return v === undefined || v === null ? '' : String(v);
  });
}
