import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contract from '../../contract/index.ts';
import { endpointGroups, fillPath, pathTo, type Endpoint } from '../../contract/endpoints.ts';
import type { Services } from '../services.ts';
import type { AnyRouteSpec } from './define-route.ts';
import { apiRoutes } from './routes/index.ts';

/**
 * The contract's endpoint table against the routes the server registers: every entry is a route with
 * that method and path, its schema names are the very schemas the route parses and answers with, and
 * every route is in the table. The route factories only keep `s` for their handlers, none of which runs.
 */
const unused = new Proxy({}, { get: () => new Proxy(() => {}, { get: () => () => {} }) }) as Services;
const routes = apiRoutes(unused);
const entries = Object.entries(endpointGroups).flatMap(([group, table]) =>
  Object.entries(table as Record<string, Endpoint>).map(([name, e]) => ({ id: `${group}.${name}`, e })),
);
const schema = (name: string | undefined) =>
  name === undefined ? undefined : (contract as unknown as Record<string, z.ZodType>)[name];
const success = (r: AnyRouteSpec) => Object.entries(r.responses ?? {}).find(([status]) => +status < 300)?.[1];
const isContractSchema = (s: unknown) => Object.values(contract).includes(s as never);

describe('endpoint table', () => {
  it('names only routes the server has, with the schemas the route uses', () => {
    const mismatches: string[] = [];
    for (const { id, e } of entries) {
      const route = routes.find((r) => r.method === e.method && r.path === e.path);
      if (!route) {
        mismatches.push(`${id}: no route ${e.method} ${e.path}`);
        continue;
      }
      // A body read after the caller is known (to answer 403 before 400) is documented as requestBody.
      const requested = schema(e.request);
      const documented =
        requested !== undefined &&
        JSON.stringify(route.requestBody ?? null).includes(
          JSON.stringify(z.toJSONSchema(requested, { io: 'input' })),
        );
      if (requested !== route.body && !documented)
        mismatches.push(`${id}: request is not the route's body schema`);
      if (schema(e.query) !== (isContractSchema(route.query) ? route.query : undefined))
        mismatches.push(`${id}: query is not the route's query schema`);
      // An answer the contract does not define (a route-local {ok:true}) is left out of the table.
      const answer = success(route);
      if (schema(e.response) !== (isContractSchema(answer) ? answer : undefined))
        mismatches.push(`${id}: response is not the route's success schema`);
    }
    expect(mismatches).toEqual([]);
  });

  it('holds every route the server registers, once', () => {
    const listed = entries.map(({ e }) => `${e.method} ${e.path}`);
    expect(routes.map((r) => `${r.method} ${r.path}`).filter((r) => !listed.includes(r))).toEqual([]);
    expect(new Set(listed).size).toBe(listed.length);
  });
});

describe('pathTo', () => {
  const { client, knowledgeSource, sessions, session } = endpointGroups.console;

  it('fills each parameter, percent-encoded, so a value cannot change the path', () => {
    expect(pathTo(client, { id: 'c1' })).toBe('/api/clients/c1');
    expect(pathTo(knowledgeSource, { id: '../admin', sourceId: 'a/b?c#d' })).toBe(
      '/api/clients/..%2Fadmin/knowledge/sources/a%2Fb%3Fc%23d',
    );
  });

  it('appends the query parameters that have a value', () => {
    expect(pathTo(sessions)).toBe('/api/chat/sessions');
    expect(pathTo(sessions, {}, { status: 'active', search: '', page: 2, clientId: undefined })).toBe(
      '/api/chat/sessions?status=active&page=2',
    );
    expect(pathTo(session, { sessionId: 's 1' }, { clientId: 'a&b=c' })).toBe(
      '/api/chat/sessions/s%201?clientId=a%26b%3Dc',
    );
  });

  it('refuses a missing parameter rather than calling a wrong URL', () => {
    expect(() => fillPath(client.path, {})).toThrow('/api/clients/{id}: no value for {id}');
  });
});
