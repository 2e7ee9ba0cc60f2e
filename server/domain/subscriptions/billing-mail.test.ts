/**
 * The billing mails' HTML part shows every value as text: a business name with markup is escaped in
 * the subject's title, the heading and the lines, and only web addresses become links.
 */
import { describe, expect, it } from 'vitest';
import { billingMail } from './billing-mail.ts';

const slots = {
  business: '<img src=x onerror=alert(1)> "Tom" & Co',
  plan: 'Starter',
  amount: '29.00',
  currency: 'USD',
  periodStart: '7 Dec 2026',
  periodEnd: '7 Jan 2027',
  nextBilling: '7 Jan 2027',
  setPasswordUrl: 'javascript:alert(1)',
  developersUrl: 'https://frontdesk.example/app/developers',
  knowledgeUrl: 'https://frontdesk.example/app/knowledge',
  workspaceUrl: 'https://frontdesk.example/app',
  billingUrl: 'https://frontdesk.example/app/billing',
};

describe('a billing mail', () => {
  it('escapes the business’s name everywhere in HTML and keeps it as typed in text', () => {
    const mail = billingMail('welcome', slots);
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt; &quot;Tom&quot; &amp; Co');
    expect(mail.text).toContain('Welcome to Frontdesk, <img src=x onerror=alert(1)> "Tom" & Co');
    expect(mail.subject).toBe(
      'Welcome to Frontdesk: <img src=x onerror=alert(1)> "Tom" & Co is on the Starter plan',
    );
  });

  it('links only web addresses', () => {
    const mail = billingMail('welcome', slots);
    expect(mail.html).not.toContain('javascript:');
    // Two steps, the button and the receipts' address: the set-password step's bad address is no link.
    expect(mail.html).toContain('<a href="https://frontdesk.example/app/developers"');
    expect(mail.html.match(/<a href=/g)).toHaveLength(4);
  });

  it('tells a buyer who has a password to sign in instead of setting one', () => {
    const mail = billingMail('welcome', { ...slots, signInUrl: 'https://frontdesk.example/app/login' }, [
      'signIn',
      'pasteScript',
      'addKnowledge',
    ]);
    expect(mail.text).toContain('1. Sign in: https://frontdesk.example/app/login');
    expect(mail.text).not.toContain('Set your password');
  });
});
