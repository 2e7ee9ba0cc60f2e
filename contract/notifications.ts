import { z } from 'zod';
import { NotificationKind } from './events.ts';

/** A client's notification settings as its people and operators see them (never the Slack URL). */
export const NotificationSettings = z.strictObject({
  kinds: z.array(NotificationKind),
  slack: z.strictObject({ configured: z.boolean(), kinds: z.array(NotificationKind) }),
  /** Each owner and member, with the kinds they turned off for mail. */
  people: z.array(
    z.strictObject({
      userId: z.string(),
      email: z.string(),
      role: z.enum(['owner', 'member']),
      muted: z.array(NotificationKind),
    }),
  ),
  /** Gets the mail when the client has no owner or member yet. */
  contactEmail: z.string(),
  /** The calling operator's own choice for this client (operators only; absent for the client's people). */
  you: z
    .strictObject({ following: z.boolean(), email: z.string(), kinds: z.array(NotificationKind) })
    .optional(),
});
export type NotificationSettings = z.infer<typeof NotificationSettings>;

export const SlackSettingUpdate = z.strictObject({
  /** A Slack-compatible incoming-webhook URL; null removes it, leaving it out keeps it. */
  url: z
    .string()
    .trim()
    .max(2000)
    .refine((v) => URL.canParse(v), 'Enter the full incoming-webhook URL')
    .nullable()
    .optional(),
  kinds: z.array(NotificationKind).max(20),
});
export type SlackSettingUpdate = z.input<typeof SlackSettingUpdate>;

/** An operator follows a client: their notices of these kinds go to this address. */
export const OperatorFollowUpdate = z.strictObject({
  email: z.string().trim().toLowerCase().max(254).email('Enter an email address'),
  kinds: z.array(NotificationKind).min(1, 'Choose at least one kind of notice').max(20),
});
export type OperatorFollowUpdate = z.infer<typeof OperatorFollowUpdate>;

export const NotificationMutesUpdate = z.strictObject({ muted: z.array(NotificationKind).max(20) });
export type NotificationMutesUpdate = z.infer<typeof NotificationMutesUpdate>;
