/**
 * Outgoing mail: over SMTP with nodemailer when FRONTDESK_SMTP_URL is set; otherwise each mail is
 * written to the outbox folder in the data directory and its link printed in the server log, so a
 * self-hoster without a mail server can still hand out set-password links.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Transporter } from 'nodemailer';
import type { Mailer } from '../domain/accounts/index.ts';

export function createMailer(opts: {
  smtpUrl: string | null;
  from: string;
  outboxDir: string;
  log: (line: string) => void;
}): Mailer {
  if (opts.smtpUrl) {
    const smtpUrl = opts.smtpUrl;
    // Imported at the first mail: a server that sends none never holds nodemailer in memory (~6 MB).
    let transport: Promise<Transporter> | undefined;
    return {
      async send(mail) {
        transport ??= import('nodemailer').then((m) => m.default.createTransport(smtpUrl));
        await (
          await transport
        ).sendMail({ from: opts.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
      },
    };
  }
  // Names sort in sending order, even for mails sent within one millisecond.
  let sent = 0;
  return {
    async send(mail) {
      sent += 1;
      await fs.promises.mkdir(opts.outboxDir, { recursive: true, mode: 0o700 });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${String(sent).padStart(6, '0')}-${crypto.randomBytes(4).toString('hex')}.eml`;
      const file = path.join(opts.outboxDir, name);
      const eml = mail.html
        ? multipart(opts.from, mail)
        : `From: ${opts.from}\r\nTo: ${mail.to}\r\nSubject: ${mail.subject}\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n${mail.text}`;
      await fs.promises.writeFile(file, eml, { mode: 0o600 });
      opts.log(
        `Mail to ${mail.to} ("${mail.subject}") written to ${file} (FRONTDESK_SMTP_URL is not set)${mail.link ? `; link: ${mail.link}` : ''}`,
      );
    },
  };
}

/** A mail with a text and an HTML part, as the outbox folder keeps it. */
function multipart(from: string, mail: { to: string; subject: string; text: string; html?: string }): string {
  const boundary = `fd-${crypto.randomBytes(8).toString('hex')}`;
  return [
    `From: ${from}`,
    `To: ${mail.to}`,
    `Subject: ${mail.subject}`,
    'MIME-Version: 1.0',
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
    '',
    `--${boundary}`,
    'Content-Type: text/plain; charset=utf-8',
    '',
    mail.text,
    `--${boundary}`,
    'Content-Type: text/html; charset=utf-8',
    '',
    mail.html ?? '',
    `--${boundary}--`,
    '',
  ].join('\r\n');
}
