/**
 * Attack table rows 20 and 23, slow and oversized bodies on a real listener (raw sockets, since
 * inject never has a slow client): a declared body that never arrives, a dripping body and an oversized
 * chunked body are each answered (408 or 413, the JSON error shape) and the connection ends. A crawl of
 * a real loopback site that drips its pages ends each such page, and the whole sync, at a deadline.
 */
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWebsiteCrawler } from '../source-fetching/website-crawler.ts';
import { IncompleteSync } from '../domain/sources/index.ts';
import { createSafeFetcher } from '../net/safe-fetch.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { crawlingClient, websiteSource } from '../testing/website-source.ts';

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await startTestApp({ listen: true, env: { FRONTDESK_REQUEST_BODY_TIMEOUT_SECONDS: '1' } });
  port = Number(new URL(t.url).port);
});
afterAll(() => t.close());

interface RawReply {
  status: number;
  json: { error?: string; code?: string } | null;
  /** The answer says the connection ends with it. */
  closes: boolean;
}

/**
 * Sends the head, then each body piece every `everyMs` (pieces may be a generator without end), and
 * resolves once a whole answer has arrived or the server has closed the connection.
 */
function rawPost(head: string, pieces: Iterable<string>, everyMs: number): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let got = '';
    const it = pieces[Symbol.iterator]();
    let timer: NodeJS.Timeout | undefined;
    const next = () => {
      if (socket.destroyed || !socket.writable) return;
      const step = it.next();
      if (step.done) return;
      socket.write(step.value, () => undefined);
      timer = setTimeout(next, everyMs);
    };
    socket.on('connect', () => {
      socket.write(head);
      next();
    });
    const settle = () => {
      clearTimeout(timer);
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(got)?.[1] ?? 0);
      const body = got.split('\r\n\r\n').slice(1).join('\r\n\r\n');
      let json: RawReply['json'];
      try {
        json = JSON.parse(body) as RawReply['json'];
      } catch {
        json = null;
      }
      resolve({ status, json, closes: /\r\nconnection: close\r\n/i.test(got) });
    };
    socket.on('data', (d) => {
      got += d.toString('latin1');
      const length = Number(/\r\ncontent-length: (\d+)/i.exec(got)?.[1] ?? -1);
      const bodyStart = got.indexOf('\r\n\r\n');
      if (length >= 0 && bodyStart >= 0 && got.length - bodyStart - 4 >= length) {
        settle();
        socket.destroy();
      }
    });
    // A reset after the answer arrived is still a closed connection.
    socket.on('error', (err: NodeJS.ErrnoException) => {
      if (!['ECONNRESET', 'EPIPE'].includes(err.code ?? '')) reject(err);
    });
    socket.on('close', settle);
  });
}

const head = (extra: string) =>
  `POST /api/admin/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n${extra}\r\n`;

function* forever(piece: string) {
  for (;;) yield piece;
}

