/**
 * The egress's POST, for webhooks and Slack-compatible incoming webhooks: the same address rule as
 * every fetch (private networks refused at connect unless FRONTDESK_ALLOW_PRIVATE_NETWORK, address
 * literals checked before), no redirects followed (a 3xx is the answer), a deadline on the whole
 * exchange, and at most `maxBytes` of the answer read: a receiver answering 10 MB is cut there.
 */
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import type { PostResult, WebhookPoster } from '../domain/webhooks/index.ts';
import { guardedLookup, isPrivateAddress, USER_AGENT } from './safe-fetch.ts';

export function createSafePoster(opts: { allowPrivateNetwork: boolean }): WebhookPoster {
  const lookup = guardedLookup(opts.allowPrivateNetwork);
  // Connections are kept for the next POST to the same receiver (a busy endpoint gets one per event);
  // the address rule ran when each was opened, in its lookup.
  const agents = {
    'http:': new http.Agent({ keepAlive: true, maxSockets: 16, lookup }),
    'https:': new https.Agent({ keepAlive: true, maxSockets: 16, lookup }),
  };
  return {
    post(href, body, o) {
      return new Promise<PostResult>((resolve, reject) => {
        let url: URL;
        try {
          url = new URL(href);
        } catch {
          reject(new Error('not a valid URL'));
          return;
        }
        if (url.protocol !== 'https:' && url.protocol !== 'http:') {
          reject(new Error('only http and https addresses can be posted to'));
          return;
        }
        const literal = url.hostname.replace(/^\[|\]$/g, '');
        if (net.isIP(literal) && !opts.allowPrivateNetwork && isPrivateAddress(literal)) {
          reject(new Error('the address is on a private network'));
          return;
        }
        let settled = false;
        const done = (err: Error | null, result?: PostResult) => {
          if (settled) return;
          settled = true;
          clearTimeout(deadline);
          if (err) reject(err);
          else resolve(result!);
        };
        const client = url.protocol === 'https:' ? https : http;
        const req = client.request(
          url,
          {
            method: 'POST',
            lookup,
            agent: agents[url.protocol],
            signal: o.signal,
            headers: {
              'user-agent': USER_AGENT,
              'content-length': String(Buffer.byteLength(body)),
              ...o.headers,
            },
          },
          (res) => {
            const status = res.statusCode ?? 0;
            const parts: Buffer[] = [];
            let size = 0;
            const finish = () => done(null, { status, body: Buffer.concat(parts).toString('utf8') });
            res.on('data', (chunk: Buffer) => {
              if (size >= o.maxBytes) return;
              parts.push(chunk.subarray(0, o.maxBytes - size));
              size += chunk.length;
              // Enough read: the rest is not wanted, so the connection goes.
              if (size >= o.maxBytes) {
                finish();
                res.destroy();
              }
            });
            res.on('end', finish);
            res.on('error', finish);
          },
        );
        const deadline = setTimeout(() => {
          done(new Error(`no answer within ${Math.round(o.timeoutMs / 1000)} s`));
          req.destroy();
        }, o.timeoutMs);
        req.on('error', (err: NodeJS.ErrnoException) => {
          if (err.message === 'private address') done(new Error('the address is on a private network'));
          else if (err.code === 'ENOTFOUND') done(new Error('the host name does not resolve'));
          else if (err.code === 'ECONNREFUSED') done(new Error('the connection was refused'));
          else if (o.signal?.aborted) done(new Error('stopped'));
          else done(new Error(err.code ?? err.message));
        });
        req.end(body);
      });
    },
  };
}
