/**
 * Insights: what the console shows a client about its visitors. Unanswered questions and follow-up
 * leads (insights.ts), page views and the analytics dashboard (analytics.ts), and the overview stat
 * cards with recent chats (dashboard.ts).
 */
export * from './insights.ts';
export * from './insights-text.ts';
export * from './analytics.ts';
export * from './dashboard.ts';
