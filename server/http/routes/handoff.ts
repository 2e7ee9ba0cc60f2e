import { z } from 'zod';
import { SessionHandoffState, SessionId } from '../../../contract/chat.ts';
import { ErrorBody } from '../../../contract/errors.ts';
import {
  HandoffAction,
  HandoffQueue,
  HandoffReply,
  HandoffReplyResult,
  HandoffRequest,
  HandoffStateQuery,
  HandoffStateView,
  TypingSignal,
} from '../../../contract/handoff.ts';
import type { Services } from '../../services.ts';
import { chatAccessOf, WIDGET_CORS } from '../chat-request.ts';
import { principalOf } from '../admin-session.ts';
import { memberPerson, operatorPerson } from '../../domain/people/index.ts';
import { forVisitors } from '../../domain/handoff/index.ts';
import { defineRoute } from '../define-route.ts';

const SessionParams = z.object({ sessionId: SessionId });
const adminErrors = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const widgetErrors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 429: ErrorBody };
/** The name visitors see: an operator's username, or the part before the @ of a customer's email. */
const operatorOf = (request: { auth: { credentials: { user?: unknown } } }) => {
  const principal = principalOf(request);
  const { username } = request.auth.credentials.user as { username: string };
  return principal && principal.role !== 'operator' ? (username.split('@')[0] ?? username) : username;
};
/** Who takes or replies: the login that holds the session, and the face visitors see. */
const actingOf = async (s: Services, request: { auth: { credentials: { user?: unknown } } }) => {
  const principal = principalOf(request);
  const { username } = request.auth.credentials.user as { username: string };
  const person =
    principal && principal.role !== 'operator'
      ? memberPerson(principal.userId, principal.email)
      : operatorPerson(username);
  return { login: operatorOf(request), face: await s.people.face(person) };
};
/** Who acts on a held session: operators and workspace owners may act on another person's hold. */
const actorOf = (request: Parameters<typeof operatorOf>[0]) => {
  const principal = principalOf(request);
  return { name: operatorOf(request), mayOverride: !principal || principal.role !== 'member' };
};
/** The queue of every client for operators; a workspace's own client only (filled in by its rule). */
const QueueQuery = z.object({ clientId: z.string().min(1).max(64).optional() });

/**
 * Human handoff over REST: the console's queue and the operator actions for integrations and the CLI
 * (socket events stay the live channel), and the widget's "Talk to a person" action and state read for
 * widgets without a socket.
 */
export const handoffRoutes = (s: Services) => [
  defineRoute({
    method: 'GET',
    path: '/api/handoff/queue',
    summary: 'Sessions waiting for a person (oldest first), then sessions held by an operator',
    tag: 'handoff',
    auth: 'admin',
    query: QueueQuery,
    responses: { 200: HandoffQueue, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
    handler: async ({ query }) => ({
      sessions: (await s.handoff.queue()).filter((q) => !query.clientId || q.clientId === query.clientId),
    }),
  }),
  defineRoute({
    method: 'POST',
    path: '/api/handoff/{sessionId}/take',
    summary: 'Take a session over (409 when another operator holds it); the AI stays quiet',
    tag: 'handoff',
    auth: 'admin',
    params: SessionParams,
    body: HandoffAction,
    responses: { 200: SessionHandoffState, ...adminErrors },
    handler: async ({ params, body, request }) => {
      const who = await actingOf(s, request);
      return s.handoff.take(body.clientId, params.sessionId, who.login, who.face);
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/api/handoff/{sessionId}/reply',
    summary: 'Reply as the operator holding the session (409 otherwise)',
    tag: 'handoff',
    auth: 'admin',
    params: SessionParams,
    body: HandoffReply,
    responses: { 201: HandoffReplyResult, ...adminErrors },
    handler: async ({ params, body, request, h }) => {
      const who = await actingOf(s, request);
      const message = await s.handoff.reply(
        body.clientId,
        params.sessionId,
        who.login,
        body.message,
        who.face,
      );
      return h.response({ message }).code(201);
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/api/handoff/{sessionId}/release',
    summary: 'Hand the session back to the assistant (the visitor sees "You\'re back with the assistant")',
    tag: 'handoff',
    auth: 'admin',
    params: SessionParams,
    body: HandoffAction,
    responses: { 200: SessionHandoffState, ...adminErrors },
    handler: ({ params, body, request }) =>
      s.handoff.release(body.clientId, params.sessionId, actorOf(request)),
  }),
  defineRoute({
    method: 'POST',
    path: '/api/handoff/{sessionId}/close',
    summary: 'Hand back (when held) and end the session',
    tag: 'handoff',
    auth: 'admin',
    params: SessionParams,
    body: HandoffAction,
    responses: { 200: z.object({ ok: z.literal(true) }), ...adminErrors },
    handler: async ({ params, body, request }) => {
      await s.handoff.close(body.clientId, params.sessionId, actorOf(request));
      return { ok: true as const };
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/api/chat/handoff',
    summary: "The visitor asks for a person (widget token): waiting, or 'missed' with the email offer",
    tag: 'chat',
    auth: 'public',
    body: HandoffRequest,
    options: { cors: WIDGET_CORS },
    responses: { 200: SessionHandoffState, ...widgetErrors },
    handler: async ({ body, request }) => {
      const access = await chatAccessOf(s, request);
      const { client } = await s.chat.resolveSession(access, body.sessionId);
      return forVisitors(await s.handoff.request(client, body.sessionId));
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/api/chat/handoff/{sessionId}',
    summary: 'Who is answering a session (widget token): for widgets without a socket',
    tag: 'chat',
    auth: 'public',
    params: SessionParams,
    query: HandoffStateQuery,
    options: { cors: WIDGET_CORS },
    responses: { 200: HandoffStateView, ...widgetErrors },
    handler: async ({ params, query, request }) => {
      const access = await chatAccessOf(s, request, { clientId: query.clientId });
      const { client } = await s.chat.resolveSession(access, params.sessionId);
      return forVisitors(await s.handoff.stateOfExisting(client.id, params.sessionId));
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/api/chat/typing',
    summary:
      'The visitor is (not) typing (widget token): for widgets without a socket; the console sees it live',
    tag: 'chat',
    auth: 'public',
    body: TypingSignal,
    options: { cors: WIDGET_CORS },
    responses: { 204: null, ...widgetErrors },
    handler: async ({ body, request }) => {
      const access = await chatAccessOf(s, request);
      const { client } = await s.chat.resolveSession(access, body.sessionId);
      await s.handoff.visitorTyping(client.id, body.sessionId, body.typing);
    },
  }),
];
