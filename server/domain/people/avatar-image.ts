import { AVATAR_MAX_BYTES, type AvatarType } from '../../../contract/people.ts';
import { DomainError } from '../shared/errors.ts';

const startsWith = (bytes: Uint8Array, at: number, signature: readonly number[]) =>
  signature.every((b, i) => bytes[at + i] === b);
const ascii = (text: string) => Array.from(text, (c) => c.charCodeAt(0));

/**
 * The image type of an avatar upload, read from its first bytes (the name and the declared type are
 * the sender's word). SVG is not accepted: it can carry script. No image library is available to
 * re-encode, so the bytes are kept as sent and always served with this type and `nosniff`.
 */
export function avatarTypeOf(bytes: Uint8Array): AvatarType | null {
  if (startsWith(bytes, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, 0, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, 0, ascii('GIF87a')) || startsWith(bytes, 0, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, 0, ascii('RIFF')) && startsWith(bytes, 8, ascii('WEBP'))) return 'image/webp';
  return null;
}

/** Checks an upload: an image of a known type, at most 1 MB; else a clear 400 or 413. */
export function checkAvatar(bytes: Uint8Array): AvatarType {
  if (bytes.byteLength === 0)
    throw new DomainError('validation_failed', 'Choose an image', { avatar: 'Choose an image' });
  if (bytes.byteLength > AVATAR_MAX_BYTES)
    throw new DomainError('payload_too_large', 'An avatar is at most 1 MB');
  const type = avatarTypeOf(bytes);
  if (!type)
    throw new DomainError('validation_failed', 'Use a PNG, JPEG, GIF or WebP image', {
      avatar: 'Use a PNG, JPEG, GIF or WebP image',
    });
  return type;
}
