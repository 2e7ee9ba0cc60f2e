/**
 * The server's log: pino, one JSON line per request and per notable event (or pino-pretty on a
 * terminal), levels, and a request id that follows a chat turn from the HTTP request or socket event
 * to the model call, carried by AsyncLocalStorage so no signature has to pass it along. Secrets and
 * visitors' words never reach a line: fields named like tokens, keys, passwords, cookies, emails or
 * message text are censored, and email addresses and Frontdesk tokens are masked inside any text.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import crypto from 'node:crypto';
import pino, { type DestinationStream, type Logger } from 'pino';
import pretty from 'pino-pretty';
import type { Config } from '../config.ts';

const context = new AsyncLocalStorage<{ requestId: string }>();

/** Runs `fn` with `requestId` on every log line it (and the work it starts) writes. */
export const withRequestId = <T>(requestId: string, fn: () => T): T => context.run({ requestId }, fn);
export const currentRequestId = (): string | undefined => context.getStore()?.requestId;

/** A new request id: 16 hex characters, enough to tell a day's requests apart. */
export const newRequestId = (): string => crypto.randomBytes(8).toString('hex');

/** An id a caller (a proxy) sent in x-request-id, when it is a plain token; otherwise a new one. */
export function requestIdFrom(header: unknown): string {
  return typeof header === 'string' && /^[A-Za-z0-9._:-]{8,64}$/.test(header) ? header : newRequestId();
}

/** Field names whose values never appear, at the top of a line or one level down (`req.*`, `data.*`, …). */
const SECRET_FIELDS = [
  'password',
  'token',
  'accessToken',
  'testAccessToken',
  'apiKey',
  'key',
  'secret',
  'authorization',
  'cookie',
  'email',
  'to',
  'link',
  'sessionKey',
];
/** Visitors' and operators' words: censored wherever a payload would carry them (an error keeps its message). */
const TEXT_FIELDS = ['message', 'text', 'delta', 'content', 'question', 'reply'];
/** Objects a line may carry one level down; a wildcard path would scan every key of every line. */
const NESTED = ['data', 'body', 'payload', 'input', 'req', 'headers', 'user', 'client', 'mail', 'config'];
const REDACT = [
  ...SECRET_FIELDS,
  ...TEXT_FIELDS,
  ...NESTED.flatMap((o) => [...SECRET_FIELDS, ...TEXT_FIELDS].map((f) => `${o}.${f}`)),
  'req.headers.authorization',
  'req.headers.cookie',
];

const EMAIL = /[^\s@"'<>()]+@[^\s@"'<>()]+\.[A-Za-z]{2,}/g;
const TOKEN = /\b(fd_(?:live|test|sk)_)[A-Za-z0-9_-]+/g;
const BEARER = /(Bearer\s+)\S+/gi;
/** A one-time link's secret (the set-password and reset links carry it as `#token=`). */
const LINK_TOKEN = /([?#&](?:token|key|secret)=)[^&\s"']+/gi;
/** Masks what looks like an email address or a credential inside free text (an error's message). */
export const scrub = (text: string): string =>
  text
    .replace(EMAIL, '[email]')
    .replace(TOKEN, '$1[redacted]')
    .replace(BEARER, '$1[redacted]')
    .replace(LINK_TOKEN, '$1[redacted]');

const errorSerializer = (err: unknown) => {
  const e = pino.stdSerializers.err(err as Error);
  return { ...e, message: scrub(String(e.message ?? '')), stack: e.stack ? scrub(e.stack) : undefined };
};

export type LogFormat = 'json' | 'pretty';

/** The format when none is set: pretty for a person at a terminal, JSON for a collector. */
export const defaultLogFormat = (isTty = Boolean(process.stdout.isTTY)): LogFormat =>
  isTty ? 'pretty' : 'json';

/** Builds a logger for `config.log`, writing to `destination` (default: stdout). */
export function createLogger(settings: Config['log'], destination?: DestinationStream): Logger {
  const format = settings.format ?? defaultLogFormat();
  const stream =
    format === 'pretty'
      ? pretty({
          sync: true,
          colorize: Boolean(process.stdout.isTTY),
          ignore: 'pid,hostname',
          singleLine: true,
          translateTime: 'SYS:HH:MM:ss.l',
          destination: destination ?? 1,
        })
      : (destination ?? pino.destination({ dest: 1, sync: false }));
  return pino(
    {
      level: settings.level,
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: { paths: REDACT, censor: '[redacted]' },
      serializers: { err: errorSerializer, error: errorSerializer },
      mixin: () => {
        const requestId = currentRequestId();
        return requestId ? { requestId } : {};
      },
      hooks: {
        // The message text itself is scrubbed too: a caller interpolating an address cannot leak it.
        logMethod(args, method) {
          const scrubbed = args.map((a) => (typeof a === 'string' ? scrub(a) : a));
          return method.apply(this, scrubbed as Parameters<typeof method>);
        },
      },
    },
    stream,
  );
}

/** Silent until the server installs its logger (tests and the CLI stay quiet). */
let current: Logger = pino({ level: 'silent' });

/** Makes `logger` the process's log (server start; tests that read the lines). */
export function installLogger(logger: Logger): Logger {
  current = logger;
  return logger;
}

/** The process's log, for the server's modules: `log().info({ route }, 'request')`. */
export const log = (): Logger => current;
