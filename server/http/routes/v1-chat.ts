import { UsageLimitBody, V1ChatRequest, V1ChatResponse } from '../../../contract/chat.ts';
import { ErrorBody } from '../../../contract/errors.ts';
import { PreviewConfigQuery, WidgetConfig, WidgetConfigQuery } from '../../../contract/widget.ts';
import { DomainError } from '../../domain/shared/index.ts';
import type { Services } from '../../services.ts';
import { bearerOf, chatAccessOf, disconnectSignal, WIDGET_CORS, withUsageReply } from '../chat-request.ts';
import { defineRoute } from '../define-route.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 429: ErrorBody };

export const v1ChatRoutes = (s: Services) => [
  defineRoute({
    method: 'POST',
    path: '/api/v1/chat',
    summary:
      'Integrator chat: a message in, the stored reply and its sources out (secret key or publishable token)',
    tag: 'chat',
    auth: 'public',
    body: V1ChatRequest,
    options: { cors: WIDGET_CORS },
    responses: { 200: V1ChatResponse, ...errors, 429: UsageLimitBody, 502: ErrorBody },
    handler: async ({ body, request, h }) => {
      if (!bearerOf(request))
        throw new DomainError('unauthorized', 'Authorization: Bearer <API key or access token> is required');
      return withUsageReply(h, async () =>
        s.chat.sendAndWait(
          await chatAccessOf(s, request, { secretAllowed: true }),
          body,
          disconnectSignal(request),
        ),
      );
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/api/widget/config',
    summary: 'What the widget renders for its token’s client',
    tag: 'widget',
    auth: 'public',
    query: WidgetConfigQuery,
    options: { cors: WIDGET_CORS },
    responses: { 200: WidgetConfig, ...errors },
    handler: async ({ request, query }) => {
      if (!bearerOf(request))
        throw new DomainError('unauthorized', 'Authorization: Bearer <access token> is required');
      return s.chat.widgetConfig(await chatAccessOf(s, request), {
        lang: query.lang,
        acceptLanguage: String(request.headers['accept-language'] ?? ''),
      });
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/api/chat/preview/config',
    summary:
      'What the preview widget renders for a client, read with the signed-in cookie (any client’s, live or test)',
    tag: 'widget',
    auth: 'admin',
    query: PreviewConfigQuery,
    responses: { 200: WidgetConfig, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
    // The admin-preview caller of the chat service: the same path previews' messages take.
    handler: async ({ query, request }) =>
      s.chat.widgetConfig(await chatAccessOf(s, request, { clientId: query.clientId })),
  }),
];
