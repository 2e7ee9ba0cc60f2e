import type { AnswerTestCreate } from '../../../contract/answer-tests.ts';
import { consoleEndpoints as api } from '../../../contract/endpoints.ts';
import { keyOf } from '../api/keys.ts';
import { send } from '../api/http.ts';

/** Query keys of the quality screens (each one is also the URL it fetches). */
export const qualityKeys = {
  quality: (id: string, from: string) => keyOf(api.quality, { id }, { from }),
  allQuality: (from: string) => keyOf(api.allQuality, {}, { from }),
  gaps: (id: string, from: string) => keyOf(api.gaps, { id }, { from }),
  tests: (id: string) => keyOf(api.answerTests, { id }),
};

/** The quality calls: curated answers and test suites, typed by the endpoint table. */
export const qualityApi = {
  improve: (id: string, messageId: string, answer: string) =>
    send(api.curatedAnswer, { id }, { messageId, answer }),
  addTest: (id: string, body: AnswerTestCreate) => send(api.addAnswerTest, { id }, body),
  removeTest: (id: string, testId: string) => send(api.removeAnswerTest, { id, testId }),
  importTests: (id: string, csv: string) => send(api.importAnswerTests, { id }, { csv }),
  runTests: (id: string) => send(api.runAnswerTests, { id }),
};

/** The start of a range of `days` days ending today (UTC), as the API's `from`. */
export function sinceDays(days: number): string {
  const d = new Date();
  d.setUTCHours(0, 0, 0, 0);
  d.setUTCDate(d.getUTCDate() - days + 1);
  return d.toISOString();
}
