import { DomainError, notFound, type Clock, type Ids } from '../shared/index.ts';
import type { AuditActor, AuditCursor, AuditEntry, AuditRepo, FieldChange } from './audit-ports.ts';
import { redact } from './redact.ts';

export interface AuditRecord {
  clientId: string | null;
  actor: AuditActor;
  source: string;
  action: string;
  target?: string | null;
  changes?: Record<string, FieldChange> | null;
}

export interface AuditPage {
  entries: AuditEntry[];
  /** Pass back as `cursor` for the next (older) page; null on the last one. */
  nextCursor: string | null;
}

export interface AuditLog {
  /** Keeps one entry; the changes are redacted again here, so no caller can store a secret. */
  record(entry: AuditRecord): Promise<AuditEntry>;
  page(clientId: string | null, opts: { cursor?: string | null; limit?: number }): Promise<AuditPage>;
  /** One client's page; an unknown client is not_found. */
  pageOfClient(clientId: string, opts: { cursor?: string | null; limit?: number }): Promise<AuditPage>;
  /** Every entry, newest first, a page at a time (for exports). */
  all(clientId: string | null): AsyncIterable<AuditEntry>;
  /** Deletes what is older than the retention period; returns how many. */
  prune(): Promise<number>;
}

/** A long text (a business's AI content) is kept to this many characters, marked as cut. */
const MAX_TEXT = 2000;
const capped = (value: unknown): unknown => {
  if (typeof value === 'string') return value.length > MAX_TEXT ? `${value.slice(0, MAX_TEXT)}…` : value;
  if (Array.isArray(value)) return value.map(capped);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, capped(v)]));
  return value;
};

/** Each field's before and after redacted under the field's own name (the shape is kept), long texts cut. */
const redactChanges = (changes: Record<string, FieldChange>): Record<string, FieldChange> =>
  Object.fromEntries(
    Object.entries(changes).map(([field, c]) => [
      field,
      {
        ...('before' in c ? { before: capped(redact(c.before, field)) } : {}),
        ...('after' in c ? { after: capped(redact(c.after, field)) } : {}),
      },
    ]),
  );

const PAGE = 50;
const MAX_PAGE = 200;
const DAY_MS = 24 * 60 * 60 * 1000;

export const encodeCursor = (c: AuditCursor) => Buffer.from(`${c.at}|${c.id}`).toString('base64url');

function decodeCursor(text: string): AuditCursor {
  const [at, id, ...rest] = Buffer.from(text, 'base64url').toString('utf8').split('|');
  if (!at || !id || rest.length > 0 || Number.isNaN(Date.parse(at)))
    throw new DomainError('validation_failed', 'The cursor is not one this log handed out', {
      cursor: 'Unknown cursor',
    });
  return { at, id };
}

export function createAuditLog(deps: {
  repo: AuditRepo;
  clock: Clock;
  ids: Ids;
  retentionDays: number;
  clientExists(clientId: string): Promise<boolean>;
}): AuditLog {
  const { repo, clock, ids } = deps;
  const page: AuditLog['page'] = async (clientId, opts) => {
    const limit = Math.min(Math.max(opts.limit ?? PAGE, 1), MAX_PAGE);
    const before = opts.cursor ? decodeCursor(opts.cursor) : null;
    const rows = await repo.list(clientId, { before, limit: limit + 1 });
    const entries = rows.slice(0, limit);
    const last = entries.at(-1);
    return { entries, nextCursor: rows.length > limit && last ? encodeCursor(last) : null };
  };
  return {
    async record(r) {
      const entry: AuditEntry = {
        id: ids.sortable(),
        at: clock.now().toISOString(),
        clientId: r.clientId,
        actor: r.actor,
        source: r.source,
        action: r.action,
        target: r.target ?? null,
        changes: r.changes ? redactChanges(r.changes) : null,
      };
      await repo.insert(entry);
      return entry;
    },
    page,
    async pageOfClient(clientId, opts) {
      if (!(await deps.clientExists(clientId))) throw notFound('Client');
      return page(clientId, opts);
    },
    async *all(clientId) {
      let cursor: string | null = null;
      do {
        const p: AuditPage = await page(clientId, { cursor, limit: MAX_PAGE });
        yield* p.entries;
        cursor = p.nextCursor;
      } while (cursor);
    },
    prune: () =>
      repo.pruneBefore(new Date(clock.now().getTime() - deps.retentionDays * DAY_MS).toISOString()),
  };
}
