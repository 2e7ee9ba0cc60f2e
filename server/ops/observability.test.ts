/**
 * Logs and metrics (issue 35) on the real app with the fake OpenAI server as its model: the log lines of
 * a chat turn carry one request id from the HTTP request to the model call and none of the visitor's
 * words, address or token; /metrics counts the turn, its reply by provider and outcome, and the
 * request's latency, answers loopback callers only (not through a proxy), or serves on a port of its
 * own; and its text holds no token, email or message.
 */
import net from 'node:net';
import { Writable } from 'node:stream';
import { io } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatFixture, type ChatFixture } from '../testing/chat-fixture.ts';
import { startFakeOpenAi, type FakeOpenAi } from '../testing/fake-openai.ts';
import { createLogger, installLogger, scrub } from './log.ts';

const SECRET_WORDS = 'purple giraffe marmalade';
const EMAIL = 'ada.lovelace@example.org';
const QUESTION = `Do you sell ${SECRET_WORDS}? When can I view a property?`;
/** A second turn leaves an address (lead capture): it is stored, never logged. */
const LEAD = `Please email me at ${EMAIL}`;

const lines: Record<string, unknown>[] = [];
const raw: string[] = [];
const collector = new Writable({
  write(chunk: Buffer, _enc, done) {
    for (const line of chunk.toString().split('\n').filter(Boolean)) {
      raw.push(line);
      lines.push(JSON.parse(line) as Record<string, unknown>);
    }
    done();
  },
});

let model: FakeOpenAi;
beforeAll(async () => {
  model = await startFakeOpenAi({
    respond: () => ({ kind: 'text', chunks: ['Viewings run ', 'daily 9 to 6.'] }),
  });
});
afterAll(async () => {
  installLogger(createLogger({ format: 'json', level: 'silent' }));
  await model.close();
});

const modelEnv = () => ({
  OPENAI_BASE_URL: model.url,
  OPENAI_API_KEY: 'sk-test-not-a-real-key',
  FRONTDESK_EMBEDDING_MODEL: 'none',
});

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

async function chatTurn(
  f: ChatFixture,
  sessionId: string,
  message = QUESTION,
  requestId = 'turn-request-0001',
) {
  return f.t.inject({
    method: 'POST',
    url: '/api/v1/chat',
    headers: { ...f.widget(f.a.test), 'x-request-id': requestId },
    payload: { message, sessionId },
  });
}

describe('structured logs', () => {
  it('carry one request id from the HTTP request or socket event to the model call, with no visitor text, email or token', async () => {
    installLogger(createLogger({ format: 'json', level: 'info' }, collector));
    const f = await chatFixture({ env: modelEnv(), listen: true });
    try {
      lines.length = 0;
      raw.length = 0;
      const res = await chatTurn(f, 'logSession0000000000001');
      expect(res.statusCode, res.payload).toBe(200);
      expect(res.json.reply).toBe('Viewings run daily 9 to 6.');
      expect(res.headers['x-request-id']).toBe('turn-request-0001');
      const lead = await chatTurn(f, 'logSession0000000000001', LEAD, 'turn-request-0002');
      expect(lead.statusCode, lead.payload).toBe(200);
      expect(lead.json.reply).toContain(EMAIL);

      const request = lines.find((l) => l.msg === 'request' && l.route === '/api/v1/chat');
      const modelCalls = lines.filter((l) => l.msg === 'model call');
      expect(modelCalls).toHaveLength(1);
      const modelCall = modelCalls[0];

      // A widget's turn over the socket: its own id, on the socket event's line and its model call's.
      const socket = io(`${f.t.url}/widget`, {
        transports: ['websocket'],
        auth: { token: f.a.test },
        forceNew: true,
      });
      const done = new Promise((resolve) => socket.once('answer:done', resolve));
      socket.emit('message:send', {
        sessionId: 'logSession0000000000002',
        clientMessageId: 'log-socket-1',
        message: QUESTION,
      });
      await done;
      socket.close();
      await new Promise((r) => setTimeout(r, 50));
      const socketEvent = lines.find((l) => l.msg === 'socket event');
      expect(socketEvent).toMatchObject({
        event: 'message:send',
        outcome: 'ok',
        requestId: expect.any(String),
      });
      const socketModelCall = lines.filter((l) => l.msg === 'model call')[1];
      expect(socketModelCall?.requestId).toBe(socketEvent?.requestId);
      expect(socketEvent?.requestId).not.toBe('turn-request-0001');
      expect(request).toMatchObject({
        requestId: 'turn-request-0001',
        method: 'POST',
        status: 200,
        level: 30,
      });
      expect(modelCall).toMatchObject({ requestId: 'turn-request-0001', outcome: 'streaming' });
      // Every line written while the turn ran names that request, and no line carries what was said.
      const all = raw.join('\n');
      for (const secret of [SECRET_WORDS, EMAIL, 'ada.lovelace', f.a.test, 'Viewings run', 'sk-test-not']) {
        expect(all).not.toContain(secret);
      }
    } finally {
      await f.close();
    }
  });

  it('censors secret fields and masks addresses and tokens inside any text', () => {
    const out: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _e, done) {
        out.push(chunk.toString());
        done();
      },
    });
    const logger = createLogger({ format: 'json', level: 'info' }, sink);
    logger.info(
      {
        password: 'hunter2',
        data: { token: 'fd_live_abc', message: 'my words' },
        headers: { cookie: 'fd_admin=x' },
      },
      'mail to bob@example.com with fd_test_abcdef and Bearer fd_sk_zzz',
    );
    logger.error({ err: new Error('login failed for carol@example.net') }, 'failed');
    const text = out.join('');
    for (const leak of [
      'hunter2',
      'fd_live_abc',
      'my words',
      'fd_admin=x',
      'bob@example.com',
      'abcdef',
      'fd_sk_zzz',
      'carol@',
    ])
      expect(text).not.toContain(leak);
    expect(text).toContain('[redacted]');
    expect(text).toContain('login failed for [email]');
    expect(scrub('write to a.b+c@d.co.uk')).toBe('write to [email]');
    expect(scrub('link: https://x.example/app/set-password#token=s3cr3t-Value_1')).toBe(
      'link: https://x.example/app/set-password#token=[redacted]',
    );
  });
});

