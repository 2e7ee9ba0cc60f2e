/**
 * A billing mail from its template (billing-texts.ts) and its slots: the subject, a plain-text part
 * and a branded HTML part (a header with the brand, the heading, the lines, numbered steps with their
 * links, one button and the small print). Every slot value is escaped in HTML; links are the slots'
 * own addresses, never taken from text.
 */
import {
  BILLING_BRAND,
  BILLING_MAILS,
  BILLING_STEPS,
  type BillingMailKey,
  type BillingStepKey,
} from './billing-texts.ts';

export interface BillingMailContent {
  subject: string;
  text: string;
  html: string;
}

const fill = (text: string, slots: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => slots[name] ?? whole);

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** Only web addresses become links (a slot is ours, but a link is checked all the same). */
const safeUrl = (url: string) => (/^https?:\/\//.test(url) ? url : '');

export function billingMail(
  key: BillingMailKey,
  slots: Record<string, string>,
  /** Replaces the template's steps (the welcome of a buyer who has a password already signs in). */
  steps?: readonly BillingStepKey[],
): BillingMailContent {
  const t = BILLING_MAILS[key];
  const f = (s: string) => fill(s, slots);
  const lines = t.lines.map(f);
  const stepList = (steps ?? t.steps ?? []).map((k) => {
    const s = BILLING_STEPS[k];
    return { title: f(s.title), text: f(s.text), url: safeUrl(slots[s.url] ?? '') };
  });
  const action = t.action ? { label: f(t.action.label), url: safeUrl(slots[t.action.url] ?? '') } : null;
  const footer = [...t.footer, BILLING_BRAND.sentBy].map(f);
  const heading = f(t.heading);

  const text = [
    heading,
    '',
    ...lines.flatMap((l) => [l, '']),
    ...stepList.flatMap((s, i) => [`${i + 1}. ${s.title}: ${s.url}`, `   ${s.text}`, '']),
    ...(action?.url ? [`${action.label}: ${action.url}`, ''] : []),
    '--',
    `${BILLING_BRAND.name}: ${BILLING_BRAND.tagline}`,
    ...footer,
  ].join('\n');

  const c = BILLING_BRAND.color;
  const html = [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    `<title>${escapeHtml(f(t.subject))}</title></head>`,
    '<body style="margin:0;background:#f4f4f7;font-family:system-ui,-apple-system,Segoe UI,sans-serif;color:#111;line-height:1.5">',
    '<div style="max-width:560px;margin:0 auto;padding:24px">',
    `<div style="background:${c};color:#fff;padding:16px 24px;border-radius:8px 8px 0 0">`,
    `<strong style="font-size:20px">${BILLING_BRAND.name}</strong>`,
    `<div style="font-size:13px;opacity:.9">${escapeHtml(BILLING_BRAND.tagline)}</div></div>`,
    '<div style="background:#fff;padding:24px;border-radius:0 0 8px 8px">',
    `<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(heading)}</h1>`,
    ...lines.map((l) => `<p style="margin:0 0 12px">${escapeHtml(l)}</p>`),
    stepList.length
      ? `<ol style="padding-left:20px;margin:0 0 16px">${stepList
          .map(
            (s) =>
              `<li style="margin-bottom:12px"><strong>${
                s.url
                  ? `<a href="${escapeHtml(s.url)}" style="color:${c}">${escapeHtml(s.title)}</a>`
                  : escapeHtml(s.title)
              }</strong><br>${escapeHtml(s.text)}</li>`,
          )
          .join('')}</ol>`
      : '',
    action?.url
      ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:${c};color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(action.label)}</a></p>`
      : '',
    ...footer.map(
      (l) =>
        `<p style="color:#666;font-size:12px;margin:0 0 6px">${escapeHtml(l).replace(
          /(https?:\/\/[^\s<]+)/g,
          '<a href="$1" style="color:#666">$1</a>',
        )}</p>`,
    ),
    '</div></div></body></html>',
  ].join('');
  return { subject: f(t.subject), text: `${text}\n`, html };
}
