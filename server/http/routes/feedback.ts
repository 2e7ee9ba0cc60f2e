import { z } from 'zod';
import { Faq } from '../../../contract/clients.ts';
import { ErrorBody } from '../../../contract/errors.ts';
import { MessageFeedback } from '../../../contract/chat.ts';
import {
  CuratedAnswerRequest,
  GapsReport,
  MessageFeedbackRequest,
  OutcomeReport,
  QualityReport,
  RangeQuery,
  SessionRating,
  SessionRatingRequest,
} from '../../../contract/feedback.ts';
import type { Services } from '../../services.ts';
import { chatAccessOf, WIDGET_CORS } from '../chat-request.ts';
import { defineRoute } from '../define-route.ts';

const IdParams = z.object({ id: z.string().min(1).max(64) });
const widgetErrors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 429: ErrorBody };
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

/** Visitors' thumbs and scores (widget token), and what the console reads of them. */
export const feedbackRoutes = (s: Services) => [
  defineRoute({
    method: 'POST',
    path: '/api/chat/feedback',
    summary: 'A visitor’s thumbs up or down on an assistant reply (the last one given counts)',
    tag: 'chat',
    auth: 'public',
    body: MessageFeedbackRequest,
    options: { cors: WIDGET_CORS },
    responses: { 200: MessageFeedback, ...widgetErrors },
    handler: async ({ body, request }) => s.feedback.giveFeedback(await chatAccessOf(s, request), body),
  }),
  defineRoute({
    method: 'POST',
    path: '/api/chat/rating',
    summary: 'A visitor’s 1–5 satisfaction score of the conversation (the last one given counts)',
    tag: 'chat',
    auth: 'public',
    body: SessionRatingRequest,
    options: { cors: WIDGET_CORS },
    responses: { 200: SessionRating, ...widgetErrors },
    handler: async ({ body, request }) => s.feedback.rate(await chatAccessOf(s, request), body),
  }),
  defineRoute({
    method: 'GET',
    path: '/api/clients/{id}/outcomes',
    summary: 'Conversations started in a range, counted by outcome',
    tag: 'quality',
    auth: 'admin',
    params: IdParams,
    query: RangeQuery,
    responses: { 200: OutcomeReport, ...errors },
    handler: ({ params, query }) => s.quality.outcomes(params.id, query),
  }),
  defineRoute({
    method: 'GET',
    path: '/api/clients/{id}/quality',
    summary: 'Outcomes per day, CSAT, handoff rate, first-reply time and thumbs of one client',
    tag: 'quality',
    auth: 'admin',
    params: IdParams,
    query: RangeQuery,
    responses: { 200: QualityReport, ...errors },
    handler: ({ params, query }) => s.quality.quality(params.id, query),
  }),
  defineRoute({
    method: 'GET',
    path: '/api/quality',
    summary: 'The quality figures of all clients together (operators)',
    tag: 'quality',
    auth: 'admin',
    query: RangeQuery,
    responses: { 200: QualityReport, ...errors },
    handler: ({ query }) => s.quality.quality(undefined, query),
  }),
  defineRoute({
    method: 'GET',
    path: '/api/clients/{id}/gaps',
    summary: 'Topics by what answered them, and the gaps ranked by what to fix first',
    tag: 'quality',
    auth: 'admin',
    params: IdParams,
    query: RangeQuery,
    responses: { 200: GapsReport, ...errors },
    handler: ({ params, query }) => s.topics.gaps(params.id, query),
  }),
  defineRoute({
    method: 'POST',
    path: '/api/clients/{id}/curated-answers',
    summary: 'Improve an answer: a curated answer for a question (or a reply’s question), before retrieval',
    tag: 'quality',
    auth: 'admin',
    params: IdParams,
    body: CuratedAnswerRequest,
    responses: { 200: Faq, ...errors },
    handler: ({ params, body }) => s.curatedAnswers.write(params.id, body),
  }),
];
