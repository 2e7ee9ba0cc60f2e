import { z } from 'zod';
import type { AnyRouteSpec } from './define-route.ts';

function schemaOf(s: z.ZodType, io: 'input' | 'output'): unknown {
  try {
    return z.toJSONSchema(s, { io, unrepresentable: 'any', target: 'draft-2020-12' });
  } catch {
    return {};
  }
}

/** An OpenAPI 3.1 document generated from the routes' contract schemas, so it cannot drift. */
export function buildOpenApi(routes: AnyRouteSpec[], serverUrl: string): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const r of routes) {
    const op: Record<string, unknown> = {
      summary: r.summary,
      tags: [r.tag],
      operationId: `${r.method.toLowerCase()}${r.path.replace(/[{}]/g, '').replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string | undefined) => (c ? c.toUpperCase() : ''))}`,
    };
    if (r.auth === 'admin') op.security = [{ adminSession: [] }];
    const parameters: unknown[] = [];
    for (const name of [...r.path.matchAll(/\{(\w+)\*?\}/g)].map((m) => m[1])) {
      parameters.push({ name, in: 'path', required: true, schema: { type: 'string' } });
    }
    if (r.query) {
      const js = schemaOf(r.query, 'input') as { properties?: Record<string, unknown>; required?: string[] };
      for (const [name, schema] of Object.entries(js.properties ?? {})) {
        parameters.push({ name, in: 'query', required: js.required?.includes(name) ?? false, schema });
      }
    }
    if (parameters.length > 0) op.parameters = parameters;
    if (r.body)
      op.requestBody = {
        required: true,
        content: { 'application/json': { schema: schemaOf(r.body, 'input') } },
      };
    else if (r.requestBody) op.requestBody = r.requestBody;
    const responses: Record<string, unknown> = {};
    for (const [status, schema] of Object.entries(r.responses ?? { 200: null })) {
      responses[status] = schema
        ? {
            description: Number(status) < 400 ? 'Success' : 'Error',
            content: { 'application/json': { schema: schemaOf(schema, 'output') } },
          }
        : { description: 'Success' };
    }
    op.responses = responses;
    (paths[r.path.replace(/\*\}/g, '}')] ??= {})[r.method.toLowerCase()] = op;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Frontdesk API',
      version: '1.0.0',
      description: 'AI customer-support service: clients, chat, analytics and checkout.',
    },
    servers: [{ url: serverUrl }],
    components: {
      securitySchemes: {
        adminSession: { type: 'apiKey', in: 'cookie', name: 'fd_admin' },
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description: 'Publishable widget token (fd_live_/fd_test_) or secret API key (fd_sk_)',
        },
      },
    },
    paths,
  };
}
