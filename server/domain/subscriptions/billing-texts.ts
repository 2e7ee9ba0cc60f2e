/**
 * The billing mails, as a table of texts with named slots (no English is put together in code): the
 * welcome (the first payment's receipt and the next steps), the first receipt of a workspace that
 * subscribes again (or leaves billing by hand), a receipt for each renewal, the
 * failed-renewal notice, the notice that the grace period is ending and the notice that a plan ends.
 * billing-mail.ts fills them into a plain-text and a branded HTML part.
 */
export type BillingMailKey =
  'welcome' | 'subscribed' | 'renewal' | 'paymentFailed' | 'graceEnding' | 'planEnds';

export interface MailTemplate {
  subject: string;
  heading: string;
  lines: string[];
  /** Numbered next steps (the welcome), each a key of BILLING_STEPS. */
  steps?: readonly BillingStepKey[];
  /** The mail's one button: its label and the slot holding its address. */
  action?: { label: string; url: string };
  /** The small print under the button. */
  footer: string[];
}

export type BillingStepKey = 'setPassword' | 'signIn' | 'pasteScript' | 'addKnowledge';

/** A step: its title, what to do, and the slot holding its link. */
export const BILLING_STEPS: Record<BillingStepKey, { title: string; text: string; url: string }> = {
  setPassword: {
    title: 'Set your password',
    text: 'The link works once, for seven days. It opens the {business} workspace.',
    url: 'setPasswordUrl',
  },
  signIn: {
    title: 'Sign in',
    text: 'Use the password you already have for Frontdesk; choose {business} in the workspace menu.',
    url: 'signInUrl',
  },
  pasteScript: {
    title: 'Paste the script on your website',
    text: 'Your workspace’s Developers page has the one line to paste before the closing body tag of your pages.',
    url: 'developersUrl',
  },
  addKnowledge: {
    title: 'Add what your assistant should know',
    text: 'A description of {business}, your FAQs and your website’s pages, under Knowledge; then try a question under Assistant.',
    url: 'knowledgeUrl',
  },
};

const RECEIPTS = 'Receipts and billing: {billingUrl}';

export const BILLING_MAILS: Record<BillingMailKey, MailTemplate> = {
  welcome: {
    subject: 'Welcome to Frontdesk: {business} is on the {plan} plan',
    heading: 'Welcome to Frontdesk, {business}',
    lines: [
      'Thank you for subscribing. {business} is on the {plan} plan: {amount} {currency} every month, billed through PayPal.',
      'We received {amount} {currency} for {periodStart} to {periodEnd}. The next payment of {amount} {currency} is due on {nextBilling}, and the plan renews every month until you cancel. Cancel any time in your workspace under Billing; the plan then runs to the end of the period you paid for.',
      'Your next steps:',
    ],
    steps: ['setPassword', 'pasteScript', 'addKnowledge'],
    action: { label: 'Open your workspace', url: 'workspaceUrl' },
    footer: [RECEIPTS],
  },
  subscribed: {
    subject: 'Frontdesk receipt: {amount} {currency} for {plan}, {periodStart} to {periodEnd}',
    heading: 'Your {plan} subscription is active',
    lines: [
      '{business} now pays for the {plan} plan through PayPal: {amount} {currency} every month until you cancel.',
      'We received {amount} {currency} for {periodStart} to {periodEnd}. Your message allowance starts at zero for this period.',
    ],
    action: { label: 'See your receipts', url: 'billingUrl' },
    footer: [RECEIPTS],
  },
  renewal: {
    subject: 'Frontdesk receipt: {amount} {currency} for {plan}, {periodStart} to {periodEnd}',
    heading: 'Your {plan} plan renewed',
    lines: [
      'Your Frontdesk {plan} plan for {business} renewed.',
      'We received {amount} {currency} for {periodStart} to {periodEnd}. Your message allowance starts again at zero for this period.',
    ],
    action: { label: 'See your receipts', url: 'billingUrl' },
    footer: [RECEIPTS],
  },
  paymentFailed: {
    subject: 'Frontdesk: the renewal of your {plan} plan failed',
    heading: 'The renewal of your {plan} plan failed',
    lines: [
      'PayPal could not collect the renewal of the {plan} plan of {business}.',
      'Your assistant keeps answering until {graceEnd}. Please update your payment method in PayPal (PayPal retries the payment), or subscribe again in your workspace under Billing.',
      'If no payment arrives by then, the assistant stops answering and offers visitors the email form instead.',
    ],
    action: { label: 'Open Billing', url: 'billingUrl' },
    footer: [RECEIPTS],
  },
  graceEnding: {
    subject: 'Frontdesk: your assistant stops answering on {graceEnd}',
    heading: 'Your assistant stops answering on {graceEnd}',
    lines: [
      'PayPal has still not collected the renewal of the {plan} plan of {business}.',
      'Your assistant answers until {graceEnd}; after that it offers visitors the email form instead. Update your payment method in PayPal, or subscribe again in your workspace under Billing.',
    ],
    action: { label: 'Open Billing', url: 'billingUrl' },
    footer: [RECEIPTS],
  },
  planEnds: {
    subject: 'Frontdesk: your {plan} plan ends on {until}',
    heading: 'Your {plan} plan ends on {until}',
    lines: [
      'The subscription of the {plan} plan of {business} has ended ({reason}).',
      'Your assistant answers until {until}; after that it offers visitors the email form instead. Your knowledge, chats and settings are kept: subscribe again in your workspace under Billing to continue.',
    ],
    action: { label: 'Open Billing', url: 'billingUrl' },
    footer: [RECEIPTS],
  },
};

/** How the brand appears in every billing mail. */
export const BILLING_BRAND = {
  name: 'Frontdesk',
  tagline: 'AI customer support for your website',
  color: '#1d4ed8',
  sentBy: 'You receive this mail as an owner of the {business} workspace on Frontdesk.',
} as const;

/** A day as mails and receipts print it: '7 Dec 2026' (UTC). */
export function printedDay(iso: string): string {
  return new Date(iso).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
