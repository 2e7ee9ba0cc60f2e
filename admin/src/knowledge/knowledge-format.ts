import type { KnowledgeSourceKind, SourceStatus, SyncSchedule } from '../../../contract/knowledge.ts';
import { planFeatures as featuresOfPlan, type PlanName } from '../../../contract/plans.ts';
import { HttpError } from '../api/http.ts';
import type { BadgeTone } from '../ui/card.tsx';

export const KIND_LABEL: Record<KnowledgeSourceKind, string> = {
  website: 'Website',
  files: 'Uploaded files',
  feed: 'Data feed',
  shopify: 'Shopify store',
};

/** A glyph beside the kind's text label; decorative only. */
export const KIND_ICON: Record<KnowledgeSourceKind, string> = {
  website: '🌐',
  files: '📄',
  feed: '🔗',
  shopify: '🛍',
};

export const STATUS_LABEL: Record<SourceStatus, string> = {
  pending: 'Pending',
  syncing: 'Syncing',
  ready: 'Ready',
  failed: 'Failed',
};

export const STATUS_TONE: Record<SourceStatus, BadgeTone> = {
  pending: 'neutral',
  syncing: 'blue',
  ready: 'green',
  failed: 'red',
};

export const SCHEDULE_OPTIONS: { value: SyncSchedule; label: string }[] = [
  { value: 'manual', label: 'Manual only' },
  { value: 'daily', label: 'Daily' },
  { value: 'weekly', label: 'Weekly' },
];

/** The plan's knowledge features, as the server enforces them (the one plans table). */
export function planFeatures(plan: PlanName) {
  return featuresOfPlan(plan);
}

/** Where a crawl starts unless the operator says otherwise: the home page of the client's domain. */
export function defaultStartUrl(domain: string): string {
  const host = domain
    .trim()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//i, '')
    .replace(/\/.*$/, '');
  return `https://${host}/`;
}

/** The server's own sentence for a failed call (it explains plan limits and sync refusals), else the fallback. */
export function errorText(error: unknown, fallback: string): string {
  return error instanceof HttpError && error.body?.error ? error.body.error : fallback;
}

export function formatCharacters(n: number): string {
  return `${n.toLocaleString('en-US')} ${n === 1 ? 'character' : 'characters'}`;
}
