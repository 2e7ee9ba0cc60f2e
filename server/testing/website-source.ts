/**
 * The two rows a website crawl is given, for tests that drive the crawler directly: a website source
 * (under way, no history) and the client it belongs to (only the fields the crawler reads).
 */
import type { KnowledgeSourceRecord } from '../domain/sources/index.ts';
import type { ClientRecord } from '../domain/shared/index.ts';

export const websiteSource = (startUrl: string): KnowledgeSourceRecord => ({
  id: 's1',
  clientId: 'c1',
  kind: 'website',
  name: 'site',
  status: 'syncing',
  schedule: 'manual',
  settings: { startUrl },
  secret: null,
  documentCount: 0,
  lastSyncedAt: null,
  nextSyncAt: null,
  lastError: null,
  createdAt: '',
  updatedAt: '',
});

/** The crawler checks the domain (same site only) and the plan (its page limit). */
export const crawlingClient = (domain: string, plan = 'Enterprise') =>
  ({ id: 'c1', domain, plan }) as ClientRecord;
