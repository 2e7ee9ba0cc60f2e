import type { Client } from '../../../contract/clients.ts';
import type { UnansweredToFaq } from '../../../contract/insights.ts';
import { apiRequest } from './http.ts';

const base = (id: string) => `/api/clients/${encodeURIComponent(id)}`;

/** The client insights calls (unanswered questions, follow-up leads), typed with the contract. */
export const insightsApi = {
  turnIntoFaq: (id: string, body: UnansweredToFaq) =>
    apiRequest<Client>('POST', `${base(id)}/unanswered/faq`, body),
  dismiss: (id: string, question: string) =>
    apiRequest<{ ok: true }>('POST', `${base(id)}/unanswered/dismiss`, { question }),
};
