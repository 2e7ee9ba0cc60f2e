import { describe, expect, it } from 'vitest';
import { endpointGroups, type Endpoint } from '../../contract/endpoints.ts';
import { AUDIT_ACTIONS } from '../domain/audit/index.ts';
import type { Services } from '../services.ts';
import { apiRoutes } from './routes/index.ts';

/** The route factories keep `s` for their handlers only, none of which runs here. */
const unused = new Proxy({}, { get: () => new Proxy(() => {}, { get: () => () => {} }) }) as Services;

describe('audit actions', () => {
  it('name every signed-in mutating endpoint, recorded or consciously not', () => {
    const signedIn = new Set(
      apiRoutes(unused)
        .filter((r) => r.auth === 'admin' && r.method !== 'GET')
        .map((r) => `${r.method} ${r.path}`),
    );
    const names = Object.values(endpointGroups).flatMap((g) =>
      Object.entries(g as Record<string, Endpoint>)
        .filter(([, e]) => signedIn.has(`${e.method} ${e.path}`))
        .map(([name]) => name),
    );
    expect(names.length).toBeGreaterThan(30);
    expect(names.filter((n) => !(n in AUDIT_ACTIONS))).toEqual([]);
    for (const action of ['token.rotated', 'knowledge.edited', 'user.removed', 'api-key.created'])
      expect(Object.values(AUDIT_ACTIONS)).toContain(action);
  });

  it('name every mutating route of the read/manage API, where a secret key is the actor', () => {
    const v1 = new Set(
      apiRoutes(unused)
        .filter((r) => r.path.startsWith('/api/v1/') && r.method !== 'GET')
        .map((r) => `${r.method} ${r.path}`),
    );
    const names = Object.entries(endpointGroups.service as Record<string, Endpoint>)
      .filter(([, e]) => v1.has(`${e.method} ${e.path}`))
      .map(([name]) => name);
    expect(names.length).toBeGreaterThanOrEqual(6);
    expect(names.filter((n) => !(n in AUDIT_ACTIONS))).toEqual([]);
  });
});
