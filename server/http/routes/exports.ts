import { z } from 'zod';
import { ErrorBody } from '../../../contract/errors.ts';
import { ExportQuery } from '../../../contract/exports.ts';
import type { Services } from '../../services.ts';
import { defineRoute } from '../define-route.ts';
import { conversationsExport, exportFileName, leadsExport } from '../../exports/export-stream.ts';

const IdParams = z.object({ id: z.string().min(1).max(64) });
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const CONTENT_TYPE = {
  csv: 'text/csv; charset=utf-8',
  jsonl: 'application/x-ndjson; charset=utf-8',
} as const;
const file = { 200: null, ...errors };

/** Streamed exports of a client's conversations and leads (operators and the client's owners). */
export const exportRoutes = (s: Services) => [
  defineRoute({
    method: 'GET',
    path: '/api/clients/{id}/export/conversations',
    summary:
      'Conversations with their messages started in a date range, as CSV (a row per message) or JSON lines',
    tag: 'exports',
    auth: 'admin',
    params: IdParams,
    query: ExportQuery,
    responses: file,
    handler: async ({ params, query, h }) =>
      h
        .response(conversationsExport(query.format, await s.exports.conversations(params.id, query)))
        .type(CONTENT_TYPE[query.format])
        .header(
          'content-disposition',
          `attachment; filename="${exportFileName('conversations', params.id, query.format)}"`,
        ),
  }),
  defineRoute({
    method: 'GET',
    path: '/api/clients/{id}/export/leads',
    summary: 'Leads (emails visitors left) in a date range, as CSV or JSON lines',
    tag: 'exports',
    auth: 'admin',
    params: IdParams,
    query: ExportQuery,
    responses: file,
    handler: async ({ params, query, h }) =>
      h
        .response(leadsExport(query.format, await s.exports.leads(params.id, query)))
        .type(CONTENT_TYPE[query.format])
        .header(
          'content-disposition',
          `attachment; filename="${exportFileName('leads', params.id, query.format)}"`,
        ),
  }),
];
