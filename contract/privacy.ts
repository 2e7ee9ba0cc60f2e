import { z } from 'zod';
import { SessionId } from './chat.ts';
import { EMAIL_PATTERN } from './patterns.ts';

/**
 * Visitors' data under the business's control: one visitor found by a chat session id (the widget's
 * ids also name the visitor's browser, so every conversation and page view of that browser goes with
 * it) or by the email they left, then exported as JSON or erased everywhere it is stored.
 */
export const VisitorRef = z
  .object({
    sessionId: SessionId.optional(),
    email: z
      .string()
      .trim()
      .max(254)
      .regex(EMAIL_PATTERN, 'Please enter a valid email address.')
      .transform((v) => v.toLowerCase())
      .optional(),
  })
  .strict()
  .refine((v) => (v.sessionId === undefined) !== (v.email === undefined), {
    message: 'Give exactly one of sessionId or email',
    path: ['sessionId'],
  });
export type VisitorRef = z.infer<typeof VisitorRef>;

/** Who the request found: the sessions, browsers (device ids) and emails of that one visitor. */
export const VisitorIdentity = z.object({
  sessionIds: z.array(z.string()),
  deviceIds: z.array(z.string()),
  emails: z.array(z.string()),
});
export type VisitorIdentity = z.infer<typeof VisitorIdentity>;

/**
 * POST /api/clients/{id}/privacy/erase. `erased: false` when nothing was stored about the visitor: the
 * answer is still 200, since an erase is idempotent (a retry after a success finds nothing, and that is
 * not a failure). `deleted` counts the rows removed (or cleared) per table.
 */
export const VisitorErased = z.object({
  erased: z.boolean(),
  visitor: VisitorIdentity,
  deleted: z.record(z.string(), z.number().int()),
  /** Conversations that were live and are now ended (their widgets were told). */
  endedSessions: z.array(z.string()),
});
export type VisitorErased = z.infer<typeof VisitorErased>;

/** POST /api/clients/{id}/privacy/export: every stored row about the visitor, by table, as stored. */
export const VisitorExport = z.object({
  clientId: z.string(),
  exportedAt: z.string(),
  found: z.boolean(),
  visitor: VisitorIdentity,
  data: z.record(z.string(), z.array(z.record(z.string(), z.unknown()))),
});
export type VisitorExport = z.infer<typeof VisitorExport>;
