import { z } from 'zod';
import {
  AiResponseRequest,
  ChatMessage,
  EndSessionBody,
  MessageList,
  MessagesQuery,
  PostMessage,
  SessionDetail,
  SessionDetailQuery,
  SessionId,
  SessionList,
  SessionListQuery,
  UsageLimitBody,
} from '../../../contract/chat.ts';
import { ErrorBody } from '../../../contract/errors.ts';
import { PreChatAccepted, PreChatSubmission } from '../../../contract/pre-chat.ts';
import type { Services } from '../../services.ts';
import { chatAccessOf, disconnectSignal, WIDGET_CORS, withUsageReply } from '../chat-request.ts';
import { defineRoute } from '../define-route.ts';
import { parseInput } from '../parse-input.ts';

const SessionParams = z.object({ sessionId: SessionId });
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 429: ErrorBody };

/** A beacon body arrives as text/plain; both it and JSON carry `{"token": "..."}`. */
function endBody(payload: unknown): z.output<typeof EndSessionBody> {
  if (payload === null || payload === undefined || payload === '') return {};
  let value = payload;
  if (typeof payload === 'string' || Buffer.isBuffer(payload)) {
    try {
      value = JSON.parse(String(payload));
    } catch {
      return parseInput(EndSessionBody, 'not json');
    }
  }
  return parseInput(EndSessionBody, value);
}

export const chatRoutes = (s: Services) => [
  defineRoute({
    method: 'GET',
    path: '/api/chat/sessions',
    summary: 'Chat sessions with search, status, context, sort, order and paging',
    tag: 'chat',
    auth: 'admin',
    query: SessionListQuery,
    responses: { 200: SessionList, 400: ErrorBody, 401: ErrorBody },
    handler: ({ query }) => s.chatSessions.list(query),
  }),
  defineRoute({
    method: 'GET',
    path: '/api/chat/sessions/{sessionId}',
    summary: 'One chat session with all its messages',
    tag: 'chat',
    auth: 'admin',
    params: SessionParams,
    query: SessionDetailQuery,
    responses: { 200: SessionDetail, 401: ErrorBody, 404: ErrorBody },
    handler: ({ params, query }) => s.chatSessions.detail(params.sessionId, query.clientId),
  }),
  defineRoute({
    method: 'GET',
    path: '/api/chat/messages/{sessionId}',
    summary: 'Messages of a session (widget token, or admin cookie with clientId)',
    tag: 'chat',
    auth: 'public',
    params: SessionParams,
    query: MessagesQuery,
    options: { cors: WIDGET_CORS },
    responses: { 200: MessageList, ...errors },
    handler: async ({ params, query, request }) => ({
      messages: await s.chat.messages(
        await chatAccessOf(s, request, { clientId: query.clientId }),
        params.sessionId,
        query.after,
      ),
    }),
  }),
  defineRoute({
    method: 'POST',
    path: '/api/chat/messages',
    summary: 'Post a visitor message, a chosen FAQ answer, or (admin) a preview or operator message',
    tag: 'chat',
    auth: 'public',
    body: PostMessage,
    options: { cors: WIDGET_CORS },
    responses: { 201: ChatMessage, ...errors },
    handler: async ({ body, request, h }) => {
      const { message, duplicate } = await s.chat.postMessage(
        await chatAccessOf(s, request, { clientId: body.clientId }),
        body,
      );
      return h.response(message).code(duplicate ? 200 : 201);
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/api/chat/ai-response',
    summary: 'Answer the latest visitor message; returns the stored AI message',
    tag: 'chat',
    auth: 'public',
    body: AiResponseRequest,
    options: { cors: WIDGET_CORS },
    responses: { 200: ChatMessage, ...errors, 429: UsageLimitBody, 502: ErrorBody },
    handler: async ({ body, request, h }) =>
      withUsageReply(h, async () =>
        s.chat.answerQuestion(
          await chatAccessOf(s, request, { clientId: body.clientId }),
          body,
          disconnectSignal(request),
        ),
      ),
  }),
  defineRoute({
    method: 'POST',
    path: '/api/chat/pre-chat',
    summary: "The pre-chat form's name, email and consent (widget token): a lead of the session",
    tag: 'chat',
    auth: 'public',
    body: PreChatSubmission,
    options: { cors: WIDGET_CORS },
    responses: { 201: PreChatAccepted, ...errors },
    handler: async ({ body, request, h }) => {
      await s.chat.submitPreChat(await chatAccessOf(s, request, { clientId: body.clientId }), body);
      return h.response({ ok: true }).code(201);
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/api/sessions/{sessionId}/end',
    summary: 'End a chat session (also from navigator.sendBeacon with a text/plain {"token"} body)',
    tag: 'chat',
    auth: 'public',
    params: SessionParams,
    options: { cors: WIDGET_CORS, payload: { allow: ['application/json', 'text/plain'], maxBytes: 4096 } },
    responses: { 200: z.object({ ok: z.literal(true) }), ...errors },
    handler: async ({ params, request }) => {
      const body = endBody(request.payload);
      await s.chat.end(
        await chatAccessOf(s, request, {
          clientId: body.clientId,
          token: body.token,
          sessionKey: body.sessionKey,
        }),
        params.sessionId,
      );
      return { ok: true };
    },
  }),
];
