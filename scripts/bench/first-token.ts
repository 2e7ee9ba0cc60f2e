/** First token: the OpenAI SDK straight at a loopback model vs a widget socket through Frontdesk. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import OpenAI from 'openai';
import { io as connect } from 'socket.io-client';
import { pct } from './loop-delay.ts';
import { startServer } from './servers.ts';

export async function firstTokenBench() {
  const model = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      const c = (delta: object, finish: string | null = null) =>
        res.write(
          `data: ${JSON.stringify({ id: 'x', object: 'chat.completion.chunk', created: 1, model: 'gpt-4o-mini', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`,
        );
      c({ role: 'assistant', content: 'Hello' });
      setTimeout(() => {
        c({ content: ' there.' });
        c({}, 'stop');
        res.end('data: [DONE]\n\n');
      }, 5);
    });
  });
  await new Promise<void>((r) => model.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${(model.address() as AddressInfo).port}/v1`;
  const direct: number[] = [];
  const sdk = new OpenAI({ apiKey: 'sk', baseURL: base, maxRetries: 0 });
  for (let i = 0; i < 200; i++) {
    const t0 = performance.now();
    const stream = await sdk.chat.completions.create({
      model: 'gpt-4o-mini',
      messages: [{ role: 'user', content: 'hi' }],
      stream: true,
    });
    let first = 0;
    for await (const ch of stream)
      if (!first && ch.choices[0]?.delta?.content) first = performance.now() - t0;
    direct.push(first);
  }
  const server = startServer(`openai:${base}`);
  const info = await server.ready;
  const s = connect(`${info.url}/widget`, {
    transports: ['websocket'],
    auth: { token: info.tokens?.['taskpilot.io'] },
    reconnection: false,
    forceNew: true,
  });
  await new Promise<void>((r) => s.once('connect', () => r()));
  const via: number[] = [];
  // The secret the first message's ack issues: every later message of the session must carry it.
  let sessionKey: string | undefined;
  for (let i = 0; i < 200; i++) {
    const t0 = performance.now();
    let refused: (err: Error) => void = () => {};
    const first = new Promise<number>((resolve, reject) => {
      refused = reject;
      s.once('answer:chunk', () => resolve(performance.now() - t0));
    });
    const done = new Promise((r) => s.once('answer:done', r));
    s.emit(
      'message:send',
      {
        sessionId: 'first-token-session-01',
        clientMessageId: `ft-${i}-xxxx`,
        message: 'What is your pricing?',
        sessionKey,
      },
      (ack: { ok: boolean; sessionKey?: string; error?: string }) => {
        sessionKey ??= ack.sessionKey;
        // A refused message gets no answer: fail the bench instead of waiting forever.
        if (!ack.ok) refused(new Error(`first-token message refused: ${ack.error ?? 'no reason'}`));
      },
    );
    via.push(await first);
    await done;
  }
  s.disconnect();
  await server.stop();
  model.close();
  direct.sort((a, b) => a - b);
  via.sort((a, b) => a - b);
  return { direct: pct(direct, 50), via: pct(via, 50), directP95: pct(direct, 95), viaP95: pct(via, 95) };
}
