/**
 * A deterministic OpenAI-compatible server on loopback for tests, evals and benchmarks: chat
 * completions (SSE streaming or one JSON body), tool calls, `/embeddings`, error statuses with
 * Retry-After, stalls and mid-stream cuts, and a log of every request it received.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Socket } from 'node:net';

export interface FakeChatRequest {
  model: string;
  messages: { role: string; content: string | null; tool_call_id?: string; tool_calls?: unknown[] }[];
  tools?: { type: string; function: { name: string } }[];
  stream?: boolean;
  temperature?: number;
  max_tokens?: number;
}

export type FakeReply =
  /** Streams `chunks` as content deltas, then finish_reason 'stop' and a usage chunk. */
  | { kind: 'text'; chunks: string[]; usage?: { prompt: number; completion: number }; gapMs?: number }
  /** Asks for tool calls (finish_reason 'tool_calls'). */
  | { kind: 'tools'; calls: { name: string; arguments: string }[]; text?: string }
  /** An HTTP error status with an OpenAI error body. */
  | { kind: 'error'; status: number; retryAfter?: string }
  /** Sends `chunks`, then never writes again (an idle stream). No chunks: headers only. */
  | { kind: 'stall'; chunks: string[] }
  /** Sends `chunks`, then drops the connection without a finish_reason. */
  | { kind: 'cut'; chunks: string[] }
  /** Accepts the connection and never answers (no status line). */
  | { kind: 'hang' };

export type FakeEmbedding = 'ok' | 'down' | 'wrong-dimension' | 'garbage';

export interface LoggedRequest {
  path: string;
  body: Record<string, unknown>;
  /** Milliseconds since the fake started, from its own clock (for ordering, not assertions). */
  at: number;
}

export interface FakeOpenAi {
  /** The base URL to configure (`OPENAI_BASE_URL`), ending in /v1. */
  url: string;
  requests: LoggedRequest[];
  chatRequests(): FakeChatRequest[];
  /** Replies used first, one per chat request, before the responder. */
  queue(...replies: FakeReply[]): void;
  /** The reply to chat requests once the queue is empty. */
  respond(fn: (req: FakeChatRequest) => FakeReply): void;
  /** How `/embeddings` behaves. */
  embeddings(mode: FakeEmbedding): void;
  /** Holds `/embeddings` answers (a slow embedder) until the returned function releases them. */
  holdEmbeddings(): () => void;
  reset(): void;
  close(): Promise<void>;
}

export const FAKE_EMBEDDING_DIMENSIONS = 64;

/**
 * A deterministic embedding: each word (lower case, stripped of a plural s) is folded through the
 * synonym groups to one concept and hashed into a fixed-size vector, then normalised. Words of one
 * group land on the same coordinate, so a paraphrase is near its passage even with no word in common.
 */
export function fakeEmbedding(text: string, synonyms: readonly (readonly string[])[] = []): number[] {
  const v = new Array<number>(FAKE_EMBEDDING_DIMENSIONS).fill(0);
  for (const raw of text.toLowerCase().match(/[a-z0-9]+/g) ?? []) {
    const word = raw.length > 3 ? raw.replace(/s$/, '') : raw;
    if (STOP.has(word)) continue;
    const group = synonyms.find((g) => g.includes(word));
    const key = group ? group[0]! : word;
    let h = 2166136261;
    for (const ch of key) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
    v[h % FAKE_EMBEDDING_DIMENSIONS]! += 1;
  }
  const norm = Math.hypot(...v) || 1;
  return v.map((x) => x / norm);
}

const STOP = new Set(
  'a an the and or of to in on for is are do does you your we our i me my it can what how with at by be this that there any'.split(
    ' ',
  ),
);

