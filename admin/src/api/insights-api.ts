import { consoleEndpoints as api } from '../../../contract/endpoints.ts';
import type { UnansweredToFaq } from '../../../contract/insights.ts';
import { send } from './http.ts';

/** The client insights calls (unanswered questions, follow-up leads), typed by the endpoint table. */
export const insightsApi = {
  turnIntoFaq: (id: string, body: UnansweredToFaq) => send(api.unansweredToFaq, { id }, body),
  dismiss: (id: string, question: string) =>
    send(api.dismissUnanswered, { id }, { question }) as Promise<{ ok: true }>,
};
