import type { Request, ResponseToolkit } from '@hapi/hapi';
import { z } from 'zod';
import { ErrorBody } from '../../../contract/errors.ts';
import { AVATAR_MAX_BYTES, AVATAR_TYPES, Profile, ProfileUpdate } from '../../../contract/people.ts';
import { memberPerson, operatorPerson, type Person } from '../../domain/people/index.ts';
import { DomainError } from '../../domain/shared/index.ts';
import type { Services } from '../../services.ts';
import { principalOf } from '../admin-session.ts';
import { defineRoute } from '../define-route.ts';

const AvatarParams = z.object({ avatarId: z.string().regex(/^[A-Za-z0-9_-]{1,80}$/) }).strict();
const errors = { 400: ErrorBody, 401: ErrorBody };

/** The signed-in person: an operator by username, a workspace user by their membership. */
function personOf(request: Request): Person {
  const principal = principalOf(request);
  if (principal && principal.role !== 'operator') return memberPerson(principal.userId, principal.email);
  const { username } = request.auth.credentials.user as { username: string };
  return operatorPerson(username);
}

function uploadFailed(_request: Request, _h: ResponseToolkit, err?: Error): never {
  const status = (err as { output?: { statusCode: number } } | undefined)?.output?.statusCode;
  if (status === 413) throw new DomainError('payload_too_large', 'An avatar is at most 1 MB');
  if (status === 415)
    throw new DomainError('unsupported_media_type', 'Send the image itself, as image/png, jpeg, gif or webp');
  throw new DomainError('bad_request', 'The image could not be read');
}

/**
 * The signed-in person's face (operators and workspace users alike) and the avatar images visitors'
 * widgets load: served with the type read from the image's own bytes, `nosniff` and no script.
 */
export const peopleRoutes = (s: Services) => [
  defineRoute({
    method: 'GET',
    path: '/api/me/profile',
    summary: 'Your display name and avatar, as visitors see them',
    tag: 'people',
    auth: 'admin',
    responses: { 200: Profile, ...errors },
    handler: ({ request }) => s.people.profile(personOf(request)),
  }),
  defineRoute({
    method: 'PUT',
    path: '/api/me/profile',
    summary: 'Set the name visitors see when you join a chat ("Maya has joined the chat")',
    tag: 'people',
    auth: 'admin',
    body: ProfileUpdate,
    responses: { 200: Profile, ...errors },
    handler: ({ body, request }) => s.people.setDisplayName(personOf(request), body.displayName),
  }),
  defineRoute({
    method: 'PUT',
    path: '/api/me/avatar',
    summary: 'Upload your avatar: the image itself as the body (PNG, JPEG, GIF or WebP, at most 1 MB)',
    tag: 'people',
    auth: 'admin',
    requestBody: {
      required: true,
      content: Object.fromEntries(
        AVATAR_TYPES.map((t) => [t, { schema: { type: 'string', format: 'binary' } }]),
      ),
    },
    options: {
      payload: {
        allow: [...AVATAR_TYPES],
        maxBytes: AVATAR_MAX_BYTES,
        output: 'data',
        parse: false,
        failAction: uploadFailed,
      },
    },
    responses: { 200: Profile, ...errors, 413: ErrorBody },
    handler: ({ request }) => {
      const raw = request.payload;
      const bytes = Buffer.isBuffer(raw)
        ? new Uint8Array(raw.buffer, raw.byteOffset, raw.byteLength)
        : new Uint8Array();
      return s.people.setAvatar(personOf(request), bytes);
    },
  }),
  defineRoute({
    method: 'DELETE',
    path: '/api/me/avatar',
    summary: 'Remove your avatar (your initials show instead)',
    tag: 'people',
    auth: 'admin',
    responses: { 200: Profile, ...errors },
    handler: ({ request }) => s.people.removeAvatar(personOf(request)),
  }),
  defineRoute({
    method: 'GET',
    path: '/api/avatars/{avatarId}',
    summary: 'An avatar image (public: visitors’ widgets show it), with its checked type and nosniff',
    tag: 'people',
    auth: 'public',
    params: AvatarParams,
    responses: { 404: ErrorBody },
    handler: async ({ params, h }) => {
      const image = await s.people.avatar(params.avatarId);
      return h
        .response(Buffer.from(image.bytes))
        .type(image.type)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('content-disposition', 'inline; filename="avatar"')
        .header('cross-origin-resource-policy', 'cross-origin')
        .header('cache-control', 'public, max-age=31536000, immutable');
    },
  }),
];
