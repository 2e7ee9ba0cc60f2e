/**
 * An OpenAI-compatible model on loopback speaking the real SSE protocol, for browser tests of
 * streaming. Every reply sends its first words at once and each further chunk only when the test
 * releases it, so a test can look at the widget between chunks without timing anything.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeOpenAI {
  /** OPENAI_BASE_URL for the app under test. */
  baseUrl: string;
  /** Chat completion requests seen so far. */
  requests(): number;
  /** Lets the next held chunk (of any reply) go out. */
  release(count?: number): void;
  close(): Promise<void>;
}

export async function startFakeOpenAI(chunks: string[]): Promise<FakeOpenAI> {
  let released = 0;
  let used = 0;
  let seen = 0;
  const waiting: (() => void)[] = [];
  const turn = () =>
    new Promise<void>((resolve) => {
      if (used < released) {
        used++;
        resolve();
      } else waiting.push(resolve);
    });

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c));
    req.on('end', async () => {
      if (req.url !== '/v1/chat/completions') return res.writeHead(404).end();
      // A follow-up's standalone search query (one plain JSON call) is answered at once, uncounted.
      if (!(JSON.parse(raw || '{}') as { stream?: boolean }).stream)
        return res.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            id: 'q1',
            object: 'chat.completion',
            created: 1,
            model: 'fake',
            choices: [
              { index: 0, message: { role: 'assistant', content: 'shipping' }, finish_reason: 'stop' },
            ],
          }),
        );
      seen++;
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      const send = (delta: object, finish: string | null = null) =>
        res.write(
          `data: ${JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', created: 1, model: 'fake', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`,
        );
      send({ role: 'assistant', content: chunks[0] });
      for (const c of chunks.slice(1)) {
        await turn();
        if (res.destroyed) return;
        send({ content: c });
      }
      send({}, 'stop');
      res.write(
        `data: ${JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', created: 1, model: 'fake', choices: [], usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 } })}\n\n`,
      );
      res.end('data: [DONE]\n\n');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    requests: () => seen,
    release(count = 1) {
      released += count;
      while (used < released && waiting.length > 0) {
        used++;
        waiting.shift()!();
      }
    },
    close: () =>
      new Promise((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}
