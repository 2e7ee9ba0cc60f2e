import { z } from 'zod';
import { ProactiveMessage } from './engage.ts';

export const Timeframe = z.enum(['1d', '7d', '30d']);
export type Timeframe = z.infer<typeof Timeframe>;

export const AnalyticsDashboard = z.object({
  visitors: z.object({
    totalVisitors: z.number(),
    totalPageViews: z.number(),
    chatEngagementRate: z.number(),
  }),
  chats: z.object({ totalChats: z.number(), totalMessages: z.number(), avgMessagesPerChat: z.number() }),
  topPages: z.array(z.object({ pageUrl: z.string(), uniqueVisitors: z.number(), visits: z.number() })),
  chatsPerDay: z.array(z.object({ date: z.string(), chats: z.number() })),
  /**
   * Conversations by the language their visitor first wrote in (a language code), most first; those
   * whose messages were all too short to tell are counted under 'unknown'.
   */
  chatsByLanguage: z.array(z.object({ language: z.string(), chats: z.number() })),
});
export type AnalyticsDashboard = z.infer<typeof AnalyticsDashboard>;
/** `analytics` is null when the timeframe holds no data. */
export const AnalyticsResponse = z.object({ analytics: AnalyticsDashboard.nullable() });
export type AnalyticsResponse = z.infer<typeof AnalyticsResponse>;

/** Recorded by the embed loader on each page view. */
export const PageView = z
  .object({
    visitorId: z.string().regex(/^[A-Za-z0-9_-]{8,128}$/),
    pageUrl: z.string().url().max(2000),
    referrer: z.string().max(2000).optional(),
    /** The visitor consented (the host page called `Frontdesk.consent(true)`): needed under consent mode. */
    consent: z.literal(true).optional(),
  })
  .strict();
export type PageView = z.infer<typeof PageView>;
/** Answer to a page view: the launcher's look, so the loader needs no second request. */
export const PageViewAccepted = z.object({
  recorded: z.literal(true),
  themeColor: z.string(),
  position: z.enum(['bottom-right', 'bottom-left']),
  /** The proactive message for this page (the client's first rule matching its path), if any. */
  proactive: ProactiveMessage.nullable().optional(),
});
export type PageViewAccepted = z.infer<typeof PageViewAccepted>;
/**
 * Answer to a page view of a client in consent mode that came without the visitor's consent: nothing
 * was stored (a script changed to leave the consent out still records nothing).
 */
export const PageViewIgnored = z.object({
  recorded: z.literal(false),
  code: z.literal('consent_required'),
  error: z.string(),
});
export type PageViewIgnored = z.infer<typeof PageViewIgnored>;
export const PageViewAnswer = z.union([PageViewAccepted, PageViewIgnored]);
export type PageViewAnswer = z.infer<typeof PageViewAnswer>;
