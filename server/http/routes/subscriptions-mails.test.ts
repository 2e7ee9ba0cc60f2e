/**
 * The billing mails travel through the outbox to a real SMTP server on loopback: the welcome is read
 * back in both its parts (text and HTML) with the business, the plan, the amount and period, the next
 * billing date, the next steps and the brand; a mail server that is down delays it (the row stays in
 * the outbox and is retried), and an app that stops before sending it leaves it for the next start.
 * On SQLite and PostgreSQL, against the fake PayPal.
 */
import net from 'node:net';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakePaypal, type FakePaypal } from '../../payments/testing/fake-paypal.ts';
import { BUYER, startBillingApp, type BillingApp } from '../../payments/testing/billing-app.ts';
import { linkTokenOf } from '../../testing/customer-session.ts';
import { startPostgresServer, type TestPostgres } from '../../testing/postgres-server.ts';
import { startSmtpTestServer } from '../../testing/smtp-server.ts';

/** A loopback port nothing listens on now (a mail server that is down). */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const billingRows = async (b: BillingApp) =>
  (
    await sql<{ type: string; status: string; attempts: number; last_error: string | null }>`
      SELECT type, status, attempts, last_error FROM outbox WHERE channel = 'billing_mail' ORDER BY id
    `.execute(b.t.services.db)
  ).rows.map((r) => ({ ...r, attempts: Number(r.attempts) }));

describe.each(['sqlite', 'postgres'] as const)('billing mails through the outbox on %s', (store) => {
  let fake: FakePaypal;
  let postgres: TestPostgres | undefined;
  beforeAll(async () => {
    fake = await startFakePaypal();
    if (store === 'postgres') postgres = await startPostgresServer();
  });
  afterAll(async () => {
    await fake.close();
    await postgres?.stop();
  });
  const database = async (): Promise<Record<string, string>> =>
    postgres ? { FRONTDESK_DATABASE_URL: await postgres.createDatabase() } : {};

  it('sends the welcome as text and branded HTML with the plan, the amount, the dates and the steps', async () => {
    const smtp = await startSmtpTestServer();
    const b = await startBillingApp(fake, { ...(await database()), FRONTDESK_SMTP_URL: smtp.url });
    try {
      const { clientId } = await b.buy('Starter');
      const welcome = await smtp.next(BUYER.email);
      expect(welcome.subject).toBe('Welcome to Frontdesk: Cooper & Co is on the Starter plan');
      for (const part of [welcome.text, welcome.html ?? '']) {
        expect(part).toContain('Starter plan: 29.00 USD every month');
        expect(part).toContain('for 7 Dec 2026 to 7 Jan 2027');
        expect(part).toContain('is due on 7 Jan 2027');
        expect(part).toContain('Set your password');
        expect(part).toContain('Paste the script on your website');
        expect(part).toContain('Add what your assistant should know');
        expect(part).toContain('/app/developers');
        expect(part).toContain('/app/knowledge');
      }
      expect(welcome.text).toContain('Welcome to Frontdesk, Cooper & Co');
      // The HTML part: the brand's header, the business's name escaped, the steps as a list of links.
      const html = welcome.html ?? '';
      expect(html).toMatch(/<strong[^>]*>Frontdesk<\/strong>/);
      expect(html).toContain('Welcome to Frontdesk, Cooper &amp; Co');
      expect(html).not.toContain('Cooper & Co');
      expect(html).toMatch(/<ol[^>]*>.*<a href="http[^"]+\/app\/set-password#token=[\w-]+"/s);
      // The link in the mail sets the password (from the mailbox: a verified one) and signs in.
      const token = linkTokenOf(welcome.text);
      expect(html).toContain(token);
      const set = await b.t.inject({
        method: 'POST',
        url: '/api/app/password',
        headers: { 'content-type': 'application/json' },
        payload: { token, password: 'cooper-password-1' },
      });
      expect(set.statusCode).toBe(200);
      // Exactly one mail to the buyer for the purchase.
      expect(smtp.mails.filter((m) => m.to.includes(BUYER.email))).toHaveLength(1);
      expect(await billingRows(b)).toEqual([
        { type: 'billing.welcome', status: 'delivered', attempts: 1, last_error: null },
      ]);
      expect(clientId).toBeTruthy();
    } finally {
      await b.close();
      await smtp.close();
    }
  });

  it('keeps the welcome while the mail server is down, and sends it when it is back, after a restart', async () => {
    const port = await freePort();
    const env = { ...(await database()), FRONTDESK_SMTP_URL: `smtp://127.0.0.1:${port}` };
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'frontdesk-billing-mail-'));
    const first = await startBillingApp(fake, env, { dataDir });
    try {
      await first.buy('Premium');
      // The attempt fails (nothing listens) and the row waits for its retry.
      for (let i = 0; i < 100 && (await billingRows(first))[0]?.attempts !== 1; i++) {
        await first.t.services.outbox.dispatcher.tick();
        await new Promise((r) => setTimeout(r, 20));
      }
      const [row] = await billingRows(first);
      expect(row).toMatchObject({ type: 'billing.welcome', status: 'pending', attempts: 1 });
      expect(row?.last_error).toMatch(/ECONNREFUSED|connect/i);
    } finally {
      await first.close();
    }
    // The server stops with the mail unsent; the mail server comes back; the next start sends it.
    const smtp = await startSmtpTestServer({ port });
    const second = await startBillingApp(fake, env, { dataDir });
    try {
      second.advanceDays(1);
      const arrived = smtp.next(BUYER.email);
      await second.t.services.outbox.dispatcher.tick();
      const welcome = await arrived;
      expect(welcome.subject).toBe('Welcome to Frontdesk: Cooper & Co is on the Premium plan');
      expect(welcome.text).toContain('49.00 USD every month');
      expect(welcome.html).toContain('49.00 USD every month');
      expect(await billingRows(second)).toEqual([
        expect.objectContaining({ status: 'delivered', attempts: 2 }),
      ]);
    } finally {
      await second.close();
      await smtp.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
