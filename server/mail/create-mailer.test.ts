import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpTestServer, type SmtpTestServer } from '../testing/smtp-server.ts';
import { createMailer } from './create-mailer.ts';

describe('the mailer', () => {
  let smtp: SmtpTestServer;
  beforeAll(async () => {
    smtp = await startSmtpTestServer();
  });
  afterAll(() => smtp.close());
  const mail = {
    to: 'owner@shop.example',
    subject: 'Frontdesk receipt',
    text: 'We received 29.00 USD.\n',
    html: '<p>We received <strong>29.00 USD</strong>.</p>',
  };

  it('writes a mail with an HTML part to the outbox as multipart/alternative, text first', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'frontdesk-outbox-'));
    const lines: string[] = [];
    await createMailer({
      smtpUrl: null,
      from: 'Frontdesk <no-reply@x>',
      outboxDir: dir,
      log: (l) => lines.push(l),
    }).send(mail);
    const [file] = fs.readdirSync(dir);
    const eml = fs.readFileSync(path.join(dir, file ?? ''), 'utf8');
    expect(eml).toMatch(/Content-Type: multipart\/alternative; boundary="fd-[0-9a-f]+"/);
    expect(eml.indexOf('text/plain')).toBeLessThan(eml.indexOf('text/html'));
    expect(eml).toContain('We received 29.00 USD.');
    expect(eml).toContain('<strong>29.00 USD</strong>');
    expect(lines[0]).toContain('owner@shop.example');
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('sends the text part over SMTP beside the HTML', async () => {
    const next = smtp.next('owner@shop.example');
    await createMailer({
      smtpUrl: smtp.url,
      from: 'Frontdesk <no-reply@x>',
      outboxDir: '/nonexistent',
      log: () => {},
    }).send(mail);
    const received = await next;
    expect(received.subject).toBe('Frontdesk receipt');
    expect(received.text).toContain('We received 29.00 USD.');
  });
});
