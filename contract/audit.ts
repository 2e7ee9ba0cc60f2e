import { z } from 'zod';

/**
 * The audit log: who changed what, from where, and when. Settings changes carry the changed fields
 * before and after; secrets in them read "[redacted]".
 */
export const AuditActor = z.object({
  kind: z.enum(['operator', 'user', 'cli', 'key']),
  id: z.string().nullable(),
  /** An operator's login, a person's email, "cli", or a secret key's prefix and name ("fd_sk_ab12… (CRM)"). */
  label: z.string(),
});
export type AuditActor = z.infer<typeof AuditActor>;

export const AuditEntry = z.object({
  id: z.string(),
  at: z.string(),
  clientId: z.string().nullable(),
  actor: AuditActor,
  /** The IP address the change came from, or "cli". */
  source: z.string(),
  /** `client.updated`, `token.rotated`, `knowledge.edited`, `user.removed`, `api-key.created`… */
  action: z.string(),
  target: z.string().nullable(),
  changes: z
    .record(z.string(), z.object({ before: z.unknown().optional(), after: z.unknown().optional() }))
    .nullable(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

export const AuditLogPage = z.object({
  entries: z.array(AuditEntry),
  /** Pass as `cursor` for the next, older page; null on the last. */
  nextCursor: z.string().nullable(),
});
export type AuditLogPage = z.infer<typeof AuditLogPage>;

export const AuditLogQuery = z
  .object({
    cursor: z.string().max(200).optional(),
    limit: z.coerce
      .number({ error: 'limit must be a whole number from 1 to 200' })
      .int({ error: 'limit must be a whole number from 1 to 200' })
      .min(1, 'limit must be a whole number from 1 to 200')
      .max(200, 'limit must be a whole number from 1 to 200')
      .optional(),
  })
  .strict();
export type AuditLogQuery = z.input<typeof AuditLogQuery>;

/** The whole log as a download: CSV (one row per entry) or JSON Lines (one entry per line). */
export const AuditExportQuery = z
  .object({ format: z.enum(['csv', 'jsonl'], { error: 'format is csv or jsonl' }).default('csv') })
  .strict();
export type AuditExportQuery = z.input<typeof AuditExportQuery>;
