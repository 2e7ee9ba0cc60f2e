/** Field names whose values are credentials (token, apiKey, password, sealedSecret, secret, otpauthUri…). */
const SECRET_NAME = /token|key|password|secret|sealed|otpauth|recovery|hash|cookie|authorization/i;
/** Every Frontdesk credential (publishable and test tokens, secret keys, link tokens) starts so. */
const SECRET_VALUE = /^fd_/;
export const REDACTED = '[redacted]';

/** Deeper than this, a recorded value is cut: settings are shallow, and a hostile body may not be. */
const MAX_DEPTH = 12;
export const TRUNCATED = '[truncated]';

/** The value with every secret replaced by "[redacted]", by field name and by value prefix. */
export function redact(value: unknown, name = '', depth = 0): unknown {
  if (value === null || value === undefined) return value;
  if (name && SECRET_NAME.test(name)) return REDACTED;
  if (typeof value === 'string') return SECRET_VALUE.test(value) ? REDACTED : value;
  if (typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return TRUNCATED;
  if (Array.isArray(value)) return value.map((v) => redact(v, '', depth + 1));
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, redact(v, k, depth + 1)]));
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The fields that differ between two snapshots of a record (top level), redacted; `only` limits the
 * comparison to the fields a request named. Null when nothing changed.
 */
export function diffFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  only?: readonly string[],
): Record<string, { before?: unknown; after?: unknown }> | null {
  const names = only ?? [...new Set([...Object.keys(before), ...Object.keys(after)])];
  const changes: Record<string, { before?: unknown; after?: unknown }> = {};
  for (const name of names) {
    if (name === 'updatedAt' || same(before[name], after[name])) continue;
    changes[name] = { before: redact(before[name], name), after: redact(after[name], name) };
  }
  return Object.keys(changes).length > 0 ? changes : null;
}
