/**
 * Bounds on request bodies that hapi alone does not give:
 * - a deadline for the whole body: hapi's payload timeout answers 408, but then waits for the rest of
 *   the body before replying, so a declared body that never arrives held the connection for Node's
 *   300 s request timeout;
 * - an oversized chunked body is answered 413: hapi's reader stops it by destroying the request, which
 *   drops the connection without a reply.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Server as HapiServer } from '@hapi/hapi';
import type { ErrorBody } from '../../contract/errors.ts';

/** Bytes still read (and thrown away) after a body was found too large, so the client reads the 413. */
const DISCARD_AFTER_TOO_LARGE = 1024 * 1024;

const hasBody = (req: IncomingMessage) =>
  req.headers['transfer-encoding'] !== undefined ||
  (req.headers['content-length'] !== undefined && req.headers['content-length'] !== '0');

/** Requests answered here: hapi's own late answer to them is abandoned. */
const answered = new WeakSet<IncomingMessage>();

/** Answers from outside hapi's lifecycle (which is waiting for the body) and ends the connection. */
function answerAndClose(req: IncomingMessage, res: ServerResponse, status: number, body: ErrorBody): void {
  answered.add(req);
  if (!res.headersSent && !res.writableEnded) {
    const text = JSON.stringify(body);
    res.writeHead(status, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(text),
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-store',
      connection: 'close',
    });
    res.end(text);
  }
  // The body is not read any further: the socket goes once the answer is out.
  // An injected request (server.inject) has a stand-in socket with no connection to close.
  const socket = req.socket as Partial<typeof req.socket> | undefined;
  const close = () => socket?.destroy?.();
  if (res.writableFinished) close();
  else res.once('finish', close);
  setTimeout(close, 1000).unref();
}

const TIMEOUT_BODY: ErrorBody = {
  error: 'The request body did not arrive in time',
  code: 'request_timeout',
};
const TOO_LARGE_BODY: ErrorBody = { error: 'Request body is too large', code: 'payload_too_large' };

export function registerBodyGuard(server: HapiServer, bodyTimeoutMs: number): void {
  // Node's own limits as a backstop: headers within the deadline, the whole request within Node's
  // default 300 s (or longer, for a longer configured deadline).
  server.listener.headersTimeout = Math.min(bodyTimeoutMs, 60_000);
  server.listener.requestTimeout = Math.max(300_000, bodyTimeoutMs + 5_000);

  // At onPreAuth the route is known (a route may allow itself longer, as the file upload does) and
  // hapi has not started reading the body: it does so after authentication.
  server.ext('onPreAuth', (request, h) => {
    const { req, res } = request.raw;
    if (!hasBody(req)) return h.continue;
    let tooLarge = false;
    const routeTimeout = request.route.settings.payload?.timeout;
    const deadline = Math.max(bodyTimeoutMs, typeof routeTimeout === 'number' ? routeTimeout : 0);

    const timer = setTimeout(() => {
      if (!req.complete)
        answerAndClose(req, res, tooLarge ? 413 : 408, tooLarge ? TOO_LARGE_BODY : TIMEOUT_BODY);
    }, deadline);
    timer.unref();
    const done = () => clearTimeout(timer);
    req.once('end', done);
    req.once('close', done);
    res.once('close', done);

    // hapi's payload reader destroys the request (no error given) when the body passes maxBytes. With a
    // Content-Length hapi refuses before reading; with chunked bodies the size is only known while
    // reading: the rest is read and thrown away (up to a bound) so hapi answers its 413 normally.
    const destroy = req.destroy.bind(req);
    req.destroy = (err?: Error) => {
      if (err || req.complete || tooLarge) return destroy(err);
      tooLarge = true;
      let discarded = 0;
      req.on('data', (chunk: Buffer) => {
        discarded += chunk.length;
        if (discarded > DISCARD_AFTER_TOO_LARGE) answerAndClose(req, res, 413, TOO_LARGE_BODY);
      });
      return req;
    };
    return h.continue;
  });
  server.ext('onPreResponse', (request, h) => (answered.has(request.raw.req) ? h.abandon : h.continue));
}
