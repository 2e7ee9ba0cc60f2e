import OpenAI from 'openai';
import type {
  ChatCompletionChunk,
  ChatCompletionCreateParamsStreaming,
  ChatCompletionMessageParam,
  ChatCompletionMessageToolCall,
  ChatCompletionTool,
} from 'openai/resources/chat/completions';
import type { AnswerProvider, AnswerRequest } from '../domain/chat/index.ts';
import type { LiveRecord } from '../domain/sources/index.ts';
import { sleep } from '../domain/shared/index.ts';
import { identityText } from '../domain/identity/index.ts';
import { declineReply } from '../domain/languages/index.ts';
import {
  createCitationFilter,
  createPassageRegistry,
  type PassageRegistry,
  sourceOf,
} from '../domain/answering/index.ts';
import {
  createCircuitBreaker,
  createWatchdog,
  DEFAULT_RESILIENCE,
  isRetryable,
  ModelFailure,
  type ResilienceSettings,
  retryDelayMs,
} from './model-resilience.ts';
import { passagesBlock, questionMessage, systemPrompt } from './openai-prompt.ts';
import { NO_ANSWER_TOOL, RECORD_TOOLS, SEARCH_TOOL } from './openai-tools.ts';
import { costOf } from './prices.ts';
import { log } from '../ops/log.ts';
import { metricHooks } from '../ops/metrics.ts';

const MAX_TOOL_ROUNDS = 3;
const RECORD_TYPES = new Set(['products', 'listings', 'inventory']);

export interface OpenAiProviderOptions {
  apiKey: string | null;
  baseUrl: string | null;
  model: string;
  temperature?: number;
  maxTokens?: number;
  resilience?: Partial<ResilienceSettings>;
}

/** What the visitor reads when the model declines (the no_answer tool) without saying anything itself. */
export const declineText = (req: AnswerRequest) =>
  declineReply(
    req.language?.visitor ?? req.language?.knowledge,
    req.business.name,
    req.assistant?.unknownAnswer,
    req.handoffAvailable,
  );

const recordData = (r: LiveRecord) => ({
  type: r.recordType,
  id: r.id,
  title: r.title,
  fields: Object.fromEntries(r.fields.map((f) => [f.label, f.value])),
});

/**
 * An OpenAI-compatible chat model (OpenAI, Azure, Ollama, vLLM, llama.cpp, LM Studio) through the
 * official SDK: streamed tokens, numbered passages as data, citations turned into the reply's sources,
 * tools the server runs for the asking client only, and retries, time limits and a circuit breaker
 * around the endpoint. A failure before the first token is thrown (the assistant falls back); one
 * after it ends the stream, and the assistant keeps what was said, marked interrupted.
 */
