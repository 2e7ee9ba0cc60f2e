import {
  DEFAULT_CHAT_CUSTOMIZATIONS,
  normalizeDomain,
  type Client,
  type ClientCreateParsed,
  type ClientUpdateParsed,
} from '../../../contract/clients.ts';
import { DEFAULT_ASSISTANT_SETTINGS } from '../../../contract/assistant-settings.ts';
import { DEFAULT_HANDOFF_SETTINGS } from '../../../contract/handoff-settings.ts';
import {
  type AssistantPolicy,
  assistantOptionsFor,
  checkAssistantSettings,
  NO_MODEL_CHOICE,
} from './assistant-settings.ts';
import { effectiveMessageLimit } from '../../../contract/plans.ts';
import { DomainError, notFound } from '../shared/errors.ts';
import { isOriginAllowed } from './origin-policy.ts';
import type { ClientFilter, ClientRecord, ClientsRepo, Clock, DomainEvents, Ids } from '../shared/ports.ts';
import { newToken } from './tokens.ts';
import type { UsageMeter } from '../billing/usage-meter.ts';

export type TokenKind = 'live' | 'test';

export interface WidgetCaller {
  client: ClientRecord;
  kind: TokenKind;
}

export interface ClientsService {
  list(filter?: ClientFilter): Promise<Client[]>;
  get(id: string): Promise<Client>;
  /**
   * Finds a client by id or by domain (with or without scheme, www. folded), for the CLI and previews.
   * A domain that names several clients (registered before duplicates were refused) is an error that
   * lists them, never a guess.
   */
  resolve(idOrDomain: string): Promise<ClientRecord>;
  record(id: string): Promise<ClientRecord>;
  create(input: ClientCreateParsed): Promise<Client>;
  update(id: string, patch: ClientUpdateParsed): Promise<Client>;
  delete(id: string): Promise<void>;
  resetUsage(id: string): Promise<Client>;
  generateToken(id: string, kind: TokenKind): Promise<Client>;
  revokeToken(id: string, kind: TokenKind): Promise<Client>;
  setTestMode(id: string, on: boolean): Promise<Client>;
  /**
   * The client behind a publishable token, enforcing the Origin rule for production tokens and test
   * mode for test tokens. Throws unauthorized, origin_not_allowed or forbidden.
   */
  resolveWidgetCaller(token: string, origin: string | undefined): Promise<WidgetCaller>;
  toWire(record: ClientRecord, used: number): Client;
}

/** The spellings of one site: the host as given, without www. and with it. */
export function sameSiteDomains(domain: string): string[] {
  const host = normalizeDomain(domain);
  const bare = host.replace(/^www\./, '');
  return [...new Set([host, bare, `www.${bare}`])];
}

/** What a client's own knowledge index is built from (knowledge.ts chunks these). */
const knowledgeOf = (r: Pick<ClientRecord, 'businessName' | 'aiContent' | 'chatCustomizations'>) =>
  JSON.stringify([r.businessName, r.aiContent, r.chatCustomizations.faqs]);

