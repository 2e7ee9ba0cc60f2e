/**
 * What the site tells buyers about failed renewals is held to what the code does, for any grace
 * period a deployment sets (FRONTDESK_BILLING_GRACE_DAYS): the copy names no number of days that
 * could disagree with the setting, and each thing it promises (a mail at once with the date the
 * assistant answers until, a reminder before that date, then no answers) is what the dunning does.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadContent } from '../../../content/load-content.ts';
import { parseConfig } from '../../config.ts';
import { billingMail } from './billing-mail.ts';
import { serviceUntil } from './billing-periods.ts';
import { BILLING_MAILS, printedDay } from './billing-texts.ts';

const REPO = path.resolve(import.meta.dirname, '../../..');
const read = (file: string) => fs.readFileSync(path.join(REPO, file), 'utf8');

/** Every text a buyer reads about billing on the site: the FAQ, the terms, the pricing and sign-up copy. */
function billingCopy(): { where: string; text: string }[] {
  const faq = loadContent().faq.map((item) => ({ where: `FAQ: ${item.question}`, text: item.answer }));
  const files = [
    'content/legal/terms.mdx',
    'content/legal/privacy.mdx',
    'site/src/islands/pricing.tsx',
    'site/src/islands/checkout/sign-up-dialog.tsx',
    'site/src/entry-server.tsx',
  ].map((where) => ({ where, text: read(where).replace(/\s+/g, ' ') }));
  return [...faq, ...files];
}

const NUMBER_OF_DAYS =
  /\b(\d+|one|two|three|four|five|six|seven|eight|nine|ten|fourteen|thirty)[\s-]+(calendar\s+)?days?\b/i;

describe('the site’s copy on failed renewals', () => {
  const copy = billingCopy();
  const dunning = copy.filter((c) => /grace|renewal payment fails|cannot collect a renewal/i.test(c.text));

  it('speaks of failed renewals in the FAQ and the terms', () => {
    expect(dunning.map((c) => c.where)).toEqual(
      expect.arrayContaining(['FAQ: What renews, and how do I cancel?', 'content/legal/terms.mdx']),
    );
  });

  it('names no number of days for the grace period, which the setting decides', () => {
    for (const { where, text } of dunning)
      for (const sentence of text.split(/(?<=[.;:])\s+/))
        if (/grace|fails|collect|retries|answering/i.test(sentence))
          expect({ where, sentence, days: NUMBER_OF_DAYS.exec(sentence)?.[0] ?? null }).toEqual({
            where,
            sentence,
            days: null,
          });
  });

  it.each([0, 1, 7, 30])('promises what the dunning does with FRONTDESK_BILLING_GRACE_DAYS=%i', (days) => {
    const config = parseConfig({ FRONTDESK_BILLING_GRACE_DAYS: String(days) });
    expect(config.billingGraceDays).toBe(days);
    const failedAt = '2027-01-07T10:00:00.000Z';
    const until = serviceUntil(
      { status: 'ACTIVE', periodEnd: failedAt, pastDueSince: failedAt },
      config.billingGraceDays,
      new Date(failedAt),
    );
    expect(until).toBe(new Date(Date.parse(failedAt) + days * 86_400_000).toISOString());
    // "We email … at once, with the date until which the assistant keeps answering."
    const mail = billingMail('paymentFailed', {
      plan: 'Starter',
      business: 'Cooper & Co',
      graceEnd: printedDay(until ?? ''),
      billingUrl: 'https://frontdesk.example/app/billing',
    });
    expect(mail.text).toContain(`keeps answering until ${printedDay(until ?? '')}`);
    expect(mail.html).toContain(printedDay(until ?? ''));
  });

  it('promises only mails that exist: the failed renewal at once, a reminder before the date', () => {
    const faq = dunning.find((c) => c.where.startsWith('FAQ'))?.text ?? '';
    const terms = dunning.find((c) => c.where.endsWith('terms.mdx'))?.text ?? '';
    expect(faq).toMatch(/email your workspace's owners at once with the date until which/);
    expect(terms).toMatch(/Shortly before that date we remind the owners/);
    expect(BILLING_MAILS.paymentFailed.lines.join(' ')).toContain('{graceEnd}');
    expect(BILLING_MAILS.graceEnding.subject).toContain('{graceEnd}');
  });
});
