/**
 * Knowledge sources: what a client teaches its assistant besides the written knowledge. Websites to
 * crawl, uploaded files, JSON/CSV feeds of live records (products, orders) and connected stores
 * (domain/shopify) with their sync state, schedules and plan limits; live-data.ts looks those records
 * up for answers, live-orders.ts asks a connected store for the orders no feed holds; the embedding indexer and
 * scheduler keep the vector index in step. The fetching itself is done outside the domain
 * (server/source-fetching/) behind the ports in knowledge-sources-ports.ts.
 */
export * from './knowledge-sources.ts';
export * from './knowledge-sources-ports.ts';
export * from './websites.ts';
export * from './file-uploads.ts';
export * from './feeds.ts';
export * from './live-data.ts';
export * from './live-orders.ts';
export * from './embedding-indexer.ts';
export * from './embedding-scheduler.ts';
export * from './source-syncs.ts';
export * from './incomplete-sync.ts';
export * from './source-rules.ts';
export * from './document-diff.ts';
export * from './embeddings-ports.ts';
