import { z } from 'zod';
import { ErrorBody } from '../../../contract/errors.ts';
import {
  NotificationMutesUpdate,
  NotificationSettings,
  OperatorFollowUpdate,
  SlackSettingUpdate,
} from '../../../contract/notifications.ts';
import type { SettingsActor } from '../../domain/notifications/index.ts';
import { DomainError } from '../../domain/shared/index.ts';
import type { Services } from '../../services.ts';
import { principalOf } from '../admin-session.ts';
import { defineRoute } from '../define-route.ts';

const IdParams = z.object({ id: z.string().min(1).max(64) });
const UserParams = IdParams.extend({ userId: z.string().min(1).max(64) });
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

/** The caller of a signed-in route, as the notification settings tell people apart. */
const actorOf = (request: Parameters<typeof principalOf>[0]): SettingsActor => {
  const p = principalOf(request);
  return !p || p.role === 'operator'
    ? { role: 'operator', userId: operatorIdOf(request) }
    : { role: p.role, userId: p.userId };
};

/** The signed-in operator's id (their follows are theirs); undefined for a client's people. */
const operatorIdOf = (request: Parameters<typeof principalOf>[0]): string | undefined =>
  principalOf(request)?.role === 'operator'
    ? (request.auth.credentials as { user?: { id: string } } | null)?.user?.id
    : undefined;

/** The operator of an operators-only route (tenant-access.ts keeps the client's people out). */
const operatorOf = (request: Parameters<typeof principalOf>[0]): string => {
  const id = operatorIdOf(request);
  if (!id) throw new DomainError('forbidden', 'This is for Frontdesk operators only');
  return id;
};

/** Who gets which notices of a client, and its Slack channel (tenant-access.ts says who may). */
export const notificationRoutes = (s: Services) => {
  const n = s.outbox.notifications;
  return [
    defineRoute({
      method: 'GET',
      path: '/api/clients/{id}/notifications',
      summary: 'Notification settings of a client: its people’s choices and its Slack channel',
      tag: 'notifications',
      auth: 'admin',
      params: IdParams,
      responses: { 200: NotificationSettings, ...errors },
      handler: async ({ params, request }) => n.view(params.id, operatorIdOf(request)),
    }),
    defineRoute({
      method: 'PUT',
      path: '/api/clients/{id}/notifications/slack',
      summary: 'Set (or remove, with url null) the Slack-compatible incoming webhook and its notices',
      tag: 'notifications',
      auth: 'admin',
      params: IdParams,
      body: SlackSettingUpdate,
      responses: { 200: NotificationSettings, ...errors },
      handler: async ({ params, body }) => n.setSlack(params.id, body),
    }),
    defineRoute({
      method: 'PUT',
      path: '/api/clients/{id}/notifications/people/{userId}',
      summary: 'The notices one owner or member turned off (a member changes their own only)',
      tag: 'notifications',
      auth: 'admin',
      params: UserParams,
      body: NotificationMutesUpdate,
      responses: { 200: NotificationSettings, ...errors },
      handler: async ({ params, body, request }) =>
        n.setMutes(params.id, params.userId, body.muted, actorOf(request)),
    }),
    defineRoute({
      method: 'PUT',
      path: '/api/clients/{id}/notifications/follow',
      summary: 'The signed-in operator follows the client: its notices of the chosen kinds to their address',
      tag: 'notifications',
      auth: 'admin',
      params: IdParams,
      body: OperatorFollowUpdate,
      responses: { 200: NotificationSettings, ...errors },
      handler: async ({ params, body, request }) => n.follow(params.id, operatorOf(request), body),
    }),
    defineRoute({
      method: 'DELETE',
      path: '/api/clients/{id}/notifications/follow',
      summary: 'The signed-in operator stops following the client’s notices',
      tag: 'notifications',
      auth: 'admin',
      params: IdParams,
      responses: { 200: NotificationSettings, ...errors },
      handler: async ({ params, request }) => n.unfollow(params.id, operatorOf(request)),
    }),
  ];
};