export async function startFakeOpenAi(
  opts: { synonyms?: readonly (readonly string[])[]; respond?: (req: FakeChatRequest) => FakeReply } = {},
): Promise<FakeOpenAi> {
  const started = Date.now();
  const requests: LoggedRequest[] = [];
  const queued: FakeReply[] = [];
  const defaultResponder = (): FakeReply => ({ kind: 'text', chunks: ['OK.'] });
  let responder = opts.respond ?? defaultResponder;
  let embeddingMode: FakeEmbedding = 'ok';
  let held: (() => void)[] | null = null;
  const sockets = new Set<Socket>();

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c));
    req.on('end', () => {
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(raw || '{}') as Record<string, unknown>;
      } catch {
        return res.writeHead(400).end();
      }
      const path = (req.url ?? '').replace(/^\/v1/, '');
      requests.push({ path, body, at: Date.now() - started });
      if (path === '/embeddings') {
        if (held) return void held.push(() => embed(body, res));
        return embed(body, res);
      }
      if (path !== '/chat/completions') return res.writeHead(404).end();
      const chat = body as unknown as FakeChatRequest;
      chat_(chat, queued.shift() ?? responder(chat), res);
    });
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });

  function embed(body: Record<string, unknown>, res: http.ServerResponse) {
    const input = body.input;
    const texts = Array.isArray(input) ? input.map(String) : [String(input ?? '')];
    if (embeddingMode === 'down')
      return res
        .writeHead(503, { 'content-type': 'application/json' })
        .end(JSON.stringify({ error: { message: 'embedder is down', type: 'server_error' } }));
    const data = texts.map((t, index) => {
      let embedding = fakeEmbedding(t, opts.synonyms);
      if (embeddingMode === 'wrong-dimension' && index > 0) embedding = embedding.slice(0, 8);
      if (embeddingMode === 'garbage') return { object: 'embedding', index, embedding: 'not a vector' };
      return { object: 'embedding', index, embedding };
    });
    res.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        object: 'list',
        model: body.model,
        data,
        usage: { prompt_tokens: texts.join(' ').length, total_tokens: texts.join(' ').length },
      }),
    );
  }

  function chat_(req: FakeChatRequest, reply: FakeReply, res: http.ServerResponse) {
    if (reply.kind === 'hang') return;
    if (reply.kind === 'error') {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (reply.retryAfter !== undefined) headers['retry-after'] = reply.retryAfter;
      return res
        .writeHead(reply.status, headers)
        .end(JSON.stringify({ error: { message: `fake error ${reply.status}`, type: 'server_error' } }));
    }
    const completionTokens = (t: string) => Math.max(1, Math.ceil(t.length / 4));
    const promptTokens = Math.ceil(JSON.stringify(req.messages).length / 4);
    if (!req.stream) {
      // One JSON body (used for cheap calls such as rewriting a follow-up into a standalone query).
      const text = reply.kind === 'tools' ? '' : reply.chunks.join('');
      return res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          id: 'fake-1',
          object: 'chat.completion',
          created: 1,
          model: req.model,
          choices: [{ index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' }],
          usage: {
            prompt_tokens: promptTokens,
            completion_tokens: completionTokens(text),
            total_tokens: promptTokens + completionTokens(text),
          },
        }),
      );
    }
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    const send = (delta: object, finish: string | null = null) =>
      res.write(
        `data: ${JSON.stringify({ id: 'fake-1', object: 'chat.completion.chunk', created: 1, model: req.model, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`,
      );
    const usage = (p: number, c: number) =>
      res.write(
        `data: ${JSON.stringify({ id: 'fake-1', object: 'chat.completion.chunk', created: 1, model: req.model, choices: [], usage: { prompt_tokens: p, completion_tokens: c, total_tokens: p + c } })}\n\n`,
      );
    if (reply.kind === 'tools') {
      if (reply.text) send({ role: 'assistant', content: reply.text });
      reply.calls.forEach((c, index) =>
        send({
          role: 'assistant',
          tool_calls: [
            {
              index,
              id: `call_${index + 1}`,
              type: 'function',
              function: { name: c.name, arguments: c.arguments },
            },
          ],
        }),
      );
      send({}, 'tool_calls');
      usage(promptTokens, 10);
      return res.end('data: [DONE]\n\n');
    }
    const chunks = reply.chunks;
    let i = 0;
    const gap = reply.kind === 'text' ? (reply.gapMs ?? 0) : 0;
    const next = (): void => {
      if (res.destroyed) return;
      if (i < chunks.length) {
        send(i === 0 ? { role: 'assistant', content: chunks[i] } : { content: chunks[i] });
        i++;
        if (gap > 0) setTimeout(next, gap);
        else next();
        return;
      }
      if (reply.kind === 'stall') return;
      if (reply.kind === 'cut') {
        setTimeout(() => res.destroy(), 5);
        return;
      }
      send({}, 'stop');
      const u = reply.usage ?? { prompt: promptTokens, completion: completionTokens(chunks.join('')) };
      usage(u.prompt, u.completion);
      res.end('data: [DONE]\n\n');
    };
    next();
  }

  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    chatRequests: () =>
      requests.filter((r) => r.path === '/chat/completions').map((r) => r.body as unknown as FakeChatRequest),
    queue: (...replies) => void queued.push(...replies),
    respond: (fn) => void (responder = fn),
    embeddings: (mode) => void (embeddingMode = mode),
    holdEmbeddings() {
      const mine: (() => void)[] = [];
      held = mine;
      return () => {
        if (held === mine) held = null;
        for (const answer of mine.splice(0)) answer();
      };
    },
    reset() {
      requests.length = 0;
      queued.length = 0;
      responder = opts.respond ?? defaultResponder;
      embeddingMode = 'ok';
      held = null;
    },
    close: () =>
      new Promise<void>((r) => {
        for (const s of sockets) s.destroy();
        server.close(() => r());
      }),
  };
}

