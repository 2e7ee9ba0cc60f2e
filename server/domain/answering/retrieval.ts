import type { ClientContext } from '../../../contract/chat.ts';
import type { LanguageCode } from '../../../contract/languages.ts';
import { meaningWords } from '../languages/index.ts';
import { knowledgeLanguage } from './knowledge-language.ts';
import type { KnowledgeStore, Passage } from '../chat/chat-ports.ts';
import type { IndexedDocument } from '../sources/knowledge-sources-ports.ts';
import {
  CHUNKING_VERSION,
  chunkContent,
  chunkDocument,
  chunkFaqs,
  contentWords,
  stem,
} from './knowledge-text.ts';
import { type ParsedQuestion, parseQuestion } from './parsed-question.ts';
import { type Concept, covers, factStems } from './query-concepts.ts';
import type { ClientRecord, DomainEvents } from '../shared/ports.ts';
import { type EmbeddingStatus, fuseRanks, type VectorSearch } from './vector-search.ts';

/** How many distinct preview indexes (console previews with edited content) are kept. */
const PREVIEW_INDEXES_KEPT = 20;
/** The question's own words come first; paraphrase-table words fill up to this many. */
const MAX_QUERY_TERMS = 24;
/** Passages the answerer reads, which should hold a word the question turns on when the index does. */
const READ = 3;

/**
 * Words the knowledge must name for the question to be covered ("wix", "notion") that none of the top
 * passages holds. Many common words shared with other passages can outrank the one passage naming a
 * rare word ("can ur bot go on a wix site" finds every passage on the bot and sites first).
 */
function missingSpecific(query: string, concepts: readonly Concept[], found: readonly Passage[]): string[] {
  const specific = concepts.filter((c) => c.specific && c.typed);
  if (specific.length === 0) return [];
  const read = found.slice(0, READ).map(stemsOf);
  const missing = specific.filter((c) => !read.some((have) => covers(c, have)));
  // A likely slip is also searched as the word meant.
  const typed = contentWords(query).filter((w) => missing.some((c) => c.stems[0] === stem(w)));
  return [...new Set([...typed, ...missing.flatMap((c) => c.expansions)])];
}

// Passages come frozen from the search caches and questions from the reading memo, so what is read
// off them per turn is kept with the object.
const passageStems = new WeakMap<Passage, Set<string>>();
const stemsOf = (p: Passage) => {
  let stems = passageStems.get(p);
  if (!stems) passageStems.set(p, (stems = factStems(`${p.title} ${p.body}`)));
  return stems;
};
const queryTerms = new WeakMap<ParsedQuestion, string[]>();
/** The words a question is searched by: its own, then its concepts' expansions. */
const termsOf = (parsed: ParsedQuestion) => {
  let terms = queryTerms.get(parsed);
  if (!terms) {
    const own = contentWords(parsed.text).slice(0, 16);
    const expansions = parsed.searchConcepts.flatMap((c) => c.expansions);
    terms = [...new Set([...own, ...expansions])].slice(0, MAX_QUERY_TERMS);
    // A question of no words of its own ("what do you do?") is about the business: its name finds the
    // passages that describe it.
    if (terms.length === 0) terms = contentWords(parsed.businessName);
    queryTerms.set(parsed, terms);
  }
  return terms;
};

export interface KnowledgeService {
  /** Brings the client's index up to date with its knowledge (cheap when unchanged); returns its key. */
  ensureIndexed(client: ClientRecord): Promise<string>;
  /**
   * The index key for an admin preview: the client's own index, or a separate one when the preview's
   * clientContext carries different aiContent. Never shared with other clients.
   */
  previewKey(client: ClientRecord, context: ClientContext): Promise<string>;
  /** A question already read this turn is passed as read, so it is not read again. */
  search(key: string, query: string | ParsedQuestion, limit?: number): Promise<Passage[]>;
  /** The language the index under key was built in (after ensureIndexed or previewKey; English before). */
  language(key: string): LanguageCode;
  /** Every chunk under key when the whole knowledge fits `budgetTokens` (about 4 characters each), else null. */
  whole(key: string, budgetTokens: number): Promise<Passage[] | null>;
  /** Progress of the client's chunk embeddings (null without an embedding model or chunks). */
  embeddingStatus(clientId: string): Promise<EmbeddingStatus | null>;
  /**
   * Brings the client's index up to date and waits for its chunks' embeddings, telling `onProgress`
   * as each batch is stored; null without an embedding model.
   */
  reindex(client: ClientRecord, onProgress?: (s: EmbeddingStatus) => void): Promise<EmbeddingStatus | null>;
}

/**
 * Retrieval over each client's knowledge (aiContent chunks and FAQs). Indexes are rebuilt lazily when a
 * client's content hash changes, so edits from the console, the CLI or another process all show up, and
 * dropped when the client is deleted.
 */