describe('metrics', () => {
  it('count turns, replies and request latency on the main port, for loopback callers only', async () => {
    const f = await chatFixture({ env: { ...modelEnv(), FRONTDESK_METRICS: 'on' }, listen: true });
    try {
      expect((await chatTurn(f, 'metricsSession000000001')).statusCode).toBe(200);
      // A widget's turn over the socket: timed until its reply has streamed.
      const socket = io(`${f.t.url}/widget`, {
        transports: ['websocket'],
        auth: { token: f.a.test },
        forceNew: true,
      });
      const done = new Promise((resolve) => socket.once('answer:done', resolve));
      socket.emit('message:send', {
        sessionId: 'metricsSession000000002',
        clientMessageId: 'metrics-socket-1',
        message: QUESTION,
      });
      await done;
      socket.close();
      const scrape = await fetch(`${f.t.url}/metrics`);
      expect(scrape.status).toBe(200);
      expect(scrape.headers.get('content-type')).toContain('text/plain');
      const text = await scrape.text();
      expect(text).toMatch(/^frontdesk_chat_turns_total 2$/m);
      expect(text).toMatch(
        /^frontdesk_socket_event_duration_seconds_count\{event="message:send",outcome="ok"\} 1$/m,
      );
      expect(text).toMatch(/^frontdesk_chat_replies_total\{provider="openai",outcome="answered"\} 2$/m);
      expect(text).toMatch(/^frontdesk_chat_first_token_seconds_count\{provider="openai"\} 2$/m);
      expect(text).toMatch(
        /^frontdesk_http_requests_total\{method="POST",route="\/api\/v1\/chat",status="200"\} 1$/m,
      );
      expect(text).toMatch(
        /^frontdesk_http_request_duration_seconds_bucket\{le="\+Inf",method="POST",route="\/api\/v1\/chat",status="200"\} 1$/m,
      );
      expect(text).toMatch(/^frontdesk_model_breaker_state\{provider="openai"\} 0$/m);
      expect(text).toMatch(/^frontdesk_db_pool_connections\{state="total"\} 1$/m);
      expect(text).toMatch(/^frontdesk_socket_connections\{namespace="widget"\} 0$/m);
      expect(text).toMatch(/^frontdesk_queue_depth\{queue="syncs"\} 0$/m);
      for (const secret of [
        SECRET_WORDS,
        EMAIL,
        f.a.test,
        f.a.live,
        'sk-test',
        'metricsSession',
        'metrics-socket',
      ])
        expect(text).not.toContain(secret);

      // Not to another address, and not through a proxy on this machine.
      const remote = await f.t.app.http.inject({ url: '/metrics', remoteAddress: '203.0.113.9' });
      expect(remote.statusCode).toBe(404);
      const proxied = await fetch(`${f.t.url}/metrics`, { headers: { 'x-forwarded-for': '203.0.113.9' } });
      expect(proxied.status).toBe(404);
      expect(await proxied.text()).not.toContain('frontdesk_');
    } finally {
      await f.close();
    }
  });

  it('serve on a port of their own when FRONTDESK_METRICS is a number, and not on the main port', async () => {
    const port = await freePort();
    const f = await chatFixture({ env: { FRONTDESK_METRICS: String(port) }, listen: true });
    try {
      const scrape = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(scrape.status).toBe(200);
      expect(await scrape.text()).toContain('frontdesk_http_requests_total');
      expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(404);
      const main = await fetch(`${f.t.url}/metrics`);
      expect(await main.text()).not.toContain('frontdesk_http_requests_total');
    } finally {
      await f.close();
    }
  });

  it('are not served at all by default', async () => {
    const f = await chatFixture({ listen: true });
    try {
      expect(f.t.app.operations.metrics).toBeNull();
      expect(await (await fetch(`${f.t.url}/metrics`)).text()).not.toContain('frontdesk_');
    } finally {
      await f.close();
    }
  });
});
