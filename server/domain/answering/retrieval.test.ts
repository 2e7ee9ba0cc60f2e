import { describe, expect, it } from 'vitest';
import type { KnowledgeStore, Passage } from '../chat/chat-ports.ts';
import { createKnowledgeService } from './retrieval.ts';
import { words } from './knowledge-text.ts';
import type { ClientRecord, DomainEvents } from '../shared/ports.ts';

const passage = (title: string, body: string): Passage => ({
  kind: 'content',
  title,
  url: null,
  body,
  rank: 0,
});

/** A store ranking passages by how many of the terms they hold, as many shared common words can. */
function fakeStore(passages: Passage[]): KnowledgeStore & { searches: string[][] } {
  const searches: string[][] = [];
  return {
    searches,
    version: async () => null,
    replace: async () => {},
    remove: async () => {},
    prunePreviews: async () => {},
    chunks: async () => passages,
    async search(_key, terms, limit) {
      searches.push(terms);
      const hits = (p: Passage) => {
        const have = new Set(words(`${p.title} ${p.body}`));
        return terms.filter((t) => have.has(t)).length;
      };
      return passages
        .filter((p) => hits(p) > 0)
        .sort((a, b) => hits(b) - hits(a))
        .slice(0, limit);
    },
  };
}

const events: DomainEvents = { emit: () => {}, on: () => () => {} };

describe('knowledge search', () => {
  const store = fakeStore([
    passage('About', 'Our chatbot answers questions on any website.'),
    passage('Performance', 'The chatbot responds in a second on your site.'),
    passage('Plans', 'Every plan includes unlimited websites for the chatbot.'),
    passage('Setup', 'Paste one tag into your website to add the chatbot.'),
    passage('Integrations', 'We connect to Shopify, Wix and Slack.'),
  ]);
  const knowledge = createKnowledgeService({ store, events, sha256: (t) => t });

  it('brings a passage naming a word the question turns on to the top when common words outrank it', async () => {
    const found = await knowledge.search('k', 'can ur chatbot go on a wix website?');
    expect(found[0]?.title).toBe('Integrations');
    expect(found).toHaveLength(5);
  });

  it('searches once when the top passages already name it, or when nothing does', async () => {
    store.searches.length = 0;
    await knowledge.search('k', 'does the chatbot work on any website');
    expect(store.searches).toHaveLength(1);
    store.searches.length = 0;
    await knowledge.search('k', 'does the bot connect to zendesk');
    expect(store.searches.map((t) => t.includes('zendesk'))).toEqual([true, true]);
  });
});

describe('knowledge indexing', () => {
  it('never lets an edit join a build of older content: the index ends with the newest text', async () => {
    // A store whose first replace waits until released, as a slow rebuild of the old text would.
    const index: { stored: { version: string; bodies: string[] } | null } = { stored: null };
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let replaces = 0;
    const store: KnowledgeStore = {
      version: async () => index.stored?.version ?? null,
      async replace(_key, version, chunks) {
        if (replaces++ === 0) await held;
        index.stored = { version, bodies: chunks.map((c) => c.body) };
      },
      remove: async () => {},
      prunePreviews: async () => {},
      chunks: async () => [],
      search: async () => [],
    };
    const knowledge = createKnowledgeService({ store, events, sha256: (t) => t });
    const client = (aiContent: string, updatedAt: string) =>
      ({
        id: 'c1',
        businessName: 'Shop',
        aiContent,
        updatedAt,
        chatCustomizations: { faqs: [] },
      }) as unknown as ClientRecord;
    const old = knowledge.ensureIndexed(client('We open at nine.', '1'));
    const edited = knowledge.ensureIndexed(client('We open at ten.', '2'));
    release();
    await Promise.all([old, edited]);
    expect(index.stored?.bodies.join(' ')).toContain('ten');
  });

  it('rebuilds an index an older release chunked, though the content is the same', async () => {
    const content = 'We open at nine.';
    // What a release before the chunking version stored for this content (sha256 is the identity here).
    let stored: string | null = JSON.stringify(['Shop', content, [], 0]);
    let replaces = 0;
    const store: KnowledgeStore = {
      version: async () => stored,
      async replace(_key, version) {
        replaces++;
        stored = version;
      },
      remove: async () => {},
      prunePreviews: async () => {},
      chunks: async () => [],
      search: async () => [],
    };
    const knowledge = createKnowledgeService({ store, events, sha256: (t) => t });
    const client = (updatedAt: string) =>
      ({
        id: 'c1',
        businessName: 'Shop',
        aiContent: content,
        updatedAt,
        chatCustomizations: { faqs: [] },
      }) as unknown as ClientRecord;
    await knowledge.ensureIndexed(client('1'));
    expect(replaces).toBe(1);
    // Built by this release, the same content is not chunked again.
    await knowledge.ensureIndexed(client('2'));
    expect(replaces).toBe(1);
  });
});
