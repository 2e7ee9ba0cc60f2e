/**
 * A webhook receiver on loopback for tests: it keeps every POST (headers, raw body) and answers what
 * the test scripts (a status per call, then 200), so retries, failures and cut answers can be seen.
 */
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedHook {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
  json: { id: string; type: string; createdAt: string; clientId: string; data: Record<string, unknown> };
}

export interface WebhookReceiver {
  url: string;
  received: ReceivedHook[];
  /** How many calls were left unanswered ('hang'). */
  readonly hung: number;
  /** The next answers, in order (a status, or 'hang' to never answer); after them, 200. */
  script(answers: (number | 'hang')[]): void;
  /** Answers every call with this many bytes (a receiver answering 10 MB). */
  answerWith(bytes: number): void;
  /** Resolves once `n` calls matching `pick` have arrived. */
  waitFor(n: number, pick?: (h: ReceivedHook) => boolean): Promise<ReceivedHook[]>;
  close(): Promise<void>;
}

/** Checks a Frontdesk-Signature header as a receiver would (Stripe's scheme). */
export function verifySignature(header: string, body: string, secret: string): boolean {
  const parts = Object.fromEntries(header.split(',').map((p) => p.split('=') as [string, string]));
  if (!parts.t || !parts.v1) return false;
  const expected = crypto.createHmac('sha256', secret).update(`${parts.t}.${body}`).digest('hex');
  return crypto.timingSafeEqual(Buffer.from(expected), Buffer.from(parts.v1));
}

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const received: ReceivedHook[] = [];
  let answers: (number | 'hang')[] = [];
  let bigAnswer = 0;
  let hung = 0;
  const waiters: { n: number; pick: (h: ReceivedHook) => boolean; resolve: (h: ReceivedHook[]) => void }[] =
    [];
  const check = () => {
    for (const w of [...waiters]) {
      const got = received.filter(w.pick);
      if (got.length >= w.n) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(got);
      }
    }
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      let json: ReceivedHook['json'];
      try {
        json = JSON.parse(body) as ReceivedHook['json'];
      } catch {
        json = { id: '', type: '', createdAt: '', clientId: '', data: {} };
      }
      const answer = answers.shift() ?? 200;
      if (answer === 'hang') {
        hung++;
        return;
      }
      received.push({ path: req.url ?? '', headers: req.headers, body, json });
      if (bigAnswer > 0) {
        res.writeHead(answer, { 'content-type': 'text/plain' });
        const chunk = Buffer.alloc(64 * 1024, 'x');
        let left = bigAnswer;
        const pump = () => {
          while (left > 0) {
            left -= chunk.length;
            if (!res.write(chunk)) return void res.once('drain', pump);
          }
          res.end();
        };
        res.on('error', () => undefined);
        pump();
      } else res.writeHead(answer, { 'content-type': 'text/plain' }).end(answer < 300 ? 'ok' : 'nope');
      check();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    get hung() {
      return hung;
    },
    script(a) {
      answers = [...a];
    },
    answerWith(bytes) {
      bigAnswer = bytes;
    },
    waitFor(n, pick = () => true) {
      return new Promise((resolve) => {
        waiters.push({ n, pick, resolve });
        check();
      });
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
    },
  };
}
