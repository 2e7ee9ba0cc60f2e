import { z } from 'zod';

/**
 * The face of a person who answers visitors (an operator, or an owner or member of a workspace):
 * the name visitors read ("Maya has joined the chat") and an avatar image, or initials without one.
 */
export const DisplayName = z
  .string()
  .trim()
  .min(1, 'Enter the name visitors will see')
  .max(60, 'Use at most 60 characters')
  .regex(/^[^\p{Cc}]*$/u, 'Use letters, spaces and punctuation only');

/** GET/PUT /api/me/profile, PUT/DELETE /api/me/avatar → Profile. */
export const Profile = z.object({
  displayName: z.string().nullable(),
  /** Path of the avatar image on this server (GET /api/avatars/{avatarId}), or null: initials show. */
  avatarUrl: z.string().nullable(),
  /** Initials of the display name (or of the login when none is set), for the avatar's place. */
  initials: z.string(),
});
export type Profile = z.infer<typeof Profile>;

export const ProfileUpdate = z.object({ displayName: DisplayName }).strict();
export type ProfileUpdate = z.infer<typeof ProfileUpdate>;

/** An avatar is a PNG, JPEG, GIF or WebP image of at most 1 MB, its type checked by its first bytes. */
export const AVATAR_MAX_BYTES = 1024 * 1024;
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export type AvatarType = (typeof AVATAR_TYPES)[number];

/** Initials for a name: the first letter of its first and last words ("Maya Lind" → "ML"). */
export function initialsOf(name: string): string {
  // A login that is an email gives its part before the @ ("maya.lind@…" → "ML").
  const words = (name.trim().split('@')[0] ?? '').split(/[\s._-]+/u).filter(Boolean);
  const letters = [words[0], words.length > 1 ? words[words.length - 1] : undefined]
    .map((w) => /[\p{L}\p{N}]/u.exec(w ?? '')?.[0] ?? '')
    .join('');
  return letters.toUpperCase() || '?';
}
