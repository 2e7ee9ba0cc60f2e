/**
 * A tiny SMTP server on loopback for tests: it speaks enough of RFC 5321 for nodemailer (EHLO, MAIL,
 * RCPT, DATA, QUIT, no TLS, no auth) and keeps each mail received, its body decoded.
 */
import net from 'node:net';

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  /** The text body, decoded from quoted-printable or base64. */
  text: string;
  /** The HTML alternative of a multipart mail, decoded (null for a plain-text mail). */
  html: string | null;
}

export interface SmtpTestServer {
  url: string;
  mails: ReceivedMail[];
  /** Resolves with the next mail to `to` (or one already received and not yet taken). */
  next(to: string): Promise<ReceivedMail>;
  close(): Promise<void>;
}

const decodeQuotedPrintable = (s: string) =>
  Buffer.from(
    s
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
    'latin1',
  ).toString('utf8');

/** One MIME entity: its headers and its body decoded by its Content-Transfer-Encoding. */
function parseEntity(raw: string): { header(name: string): string; body: string } {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(split + 4);
  const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  const decoded =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(body)
      : encoding === 'base64'
        ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
        : body;
  return { header, body: decoded };
}

function parseMessage(raw: string): { subject: string; text: string; html: string | null } {
  const top = parseEntity(raw.replace(/^\.\./gm, '.'));
  const boundary = /boundary="?([^";]+)"?/i.exec(top.header('Content-Type'))?.[1];
  if (!boundary) return { subject: top.header('Subject'), text: top.body, html: null };
  // A text and an HTML alternative (notices): each part decoded on its own.
  const parts = raw
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((p) => parseEntity(p.replace(/^\r\n/, '')));
  const part = (type: string) =>
    parts.find((p) => p.header('Content-Type').toLowerCase().startsWith(type))?.body.replace(/\r\n$/, '') ??
    null;
  return { subject: top.header('Subject'), text: part('text/plain') ?? '', html: part('text/html') };
}

/** `port`: listen where a mail server that was down comes back (default: any free port). */
export async function startSmtpTestServer(opts: { port?: number } = {}): Promise<SmtpTestServer> {
  const mails: ReceivedMail[] = [];
  const taken = new Set<ReceivedMail>();
  const waiters: { to: string; resolve: (m: ReceivedMail) => void }[] = [];
  const deliver = (mail: ReceivedMail) => {
    mails.push(mail);
    const i = waiters.findIndex((w) => mail.to.includes(w.to));
    if (i >= 0) {
      taken.add(mail);
      waiters.splice(i, 1)[0]?.resolve(mail);
    }
  };
  const server = net.createServer((socket) => {
    socket.setEncoding('utf8');
    let buffer = '';
    let inData = false;
    let envelope = { from: '', to: [] as string[] };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 localhost test SMTP');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          const raw = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          deliver({ ...envelope, ...parseMessage(raw) });
          envelope = { from: '', to: [] };
          reply('250 OK: queued');
          continue;
        }
        const nl = buffer.indexOf('\r\n');
        if (nl < 0) return;
        const line = buffer.slice(0, nl);
        buffer = buffer.slice(nl + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') reply('250 localhost');
        else if (verb === 'MAIL') {
          envelope.from = /<([^>]*)>/.exec(line)?.[1] ?? '';
          reply('250 OK');
        } else if (verb === 'RCPT') {
          envelope.to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
          reply('250 OK');
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 End data with <CR><LF>.<CR><LF>');
        } else if (verb === 'QUIT') {
          reply('221 Bye');
          socket.end();
        } else if (verb === 'RSET' || verb === 'NOOP') reply('250 OK');
        else reply('502 Command not implemented');
      }
    });
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    next(to) {
      const ready = mails.find((m) => !taken.has(m) && m.to.includes(to));
      if (ready) {
        taken.add(ready);
        return Promise.resolve(ready);
      }
      return new Promise((resolve) => waiters.push({ to, resolve }));
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.unref();
      }),
  };
}
