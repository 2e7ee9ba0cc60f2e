import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { changesKnowledge, contentOf, diffDocuments, type StoredDocumentHash } from './document-diff.ts';
import type { DocumentInput } from './knowledge-sources-ports.ts';

const hashOf = (content: string) => createHash('sha256').update(content).digest('hex');
const doc = (ref: string, body: string, data?: Record<string, unknown>): DocumentInput => ({
  ref,
  title: ref.toUpperCase(),
  url: `https://shop.example/${ref}`,
  body,
  ...(data ? { data } : {}),
});
const stored = (id: string, d: DocumentInput): StoredDocumentHash => ({
  id,
  ref: d.ref,
  contentHash: hashOf(contentOf(d)),
});

describe('document diff', () => {
  const kept = doc('kept', 'Same text');
  const edited = doc('edited', 'Old text');
  const gone = doc('gone', 'No longer on the site');
  const before = [stored('id-kept', kept), stored('id-edited', edited), stored('id-gone', gone)];

  it('adds new refs, updates changed content, keeps the same content and removes what a sync lacks', () => {
    const incoming = [kept, doc('edited', 'New text'), doc('new', 'A new page')];
    const diff = diffDocuments(before, incoming, { removeMissing: true, hashOf });
    expect(diff.added.map((a) => a.doc.ref)).toEqual(['new']);
    expect(diff.added[0]?.contentHash).toBe(hashOf(contentOf(doc('new', 'A new page'))));
    expect(diff.changed).toEqual([
      { id: 'id-edited', doc: incoming[1], contentHash: hashOf(contentOf(incoming[1]!)) },
    ]);
    expect(diff.removed).toEqual(['id-gone']);
    expect(diff.counts).toEqual({ added: 1, updated: 1, removed: 1, unchanged: 1 });
    expect(changesKnowledge(diff.counts)).toBe(true);
  });

  it('keeps documents an upload does not name, and counts a repeated ref once', () => {
    const diff = diffDocuments(before, [doc('new', 'first'), doc('new', 'second')], {
      removeMissing: false,
      hashOf,
    });
    expect(diff.removed).toEqual([]);
    expect(diff.added.map((a) => a.doc.body)).toEqual(['first']);
    expect(diff.counts).toEqual({ added: 1, updated: 0, removed: 0, unchanged: 0 });
  });

  it('sees a change in a feed record only in its data, and none when everything is the same', () => {
    const record = doc('sku-1', '', { price: 10 });
    const was = [stored('id-1', record)];
    expect(
      diffDocuments(was, [doc('sku-1', '', { price: 12 })], { removeMissing: true, hashOf }).counts,
    ).toEqual({ added: 0, updated: 1, removed: 0, unchanged: 0 });
    const same = diffDocuments(was, [doc('sku-1', '', { price: 10 })], { removeMissing: true, hashOf });
    expect(same.counts).toEqual({ added: 0, updated: 0, removed: 0, unchanged: 1 });
    expect(changesKnowledge(same.counts)).toBe(false);
  });
});
