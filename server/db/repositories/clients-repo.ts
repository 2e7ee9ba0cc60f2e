import { sql, type Selectable } from 'kysely';
import {
  ChatCustomizations,
  DEFAULT_CHAT_CUSTOMIZATIONS,
  SampleResponses,
} from '../../../contract/clients.ts';
import { AssistantSettings } from '../../../contract/assistant-settings.ts';
import { DEFAULT_HANDOFF_SETTINGS, HandoffSettings } from '../../../contract/handoff-settings.ts';
import { planOf } from '../../../contract/plans.ts';
import type { ClientRecord, ClientsRepo } from '../../domain/shared/index.ts';
import type { Db } from '../database.ts';
import type { ClientsTable } from '../schema.ts';

function parseJson<T>(
  text: string | null,
  schema: { safeParse(v: unknown): { success: true; data: T } | { success: false } },
  fallback: T,
): T {
  if (text === null) return fallback;
  try {
    const r = schema.safeParse(JSON.parse(text));
    return r.success ? r.data : fallback;
  } catch {
    return fallback;
  }
}

export function toClientRecord(r: Selectable<ClientsTable>): ClientRecord {
  return {
    id: r.id,
    clientName: r.client_name,
    businessName: r.business_name,
    domain: r.domain,
    plan: planOf(r.plan),
    customMessageLimit: r.custom_message_limit === null ? null : Number(r.custom_message_limit),
    aiContent: r.ai_content,
    email: r.email,
    phone: r.phone,
    industry: r.industry,
    timeZone: r.time_zone,
    notes: r.notes,
    status: r.status,
    accessToken: r.access_token,
    accessTokenCreatedAt: r.access_token_created_at,
    testMode: r.test_mode === 1,
    testAccessToken: r.test_access_token,
    testAccessTokenCreatedAt: r.test_access_token_created_at,
    isDemo: r.is_demo === 1,
    isActive: r.is_active === 1,
    chatCustomizations: parseJson(r.chat_customizations, ChatCustomizations, DEFAULT_CHAT_CUSTOMIZATIONS),
    sampleResponses: parseJson<SampleResponses | null>(r.sample_responses, SampleResponses, null),
    createdAt: r.created_at,
    updatedAt: r.updated_at,
    // Set only on clients paying by subscription: others read back exactly as written.
    ...(r.usage_period ? { usagePeriod: r.usage_period } : {}),
    ...(r.service_until ? { serviceUntil: r.service_until } : {}),
    // Set only when the client chose a period: a client that keeps everything reads back as written.
    ...(r.retention_days === null || r.retention_days === undefined
      ? {}
      : { retentionDays: Number(r.retention_days) }),
    // Set only when on: a client without consent mode reads back as written.
    ...(r.consent_mode ? { consentMode: true } : {}),
    // Never set: absent, and every reader takes the defaults (a client row reads back as it was written).
    ...(r.handoff_settings
      ? { handoff: parseJson(r.handoff_settings, HandoffSettings, DEFAULT_HANDOFF_SETTINGS) }
      : {}),
    ...(r.assistant_settings ? assistantOf(r.assistant_settings) : {}),
  };
}

/** Stored settings that no longer parse read as absent (the defaults), never as an error. */
function assistantOf(text: string): { assistant?: AssistantSettings } {
  const assistant = parseJson<AssistantSettings | null>(text, AssistantSettings, null);
  return assistant ? { assistant } : {};
}

