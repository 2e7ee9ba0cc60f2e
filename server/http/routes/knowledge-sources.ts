import { z } from 'zod';
import { ErrorBody } from '../../../contract/errors.ts';
import {
  KnowledgeSource,
  KnowledgeSourceDetail,
  KnowledgeSourceList,
  SourceUpdate,
} from '../../../contract/knowledge.ts';
import type { Services } from '../../services.ts';
import { defineRoute } from '../define-route.ts';

const IdParams = z.object({ id: z.string().min(1).max(64) });
const SourceParams = IdParams.extend({ sourceId: z.string().min(1).max(64) });
const DocumentParams = SourceParams.extend({ documentId: z.string().min(1).max(64) });

/** What every kind of knowledge source shares: list, detail with documents, rename/schedule, sync, remove. */
export const knowledgeSourceRoutes = (s: Services) => [
  defineRoute({
    method: 'GET',
    path: '/api/clients/{id}/knowledge/sources',
    summary:
      "A client's knowledge sources (websites, files, data feeds) with their sync state, and its chunk embeddings",
    tag: 'knowledge',
    auth: 'admin',
    params: IdParams,
    responses: { 200: KnowledgeSourceList, 401: ErrorBody, 404: ErrorBody },
    handler: async ({ params }) => s.knowledgeSources.overview(params.id),
  }),
  defineRoute({
    method: 'GET',
    path: '/api/clients/{id}/knowledge/sources/{sourceId}',
    summary: 'One knowledge source and its documents',
    tag: 'knowledge',
    auth: 'admin',
    params: SourceParams,
    responses: { 200: KnowledgeSourceDetail, 401: ErrorBody, 404: ErrorBody },
    handler: async ({ params }) => s.knowledgeSources.detail(params.id, params.sourceId),
  }),
  defineRoute({
    method: 'PUT',
    path: '/api/clients/{id}/knowledge/sources/{sourceId}',
    summary: 'Rename a knowledge source or change how often it is fetched again',
    tag: 'knowledge',
    auth: 'admin',
    params: SourceParams,
    body: SourceUpdate,
    responses: { 200: KnowledgeSource, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody },
    handler: async ({ params, body }) => s.knowledgeSources.update(params.id, params.sourceId, body),
  }),
  defineRoute({
    method: 'POST',
    path: '/api/clients/{id}/knowledge/sources/{sourceId}/sync',
    summary: 'Fetch a website or data feed again now (runs in the background; poll the source)',
    tag: 'knowledge',
    auth: 'admin',
    params: SourceParams,
    responses: { 202: KnowledgeSource, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody, 409: ErrorBody },
    handler: async ({ params, h }) =>
      h.response(await s.knowledgeSources.startSync(params.id, params.sourceId)).code(202),
  }),
  defineRoute({
    method: 'DELETE',
    path: '/api/clients/{id}/knowledge/sources/{sourceId}',
    summary: 'Remove a knowledge source and everything it added to the assistant',
    tag: 'knowledge',
    auth: 'admin',
    params: SourceParams,
    responses: { 200: z.object({ ok: z.literal(true) }), 401: ErrorBody, 404: ErrorBody },
    handler: async ({ params }) => {
      await s.knowledgeSources.remove(params.id, params.sourceId);
      return { ok: true };
    },
  }),
  defineRoute({
    method: 'DELETE',
    path: '/api/clients/{id}/knowledge/sources/{sourceId}/documents/{documentId}',
    summary: 'Remove one document (a page, file or record) from a knowledge source',
    tag: 'knowledge',
    auth: 'admin',
    params: DocumentParams,
    responses: { 200: KnowledgeSource, 401: ErrorBody, 404: ErrorBody },
    handler: async ({ params }) =>
      s.knowledgeSources.removeDocument(params.id, params.sourceId, params.documentId),
  }),
];
