/**
 * The wire contract: zod schemas and their inferred types for every HTTP body, socket event, error
 * and plan. Server, console, widget, site and CLI all import from here; this folder imports only zod.
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
export * from './handoff.ts';
export * from './accounts.ts';
