/**
 * The rules of knowledge sources that hold whatever the store: which plans may add which kind, when a
 * scheduled source is fetched next, and what a source shows when its embeddings failed.
 */
import type { KnowledgeSourceKind, SyncSchedule } from '../../../contract/knowledge.ts';
import { planFeatures, type PlanName } from '../../../contract/plans.ts';
import type { ClientRecord } from '../shared/ports.ts';

const DAY_MS = 24 * 60 * 60_000;
const INTERVAL_MS: Record<SyncSchedule, number | null> = { manual: null, daily: DAY_MS, weekly: 7 * DAY_MS };
/** The longest error text kept on a source. */
export const MAX_ERROR = 500;

export const KIND_FEATURE: Record<
  KnowledgeSourceKind,
  { allowed(plan: PlanName): boolean; message: string }
> = {
  website: { allowed: () => true, message: '' },
  feed: {
    allowed: (plan) => planFeatures(plan).connectors,
    message: 'Live-data feeds are available on the Premium and Enterprise plans',
  },
  shopify: {
    allowed: (plan) => planFeatures(plan).connectors,
    message: 'Shopify stores are available on the Premium and Enterprise plans',
  },
  files: {
    allowed: (plan) => planFeatures(plan).fileUploads,
    message: 'File uploads are available on the Enterprise plan',
  },
};

/** The client's plan features, from the one plans table. */
export function featuresOf(client: ClientRecord) {
  return planFeatures(client.plan);
}

/** When a source on `schedule` is fetched next after `from` (null: only by hand). */
export const nextSyncAt = (schedule: SyncSchedule, from: Date) => {
  const ms = INTERVAL_MS[schedule];
  return ms === null ? null : new Date(from.getTime() + ms).toISOString();
};

/** The line a source shows when its documents are stored but their embeddings failed. */
export const embeddingFailure = (error: string) =>
  `Stored, but embedding failed (${error.replace(/\.$/, '')}). Answers use keyword search until the next sync.`;
