import { UsageError } from './cli-error.ts';

/**
 * `--json id,domain,plan`: a field list after --json keeps only those fields of each record in the
 * result, so `clients list` need not print every client's knowledge. commander's --json stays a plain
 * flag (an optional value would swallow `frontdesk --json clients list`'s command name); the list is
 * taken out of argv before parsing, recognised by its shape: names joined by commas, no command name.
 */
const FIELD_LIST = /^[A-Za-z_][A-Za-z0-9_]*(?:,[A-Za-z_][A-Za-z0-9_]*)*$/;

export interface JsonArgs {
  argv: string[];
  fields: string[] | null;
}

export function takeJsonFields(argv: readonly string[], commandNames: ReadonlySet<string>): JsonArgs {
  const out: string[] = [];
  let fields: string[] | null = null;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === '--') {
      out.push(...argv.slice(i));
      break;
    }
    if (arg.startsWith('--json=')) {
      const list = arg.slice('--json='.length);
      if (!FIELD_LIST.test(list))
        throw new UsageError(`--json takes field names separated by commas, not '${list}'`);
      fields = list.split(',');
      out.push('--json');
      continue;
    }
    const next = argv[i + 1];
    if (arg === '--json' && next !== undefined && FIELD_LIST.test(next) && !commandNames.has(next)) {
      fields = next.split(',');
      out.push('--json');
      i++;
      continue;
    }
    out.push(arg);
  }
  return { argv: out, fields };
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Keeps only `fields` of every record in `doc`: a record holding any of them is cut down to them; a
 * wrapper without them (`{ clients: [...] }`) keeps its lists and records, cut down the same way.
 * A field found in no record is a usage error naming the fields there are.
 */
export function pickFields(doc: unknown, fields: readonly string[]): unknown {
  const seen = new Set<string>();
  const available = new Set<string>();
  const wanted = new Set(fields);
  const visit = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(visit);
    if (!isRecord(v)) return v;
    const keys = Object.keys(v);
    if (keys.some((k) => wanted.has(k))) {
      for (const k of keys) available.add(k);
      const picked: Record<string, unknown> = {};
      for (const f of fields)
        if (f in v) {
          picked[f] = v[f];
          seen.add(f);
        }
      return picked;
    }
    const kept: Record<string, unknown> = {};
    for (const [k, value] of Object.entries(v)) {
      if (Array.isArray(value) || isRecord(value)) kept[k] = visit(value);
      else available.add(k);
    }
    return kept;
  };
  const result = visit(doc);
  const unknown = fields.filter((f) => !seen.has(f));
  // An empty list has no records to take fields from; that is not the caller's mistake.
  if (unknown.length > 0 && available.size > 0)
    throw new UsageError(
      `unknown field${unknown.length > 1 ? 's' : ''} for --json: ${unknown.join(', ')} (fields: ${[...available].join(', ')})`,
    );
  return result;
}
