/**
 * Prometheus metrics (prom-client): HTTP requests by route template and status with latency
 * histograms, chat turns and replies by provider and outcome, time to first token, model errors and
 * breaker state, socket connections, queue depths and database pool use, plus Node's process metrics.
 * Labels are route templates, providers, outcomes and names chosen here, never a token, an email, an
 * id or a message. Queues and breakers register a reader (`metricHooks`); nothing is read or counted
 * until a server turns metrics on (FRONTDESK_METRICS), so with them off the hot path pays nothing.
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { ChatMessage } from '../../contract/chat.ts';

type Reader = () => number | Promise<number>;
const queues = new Map<string, Reader>();
const breakers = new Map<string, () => 'closed' | 'open' | 'half-open'>();
/** Set while a server has metrics on: where socket events' timings go (nowhere otherwise). */
let socketSink: ((event: string, outcome: string, seconds: number) => void) | null = null;

/**
 * Where other modules hang what a scrape reads: a queue's depth (syncs, embeddings, the webhook
 * outbox, …) and a model endpoint's circuit breaker. Registering is free; a scrape calls the readers.
 */
export const metricHooks = {
  queueDepth(queue: string, read: Reader): void {
    queues.set(queue, read);
  },
  breaker(provider: string, state: () => 'closed' | 'open' | 'half-open'): void {
    breakers.set(provider, state);
  },
  /** A socket event handled (a widget's message:send, its reply streamed): counted when metrics are on. */
  socketEvent(event: string, outcome: string, seconds: number): void {
    socketSink?.(event, outcome, seconds);
  },
};

const BREAKER_VALUE = { closed: 0, 'half-open': 1, open: 2 } as const;

export interface DatabasePoolStats {
  total: number;
  idle: number;
  waiting: number;
}

export interface ServerMetrics {
  registry: Registry;
  /** One finished HTTP request (route template, not the path). */
  request(method: string, route: string, status: number, seconds: number): void;
  /** A message stored: visitor messages count turns, AI and handoff messages count replies. */
  message(message: ChatMessage): void;
  render(): Promise<string>;
}

/** The outcome of an AI reply, from what its metadata says happened. */
function outcomeOf(m: ChatMessage): 'answered' | 'declined' | 'fallback' {
  if (m.metadata?.fallback) return 'fallback';
  return m.metadata?.responseType === 'no_answer' ? 'declined' : 'answered';
}

export function createServerMetrics(deps: {
  provider: string;
  sockets: () => Record<string, number>;
  pool: () => DatabasePoolStats;
}): ServerMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'frontdesk_' });
  const requests = new Counter({
    name: 'frontdesk_http_requests_total',
    help: 'HTTP requests by method, route template and status',
    labelNames: ['method', 'route', 'status'],
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'frontdesk_http_request_duration_seconds',
    help: 'HTTP request latency by method, route template and status',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  });
  const socketEvents = new Histogram({
    name: 'frontdesk_socket_event_duration_seconds',
    help: 'Socket events from receipt to the end of their work (message:send: the reply streamed), by outcome',
    labelNames: ['event', 'outcome'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  });
  socketSink = (event, outcome, seconds) => socketEvents.observe({ event, outcome }, seconds);
  const turns = new Counter({
    name: 'frontdesk_chat_turns_total',
    help: 'Visitor messages stored (each one a chat turn)',
    registers: [registry],
  });
  const replies = new Counter({
    name: 'frontdesk_chat_replies_total',
    help: 'Replies by answer provider and outcome (answered, declined, fallback, handoff)',
    labelNames: ['provider', 'outcome'],
    registers: [registry],
  });
  const firstToken = new Histogram({
    name: 'frontdesk_chat_first_token_seconds',
    help: 'Time from starting an answer to its first streamed text, by provider',
    labelNames: ['provider'],
    buckets: [0.05, 0.1, 0.25, 0.5, 1, 2, 4, 8, 15, 30],
    registers: [registry],
  });
  const modelErrors = new Counter({
    name: 'frontdesk_model_errors_total',
    help: 'Model failures that made a reply fall back, by provider and reason',
    labelNames: ['provider', 'reason'],
    registers: [registry],
  });
  new Gauge({
    name: 'frontdesk_model_breaker_state',
    help: "The model endpoint's circuit breaker: 0 closed, 1 half-open, 2 open",
    labelNames: ['provider'],
    registers: [registry],
    collect() {
      this.reset();
      for (const [provider, state] of breakers) this.set({ provider }, BREAKER_VALUE[state()]);
    },
  });
  new Gauge({
    name: 'frontdesk_socket_connections',
    help: 'Open socket.io connections on this process, by namespace',
    labelNames: ['namespace'],
    registers: [registry],
    collect() {
      for (const [namespace, n] of Object.entries(deps.sockets())) this.set({ namespace }, n);
    },
  });
  new Gauge({
    name: 'frontdesk_queue_depth',
    help: 'Work waiting or running in this process, by queue',
    labelNames: ['queue'],
    registers: [registry],
    async collect() {
      this.reset();
      for (const [queue, read] of queues) this.set({ queue }, await read());
    },
  });
  new Gauge({
    name: 'frontdesk_db_pool_connections',
    help: 'Database connections by state (total, idle, waiting for one)',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const p = deps.pool();
      this.set({ state: 'total' }, p.total);
      this.set({ state: 'idle' }, p.idle);
      this.set({ state: 'waiting' }, p.waiting);
    },
  });
  return {
    registry,
    request(method, route, status, seconds) {
      const labels = { method, route, status: String(status) };
      requests.inc(labels);
      latency.observe(labels, seconds);
    },
    message(m) {
      if (m.sender === 'user') return void turns.inc();
      const handoff = (m.metadata as { handoff?: unknown } | undefined)?.handoff;
      if (m.sender === 'system' && (handoff === 'waiting' || handoff === 'missed'))
        return void replies.inc({ provider: 'person', outcome: 'handoff' });
      if (m.sender !== 'ai' || m.metadata?.preview) return;
      const provider = deps.provider;
      replies.inc({ provider, outcome: outcomeOf(m) });
      if (m.metadata?.firstTokenMs !== undefined)
        firstToken.observe({ provider }, m.metadata.firstTokenMs / 1000);
      if (m.metadata?.fallbackReason) modelErrors.inc({ provider, reason: m.metadata.fallbackReason });
    },
    render: () => registry.metrics(),
  };
}
