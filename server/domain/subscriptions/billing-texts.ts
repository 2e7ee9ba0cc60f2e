/**
 * The billing mails, as a table of texts with named slots (no English is put together in code): a
 * receipt for every payment (the first one welcomes the buyer), the failed-renewal notice and the
 * notice that a plan ends. Each has a plain-text and an HTML part.
 */
export type BillingMailKey = 'welcome' | 'renewal' | 'paymentFailed' | 'planEnds';

interface MailTemplate {
  subject: string;
  lines: string[];
}

export const BILLING_MAILS: Record<BillingMailKey, MailTemplate> = {
  welcome: {
    subject: 'Your Frontdesk {plan} plan: receipt for {amount} {currency}',
    lines: [
      'Welcome to Frontdesk, and thank you for subscribing.',
      'We received {amount} {currency} for the {plan} plan of {business}, for {periodStart} to {periodEnd}.',
      'The plan renews every month through PayPal at the same price until you cancel. Cancel any time in your workspace under Billing; the plan then runs to the end of the period you paid for.',
      'Receipts: {receiptUrl}',
    ],
  },
  renewal: {
    subject: 'Frontdesk receipt: {amount} {currency} for {plan}, {periodStart} to {periodEnd}',
    lines: [
      'Your Frontdesk {plan} plan for {business} renewed.',
      'We received {amount} {currency} for {periodStart} to {periodEnd}. Your message allowance starts again at zero for this period.',
      'Receipts: {receiptUrl}',
    ],
  },
  paymentFailed: {
    subject: 'Frontdesk: the renewal of your {plan} plan failed',
    lines: [
      'PayPal could not collect the renewal of the {plan} plan of {business}.',
      'Your assistant keeps answering until {graceEnd}. Please update your payment method in PayPal (PayPal retries the payment), or subscribe again in your workspace under Billing.',
      'If no payment arrives by then, the assistant stops answering and offers visitors the email form instead.',
      'Billing: {billingUrl}',
    ],
  },
  planEnds: {
    subject: 'Frontdesk: your {plan} plan ends on {until}',
    lines: [
      'The subscription of the {plan} plan of {business} has ended ({reason}).',
      'Your assistant answers until {until}; after that it offers visitors the email form instead. Your knowledge, chats and settings are kept: subscribe again in your workspace under Billing to continue.',
      'Billing: {billingUrl}',
    ],
  },
};

const fill = (text: string, slots: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => slots[name] ?? whole);

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** A billing mail with its slots filled: subject, text and HTML parts. */
export function billingMail(key: BillingMailKey, slots: Record<string, string>) {
  const t = BILLING_MAILS[key];
  const lines = t.lines.map((l) => fill(l, slots));
  return {
    subject: fill(t.subject, slots),
    text: `${lines.join('\n\n')}\n`,
    html: `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">${lines
      .map((l) => `<p>${escapeHtml(l).replace(/(https?:\/\/\S+)/g, '<a href="$1">$1</a>')}</p>`)
      .join('')}</body></html>`,
  };
}

/** A day as mails and receipts print it: '7 Dec 2026' (UTC). */
export function printedDay(iso: string): string {
  return new Date(iso).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
