import { z } from 'zod';
import { CustomerUserList, InviteUserRequest, InvitedUser } from '../../../contract/accounts.ts';
import { ErrorBody } from '../../../contract/errors.ts';
import type { Services } from '../../services.ts';
import { principalOf } from '../admin-session.ts';
import { defineRoute } from '../define-route.ts';

const IdParams = z.object({ id: z.string().min(1).max(64) });
const UserParams = IdParams.extend({ userId: z.string().min(1).max(64) });
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

/** The users of one client's workspace: its owners manage them, and operators for any client. */
export const customerUserRoutes = (s: Services) => [
  defineRoute({
    method: 'GET',
    path: '/api/clients/{id}/users',
    summary: 'The workspace users of a client',
    tag: 'users',
    auth: 'admin',
    params: IdParams,
    responses: { 200: CustomerUserList, ...errors },
    handler: async ({ params }) => {
      await s.clients.get(params.id);
      return { users: await s.customerAccounts.list(params.id) };
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/api/clients/{id}/users',
    summary: 'Invite a user (member or owner); a one-time set-password link goes to their email only',
    tag: 'users',
    auth: 'admin',
    params: IdParams,
    body: InviteUserRequest,
    responses: { 201: InvitedUser, ...errors },
    handler: async ({ params, body, h }) => {
      const client = await s.clients.get(params.id);
      const invited = await s.customerAccounts.addUser(params.id, body, {
        businessName: client.businessName,
      });
      return h.response(invited).code(201);
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/api/clients/{id}/users/{userId}/link',
    summary: 'Email a user a new one-time set-password link (never returned)',
    tag: 'users',
    auth: 'admin',
    params: UserParams,
    responses: { 200: InvitedUser, ...errors },
    handler: ({ params }) => s.customerAccounts.issueLink(params.id, params.userId),
  }),
  defineRoute({
    method: 'DELETE',
    path: '/api/clients/{id}/users/{userId}',
    summary: 'Remove a user and end their sessions (not the last owner; the buyer only by themselves)',
    tag: 'users',
    auth: 'admin',
    params: UserParams,
    responses: { 200: z.object({ ok: z.literal(true) }), ...errors },
    handler: async ({ params, request }) => {
      const who = principalOf(request);
      const by = who && who.role !== 'operator' ? { userId: who.userId } : { operator: true as const };
      await s.customerAccounts.removeUser(params.id, params.userId, by);
      return { ok: true } as const;
    },
  }),
];
