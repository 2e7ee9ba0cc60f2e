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
        ).sendMail({
          from: opts.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          ...(mail.html ? { html: mail.html } : {}),
        });
      },
    };
  }
  return {
    async send(mail) {
      await fs.promises.mkdir(opts.outboxDir, { recursive: true, mode: 0o700 });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomBytes(4).toString('hex')}.eml`;
      const file = path.join(opts.outboxDir, name);
      const head = `From: ${opts.from}\r\nTo: ${mail.to}\r\nSubject: ${mail.subject}\r\nMIME-Version: 1.0\r\n`;
      const boundary = `frontdesk-${crypto.randomBytes(8).toString('hex')}`;
      const eml = mail.html
        ? `${head}Content-Type: multipart/alternative; boundary="${boundary}"\r\n\r\n--${boundary}\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n${mail.text}\r\n--${boundary}\r\nContent-Type: text/html; charset=utf-8\r\n\r\n${mail.html}\r\n--${boundary}--\r\n`
        : `${head}Content-Type: text/plain; charset=utf-8\r\n\r\n${mail.text}`;
      await fs.promises.writeFile(file, eml, { mode: 0o600 });
      opts.log(
        `Mail to ${mail.to} ("${mail.subject}") written to ${file} (FRONTDESK_SMTP_URL is not set)${mail.link ? `; link: ${mail.link}` : ''}`,
      );
    },
  };
}
