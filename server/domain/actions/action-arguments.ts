import type { ActionParameter } from '../../../contract/actions.ts';
import type { ActionDefinition, ActionViewer } from './action-ports.ts';

export type ArgumentValue = string | number | boolean;
export type ArgumentCheck =
  { ok: true; values: Record<string, ArgumentValue> } | { ok: false; errors: Record<string, string> };

const MAX_STRING = 500;

type Coerced = { value: ArgumentValue } | { error: string };

function coerce(p: ActionParameter, v: unknown): Coerced {
  if (p.type === 'number') {
    const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
    return Number.isFinite(n) ? { value: n } : { error: 'must be a number' };
  }
  if (p.type === 'boolean') {
    if (typeof v === 'boolean') return { value: v };
    if (v === 'true' || v === 'false') return { value: v === 'true' };
    return { error: 'must be true or false' };
  }
  if (typeof v === 'number') return { value: String(v) };
  if (typeof v !== 'string' || v.trim() === '') return { error: 'must be a non-empty text' };
  if (v.length > MAX_STRING) return { error: `must be at most ${MAX_STRING} characters` };
  return { value: v.trim() };
}

/**
 * The values of a call: conversation parameters from `given` (checked against the schema: unknown names,
 * missing required ones and wrong types refused), identity ones from the verified viewer, fixed ones from
 * the definition. In a console try (`viewer` null) the sample arguments stand in for the identity.
 */
export function argumentsOf(
  d: ActionDefinition,
  given: Record<string, unknown>,
  viewer: ActionViewer | null,
): ArgumentCheck {
  const errors: Record<string, string> = {};
  const values: Record<string, ArgumentValue> = {};
  const fromModel = new Set(
    d.parameters.filter((p) => p.source === 'conversation' || viewer === null).map((p) => p.name),
  );
  for (const k of Object.keys(given)) if (!fromModel.has(k)) errors[k] = 'is not a parameter of this action';
  for (const p of d.parameters) {
    let raw: unknown;
    if (p.source === 'fixed') raw = p.value;
    else if (viewer === null || p.source === 'conversation') raw = given[p.name];
    else raw = p.source === 'identity.userId' ? viewer.userId : viewer.emails[0];
    if (raw === undefined || raw === null || raw === '') {
      if (p.required)
        errors[p.name] =
          p.source.startsWith('identity.') && viewer ? 'needs a verified visitor' : 'is required';
      continue;
    }
    const v = coerce(p, raw);
    if ('error' in v) errors[p.name] = v.error;
    else values[p.name] = v.value;
  }
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, values };
}

const PRIVATE_KEY =
  /secret|token|password|passwd|passcode|pin|auth|api.?key|email|phone|mobile|card|cvv|ssn|iban|account|address|birth|dob|user.?id|customer.?id/i;

/** Arguments as the call log keeps them: secret- or personal-looking keys and identity values hidden. */
export function redactArguments(
  d: ActionDefinition,
  values: Record<string, unknown>,
  secret: string | null,
): Record<string, unknown> {
  const identity = new Set(d.parameters.filter((p) => p.source.startsWith('identity.')).map((p) => p.name));
  return Object.fromEntries(
    Object.entries(values).map(([k, v]) => [
      k,
      identity.has(k) || PRIVATE_KEY.test(k) || (secret !== null && String(v).includes(secret))
        ? '[redacted]'
        : v,
    ]),
  );
}
