/**
 * A complete client row for tests that talk to a store directly (no services in between): every field
 * set, tokens and domain derived from the id so rows of several clients never collide.
 */
import { DEFAULT_CHAT_CUSTOMIZATIONS } from '../../contract/clients.ts';
import type { ClientRecord } from '../domain/shared/index.ts';

export function clientRecord(id: string, over: Partial<ClientRecord> = {}): ClientRecord {
  return {
    id,
    clientName: `Owner ${id}`,
    businessName: `Business ${id}`,
    domain: `${id}.example`,
    plan: 'Starter',
    customMessageLimit: null,
    aiContent: '',
    timeZone: 'UTC',
    email: `${id}@example.com`,
    phone: '',
    industry: 'retail',
    notes: '',
    status: 'Active',
    accessToken: `live-${id}`,
    accessTokenCreatedAt: '2026-01-01T00:00:00.000Z',
    testMode: true,
    testAccessToken: `test-${id}`,
    testAccessTokenCreatedAt: '2026-01-01T00:00:00.000Z',
    isDemo: false,
    isActive: true,
    chatCustomizations: DEFAULT_CHAT_CUSTOMIZATIONS,
    sampleResponses: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...over,
  };
}
