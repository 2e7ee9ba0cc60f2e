/**
 * Graceful shutdown and readiness (issue 35), with a real server process, a real widget socket and the
 * fake OpenAI server streaming slowly: on SIGTERM the process stops being ready (while still alive),
 * refuses new requests and connections, lets the reply in flight finish, tells the widget to go
 * (socket.io's "io server disconnect", which the widget answers by reconnecting), and exits 0; a reply
 * that would outlast the grace is cut at the bound.
 */
import fs from 'node:fs';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCli, tempDataDir } from '../../cli/testing/run-cli.ts';
import { startFakeOpenAi, type FakeOpenAi } from '../testing/fake-openai.ts';

const admin = { FRONTDESK_ADMIN_USERNAME: 'ops', FRONTDESK_ADMIN_PASSWORD: 'ops-password-1' };
const dirs: string[] = [];
let model: FakeOpenAi;
beforeAll(async () => {
  model = await startFakeOpenAi();
});
afterAll(async () => {
  await model.close();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

async function serve(graceSeconds: number, extra: Record<string, string> = {}) {
  const dir = tempDataDir();
  dirs.push(dir);
  const { child, match } = await startCli(
    dir,
    ['serve', '--port', '0', '--no-build'],
    /Frontdesk listening on (http:\/\/\S+)/,
    {
      ...admin,
      FRONTDESK_SEED_DEMO: 'false',
      OPENAI_BASE_URL: model.url,
      OPENAI_API_KEY: 'sk-test',
      FRONTDESK_EMBEDDING_MODEL: 'none',
      FRONTDESK_SHUTDOWN_GRACE_SECONDS: String(graceSeconds),
      ...extra,
    },
  );
  const url = match[1]!;
  const login = await fetch(`${url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username: admin.FRONTDESK_ADMIN_USERNAME,
      password: admin.FRONTDESK_ADMIN_PASSWORD,
    }),
  });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
  const created = await fetch(`${url}/api/clients`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({
      clientName: 'Drain Co',
      businessName: 'Drain Co',
      domain: 'drain.example.com',
      plan: 'Starter',
      testMode: true,
      aiContent: 'Drain Co is open from 9am to 5pm on weekdays.',
    }),
  });
  const token = ((await created.json()) as { testAccessToken: string }).testAccessToken;
  return { child, url, token };
}

const widgetSocket = (url: string, token: string): Promise<Socket> =>
  new Promise((resolve, reject) => {
    const s = io(`${url}/widget`, {
      transports: ['websocket'],
      auth: { token },
      reconnection: false,
      forceNew: true,
    });
    s.once('connect', () => resolve(s));
    s.once('connect_error', reject);
  });

const readyz = async (url: string) => {
  const res = await fetch(`${url}/readyz`);
  return {
    status: res.status,
    body: (await res.json()) as { ready: boolean; checks: Record<string, string> },
  };
};

describe('graceful shutdown', { timeout: 120_000 }, () => {
  it('finishes the reply in flight, refuses new work, lets the widget go and exits 0', async () => {
    const { child, url, token } = await serve(20);
    expect(await readyz(url)).toEqual({ status: 200, body: { ready: true, checks: { database: 'ok' } } });
    const words = ['We ', 'are ', 'open ', 'from ', '9am ', 'to ', '5pm ', 'on ', 'weekdays.'];
    model.queue({ kind: 'text', chunks: words, gapMs: 150 });
    const socket = await widgetSocket(url, token);
    const chunks: string[] = [];
    const firstChunk = new Promise<void>((resolve) =>
      socket.on('answer:chunk', (e: { delta: string }) => {
        chunks.push(e.delta);
        resolve();
      }),
    );
    const done = new Promise<{ message: { message: string } }>((resolve) =>
      socket.once('answer:done', resolve),
    );
    const gone = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    socket.emit('message:send', {
      sessionId: 'drainSession000000000001',
      clientMessageId: 'drain-message-1',
      message: 'When are you open?',
    });
    await firstChunk;
    child.kill('SIGTERM');

    // Alive but not ready, at once; other requests and new sockets are refused meanwhile.
    let state = await readyz(url);
    while (state.status === 200) state = await readyz(url);
    expect(state).toEqual({
      status: 503,
      body: { ready: false, checks: { database: 'ok', shutdown: 'draining' } },
    });
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
    const refused = await fetch(`${url}/api/widget/config`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(refused.status).toBe(503);
    expect(await refused.json()).toMatchObject({ code: 'shutting_down' });
    await expect(widgetSocket(url, token)).rejects.toThrow();

    // The reply in flight ends whole, then the widget is told to go, and the process exits cleanly.
    expect((await done).message.message).toBe(words.join(''));
    expect(chunks.join('')).toBe(words.join(''));
    expect(await gone).toBe('io server disconnect');
    expect((await child).exitCode).toBe(0);
    socket.close();
  });

  it('cuts a reply that outlasts the grace at the bound and still exits 0', async () => {
    // The model's own stall limit is two minutes, past this test's time: only the grace can end it.
    const { child, url, token } = await serve(1, { FRONTDESK_MODEL_STALL_TIMEOUT_MS: '120000' });
    model.queue({ kind: 'stall', chunks: ['Still ', 'thinking'] });
    const socket = await widgetSocket(url, token);
    const firstChunk = new Promise<void>((resolve) => socket.once('answer:chunk', () => resolve()));
    const gone = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    socket.emit('message:send', {
      sessionId: 'drainSession000000000002',
      clientMessageId: 'drain-message-2',
      message: 'When are you open?',
    });
    await firstChunk;
    child.kill('SIGTERM');
    expect(await gone).toBe('io server disconnect');
    expect((await child).exitCode).toBe(0);
    socket.close();
  });
});
