import type { ActionCallOutcome } from '../../../contract/actions.ts';
import { DomainError, type Clock, type Ids, type SecretBox } from '../shared/index.ts';
import { argumentsOf, redactArguments, type ArgumentValue } from './action-arguments.ts';
import type { ActionCallsRepo, ActionHttp, ActionViewer, StoredAction } from './action-ports.ts';
import { fillTemplate, placeholdersOf } from './action-template.ts';

/** An action's answer is cut here: the business's API answers one record, not a dump. */
export const ACTION_MAX_BYTES = 1024 * 1024;
export const ACTION_TIMEOUT_MS = 5_000;
const MAX_VALUE_CHARS = 500;

export interface ActionOutcome {
  outcome: ActionCallOutcome;
  status: number | null;
  durationMs: number;
  /** The chosen fields found in the answer. */
  fields: Record<string, unknown>;
  error: string | null;
  /** Per argument, why it was refused (outcome `refused`, nothing called). */
  argumentErrors?: Record<string, string>;
}

/** A value at a dot path ("order.status", "items.0.name"). */
function at(data: unknown, path: string): unknown {
  let cur: unknown = data;
  for (const key of path.split('.')) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<string, unknown>)[key];
  }
  return cur;
}

const clip = (v: unknown): unknown =>
  typeof v === 'string'
    ? v.slice(0, MAX_VALUE_CHARS)
    : v === null || typeof v === 'number' || typeof v === 'boolean'
      ? v
      : JSON.stringify(v).slice(0, MAX_VALUE_CHARS);

/** The fetcher's reason without the URL it names (the URL may carry a visitor's values). */
const reasonOf = (err: unknown) =>
  err instanceof DomainError
    ? err.message.replace(/^Could not fetch \S+: /, '')
    : 'the call could not be made';

export interface ActionRunner {
  /**
   * Calls the action once and logs the call: arguments checked against its schema first (a refused
   * call is logged, never sent), the secret added as its header, the answer cut at 1 MB and 5 s and
   * read as JSON, the chosen fields kept. `viewer` null is a console try with sample arguments.
   */
  call(
    action: StoredAction,
    given: Record<string, unknown>,
    ctx: { sessionId: string | null; viewer: ActionViewer | null; signal?: AbortSignal },
  ): Promise<ActionOutcome>;
}

export function createActionRunner(deps: {
  http: ActionHttp;
  calls: ActionCallsRepo;
  box: SecretBox;
  clock: Clock;
  ids: Ids;
}): ActionRunner {
  return {
    async call(action, given, ctx) {
      const d = action.definition;
      const started = deps.clock.now().getTime();
      const secret = action.sealedSecret ? deps.box.open(action.sealedSecret) : null;
      const checked = argumentsOf(d, given, ctx.viewer);
      let result: ActionOutcome;
      let logged: Record<string, unknown>;
      if (!checked.ok) {
        result = {
          outcome: 'refused',
          status: null,
          durationMs: 0,
          fields: {},
          error: 'The arguments do not fit the action',
          argumentErrors: checked.errors,
        };
        logged = redactArguments(d, { ...given }, secret);
      } else {
        logged = redactArguments(d, checked.values, secret);
        result = await send(action, checked.values, secret, ctx.signal);
        result.durationMs = Math.max(0, deps.clock.now().getTime() - started);
      }
      await deps.calls.add({
        id: deps.ids.sortable(),
        clientId: action.clientId,
        actionId: action.id,
        actionName: d.name,
        sessionId: ctx.sessionId,
        outcome: result.outcome,
        status: result.status,
        durationMs: result.durationMs,
        arguments: logged,
        error: result.error,
        createdAt: deps.clock.now().toISOString(),
      });
      return result;
    },
  };

  async function send(
    action: StoredAction,
    values: Record<string, ArgumentValue>,
    secret: string | null,
    signal: AbortSignal | undefined,
  ): Promise<ActionOutcome> {
    const d = action.definition;
    const inUrl = new Set(placeholdersOf(d.url));
    const strings = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, String(v)]));
    const url = new URL(fillTemplate(d.url, strings));
    const rest = Object.entries(values).filter(([k]) => !inUrl.has(k));
    const withBody = d.method === 'POST' || d.method === 'PUT' || d.method === 'PATCH';
    if (!withBody) for (const [k, v] of rest) url.searchParams.set(k, String(v));
    const headers: Record<string, string> = { accept: 'application/json', ...d.headers };
    if (withBody) headers['content-type'] = 'application/json';
    if (secret && d.secretHeader) headers[d.secretHeader] = secret;
    const fail = (outcome: ActionCallOutcome, status: number | null, error: string): ActionOutcome => ({
      outcome,
      status,
      durationMs: 0,
      fields: {},
      error,
    });
    let res;
    try {
      res = await deps.http.get(url.href, {
        method: d.method,
        headers,
        body: withBody ? JSON.stringify(Object.fromEntries(rest)) : undefined,
        deadlineMs: ACTION_TIMEOUT_MS,
        maxBytes: ACTION_MAX_BYTES,
        signal,
        // A redirect is followed only to the same scheme and host: the secret is not sent elsewhere.
        follow: (to) => to.protocol === url.protocol && to.host === url.host,
      });
    } catch (err) {
      return fail('failed', null, reasonOf(err));
    }
    if (res.status >= 300 && res.status < 400)
      return fail('failed', res.status, 'it redirects to another host, which is not followed');
    if (res.status < 200 || res.status >= 300)
      return fail('http_error', res.status, `the API answered HTTP ${res.status}`);
    let data: unknown;
    try {
      data = JSON.parse(res.body.toString('utf8'));
    } catch {
      return fail('failed', res.status, 'the answer is not JSON');
    }
    const fields: Record<string, unknown> = {};
    for (const path of d.fields) {
      const v = at(data, path);
      if (v !== undefined) fields[path] = clip(v);
    }
    return { outcome: 'ok', status: res.status, durationMs: 0, fields, error: null };
  }
}
