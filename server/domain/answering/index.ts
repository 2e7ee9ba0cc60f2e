/**
 * Answering: a visitor's question turned into a reply from the client's own knowledge. Retrieval
 * (retrieval.ts: lexical search over the chunk index, plus vector-search.ts when embeddings are on), the
 * question read as concepts (query-concepts.ts with its word tables), the assistant turn around a model
 * (assistant.ts, assistant-fallback.ts), citations, and the builtin answerer that quotes passages with no
 * model at all (builtin-answer.ts, builtin-live-data.ts).
 */
export * from './assistant.ts';
export * from './assistant-fallback.ts';
export * from './retrieval.ts';
export * from './vector-search.ts';
export * from './builtin-answer.ts';
export * from './answer-in-language.ts';
export * from './builtin-live-data.ts';
export * from './answer-memo.ts';
export * from './citations.ts';
export * from './knowledge-text.ts';
export * from './knowledge-language.ts';
export * from './word-lists.ts';
export * from './lexicon.ts';
export * from './word-frequency.ts';
export * from './parsed-question.ts';
export * from './answer-confidence.ts';
