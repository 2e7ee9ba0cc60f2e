import { z } from 'zod';
import { ChatMessage, SessionId } from './chat.ts';

/**
 * Actions: calls to a business's own API that the assistant makes while answering. The URL template
 * names parameters as `{name}`; a parameter comes from the conversation, from the visitor's verified
 * identity, or is a fixed value. The secret is sent as one header and is never returned: the answer
 * says only whether one is set.
 */
const ParamName = z
  .string()
  .regex(/^[a-zA-Z][a-zA-Z0-9_]{0,39}$/, 'A parameter name is a letter, then letters, digits or _');
const HeaderName = z.string().regex(/^[A-Za-z0-9-]{1,64}$/, 'A header name is letters, digits and dashes');

export const ActionParameter = z
  .object({
    name: ParamName,
    type: z.enum(['string', 'number', 'boolean']),
    description: z.string().trim().min(1).max(300),
    required: z.boolean().default(true),
    source: z.enum(['conversation', 'identity.userId', 'identity.email', 'fixed']).default('conversation'),
    /** The value of a fixed parameter (required for source `fixed`, refused otherwise). */
    value: z.string().max(500).optional(),
  })
  .strict();
export type ActionParameter = z.infer<typeof ActionParameter>;

const ActionFields = {
  name: z.string().trim().min(1).max(80),
  description: z.string().trim().min(1).max(1000),
  examples: z.array(z.string().trim().min(1).max(300)).max(10).default([]),
  method: z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']),
  url: z.string().trim().min(1).max(2000),
  headers: z.record(HeaderName, z.string().max(1000)).default({}),
  secretHeader: HeaderName.nullable().default(null),
  parameters: z.array(ActionParameter).max(20).default([]),
  /** Dot paths of the JSON answer to use ("order.status", "items.0.name"). */
  fields: z
    .array(z.string().regex(/^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+){0,9}$/, 'A field is a dot path'))
    .min(1)
    .max(20),
  personal: z.boolean().default(false),
  changes: z.boolean().default(false),
  enabled: z.boolean().default(true),
};

export const CreateActionInput = z
  .object({ ...ActionFields, secret: z.string().min(1).max(4000).optional() })
  .strict();
export type CreateActionInput = z.infer<typeof CreateActionInput>;

/** Replaces the action; `secret` left out keeps the stored one, null removes it. */
export const UpdateActionInput = z
  .object({ ...ActionFields, secret: z.string().min(1).max(4000).nullable().optional() })
  .strict();
export type UpdateActionInput = z.infer<typeof UpdateActionInput>;

export const ActionView = z
  .object({
    id: z.string(),
    clientId: z.string(),
    name: z.string(),
    description: z.string(),
    examples: z.array(z.string()),
    method: z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']),
    url: z.string(),
    headers: z.record(z.string(), z.string()),
    secretHeader: z.string().nullable(),
    secretSet: z.boolean(),
    parameters: z.array(ActionParameter),
    fields: z.array(z.string()),
    personal: z.boolean(),
    changes: z.boolean(),
    enabled: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .strict();
export type ActionView = z.infer<typeof ActionView>;

export const ActionList = z.object({ actions: z.array(ActionView) }).strict();
export type ActionList = z.infer<typeof ActionList>;

export const ActionTestRequest = z
  .object({ arguments: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).default({}) })
  .strict();
export type ActionTestRequest = z.infer<typeof ActionTestRequest>;

export const ActionCallOutcome = z.enum(['ok', 'http_error', 'failed', 'refused']);
export type ActionCallOutcome = z.infer<typeof ActionCallOutcome>;

export const ActionTestResult = z
  .object({
    outcome: ActionCallOutcome,
    /** The business API's HTTP status, null when no answer came. */
    status: z.number().int().nullable(),
    durationMs: z.number().int(),
    /** The chosen fields of the answer (absent ones left out). */
    fields: z.record(z.string(), z.unknown()),
    error: z.string().nullable(),
  })
  .strict();
export type ActionTestResult = z.infer<typeof ActionTestResult>;

export const ActionCallView = z
  .object({
    id: z.string(),
    actionId: z.string(),
    actionName: z.string(),
    /** Null for a console try. */
    sessionId: z.string().nullable(),
    outcome: ActionCallOutcome,
    status: z.number().int().nullable(),
    durationMs: z.number().int(),
    /** Values of personal or secret-looking keys are replaced by "[redacted]". */
    arguments: z.record(z.string(), z.unknown()),
    error: z.string().nullable(),
    createdAt: z.string(),
  })
  .strict();
export type ActionCallView = z.infer<typeof ActionCallView>;

export const ActionCallList = z.object({ calls: z.array(ActionCallView) }).strict();
export type ActionCallList = z.infer<typeof ActionCallList>;

/** POST /api/chat/action-cards/{cardId}/{decision}: the visitor's own session, as for messages. */
export const ActionCardParams = z
  .object({
    cardId: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, 'Must be the id of a card'),
    decision: z.enum(['confirm', 'cancel']),
  })
  .strict();
export const DecideActionCard = z
  .object({
    sessionId: SessionId,
    /** Admin cookie (the console's preview): the client whose conversation it is. */
    clientId: z.string().min(1).max(64).optional(),
  })
  .strict();
export type DecideActionCard = z.infer<typeof DecideActionCard>;

/** What a decision did: the action ran (`done`), ran and failed, or was not run (`cancelled`). */
export const ActionCardDecision = z
  .object({ outcome: z.enum(['done', 'failed', 'cancelled']), message: ChatMessage })
  .strict();
export type ActionCardDecision = z.infer<typeof ActionCardDecision>;