/** The text of the last user message of a chat request (the visitor's question with its data). */
export const lastUserText = (req: FakeChatRequest): string =>
  [...req.messages].reverse().find((m) => m.role === 'user')?.content ?? '';

export interface SeenPassage {
  n: number;
  kind: string;
  title: string;
  text: string;
}

/** The numbered passages a chat request carries (in its user and tool messages), as the model reads them. */
export function passagesOf(req: FakeChatRequest): SeenPassage[] {
  const out: SeenPassage[] = [];
  for (const m of req.messages) {
    if ((m.role !== 'user' && m.role !== 'tool') || !m.content) continue;
    for (const x of m.content.matchAll(
      /<passage n="(\d+)" kind="([^"]*)" title="([^"]*)">\n([\s\S]*?)\n<\/passage>/g,
    ))
      out.push({ n: Number(x[1]), kind: x[2]!, title: x[3]!, text: x[4]! });
  }
  return out;
}

/** The visitor's question inside the last user message (without the passages). */
export const questionOf = (req: FakeChatRequest): string =>
  /<question>\n([\s\S]*?)\n<\/question>/.exec(lastUserText(req))?.[1] ?? lastUserText(req);

/**
 * A model that answers only from its passages: the first passage whose text matches a rule's `cite`
 * (for a question matching `when`) is restated with its citation; nothing matching is a no_answer
 * tool call. Deterministic, so tests can say which passage must have reached the model.
 */
export function citingModel(
  rules: { when: RegExp; cite: RegExp; answer: string }[],
): (req: FakeChatRequest) => FakeReply {
  return (req) => {
    const question = questionOf(req);
    const passages = passagesOf(req);
    for (const rule of rules) {
      if (!rule.when.test(question)) continue;
      const p = passages.find((x) => rule.cite.test(x.text));
      if (p)
        return { kind: 'text', chunks: [rule.answer.slice(0, 8), rule.answer.slice(8), ` [${p.n}]`, '.'] };
    }
    return { kind: 'tools', calls: [{ name: 'no_answer', arguments: '{"reason":"not in passages"}' }] };
  };
}