type Row = Partial<Selectable<ClientsTable>>;
function toRow(p: Partial<ClientRecord>): Row {
  const row: Row = {};
  const map: [keyof ClientRecord, keyof ClientsTable][] = [
    ['id', 'id'],
    ['clientName', 'client_name'],
    ['businessName', 'business_name'],
    ['domain', 'domain'],
    ['plan', 'plan'],
    ['customMessageLimit', 'custom_message_limit'],
    ['aiContent', 'ai_content'],
    ['email', 'email'],
    ['phone', 'phone'],
    ['industry', 'industry'],
    ['timeZone', 'time_zone'],
    ['notes', 'notes'],
    ['status', 'status'],
    ['accessToken', 'access_token'],
    ['accessTokenCreatedAt', 'access_token_created_at'],
    ['testAccessToken', 'test_access_token'],
    ['testAccessTokenCreatedAt', 'test_access_token_created_at'],
    ['createdAt', 'created_at'],
    ['updatedAt', 'updated_at'],
    ['usagePeriod', 'usage_period'],
    ['serviceUntil', 'service_until'],
  ];
  for (const [from, to] of map) if (p[from] !== undefined) (row as Record<string, unknown>)[to] = p[from];
  if (p.testMode !== undefined) row.test_mode = p.testMode ? 1 : 0;
  if (p.isActive !== undefined) row.is_active = p.isActive ? 1 : 0;
  if (p.isDemo !== undefined) row.is_demo = p.isDemo ? 1 : 0;
  if (p.retentionDays !== undefined) row.retention_days = p.retentionDays;
  if (p.consentMode !== undefined) row.consent_mode = p.consentMode ? 1 : 0;
  if (p.chatCustomizations !== undefined) row.chat_customizations = JSON.stringify(p.chatCustomizations);
  if (p.handoff !== undefined) row.handoff_settings = JSON.stringify(p.handoff);
  if (p.assistant !== undefined) row.assistant_settings = JSON.stringify(p.assistant);
  if (p.sampleResponses !== undefined)
    row.sample_responses = p.sampleResponses === null ? null : JSON.stringify(p.sampleResponses);
  return row;
}

export function createClientsRepo(db: Db): ClientsRepo {
  const get = async (id: string) => {
    const r = await db.selectFrom('clients').selectAll().where('id', '=', id).executeTakeFirst();
    return r ? toClientRecord(r) : null;
  };
  return {
    async list(filter = {}) {
      let q = db.selectFrom('clients').selectAll().orderBy('created_at', 'desc').orderBy('id');
      if (filter.plan) q = q.where(sql`lower(plan)`, '=', filter.plan.toLowerCase());
      if (filter.status) q = q.where(sql`lower(status)`, '=', filter.status.toLowerCase());
      if (filter.search) {
        const like = `%${filter.search.toLowerCase().replace(/[\\%_]/g, (c) => '\\' + c)}%`;
        q = q.where((eb) =>
          eb.or(
            ['client_name', 'business_name', 'domain', 'email'].map((col) =>
              eb(sql`lower(${sql.ref(col)})`, 'like', sql`${like} escape '\\'`),
            ),
          ),
        );
      }
      return (await q.execute()).map(toClientRecord);
    },
    get,
    async findByDomain(domain) {
      const r = await db
        .selectFrom('clients')
        .selectAll()
        .where('domain', '=', domain.toLowerCase())
        .orderBy('created_at')
        .executeTakeFirst();
      return r ? toClientRecord(r) : null;
    },
    async findAllByDomain(domains) {
      if (domains.length === 0) return [];
      const rows = await db
        .selectFrom('clients')
        .selectAll()
        .where(
          'domain',
          'in',
          domains.map((d) => d.toLowerCase()),
        )
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      return rows.map(toClientRecord);
    },
    async findByToken(token) {
      const r = await db
        .selectFrom('clients')
        .selectAll()
        .where((eb) => eb.or([eb('access_token', '=', token), eb('test_access_token', '=', token)]))
        .executeTakeFirst();
      if (!r) return null;
      return { client: toClientRecord(r), kind: r.access_token === token ? 'live' : 'test' };
    },
    async insert(client) {
      await db
        .insertInto('clients')
        .values(toRow(client) as Selectable<ClientsTable>)
        .execute();
    },
    async update(id, patch) {
      const row = toRow(patch);
      if (Object.keys(row).length > 0)
        await db.updateTable('clients').set(row).where('id', '=', id).execute();
      return get(id);
    },
    async delete(id) {
      const r = await db.deleteFrom('clients').where('id', '=', id).executeTakeFirst();
      return Number(r.numDeletedRows) > 0;
    },
    async count() {
      const r = await db
        .selectFrom('clients')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(r.n);
    },
    async countCreatedBetween(from, to) {
      const r = await db
        .selectFrom('clients')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('created_at', '>=', from)
        .where('created_at', '<', to)
        .executeTakeFirstOrThrow();
      return Number(r.n);
    },
  };
}
