/**
 * The wire contract: zod schemas and their inferred types for every HTTP body, socket event, error
 * and plan. Server, console, widget, site and CLI all import from here; this folder imports only zod.
 * Imported by their own paths, not from here: endpoints.ts (the REST endpoint table, whose schema
 * names are the exports of this file) and embed-script.ts (the script tag clients paste).
 */
export * from './errors.ts';
export * from './plans.ts';
export * from './clients.ts';
export * from './admin.ts';
export * from './chat.ts';
export * from './realtime.ts';
export * from './analytics.ts';
export * from './checkout.ts';
export * from './widget.ts';
export * from './insights.ts';
export * from './knowledge.ts';
export * from './shopify.ts';
export * from './handoff.ts';
export * from './accounts.ts';
export * from './identity.ts';
export * from './assistant-settings.ts';
export * from './languages.ts';
export * from './widget-texts.ts';
export * from './feedback.ts';
export * from './answer-tests.ts';
export * from './events.ts';
export * from './webhooks.ts';
export * from './notifications.ts';
export * from './exports.ts';
export * from './people.ts';
export * from './workspace.ts';
export * from './two-factor.ts';
export * from './billing.ts';
export * from './actions.ts';
export * from './audit.ts';
export * from './privacy.ts';
export * from './engage.ts';
export * from './pre-chat.ts';
export * from './figures.ts';
