/**
 * One notice from one or more events of one kind (a burst summed into one mail): the subject, a
 * plain-text and an HTML body for mail, and the text of a Slack message; every text from
 * notification-texts.ts, every value from the event filled in and, in HTML, escaped.
 */
import type { NotificationKind } from '../../../contract/events.ts';
import { fill, NOTICE_TEXTS, NOTIFICATION_TEXTS } from './notification-texts.ts';

export interface Notice {
  subject: string;
  text: string;
  html: string;
  slack: string;
}

/** At most this many events are listed one by one; the rest are counted. */
const LISTED = 20;

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
/** Slack's mrkdwn needs only these three escaped. */
const escapeSlack = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function composeNotice(input: {
  kind: NotificationKind;
  business: string;
  events: Record<string, unknown>[];
  /** Where an event without a link of its own points (the workspace's page for the kind). */
  fallbackUrl: string;
  settingsUrl: string;
}): Notice {
  const t = NOTIFICATION_TEXTS[input.kind];
  const first = input.events[0] ?? {};
  const count = input.events.length;
  const base = { business: input.business, count, ...first };
  const subject = fill(count === 1 ? t.subjectOne : t.subjectMany, base);
  const items = input.events.slice(0, LISTED).map((data) => {
    const alt =
      t.lineAlt &&
      ((input.kind === 'lead' && !data.question) ||
        (input.kind === 'usage' && Number(data.percent) >= 100) ||
        (input.kind === 'handoff_waiting' && data.nobodyOnline === true));
    const line = fill(alt ? (t.lineAlt ?? t.line) : t.line, { business: input.business, ...data });
    const url = typeof data.conversationUrl === 'string' ? data.conversationUrl : input.fallbackUrl;
    return { line, url };
  });
  const more = count > LISTED ? fill(NOTICE_TEXTS.andMore, { count: count - LISTED }) : null;
  const footer = fill(NOTICE_TEXTS.footer, { business: input.business, settingsUrl: input.settingsUrl });
  const label = t.link ?? '';

  const text = [
    subject,
    '',
    ...items.flatMap((i) => [`- ${i.line}`, label ? `  ${label}: ${i.url}` : '']).filter(Boolean),
    ...(more ? [more] : []),
    '',
    '--',
    footer,
  ].join('\n');
  const html = [
    `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#111">`,
    `<h2 style="font-size:18px">${escapeHtml(subject)}</h2><ul>`,
    ...items.map(
      (i) =>
        `<li style="margin-bottom:8px">${escapeHtml(i.line)}${label ? `<br><a href="${escapeHtml(i.url)}">${escapeHtml(label)}</a>` : ''}</li>`,
    ),
    `</ul>${more ? `<p>${escapeHtml(more)}</p>` : ''}`,
    `<p style="color:#666;font-size:12px">${escapeHtml(footer)}</p></body></html>`,
  ].join('');
  const slack = [
    `*${escapeSlack(subject)}*`,
    ...items.map((i) => `• ${escapeSlack(i.line)}${label ? ` <${i.url}|${escapeSlack(label)}>` : ''}`),
    ...(more ? [escapeSlack(more)] : []),
  ].join('\n');
  return { subject, text, html, slack };
}