export function createKnowledgeService(deps: {
  store: KnowledgeStore;
  events: DomainEvents;
  sha256: (t: string) => string;
  /** Crawled pages, uploaded files and feed records; their revision changes with every document change. */
  documents?: {
    revision(clientId: string): Promise<number>;
    indexDocuments(clientId: string): Promise<IndexedDocument[]>;
  };
  /** Hybrid retrieval: chunk embeddings fused with BM25 (absent: lexical only, as before). */
  vectors?: VectorSearch;
  /** Where a failed background embedding run is reported. */
  onEmbeddingError?: (clientId: string, error: string) => void;
}): KnowledgeService {
  const { store, events, sha256, documents, vectors } = deps;
  const embed = (clientId: string) =>
    void vectors
      ?.sync(clientId)
      .then((s) => {
        if (s.state === 'failed') deps.onEmbeddingError?.(clientId, s.error ?? 'failed');
      })
      .catch((err: unknown) => deps.onEmbeddingError?.(clientId, String(err)));
  // clientId → the client's updatedAt and knowledge revision last indexed, so an unchanged client costs
  // one map lookup and one primary-key read per question (the revision is shared with other processes).
  const fresh = new Map<string, string>();
  const stamp = async (client: ClientRecord) =>
    documents ? `${client.updatedAt}#${await documents.revision(client.id)}` : client.updatedAt;
  const inflight = new Map<string, Promise<void>>();

  events.on('client.changed', ({ clientId }) => fresh.delete(clientId));
  events.on('client.deleted', ({ clientId }) => {
    fresh.delete(clientId);
    languages.delete(clientId);
    void store.remove(clientId);
    void vectors?.remove(clientId).catch(() => undefined);
  });

  // Index key → the language its chunks are stemmed in; set by every build, also one that finds the
  // index already current, so a restarted process knows it before the first search.
  const languages = new Map<string, LanguageCode>();

  const build = async (key: string, client: ClientRecord, businessName: string, aiContent: string) => {
    const { faqs } = client.chatCustomizations;
    const revision = documents ? await documents.revision(client.id) : 0;
    const own = [aiContent, ...faqs.map((f) => `${f.question}\n\n${f.answer}`)];
    // The client's own text tells its language; a client with too little of it, its documents.
    let docs: IndexedDocument[] | null = null;
    let language = knowledgeLanguage(own);
    if (language === 'en' && documents && own.join('').length < 400) {
      docs = await documents.indexDocuments(client.id);
      // Feed records (prices, addresses, codes) are data, not prose: they do not tell a language.
      language = knowledgeLanguage([...own, ...docs.filter((d) => d.kind !== 'data').map((d) => d.body)]);
    }
    languages.set(key, language);
    // English indexes keep the version they had before languages came (no needless rebuild).
    const version = sha256(
      JSON.stringify([
        CHUNKING_VERSION,
        businessName,
        aiContent,
        faqs,
        revision,
        ...(language === 'en' ? [] : [language]),
      ]),
    );
    if ((await store.version(key)) === version) return;
    docs ??= documents ? await documents.indexDocuments(client.id) : [];
    await store.replace(
      key,
      version,
      [...chunkContent(aiContent, businessName), ...chunkFaqs(faqs), ...docs.flatMap(chunkDocument)],
      language,
    );
  };

  // Builds of one key run one after another, never joined: a build already running may be of content
  // older than the caller's. Each checks the stored version first, so a build of what is already
  // indexed costs two reads.
  const once = (key: string, run: () => Promise<void>) => {
    const previous = inflight.get(key);
    const p = (previous ? previous.catch(() => undefined).then(run) : run()).finally(() => {
      if (inflight.get(key) === p) inflight.delete(key);
    });
    inflight.set(key, p);
    return p;
  };

  const lexical = async (key: string, parsed: ParsedQuestion, limit: number): Promise<Passage[]> => {
    const language = languages.get(key) ?? 'en';
    // Knowledge in another language is searched by the question's own words in it, stemmed alike.
    if (language !== 'en')
      return store.search(key, meaningWords(language, parsed.text).slice(0, 16), limit, language);
    const terms = termsOf(parsed);
    if (terms.length === 0) return [];
    const found = await store.search(key, terms, limit);
    const missing = missingSpecific(parsed.text, parsed.searchConcepts, found);
    if (missing.length === 0) return found;
    // The passages naming the word go first; the rest keep their order.
    const naming = await store.search(key, missing, READ - 1);
    const seen = new Set(naming.map((p) => `${p.title}\n${p.body}`));
    return [...naming, ...found.filter((p) => !seen.has(`${p.title}\n${p.body}`))].slice(0, limit);
  };

  return {
    async ensureIndexed(client) {
      const current = await stamp(client);
      if (fresh.get(client.id) === current) return client.id;
      await once(client.id, () => build(client.id, client, client.businessName, client.aiContent));
      fresh.set(client.id, current);
      // In the background: the question is answered lexically until every chunk has its vector.
      embed(client.id);
      return client.id;
    },
    async previewKey(client, context) {
      if (context.aiContent === undefined || context.aiContent === client.aiContent)
        return this.ensureIndexed(client);
      const businessName = context.businessName ?? client.businessName;
      const key = `preview:${client.id}:${sha256(context.aiContent).slice(0, 16)}`;
      await once(key, () => build(key, client, businessName, context.aiContent ?? ''));
      await store.prunePreviews(PREVIEW_INDEXES_KEPT);
      return key;
    },
    async search(key, query, limit = 5) {
      const parsed = typeof query === 'string' ? parseQuestion(query) : query;
      const [byWords, byMeaning] = await Promise.all([
        lexical(key, parsed, limit),
        vectors && !key.startsWith('preview:') ? vectors.search(key, parsed.text, limit) : null,
      ]);
      return byMeaning ? fuseRanks([byWords, byMeaning], limit) : byWords;
    },
    async whole(key, budgetTokens) {
      const chunks = await store.chunks(key);
      const chars = chunks.reduce((n, c) => n + c.title.length + c.body.length + 8, 0);
      return chunks.length > 0 && chars / 4 <= budgetTokens ? chunks.map((c) => ({ ...c, rank: 0 })) : null;
    },
    language: (key) => languages.get(key) ?? 'en',
    embeddingStatus: async (clientId) => (vectors ? vectors.describe(clientId) : null),
    async reindex(client, onProgress) {
      await this.ensureIndexed(client);
      return vectors ? vectors.sync(client.id, onProgress) : null;
    },
  };
}
