import { z } from 'zod';
import {
  AnswerTest,
  AnswerTestCreate,
  AnswerTestImport,
  AnswerTestImportResult,
  AnswerTestList,
  AnswerTestRun,
} from '../../../contract/answer-tests.ts';
import { ErrorBody } from '../../../contract/errors.ts';
import type { Services } from '../../services.ts';
import { defineRoute } from '../define-route.ts';

const IdParams = z.object({ id: z.string().min(1).max(64) });
const TestParams = IdParams.extend({ testId: z.string().min(1).max(64) });
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

/** A client's test suite: its questions, CSV import, and runs through the client's own assistant. */
export const answerTestRoutes = (s: Services) => [
  defineRoute({
    method: 'GET',
    path: '/api/clients/{id}/tests',
    summary: 'The test suite’s questions and its latest run',
    tag: 'tests',
    auth: 'admin',
    params: IdParams,
    responses: { 200: AnswerTestList, ...errors },
    handler: ({ params }) => s.answerTests.list(params.id),
  }),
  defineRoute({
    method: 'POST',
    path: '/api/clients/{id}/tests',
    summary: 'Add a test question (or one from a reply in a real conversation)',
    tag: 'tests',
    auth: 'admin',
    params: IdParams,
    body: AnswerTestCreate,
    responses: { 201: AnswerTest, ...errors },
    handler: async ({ params, body, h }) => h.response(await s.answerTests.add(params.id, body)).code(201),
  }),
  defineRoute({
    method: 'DELETE',
    path: '/api/clients/{id}/tests/{testId}',
    summary: 'Remove a test question',
    tag: 'tests',
    auth: 'admin',
    params: TestParams,
    responses: { 204: null, ...errors },
    handler: ({ params }) => s.answerTests.remove(params.id, params.testId),
  }),
  defineRoute({
    method: 'POST',
    path: '/api/clients/{id}/tests/import',
    summary: 'Import test questions from CSV (question,expect); any bad row is named and nothing is added',
    tag: 'tests',
    auth: 'admin',
    params: IdParams,
    body: AnswerTestImport,
    options: { payload: { maxBytes: 6 * 1024 * 1024 } },
    responses: { 200: AnswerTestImportResult, ...errors },
    handler: ({ params, body }) => s.answerTests.importCsv(params.id, body.csv),
  }),
  defineRoute({
    method: 'POST',
    path: '/api/clients/{id}/tests/run',
    summary: 'Run the suite now and answer its results (409 while it runs already)',
    tag: 'tests',
    auth: 'admin',
    params: IdParams,
    responses: { 200: AnswerTestRun, 409: ErrorBody, ...errors },
    handler: ({ params }) => s.answerTests.run(params.id),
  }),
];
