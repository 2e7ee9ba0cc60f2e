/**
 * What operators watch, hung on the running server: a request id on every HTTP request (taken from a
 * proxy's x-request-id or made here, echoed in the answer), one log line per request, a 503 for all
 * but the probes while the process drains, and, when FRONTDESK_METRICS is on, the metrics fed by
 * requests and stored messages, served at /metrics on the main port to loopback callers only (`on`)
 * or alone on a port of its own (a number).
 */
import http from 'node:http';
import net from 'node:net';
import type Hapi from '@hapi/hapi';
import type { ResponseObject } from '@hapi/hapi';
import type { Boom } from '@hapi/boom';
import type { Server as SocketServer } from 'socket.io';
import type { Config } from '../config.ts';
import { DomainError, type DomainEvents } from '../domain/shared/index.ts';
import type { HealthProbe } from './health-probe.ts';
import { log, requestIdFrom } from './log.ts';
import { createServerMetrics, type DatabasePoolStats, type ServerMetrics } from './metrics.ts';

export const REQUEST_ID_HEADER = 'x-request-id';
const OPEN_WHILE_DRAINING = new Set(['/healthz', '/readyz', '/metrics']);

/** The request id hapi's request carries once `onRequest` ran. */
export const requestIdOf = (request: Hapi.Request): string | undefined =>
  (request.app as { requestId?: string }).requestId;

export interface Operations {
  metrics: ServerMetrics | null;
  /** The metrics port's URL when metrics have a port of their own. */
  metricsUrl: string | null;
  close(): Promise<void>;
}

const isLoopback = (address: string) => {
  const a = address.replace(/^::ffff:/, '');
  return a === '::1' || (net.isIPv4(a) && a.startsWith('127.'));
};

export async function attachOperations(deps: {
  config: Config;
  http: Hapi.Server;
  io: SocketServer;
  events: DomainEvents;
  health: HealthProbe;
  pool: () => DatabasePoolStats;
}): Promise<Operations> {
  const { config, http: server } = deps;
  const metrics =
    config.metrics === 'off'
      ? null
      : createServerMetrics({
          provider: config.ai.provider,
          sockets: () => ({
            widget: deps.io.of('/widget').sockets.size,
            admin: deps.io.of('/admin').sockets.size,
          }),
          pool: deps.pool,
        });

  server.ext('onRequest', (request, h) => {
    (request.app as { requestId?: string }).requestId = requestIdFrom(request.headers[REQUEST_ID_HEADER]);
    // Draining (SIGTERM): probes still answer (an orchestrator reads /readyz's 503), other work is refused.
    if (deps.health.draining && !OPEN_WHILE_DRAINING.has(request.path))
      throw new DomainError('shutting_down', 'The server is restarting. Please try again in a moment.');
    return h.continue;
  });
  server.ext('onPreResponse', (request, h) => {
    const response = request.response as ResponseObject | Boom;
    const id = requestIdOf(request);
    // A handler that took the socket over (h.abandon) leaves a symbol, not a response, here.
    if (typeof response !== 'object' || response === null) return h.continue;
    if (id && !('isBoom' in response && response.isBoom))
      (response as ResponseObject).header(REQUEST_ID_HEADER, id);
    return h.continue;
  });
  server.events.on('response', (request) => {
    const response = request.response as ResponseObject | Boom | null;
    const status =
      response && typeof response === 'object' && 'isBoom' in response && response.isBoom
        ? response.output.statusCode
        : ((response as ResponseObject | null)?.statusCode ?? 0);
    const ms = (request.info.completed || Date.now()) - request.info.received;
    // The route's template (`/api/clients/{id}`), so ids never become labels; unmatched paths are one.
    const route = request.route.path;
    metrics?.request(request.method.toUpperCase(), route, status, ms / 1000);
    // Probes and scrapes come every few seconds: they are counted, not logged.
    if (route === '/healthz' || route === '/readyz' || route === '/metrics') return;
    log().info(
      {
        requestId: requestIdOf(request),
        method: request.method.toUpperCase(),
        route,
        path: request.path,
        status,
        ms,
      },
      'request',
    );
  });

  let metricsServer: http.Server | null = null;
  let metricsUrl: string | null = null;
  if (metrics) {
    const offMessages = deps.events.on('message.created', ({ message }) => metrics.message(message));
    server.events.on('stop', offMessages);
    if (typeof config.metrics !== 'object') {
      server.route({
        method: 'GET',
        path: '/metrics',
        options: { auth: false },
        handler: async (request, h) => {
          // Loopback only, and not through a proxy on this machine (which would make anyone loopback).
          const proxied = request.headers['x-forwarded-for'] || request.headers.forwarded;
          if (proxied || !isLoopback(request.info.remoteAddress))
            return h.response({ error: 'Not found', code: 'not_found' }).code(404);
          return h.response(await metrics.render()).type(metrics.registry.contentType);
        },
      });
    } else {
      metricsServer = http.createServer((req, res) => {
        if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics')
          return void res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
        metrics.render().then(
          (body) => res.writeHead(200, { 'content-type': metrics.registry.contentType }).end(body),
          () => res.writeHead(500).end(),
        );
      });
      const { port } = config.metrics;
      await new Promise<void>((resolve, reject) => {
        metricsServer!.once('error', reject);
        metricsServer!.listen(port, config.host, () => resolve());
      });
      const bound = metricsServer.address() as net.AddressInfo;
      metricsUrl = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${bound.port}/metrics`;
    }
  }
  return {
    metrics,
    metricsUrl,
    async close() {
      if (metricsServer) await new Promise<void>((resolve) => metricsServer!.close(() => resolve()));
    },
  };
}
