import { z } from 'zod';
import { Client } from '../../../contract/clients.ts';
import { ErrorBody } from '../../../contract/errors.ts';
import { Figures } from '../../../contract/figures.ts';
import { LeadList, UnansweredDismiss, UnansweredList, UnansweredToFaq } from '../../../contract/insights.ts';
import type { Services } from '../../services.ts';
import { defineRoute } from '../define-route.ts';

const IdParams = z.object({ id: z.string().min(1).max(64) });
const errors = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody };

/** The console's per-client insights: unanswered questions (turn into FAQ, dismiss) and follow-up leads. */
export const insightRoutes = (s: Services) => [
  defineRoute({
    method: 'GET',
    path: '/api/clients/{id}/unanswered',
    summary: 'Questions the assistant could not answer from knowledge, latest first',
    tag: 'insights',
    auth: 'admin',
    params: IdParams,
    responses: { 200: UnansweredList, ...errors },
    handler: ({ params }) => s.insights.unanswered(params.id),
  }),
  defineRoute({
    method: 'POST',
    path: '/api/clients/{id}/unanswered/faq',
    summary: 'Turn an unanswered question into an FAQ (answered from it from now on)',
    tag: 'insights',
    auth: 'admin',
    params: IdParams,
    body: UnansweredToFaq,
    responses: { 200: Client, ...errors },
    handler: ({ params, body }) => s.insights.answerWithFaq(params.id, body),
  }),
  defineRoute({
    method: 'POST',
    path: '/api/clients/{id}/unanswered/dismiss',
    summary: 'Hide an unanswered question from the report',
    tag: 'insights',
    auth: 'admin',
    params: IdParams,
    body: UnansweredDismiss,
    responses: { 200: z.object({ ok: z.literal(true) }), ...errors },
    handler: async ({ params, body }) => {
      await s.insights.dismiss(params.id, body.question);
      return { ok: true };
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/api/clients/{id}/leads',
    summary: 'Visitors who left an email address for a human follow-up, newest first',
    tag: 'insights',
    auth: 'admin',
    params: IdParams,
    responses: { 200: LeadList, ...errors },
    handler: ({ params }) => s.insights.leads(params.id),
  }),
  defineRoute({
    method: 'GET',
    path: '/api/clients/{id}/figures',
    summary:
      "The client's labelled figures (messages, conversations, active sessions, AI replies this period, leads, visitors waiting), as every screen counts them",
    tag: 'insights',
    auth: 'admin',
    params: IdParams,
    responses: { 200: Figures, ...errors },
    handler: ({ params }) => s.figures.figures(params.id),
  }),
];
