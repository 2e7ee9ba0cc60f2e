import { z } from 'zod';
import {
  ActionCallList,
  ActionList,
  ActionTestRequest,
  ActionTestResult,
  ActionView,
  CreateActionInput,
  UpdateActionInput,
} from '../../../contract/actions.ts';
import { ErrorBody } from '../../../contract/errors.ts';
import type { Services } from '../../services.ts';
import { defineRoute } from '../define-route.ts';

const IdParams = z.object({ id: z.string().min(1).max(64) });
const ActionParams = z.object({ id: z.string().min(1).max(64), actionId: z.string().min(1).max(64) });
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

export const actionRoutes = (s: Services) => [
  defineRoute({
    method: 'GET',
    path: '/api/clients/{id}/actions',
    summary: "The client's actions (never their secrets: only whether one is set)",
    tag: 'clients',
    auth: 'admin',
    params: IdParams,
    responses: { 200: ActionList, ...errors },
    handler: ({ params }) => s.actions.list(params.id),
  }),
  defineRoute({
    method: 'POST',
    path: '/api/clients/{id}/actions',
    summary: "Create an action: a call to the business's API the assistant may make while answering",
    tag: 'clients',
    auth: 'admin',
    params: IdParams,
    body: CreateActionInput,
    responses: { 201: ActionView, ...errors },
    handler: async ({ params, body, h }) => h.response(await s.actions.create(params.id, body)).code(201),
  }),
  defineRoute({
    method: 'PUT',
    path: '/api/clients/{id}/actions/{actionId}',
    summary: 'Replace an action; a secret left out is kept, null removes it',
    tag: 'clients',
    auth: 'admin',
    params: ActionParams,
    body: UpdateActionInput,
    responses: { 200: ActionView, ...errors },
    handler: ({ params, body }) => s.actions.update(params.id, params.actionId, body),
  }),
  defineRoute({
    method: 'DELETE',
    path: '/api/clients/{id}/actions/{actionId}',
    summary: 'Delete an action and its call log',
    tag: 'clients',
    auth: 'admin',
    params: ActionParams,
    responses: { 200: z.object({ ok: z.literal(true) }), ...errors },
    handler: async ({ params }) => {
      await s.actions.remove(params.id, params.actionId);
      return { ok: true };
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/api/clients/{id}/actions/{actionId}/test',
    summary: 'Try an action with sample arguments: status, duration and the chosen fields (logged)',
    tag: 'clients',
    auth: 'admin',
    params: ActionParams,
    body: ActionTestRequest,
    responses: { 200: ActionTestResult, ...errors },
    handler: ({ params, body }) => s.actions.test(params.id, params.actionId, body.arguments),
  }),
  defineRoute({
    method: 'GET',
    path: '/api/clients/{id}/actions/{actionId}/calls',
    summary: "An action's last 100 calls, newest first, with redacted arguments",
    tag: 'clients',
    auth: 'admin',
    params: ActionParams,
    responses: { 200: ActionCallList, ...errors },
    handler: ({ params }) => s.actions.calls(params.id, params.actionId),
  }),
  defineRoute({
    method: 'GET',
    path: '/api/clients/{id}/sessions/{sessionId}/action-calls',
    summary: 'The action calls made in one conversation, newest first, with redacted arguments',
    tag: 'clients',
    auth: 'admin',
    params: z.object({ id: z.string().min(1).max(64), sessionId: z.string().min(1).max(100) }),
    responses: { 200: ActionCallList, ...errors },
    handler: ({ params }) => s.actions.callsOfSession(params.id, params.sessionId),
  }),
];
