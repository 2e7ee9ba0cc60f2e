import { z } from 'zod';

const isoDate = z
  .string()
  .trim()
  .max(40)
  .refine((v) => !Number.isNaN(Date.parse(v)), 'Give a date such as 2026-12-01 or 2026-12-01T09:00:00Z');

/** An export's query: the format and the date range (`since` included, `until` not; both optional). */
export const ExportQuery = z.strictObject({
  format: z.enum(['csv', 'jsonl'], { error: 'format must be csv or jsonl' }).default('csv'),
  since: isoDate.optional(),
  until: isoDate.optional(),
});
export type ExportQuery = z.input<typeof ExportQuery>;

/** One message of an exported or API-read conversation. */
export const ExportMessage = z.strictObject({
  id: z.string(),
  sender: z.string(),
  text: z.string(),
  createdAt: z.string(),
});

/** A conversation with its messages, as the export (one JSON line each) and the read API give it. */
export const ExportConversation = z.strictObject({
  sessionId: z.string(),
  startedAt: z.string(),
  lastActivity: z.string(),
  endedAt: z.string().nullable(),
  status: z.string(),
  handoffStatus: z.string(),
  messageCount: z.number().int(),
  messages: z.array(ExportMessage),
});
export type ExportConversation = z.infer<typeof ExportConversation>;

/** The CSV columns of each export, in order (a file of an empty range is this header alone). */
export const CONVERSATION_CSV_COLUMNS = [
  'session_id',
  'started_at',
  'ended_at',
  'status',
  'message_id',
  'sender',
  'created_at',
  'text',
] as const;
export const LEAD_CSV_COLUMNS = ['id', 'session_id', 'email', 'question', 'created_at'] as const;

/** A page of the read API: `nextCursor` is passed back as `cursor` for the next (older) page. */
export const V1PageQuery = z.strictObject({
  cursor: z.string().max(500).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
  since: isoDate.optional(),
  until: isoDate.optional(),
});

export const V1ConversationList = z.strictObject({
  data: z.array(ExportConversation),
  nextCursor: z.string().nullable(),
});

const Lead = z.strictObject({
  id: z.string(),
  sessionId: z.string(),
  email: z.string(),
  question: z.string().nullable(),
  createdAt: z.string(),
});
export const V1LeadList = z.strictObject({ data: z.array(Lead), nextCursor: z.string().nullable() });
