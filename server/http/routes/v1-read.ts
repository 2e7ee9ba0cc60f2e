import type { Request } from '@hapi/hapi';
import { z } from 'zod';
import { ErrorBody } from '../../../contract/errors.ts';
import {
  ExportConversation,
  V1ConversationList,
  V1LeadList,
  V1PageQuery,
} from '../../../contract/exports.ts';
import {
  FeedSourceCreate,
  KnowledgeSource,
  MAX_UPLOAD_FILES,
  MAX_UPLOAD_REQUEST_BYTES,
  KnowledgeSourceList,
  UploadResult,
  WebsiteSourceCreate,
} from '../../../contract/knowledge.ts';
import { DomainError } from '../../domain/shared/index.ts';
import type { Services } from '../../services.ts';
import { bearerOf } from '../chat-request.ts';
import { defineRoute } from '../define-route.ts';
import { setKeyActor } from '../key-actor.ts';
import { filesOf, payloadFailed } from './file-uploads.ts';

const SessionParams = z.object({ sessionId: z.string().min(1).max(128) });
const SourceParams = z.object({ sourceId: z.string().min(1).max(64) });
const errors = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody, 429: ErrorBody };

/**
 * The read API for a client's own systems: a secret key (`Authorization: Bearer fd_sk_…`) reaches its
 * own client's conversations, leads and knowledge sources only (another client's id is not found, as
 * the key names no other), a page at a time.
 */
export const v1ReadRoutes = (s: Services) => {
  const limiter = s.rateLimits('v1-read', { limit: 600, windowMs: 60_000 });
  /** The key's client; no key, a bad one or a revoked one is 401. The key is the audit log's actor. */
  const clientOf = async (request: Request): Promise<string> => {
    const bearer = bearerOf(request);
    const found = bearer ? await s.apiKeys.identify(bearer) : null;
    if (!found) throw new DomainError('unauthorized', 'Authorization: Bearer <secret API key> is required');
    const { client, key } = found;
    setKeyActor(request, { clientId: client.id, key });
    const { allowed, retryAfterMs } = await limiter.hit(client.id);
    if (!allowed)
      throw Object.assign(new DomainError('rate_limited', 'Too many requests. Please slow down.'), {
        retryAfterMs,
      });
    return client.id;
  };
  const route = { auth: 'public' as const, tag: 'v1' };
  return [
    defineRoute({
      ...route,
      method: 'GET',
      path: '/api/v1/conversations',
      summary: 'The key’s client’s conversations with their messages, newest first, a page at a time',
      query: V1PageQuery,
      responses: { 200: V1ConversationList, ...errors },
      handler: async ({ query, request }) => {
        const page = await s.exports.conversationPage(await clientOf(request), query);
        return { data: page.items, nextCursor: page.nextCursor };
      },
    }),
    defineRoute({
      ...route,
      method: 'GET',
      path: '/api/v1/conversations/{sessionId}',
      summary: 'One conversation of the key’s client, with its messages',
      params: SessionParams,
      responses: { 200: ExportConversation, ...errors },
      handler: async ({ params, request }) =>
        s.exports.conversation(await clientOf(request), params.sessionId),
    }),
    defineRoute({
      ...route,
      method: 'GET',
      path: '/api/v1/leads',
      summary: 'Emails visitors left, newest first, a page at a time',
      query: V1PageQuery,
      responses: { 200: V1LeadList, ...errors },
      handler: async ({ query, request }) => {
        const page = await s.exports.leadPage(await clientOf(request), query);
        return { data: page.items, nextCursor: page.nextCursor };
      },
    }),
    defineRoute({
      ...route,
      method: 'GET',
      path: '/api/v1/knowledge/sources',
      summary: 'The key’s client’s knowledge sources',
      responses: { 200: KnowledgeSourceList, ...errors },
      handler: async ({ request }) => s.knowledgeSources.overview(await clientOf(request)),
    }),
    defineRoute({
      ...route,
      method: 'POST',
      path: '/api/v1/knowledge/website',
      summary: 'Add (crawl) the client’s website as a knowledge source',
      body: WebsiteSourceCreate,
      responses: { 201: KnowledgeSource, ...errors, 403: ErrorBody, 409: ErrorBody },
      handler: async ({ body, request, h }) =>
        h.response(await s.websites.create(await clientOf(request), body)).code(201),
    }),
    defineRoute({
      ...route,
      method: 'POST',
      path: '/api/v1/knowledge/feeds',
      summary: 'Connect a live-data feed (JSON or CSV) as a knowledge source',
      body: FeedSourceCreate,
      responses: { 201: KnowledgeSource, ...errors, 403: ErrorBody },
      handler: async ({ body, request, h }) =>
        h.response(await s.feeds.create(await clientOf(request), body)).code(201),
    }),
    defineRoute({
      ...route,
      method: 'POST',
      path: '/api/v1/knowledge/files',
      summary: 'Upload files (multipart, one `files` part per file) into the client’s uploaded-files source',
      requestBody: {
        required: true,
        content: {
          'multipart/form-data': {
            schema: {
              type: 'object',
              properties: { files: { type: 'array', items: { type: 'string', format: 'binary' } } },
            },
          },
        },
      },
      responses: { 201: UploadResult, ...errors, 403: ErrorBody, 413: ErrorBody, 415: ErrorBody },
      options: {
        payload: {
          allow: ['multipart/form-data'],
          output: 'data',
          parse: true,
          multipart: { output: 'stream' },
          maxBytes: MAX_UPLOAD_REQUEST_BYTES,
          maxParts: MAX_UPLOAD_FILES * 2,
          timeout: 120_000,
          failAction: payloadFailed,
        },
      },
      handler: async ({ request, h }) => {
        const clientId = await clientOf(request);
        return h.response(await s.fileUploads.upload(clientId, await filesOf(request.payload))).code(201);
      },
    }),
    defineRoute({
      ...route,
      method: 'POST',
      path: '/api/v1/knowledge/sources/{sourceId}/sync',
      summary: 'Start a sync of a knowledge source',
      params: SourceParams,
      responses: { 202: KnowledgeSource, ...errors, 409: ErrorBody },
      handler: async ({ params, request, h }) =>
        h.response(await s.knowledgeSources.startSync(await clientOf(request), params.sourceId)).code(202),
    }),
    defineRoute({
      ...route,
      method: 'DELETE',
      path: '/api/v1/knowledge/sources/{sourceId}',
      summary: 'Delete a knowledge source and its documents',
      params: SourceParams,
      responses: { 200: z.object({ ok: z.literal(true) }), ...errors },
      handler: async ({ params, request }) => {
        await s.knowledgeSources.remove(await clientOf(request), params.sourceId);
        return { ok: true };
      },
    }),
  ];
};