export function createClientsService(deps: {
  clients: ClientsRepo;
  usage: UsageMeter;
  clock: Clock;
  ids: Ids;
  events: DomainEvents;
  /** Which plans may pick the model and temperature, and from which models (default: none). */
  assistantPolicy?: AssistantPolicy;
}): ClientsService {
  const { clients, usage, clock, ids, events } = deps;
  const policy = deps.assistantPolicy ?? NO_MODEL_CHOICE;
  const nowIso = () => clock.now().toISOString();

  const toWire = (r: ClientRecord, used: number): Client => ({
    id: r.id,
    clientName: r.clientName,
    businessName: r.businessName,
    domain: r.domain,
    plan: r.plan,
    aiContent: r.aiContent,
    email: r.email,
    phone: r.phone,
    industry: r.industry,
    timeZone: r.timeZone,
    notes: r.notes,
    messagesUsed: String(used),
    messageLimit: effectiveMessageLimit(r),
    customMessageLimit: r.customMessageLimit,
    status: r.status,
    accessToken: r.accessToken,
    accessTokenCreatedAt: r.accessTokenCreatedAt,
    testMode: r.testMode,
    testAccessToken: r.testAccessToken,
    testAccessTokenCreatedAt: r.testAccessTokenCreatedAt,
    isDemo: r.isDemo,
    isActive: r.isActive,
    chatCustomizations: r.chatCustomizations,
    sampleResponses: r.sampleResponses,
    handoff: r.handoff ?? DEFAULT_HANDOFF_SETTINGS,
    assistant: r.assistant ?? DEFAULT_ASSISTANT_SETTINGS,
    assistantOptions: assistantOptionsFor(r.plan, policy),
    retentionDays: r.retentionDays ?? null,
    consentMode: r.consentMode ?? false,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  });

  const record = async (id: string) => {
    const r = await clients.get(id);
    if (!r) throw notFound('Client');
    return r;
  };
  const wire = async (r: ClientRecord) => toWire(r, await usage.used(r));
  const patch = async (id: string, p: Partial<ClientRecord>) => {
    const r = await clients.update(id, { ...p, updatedAt: nowIso() });
    if (!r) throw notFound('Client');
    events.emit('client.changed', { clientId: id });
    return wire(r);
  };

  /**
   * One client per website: "www.shop.com" and "shop.com" are the same site. The refusal says only that
   * the domain is taken, never by whom (attack row 46): a customer must not learn another's business.
   */
  const refuseTakenDomain = async (domain: string, self: string | null) => {
    const taken = (await clients.findAllByDomain(sameSiteDomains(domain))).find((c) => c.id !== self);
    if (taken) {
      const text = `The domain ${normalizeDomain(domain)} is already taken`;
      throw new DomainError('conflict', text, { domain: text });
    }
  };

  return {
    toWire,
    record,
    async list(filter) {
      const [rows, used] = await Promise.all([clients.list(filter), usage.usedByClient()]);
      return rows.map((r) => toWire(r, used.get(r.id) ?? 0));
    },
    async get(id) {
      return wire(await record(id));
    },
    async resolve(ref) {
      const byId = await clients.get(ref);
      if (byId) return byId;
      const matches = await clients.findAllByDomain(sameSiteDomains(ref));
      const [only] = matches;
      if (!only) throw notFound('Client');
      if (matches.length > 1)
        throw new DomainError(
          'conflict',
          `${matches.length} clients use ${normalizeDomain(ref)}: ${matches
            .map((c) => `${c.id} (${c.businessName}, ${c.domain})`)
            .join('; ')}. Use the client id.`,
        );
      return only;
    },
    async create(input) {
      await refuseTakenDomain(input.domain, null);
      if (input.assistant) checkAssistantSettings(input.assistant, input.plan, policy);
      const now = nowIso();
      const testMode = input.testMode ?? true;
      const r: ClientRecord = {
        id: ids.uuid(),
        clientName: input.clientName,
        businessName: input.businessName,
        domain: input.domain,
        plan: input.plan,
        customMessageLimit: null,
        aiContent: input.aiContent ?? '',
        email: input.email ?? '',
        phone: input.phone ?? '',
        industry: input.industry ?? '',
        timeZone: input.timeZone ?? 'UTC',
        notes: input.notes ?? '',
        status: input.status ?? 'Active',
        accessToken: null,
        accessTokenCreatedAt: null,
        testMode,
        // A new client in test mode can be tried at once on /demo and in the console preview.
        testAccessToken: testMode ? newToken(ids, 'test') : null,
        testAccessTokenCreatedAt: testMode ? now : null,
        isDemo: input.isDemo ?? false,
        isActive: true,
        chatCustomizations: input.chatCustomizations ?? { ...DEFAULT_CHAT_CUSTOMIZATIONS, faqs: [] },
        sampleResponses: input.sampleResponses ?? null,
        handoff: input.handoff ?? DEFAULT_HANDOFF_SETTINGS,
        ...(input.assistant ? { assistant: input.assistant } : {}),
        createdAt: now,
        updatedAt: now,
      };
      await clients.insert(r);
      events.emit('client.changed', { clientId: r.id });
      if (r.aiContent || r.chatCustomizations.faqs.length > 0)
        events.emit('client.knowledge-changed', { clientId: r.id });
      return toWire(r, 0);
    },
    async update(id, p) {
      const before = await record(id);
      if (p.domain !== undefined) await refuseTakenDomain(p.domain, id);
      // Checked against the plan the client will be on after this change.
      if (p.assistant) checkAssistantSettings(p.assistant, p.plan ?? before.plan, policy);
      const { messagesUsed, ...fields } = p;
      const changes: Partial<ClientRecord> = Object.fromEntries(
        Object.entries(fields).filter(([, v]) => v !== undefined),
      );
      if (messagesUsed !== undefined) await usage.set(id, messagesUsed);
      const updated = await patch(id, changes);
      // Only an edit of what the index is built from re-embeds (a theme colour or a token does not).
      if (knowledgeOf(updated) !== knowledgeOf(before))
        events.emit('client.knowledge-changed', { clientId: id });
      return updated;
    },
    async delete(id) {
      if (!(await clients.delete(id))) throw notFound('Client');
      events.emit('client.deleted', { clientId: id });
    },
    async resetUsage(id) {
      await record(id);
      await usage.reset(id);
      return wire(await record(id));
    },
    async generateToken(id, kind) {
      await record(id);
      const now = nowIso();
      return kind === 'live'
        ? patch(id, { accessToken: newToken(ids, 'live'), accessTokenCreatedAt: now })
        : patch(id, { testAccessToken: newToken(ids, 'test'), testAccessTokenCreatedAt: now });
    },
    async revokeToken(id, kind) {
      await record(id);
      return kind === 'live'
        ? patch(id, { accessToken: null, accessTokenCreatedAt: null })
        : patch(id, { testAccessToken: null, testAccessTokenCreatedAt: null });
    },
    async setTestMode(id, on) {
      await record(id);
      return patch(id, { testMode: on });
    },
    async resolveWidgetCaller(token, origin) {
      const found = token ? await clients.findByToken(token) : null;
      if (!found || (found.kind === 'test' && !found.client.testMode)) {
        throw new DomainError('unauthorized', 'Invalid or revoked access token');
      }
      if (found.kind === 'live' && !isOriginAllowed(origin, found.client.domain)) {
        // The registered domain is public (it is where the script is meant to run) and tells the site
        // owner, in the widget's console warning, where this token works.
        throw new DomainError(
          'origin_not_allowed',
          `This token is not allowed on this website; it is registered for ${found.client.domain}`,
        );
      }
      if (!found.client.isActive || found.client.status !== 'Active') {
        throw new DomainError('forbidden', 'This assistant is not available');
      }
      return found;
    },
  };
}
