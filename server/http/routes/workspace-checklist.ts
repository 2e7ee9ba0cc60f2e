import { z } from 'zod';
import { ErrorBody } from '../../../contract/errors.ts';
import { ChecklistMarkParams, WorkspaceChecklist } from '../../../contract/workspace.ts';
import type { Services } from '../../services.ts';
import { defineRoute } from '../define-route.ts';

const IdParams = z.object({ id: z.string().min(1).max(64) }).strict();
const errors = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody };

/** A workspace's first-run checklist, the same for every teammate and device. */
export const workspaceChecklistRoutes = (s: Services) => [
  defineRoute({
    method: 'GET',
    path: '/api/clients/{id}/checklist',
    summary: 'The first-run steps done (tried: a question asked in the preview; copied: the script copied)',
    tag: 'workspace',
    auth: 'admin',
    params: IdParams,
    responses: { 200: WorkspaceChecklist, ...errors },
    handler: ({ params }) => s.workspaceChecklist.get(params.id),
  }),
  defineRoute({
    method: 'POST',
    path: '/api/clients/{id}/checklist/{step}',
    summary: 'Mark a first-run step done by hand (copied)',
    tag: 'workspace',
    auth: 'admin',
    params: ChecklistMarkParams,
    responses: { 200: WorkspaceChecklist, ...errors },
    handler: ({ params }) => s.workspaceChecklist.mark(params.id, params.step),
  }),
];
