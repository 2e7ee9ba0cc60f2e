import { z } from 'zod';
import { EMAIL_PATTERN } from './patterns.ts';

/**
 * Customer accounts: the people of a client business who sign in to its workspace at /app. An owner
 * manages the workspace's users, keys and billing; a member does everything else.
 */
export const CustomerRole = z.enum(['owner', 'member']);
export type CustomerRole = z.infer<typeof CustomerRole>;

const Email = z
  .string({ error: 'Email is required' })
  .trim()
  .max(254)
  .regex(EMAIL_PATTERN, 'Please enter a valid email address.')
  .transform((v) => v.toLowerCase());
const NewPassword = z
  .string({ error: 'Password is required' })
  .min(8, 'Password must be at least 8 characters')
  .max(1024);
/** A one-time link token as given out in the link (base64url). */
const LinkToken = z.string().regex(/^[A-Za-z0-9_-]{20,200}$/, 'This link is not valid');

export const CustomerLoginRequest = z
  .object({
    email: Email,
    password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(1024),
  })
  .strict();
export type CustomerLoginRequest = z.input<typeof CustomerLoginRequest>;

export const CustomerUser = z.object({
  id: z.string(),
  clientId: z.string(),
  email: z.string(),
  role: CustomerRole,
  /** False until the user has set a password through their link. */
  hasPassword: z.boolean(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type CustomerUser = z.infer<typeof CustomerUser>;
export const CustomerUserList = z.object({ users: z.array(CustomerUser) });
export type CustomerUserList = z.infer<typeof CustomerUserList>;

/** One workspace a person can open: the same email may belong to several clients. */
export const Workspace = z.object({ clientId: z.string(), businessName: z.string(), role: CustomerRole });
export type Workspace = z.infer<typeof Workspace>;

/** GET /api/app/me: the signed-in customer, the client their session is in, and all their workspaces. */
export const AppMeResponse = z.object({
  user: z.object({ email: z.string(), role: CustomerRole }),
  clientId: z.string(),
  publicUrl: z.string(),
  workspaces: z.array(Workspace),
});

/** Moves the session to another workspace of the same person. */
export const SwitchWorkspaceRequest = z.object({ clientId: z.string().min(1).max(64) }).strict();
export type SwitchWorkspaceRequest = z.input<typeof SwitchWorkspaceRequest>;
export type AppMeResponse = z.infer<typeof AppMeResponse>;

export const SetPasswordRequest = z.object({ token: LinkToken, password: NewPassword }).strict();
export type SetPasswordRequest = z.input<typeof SetPasswordRequest>;

/**
 * POST /api/app/password-link → PasswordLinkStatus: the set-password page checks its link before the
 * form is filled. `valid` names the workspace the link opens; an expired or used link is said so, and
 * the page offers a new one (by email, to the account's own address).
 */
export const PasswordLinkCheck = z.object({ token: LinkToken }).strict();
export type PasswordLinkCheck = z.input<typeof PasswordLinkCheck>;
export const PasswordLinkStatus = z.object({
  status: z.enum(['valid', 'expired', 'used', 'unknown']),
  businessName: z.string().nullable(),
});
export type PasswordLinkStatus = z.infer<typeof PasswordLinkStatus>;

export const PasswordResetRequest = z.object({ email: Email }).strict();
export type PasswordResetRequest = z.input<typeof PasswordResetRequest>;

/** An owner invites a teammate, or an operator adds a user to any client. */
export const InviteUserRequest = z.object({ email: Email, role: CustomerRole.default('member') }).strict();
export type InviteUserRequest = z.input<typeof InviteUserRequest>;

/**
 * The new user and what happened: `invited` (a one-time link went to their mailbox, and only there) or
 * `added` (they already sign in elsewhere with their own password and were told by email). Whoever
 * invites never sees a link: it would let them choose the person's password.
 */
export const InvitedUser = z.object({ user: CustomerUser, status: z.enum(['invited', 'added']) });
export type InvitedUser = z.infer<typeof InvitedUser>;