describe('row 20: slow request bodies are cut at the body deadline', () => {
  it('answers 408 and closes when a declared body never arrives', async () => {
    const reply = await rawPost(head('Content-Length: 1000\r\n'), ['{"username":'], 60_000);
    expect(reply.status).toBe(408);
    expect(reply.json).toEqual({ error: expect.any(String), code: 'request_timeout' });
    expect(reply.closes).toBe(true);
  });

  it('answers 408 and closes a body dripping one byte at a time', async () => {
    const reply = await rawPost(head('Content-Length: 100000\r\n'), forever(' '), 50);
    expect(reply.status).toBe(408);
    expect(reply.json?.code).toBe('request_timeout');
    expect(reply.closes).toBe(true);
  });

  it('still accepts a whole body sent promptly', async () => {
    const res = await fetch(`${t.url}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'wrong-password-here' }),
    });
    expect(res.status).toBe(401);
  });
});

describe('row 20: a route with its own longer allowance keeps it', () => {
  it('lets a file upload arrive more slowly than the default body deadline', async () => {
    const cookie = await t.login();
    const client = await t.services.clients.create({
      clientName: 'Slow Upload',
      businessName: 'Slow Upload',
      domain: 'slow-upload.example',
      plan: 'Enterprise',
    });
    const boundary = 'slowUploadBoundary';
    const body =
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="parking.txt"\r\n` +
      `Content-Type: text/plain\r\n\r\n${'Parking is free on Elm Street. '.repeat(20)}\r\n--${boundary}--\r\n`;
    // Fifteen pieces 100 ms apart: longer than the one-second default, well within the upload's own.
    const size = Math.ceil(body.length / 15);
    const pieces = Array.from({ length: 15 }, (_, i) => body.slice(i * size, (i + 1) * size));
    const reply = await rawPost(
      `POST /api/clients/${client.id}/knowledge/files HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
        `Cookie: ${cookie}\r\n` +
        `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`,
      pieces,
      100,
    );
    expect(reply.status).toBe(201);
  });
});

describe('row 20: an oversized chunked body is answered 413, not dropped', () => {
  const kb = 'x'.repeat(64 * 1024);
  const chunk = `${kb.length.toString(16)}\r\n${kb}\r\n`;

  it('answers 413 with the JSON error shape for a finite chunked body over the limit', async () => {
    const pieces = [...Array.from({ length: 24 }, () => chunk), '0\r\n\r\n'];
    const reply = await rawPost(head('Transfer-Encoding: chunked\r\n'), pieces, 1);
    expect(reply.status).toBe(413);
    expect(reply.json).toEqual({ error: 'Request body is too large', code: 'payload_too_large' });
  });

  it('answers 413 and closes a chunked body that never ends', async () => {
    const reply = await rawPost(head('Transfer-Encoding: chunked\r\n'), forever(chunk), 1);
    expect(reply.status).toBe(413);
    expect(reply.json?.code).toBe('payload_too_large');
  });
});

/** A site whose /slow pages send a byte every 50 ms and never end; other pages answer at once. */
async function drippingSite(pages: Record<string, string>) {
  const server = http.createServer((req, res) => {
    const body = pages[req.url ?? '/'];
    if (body !== undefined) {
      res.writeHead(200, { 'content-type': 'text/html' }).end(body);
      return;
    }
    if (!req.url?.startsWith('/slow')) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html' });
    res.write('<!doctype html><html><head><title>Slow</title></head><body><p>');
    const drip = setInterval(() => res.write('a'), 50);
    res.on('close', () => clearInterval(drip));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function crawl(startUrl: string, deadlines: { pageDeadlineMs: number; syncDeadlineMs: number }) {
  const syncer = createWebsiteCrawler({
    fetcher: createSafeFetcher({ allowPrivateNetwork: true }),
    saveSettings: async () => undefined,
    ...deadlines,
  });
  return syncer.sync(websiteSource(startUrl), crawlingClient(new URL(startUrl).host), {
    signal: new AbortController().signal,
    progress: () => undefined,
  });
}

const page = (title: string, body: string) =>
  `<!doctype html><html><head><title>${title}</title></head><body><main>${body}</main></body></html>`;

describe('row 23: a slowly dripping crawl page ends at its deadline, and a sync at its own', () => {
  it('ends a page that never finishes with a clear error', async () => {
    const site = await drippingSite({});
    try {
      const fetcher = createSafeFetcher({ allowPrivateNetwork: true });
      await expect(fetcher.get(`${site.origin}/slow`, { deadlineMs: 300 })).rejects.toThrow(
        /Could not fetch .*\/slow: it did not finish within/,
      );
    } finally {
      await site.close();
    }
  });

  it('keeps the other pages of a crawl when one page drips past its deadline', async () => {
    const site = await drippingSite({
      '/': page(
        'Home',
        '<p>Welcome to the shop, open every day.</p><a href="/slow">Slow</a> <a href="/fast">Fast</a>',
      ),
      '/fast': page('Fast', '<p>Delivery takes two days anywhere in the country.</p>'),
    });
    try {
      const docs = await crawl(`${site.origin}/`, { pageDeadlineMs: 300, syncDeadlineMs: 60_000 });
      expect(docs.map((d) => new URL(d.ref).pathname).sort()).toEqual(['/', '/fast']);
    } finally {
      await site.close();
    }
  });

  it('keeps the pages read when a crawl passes its overall deadline, and says so', async () => {
    const site = await drippingSite({
      '/': page('Home', '<p>Welcome to the shop, open every day.</p><a href="/slow">Slow</a>'),
    });
    try {
      const cut = await crawl(`${site.origin}/`, { pageDeadlineMs: 60_000, syncDeadlineMs: 500 }).then(
        () => null,
        (err: unknown) => err,
      );
      expect(cut).toBeInstanceOf(IncompleteSync);
      const { docs, message } = cut as IncompleteSync;
      expect(docs.map((d) => new URL(d.ref).pathname)).toEqual(['/']);
      expect(message).toBe(
        'The crawl reached its time limit of 0.5 s after 1 page; pages it did not reach keep their earlier text',
      );
    } finally {
      await site.close();
    }
  });

  it('ends a whole sync at its overall deadline with a clear error', async () => {
    const site = await drippingSite({});
    try {
      await expect(
        crawl(`${site.origin}/slow`, { pageDeadlineMs: 60_000, syncDeadlineMs: 500 }),
      ).rejects.toThrow(/The sync did not finish within its limit of 0\.5 s/);
    } finally {
      await site.close();
    }
  });
});
