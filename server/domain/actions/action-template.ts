import type { ActionParameter } from '../../../contract/actions.ts';
import { DomainError } from '../shared/index.ts';
import type { ActionDefinition } from './action-ports.ts';

const PLACEHOLDER = /\{([^{}]*)\}/g;
/** Headers the HTTP client sets itself; a business cannot override them. */
const RESERVED_HEADERS = new Set(['host', 'content-length', 'transfer-encoding', 'connection', 'user-agent']);

/** The parameter names a URL template uses, in order. */
export function placeholdersOf(template: string): string[] {
  return [...template.matchAll(PLACEHOLDER)].map((m) => m[1] ?? '');
}

const sample = (template: string, v: string) => template.replace(PLACEHOLDER, v);

/**
 * Refuses a definition that could not be called as written, each fault named on its field: a `{name}`
 * no parameter declares, a placeholder in the host, http without the private-network setting, a fixed
 * parameter without its value, identity read by an action not marked personal.
 */
export function checkDefinition(
  d: ActionDefinition,
  opts: { allowPrivateNetwork: boolean; secret: boolean },
): void {
  const fields: Record<string, string> = {};
  const names = new Set<string>();
  d.parameters.forEach((p: ActionParameter, i) => {
    if (names.has(p.name)) fields[`parameters.${i}.name`] = `The parameter ${p.name} is declared twice`;
    names.add(p.name);
    if (p.source === 'fixed' && p.value === undefined)
      fields[`parameters.${i}.value`] = 'A fixed parameter needs its value';
    if (p.source !== 'fixed' && p.value !== undefined)
      fields[`parameters.${i}.value`] = 'Only a fixed parameter has a value';
    if (
      p.source === 'fixed' &&
      p.type === 'number' &&
      p.value !== undefined &&
      !Number.isFinite(Number(p.value))
    )
      fields[`parameters.${i}.value`] = 'This value is not a number';
    if (p.source.startsWith('identity.') && !d.personal)
      fields.personal = "An action that reads the visitor's identity must be personal";
  });
  const unknown = placeholdersOf(d.url).filter((n) => !names.has(n));
  if (unknown.length)
    fields.url = `{${unknown[0]}} in the URL is not a parameter of this action (declare it, or remove it)`;
  else {
    let a: URL | null = null;
    let b: URL | null = null;
    try {
      a = new URL(sample(d.url, 'a'));
      b = new URL(sample(d.url, 'b'));
    } catch {
      fields.url = 'Not a valid URL template';
    }
    if (a && b) {
      if (a.host !== b.host) fields.url = 'Parameters may fill the path and the query, not the host';
      else if (a.username || a.password) fields.url = 'Credentials belong in the secret, not the URL';
      else if (a.protocol !== 'https:' && !(a.protocol === 'http:' && opts.allowPrivateNetwork))
        fields.url = 'The URL must start with https://';
    }
  }
  for (const h of Object.keys(d.headers)) {
    if (RESERVED_HEADERS.has(h.toLowerCase())) fields[`headers.${h}`] = `${h} is set by Frontdesk`;
    if (d.secretHeader && h.toLowerCase() === d.secretHeader.toLowerCase())
      fields[`headers.${h}`] = 'This header carries the secret';
  }
  if (d.secretHeader && RESERVED_HEADERS.has(d.secretHeader.toLowerCase()))
    fields.secretHeader = `${d.secretHeader} is set by Frontdesk`;
  if (opts.secret && !d.secretHeader) fields.secretHeader = 'Name the header that carries the secret';
  if (Object.keys(fields).length)
    throw new DomainError('validation_failed', Object.values(fields)[0] ?? 'Invalid action', fields);
}

/** The URL with each `{name}` replaced by its value, URL-encoded. */
export function fillTemplate(template: string, values: Record<string, string>): string {
  return template.replace(PLACEHOLDER, (_, n: string) => encodeURIComponent(values[n] ?? ''));
}