export function createOpenAiProvider(opts: OpenAiProviderOptions): AnswerProvider {
  const settings: ResilienceSettings = { ...DEFAULT_RESILIENCE, ...opts.resilience };
  const client = new OpenAI({
    apiKey: opts.apiKey ?? 'not-needed',
    baseURL: opts.baseUrl ?? undefined,
    // Retries are ours: only before the first token, honouring Retry-After up to a cap.
    maxRetries: 0,
    timeout: settings.firstTokenTimeoutMs + settings.stallTimeoutMs,
  });
  const breaker = createCircuitBreaker(settings);
  metricHooks.breaker('openai', breaker.state);

  /** Opens a stream, retrying 429, 5xx and connection errors; the watchdog then guards its chunks. */
  async function open(params: ChatCompletionCreateParamsStreaming, signal: AbortSignal) {
    for (let attempt = 0; ; attempt++) {
      if (!breaker.canTry())
        throw new ModelFailure('the model endpoint is failing (circuit open)', 'breaker_open');
      const watchdog = createWatchdog(signal, settings);
      const started = Date.now();
      try {
        const stream = await client.chat.completions.create(params, { signal: watchdog.signal });
        // Model, attempt and timing only: the prompt and the reply carry visitors' words.
        log().info(
          { model: params.model, attempt, ms: Date.now() - started, outcome: 'streaming' },
          'model call',
        );
        return { stream, watchdog };
      } catch (err) {
        watchdog.stop();
        if (signal.aborted) throw err;
        const tripped = watchdog.tripped();
        log().warn(
          {
            model: params.model,
            attempt,
            ms: Date.now() - started,
            outcome: tripped?.reason ?? asFailure(err).reason,
          },
          'model call failed',
        );
        if (!tripped && isRetryable(err) && attempt < settings.retries) {
          await sleep(retryDelayMs(attempt, err, settings, Date.now()), signal);
          if (signal.aborted) throw err;
          continue;
        }
        breaker.failure();
        throw tripped ?? asFailure(err);
      }
    }
  }

  async function runTool(call: ChatCompletionMessageToolCall, req: AnswerRequest, reg: PassageRegistry) {
    const name = call.type === 'function' ? call.function.name : '';
    const live = req.liveData?.available ? req.liveData : null;
    if (call.type !== 'function') return JSON.stringify({ error: 'unknown tool' });
    // The business's own API: arguments checked against the action's schema before anything is sent.
    if (req.actions?.has(name))
      return req.actions.call(
        name,
        call.function.arguments,
        (source, body) => reg.add(source, body),
        req.signal,
      );
    let args: { query?: unknown; id?: unknown; recordType?: unknown };
    try {
      args = JSON.parse(call.function.arguments || '{}') as typeof args;
    } catch {
      return JSON.stringify({ error: 'arguments must be JSON' });
    }
    const numbered = (r: LiveRecord) => {
      const data = recordData(r);
      return { n: reg.add(r.source, JSON.stringify(data)), ...data };
    };
    if (live && name === 'lookup_record') {
      const record = await live.lookup(String(args.id ?? '').slice(0, 100));
      if (record && 'locked' in record) {
        // A person's record: nothing of it goes to the model, only what to tell the visitor.
        const say = live.confirm
          ? await live.confirm(record.reference)
          : identityText('cannotConfirm', { business: req.business.name });
        // The same for an unknown order number: whether it exists is not the model's to say.
        return JSON.stringify({
          locked: true,
          instruction: identityText('toolLocked', { say }),
        });
      }
      return JSON.stringify(record ? { found: true, record: numbered(record) } : { found: false });
    }
    if (live && name === 'search_records') {
      const type = RECORD_TYPES.has(String(args.recordType))
        ? (args.recordType as 'products' | 'listings' | 'inventory')
        : undefined;
      const records = await live.search(String(args.query ?? '').slice(0, 500), type);
      return JSON.stringify({ records: records.map(numbered) });
    }
    if (name !== 'search_knowledge') return JSON.stringify({ error: 'unknown tool' });
    const found = await req.searchKnowledge(String(args.query ?? '').slice(0, 500));
    const ns = new Set(found.map((p) => reg.add(sourceOf(p), p.body)));
    return passagesBlock(reg.list().filter((p) => ns.has(p.n)));
  }

  return {
    name: 'openai',
    async standaloneQuery({ history, question, signal }) {
      const turns = history
        .slice(-4)
        .map((m) => `${m.sender === 'user' ? 'Visitor' : 'Assistant'}: ${m.message.slice(0, 500)}`);
      const watchdog = createWatchdog(signal, {
        firstTokenTimeoutMs: Math.min(settings.firstTokenTimeoutMs, 5_000),
        stallTimeoutMs: settings.stallTimeoutMs,
      });
      if (!breaker.canTry()) return null;
      try {
        const r = await client.chat.completions.create(
          {
            model: opts.model,
            temperature: 0,
            max_tokens: 60,
            messages: [
              {
                role: 'system',
                content:
                  "Rewrite the visitor's last message as one short standalone search query that names what the conversation is about. Reply with the query only.",
              },
              {
                role: 'user',
                content: `<conversation>\n${turns.join('\n')}\n</conversation>\nLast message: ${question.slice(0, 500)}`,
              },
            ],
          },
          { signal: watchdog.signal },
        );
        breaker.success();
        const text = r.choices[0]?.message.content?.replace(/\s+/g, ' ').trim() ?? '';
        return text ? text.slice(0, 300) : null;
      } catch {
        if (!signal.aborted) breaker.failure();
        return null;
      } finally {
        watchdog.stop();
      }
    },
    async *answer(req) {
      const reg = createPassageRegistry();
      for (const p of req.passages) reg.add(sourceOf(p), p.body);
      const live = req.liveData?.available === true;
      const messages: ChatCompletionMessageParam[] = [
        {
          role: 'system',
          content: systemPrompt(req.business, {
            liveData: live,
            now: req.now,
            timeZone: req.timeZone,
            assistant: req.assistant,
            language: req.language,
            handoffAvailable: req.handoffAvailable,
          }),
        },
        ...req.history.flatMap((m): ChatCompletionMessageParam[] =>
          m.sender === 'user'
            ? [{ role: 'user', content: m.message }]
            : m.sender === 'ai' || m.sender === 'operator'
              ? [{ role: 'assistant', content: m.message }]
              : [],
        ),
        { role: 'user', content: questionMessage(reg.list(), req.question) },
      ];
      const filter = createCitationFilter();
      const actionTools: ChatCompletionTool[] = (req.actions?.tools ?? []).map((t) => ({
        type: 'function',
        function: t,
      }));
      let promptTokens = 0;
      let completionTokens = 0;
      let model = opts.model;
      let shown = '';
      let declined = false;
      for (let round = 0; ; round++) {
        const toolCalls: ChatCompletionMessageToolCall[] = [];
        let finish: string | null = null;
        let text = '';
        const tools =
          round < MAX_TOOL_ROUNDS
            ? [SEARCH_TOOL, NO_ANSWER_TOOL, ...(live ? RECORD_TOOLS : []), ...actionTools]
            : [];
        const { stream, watchdog } = await open(
          {
            model: req.assistant?.model ?? opts.model,
            messages,
            stream: true,
            stream_options: { include_usage: true },
            temperature: req.assistant?.temperature ?? opts.temperature ?? 0.2,
            ...(opts.maxTokens ? { max_tokens: opts.maxTokens } : {}),
            ...(tools.length ? { tools } : {}),
          },
          req.signal,
        );
        try {
          for await (const chunk of stream as AsyncIterable<ChatCompletionChunk>) {
            watchdog.tick();
            if (chunk.model) model = chunk.model;
            if (chunk.usage) {
              promptTokens += chunk.usage.prompt_tokens ?? 0;
              completionTokens += chunk.usage.completion_tokens ?? 0;
            }
            const choice = chunk.choices[0];
            if (!choice) continue;
            const delta = choice.delta;
            if (delta?.content) {
              text += delta.content;
              const visible = filter.push(delta.content);
              if (visible) {
                shown += visible;
                yield { type: 'delta', text: visible };
              }
            }
            for (const t of delta?.tool_calls ?? []) {
              const call = (toolCalls[t.index] ??= {
                id: '',
                type: 'function',
                function: { name: '', arguments: '' },
              });
              if (t.id) call.id = t.id;
              if (call.type === 'function' && t.function?.name) call.function.name += t.function.name;
              if (call.type === 'function' && t.function?.arguments)
                call.function.arguments += t.function.arguments;
            }
            if (choice.finish_reason) finish = choice.finish_reason;
          }
        } catch (err) {
          if (req.signal.aborted) throw err;
          breaker.failure();
          throw watchdog.tripped() ?? asFailure(err);
        } finally {
          watchdog.stop();
        }
        if (!finish) {
          breaker.failure();
          throw new ModelFailure('the model stream ended before the answer was complete', 'incomplete');
        }
        breaker.success();
        const calls = finish === 'tool_calls' ? toolCalls.filter((c) => c.type === 'function') : [];
        if (calls.some((c) => c.type === 'function' && c.function.name === 'no_answer')) {
          declined = true;
          break;
        }
        if (calls.length > 0 && round < MAX_TOOL_ROUNDS) {
          messages.push({ role: 'assistant', content: text || null, tool_calls: calls });
          for (const call of calls)
            messages.push({ role: 'tool', tool_call_id: call.id, content: await runTool(call, req, reg) });
          continue;
        }
        break;
      }
      const rest = filter.end();
      if (rest) {
        shown += rest;
        yield { type: 'delta', text: rest };
      }
      if (declined && !shown.trim()) yield { type: 'delta', text: declineText(req) };
      const sources = declined ? [] : reg.sourcesOf(filter.cited());
      yield {
        type: 'final',
        model,
        responseType: declined ? 'no_answer' : sources.length === 0 ? 'unsupported' : 'llm',
        sources,
        usage: { promptTokens, completionTokens, costUsd: costOf(model, promptTokens, completionTokens) },
      };
    },
  };
}

function asFailure(err: unknown): ModelFailure {
  if (err instanceof ModelFailure) return err;
  if (err instanceof OpenAI.APIConnectionError)
    return new ModelFailure('the model endpoint could not be reached', 'connection');
  const status = err instanceof OpenAI.APIError ? ` (${err.status ?? 'no status'})` : '';
  return new ModelFailure(`the model endpoint failed${status}`, 'status');
}
