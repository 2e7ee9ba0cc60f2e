import { z } from 'zod';
import { AuditExportQuery, AuditLogPage, AuditLogQuery } from '../../../contract/audit.ts';
import { ErrorBody } from '../../../contract/errors.ts';
import type { Services } from '../../services.ts';
import { auditExportStream } from '../audit-export.ts';
import { defineRoute, type AnyRouteSpec } from '../define-route.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const IdParams = z.object({ id: z.string().min(1).max(64) });
const TYPES = { csv: 'text/csv; charset=utf-8', jsonl: 'application/x-ndjson; charset=utf-8' } as const;
const download = { 200: null, ...errors };

/**
 * The audit log, newest first with a cursor: one client's (operators and that client's owners) and
 * the whole deployment's (operators), each also as a CSV or JSON Lines download.
 */
export const auditLogRoutes = (s: Services): AnyRouteSpec[] => {
  const exported = (
    h: Parameters<AnyRouteSpec['handler']>[0]['h'],
    clientId: string | null,
    format: 'csv' | 'jsonl',
    name: string,
  ) =>
    h
      .response(auditExportStream(s.auditLog.all(clientId), format))
      .type(TYPES[format])
      .header('content-disposition', `attachment; filename="${name}.${format}"`)
      .header('cache-control', 'no-store');
  return [
    defineRoute({
      method: 'GET',
      path: '/api/clients/{id}/audit-log',
      summary: 'A client’s audit log: who changed what, from where, newest first',
      tag: 'audit',
      auth: 'admin',
      params: IdParams,
      query: AuditLogQuery,
      responses: { 200: AuditLogPage, ...errors },
      handler: ({ params, query }) => s.auditLog.pageOfClient(params.id, query),
    }),
    defineRoute({
      method: 'GET',
      path: '/api/clients/{id}/audit-log/export',
      summary: 'A client’s whole audit log as CSV or JSON Lines',
      tag: 'audit',
      auth: 'admin',
      params: IdParams,
      query: AuditExportQuery,
      responses: download,
      handler: async ({ params, query, h }) => {
        await s.auditLog.pageOfClient(params.id, { limit: 1 });
        return exported(h, params.id, query.format, `audit-log-${params.id}`);
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/api/audit-log',
      summary: 'The deployment’s audit log (operators): every client’s and deployment-wide changes',
      tag: 'audit',
      auth: 'admin',
      query: AuditLogQuery,
      responses: { 200: AuditLogPage, ...errors },
      handler: ({ query }) => s.auditLog.page(null, query),
    }),
    defineRoute({
      method: 'GET',
      path: '/api/audit-log/export',
      summary: 'The deployment’s whole audit log as CSV or JSON Lines (operators)',
      tag: 'audit',
      auth: 'admin',
      query: AuditExportQuery,
      responses: download,
      handler: ({ query, h }) => exported(h, null, query.format, 'audit-log'),
    }),
  ];
};
