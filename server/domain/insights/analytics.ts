/**
 * Visitor analytics: page views recorded by the embed loader, and the per-client dashboard of the
 * console's analytics screen. A visitor counts as chat-engaged once a chat session exists whose id
 * starts with the visitor's id: the widget builds session ids as device id + random part and the
 * loader reports the same device id, so the link needs no extra field on the chat path.
 */
import { everyDay } from './every-day.ts';
import type { AnalyticsResponse, PageView, PageViewAnswer, Timeframe } from '../../../contract/analytics.ts';
import { DEFAULT_CHAT_CUSTOMIZATIONS } from '../../../contract/clients.ts';
import { PLANS } from '../../../contract/plans.ts';
import { DomainError } from '../shared/errors.ts';
import type { ClientsService } from '../clients/clients.ts';
import { proactiveFor } from '../chat/index.ts';
import type { ClientRecord, Clock, Ids } from '../shared/ports.ts';
import type { RateLimiter } from '../shared/rate-limiter.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const TIMEFRAME_DAYS: Record<Timeframe, number> = { '1d': 1, '7d': 7, '30d': 30 };
const TOP_PAGES = 10;
/** What a page view without consent under consent mode is told (read by the site's developers). */
export const CONSENT_REQUIRED =
  'This site records page views only after the visitor consents: call Frontdesk.consent(true) first.';

export interface VisitRecord {
  id: string;
  clientId: string;
  visitorId: string;
  pageUrl: string;
  referrer: string | null;
  ipAddress: string | null;
  userAgent: string | null;
  at: string;
}

export interface AnalyticsRepo {
  /** Creates the visitor row or bumps its page views and last activity; adds the page visit. */
  recordVisit(visit: VisitRecord, newVisitorId: string): Promise<void>;
  /** Sets chat_engaged for the client's visitors that have a chat session started under their id. */
  markEngagedVisitors(clientId: string): Promise<void>;
  visitorTotals(
    clientId: string,
    fromIso: string,
  ): Promise<{ visitors: number; engaged: number; pageViews: number }>;
  topPages(
    clientId: string,
    fromIso: string,
    limit: number,
  ): Promise<{ pageUrl: string; uniqueVisitors: number; visits: number }[]>;
  chatTotals(clientId: string, fromIso: string): Promise<{ chats: number; messages: number }>;
  chatsPerDay(clientId: string, fromIso: string): Promise<{ date: string; chats: number }[]>;
  /** Each conversation started since `fromIso` with its first visitor message's language (null: none told). */
  chatLanguages(clientId: string, fromIso: string): Promise<{ sessionId: string; language: string | null }[]>;
}

/** Conversations counted by language, most first ('unknown' for those never told). */
export function byLanguage(
  rows: readonly { language: string | null }[],
): { language: string; chats: number }[] {
  const counts = new Map<string, number>();
  for (const r of rows) counts.set(r.language ?? 'unknown', (counts.get(r.language ?? 'unknown') ?? 0) + 1);
  return [...counts]
    .map(([language, chats]) => ({ language, chats }))
    .sort((a, b) => b.chats - a.chats || a.language.localeCompare(b.language));
}

export interface AnalyticsService {
  /**
   * Records the view and answers the launcher's look (theme colour only where the plan allows branding)
   * and the proactive message for the page, if one of the client's rules matches it. A client in consent
   * mode gets nothing stored from a view without the visitor's consent: the answer says so.
   */
  recordPageView(
    client: ClientRecord,
    view: PageView,
    meta: { ip: string | null; userAgent: string | null; test?: boolean; acceptLanguage?: string },
  ): Promise<PageViewAnswer>;
  dashboard(clientId: string, timeframe: Timeframe): Promise<AnalyticsResponse>;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

export function createAnalyticsService(deps: {
  repo: AnalyticsRepo;
  clients: Pick<ClientsService, 'record'>;
  clock: Clock;
  ids: Ids;
  /** Per visitor and per IP: a page view is cheap, but a flood must not fill the database. */
  limiter: RateLimiter;
}): AnalyticsService {
  const { repo, clients, clock, ids, limiter } = deps;

  const throttle = async (key: string) => {
    const { allowed, retryAfterMs } = await limiter.hit(key);
    if (!allowed)
      throw Object.assign(new DomainError('rate_limited', 'Too many requests. Please slow down.'), {
        retryAfterMs,
      });
  };

  return {
    async recordPageView(client, view, meta) {
      const clientId = client.id;
      await throttle(`visitor:${clientId}:${view.visitorId}`);
      if (meta.ip) await throttle(`ip:${meta.ip}`);
      // Checked here, not only in the widget: a script changed to skip the consent still stores nothing.
      if (client.consentMode && view.consent !== true)
        return { recorded: false, code: 'consent_required', error: CONSENT_REQUIRED };
      // A test token's page views are not the site's traffic: they never reach the analytics.
      if (!meta.test)
        await repo.recordVisit(
          {
            id: ids.sortable(),
            clientId,
            visitorId: view.visitorId,
            pageUrl: view.pageUrl,
            referrer: view.referrer || null,
            ipAddress: meta.ip,
            userAgent: meta.userAgent ? meta.userAgent.slice(0, 500) : null,
            at: clock.now().toISOString(),
          },
          ids.uuid(),
        );
      const branding = PLANS[client.plan].branding;
      const { themeColor, position } = client.chatCustomizations;
      return {
        recorded: true,
        themeColor: branding ? themeColor : DEFAULT_CHAT_CUSTOMIZATIONS.themeColor,
        position,
        proactive: proactiveFor(client, view.pageUrl, { acceptLanguage: meta.acceptLanguage }),
      };
    },

    async dashboard(clientId, timeframe) {
      await clients.record(clientId);
      const from = new Date(clock.now().getTime() - TIMEFRAME_DAYS[timeframe] * DAY_MS).toISOString();
      await repo.markEngagedVisitors(clientId);
      const [visitors, pages, chats, perDay, languages] = await Promise.all([
        repo.visitorTotals(clientId, from),
        repo.topPages(clientId, from, TOP_PAGES),
        repo.chatTotals(clientId, from),
        repo.chatsPerDay(clientId, from),
        repo.chatLanguages(clientId, from),
      ]);
      if (visitors.visitors === 0 && visitors.pageViews === 0 && chats.chats === 0)
        return { analytics: null };
      return {
        analytics: {
          visitors: {
            totalVisitors: visitors.visitors,
            totalPageViews: visitors.pageViews,
            // Percent (0–100), as the console shows it.
            chatEngagementRate:
              visitors.visitors > 0 ? round1((visitors.engaged / visitors.visitors) * 100) : 0,
          },
          chats: {
            totalChats: chats.chats,
            totalMessages: chats.messages,
            avgMessagesPerChat: chats.chats > 0 ? round1(chats.messages / chats.chats) : 0,
          },
          topPages: pages,
          chatsPerDay: everyDay(perDay, from, clock.now().toISOString()),
          chatsByLanguage: byLanguage(languages),
        },
      };
    },
  };
}
