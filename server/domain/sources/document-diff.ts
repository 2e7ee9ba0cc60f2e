/**
 * A sync's decision about a source's documents, made once for both stores: which incoming documents
 * are new, which changed, which stored ones are gone, and the counts the console shows. Documents are
 * matched by ref and compared by a hash of their content (contentOf), so a re-crawl finding the same
 * page rewrites nothing. The repositories read the stored hashes, call this, and write what it says.
 */
import type { SyncCounts } from '../../../contract/knowledge.ts';
import type { DocumentInput } from './knowledge-sources-ports.ts';

/** A stored document as the diff needs it. */
export interface StoredDocumentHash {
  id: string;
  ref: string;
  contentHash: string;
}

export interface DocumentDiff {
  added: { doc: DocumentInput; contentHash: string }[];
  changed: { id: string; doc: DocumentInput; contentHash: string }[];
  /** Ids of stored documents the sync no longer has (only when it replaces the whole source). */
  removed: string[];
  counts: SyncCounts;
}

/** What a document's content is, for its hash: a change to any of these is a change to the document. */
export const contentOf = (d: DocumentInput): string =>
  JSON.stringify([d.title, d.url, d.body, d.data ?? null]);

/**
 * `docs` against what is stored. A ref given twice counts once (the first one wins). With
 * `removeMissing` (a sync, which returns the source's whole content) stored documents not given are
 * removed; without it (an upload of some files) they are kept.
 */
export function diffDocuments(
  stored: Iterable<StoredDocumentHash>,
  docs: readonly DocumentInput[],
  opts: { removeMissing: boolean; hashOf: (content: string) => string },
): DocumentDiff {
  const existing = new Map([...stored].map((s) => [s.ref, s]));
  const diff: DocumentDiff = {
    added: [],
    changed: [],
    removed: [],
    counts: { added: 0, updated: 0, removed: 0, unchanged: 0 },
  };
  const seen = new Set<string>();
  for (const doc of docs) {
    if (seen.has(doc.ref)) continue;
    seen.add(doc.ref);
    const contentHash = opts.hashOf(contentOf(doc));
    const old = existing.get(doc.ref);
    if (!old) diff.added.push({ doc, contentHash });
    else if (old.contentHash !== contentHash) diff.changed.push({ id: old.id, doc, contentHash });
    else diff.counts.unchanged++;
  }
  if (opts.removeMissing) {
    for (const [ref, old] of existing) if (!seen.has(ref)) diff.removed.push(old.id);
  }
  diff.counts.added = diff.added.length;
  diff.counts.updated = diff.changed.length;
  diff.counts.removed = diff.removed.length;
  return diff;
}

/** Whether the client's knowledge revision moves: anything added, changed or removed. */
export const changesKnowledge = (counts: SyncCounts): boolean =>
  counts.added + counts.updated + counts.removed > 0;
