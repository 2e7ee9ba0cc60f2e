import type { AnswerProvider } from '../domain/chat/index.ts';
import { builtinAnswer, createAnswerMemo, liveDataAnswer, parseQuestion } from '../domain/answering/index.ts';

/** The offline default provider: no network, no key, answers only from retrieved passages. */
export function createBuiltinProvider(): AnswerProvider {
  const remembered = createAnswerMemo();
  return {
    name: 'builtin',
    // Answers are quoted from the knowledge for the question alone.
    needsHistory: false,
    async *answer(req) {
      // Read once per turn: the assistant hands its reading along with the question.
      const parsed =
        req.parsed?.text === req.question && req.parsed.businessName === req.business.name
          ? req.parsed
          : parseQuestion(req.question, req.business.name);
      // A message asking two things has each part looked up on its own.
      const { parts } = parsed;
      const partPassages =
        parts.length > 1 ? await Promise.all(parts.map((p) => req.searchKnowledge(p))) : undefined;
      // A named record, an unknown order number or a catalogue search is answered from the feeds.
      const key = {
        question: req.question,
        businessName: req.business.name,
        sampleResponses: req.sampleResponses,
        passages: [req.passages, ...(partPassages ?? [])],
      };
      const a =
        liveDataAnswer(req.liveData?.match, req.business.name) ??
        remembered(key, () =>
          builtinAnswer({
            ...key,
            passages: req.passages,
            parsed,
            ...(partPassages ? { partPassages } : {}),
          }),
        );
      yield { type: 'delta', text: a.text };
      yield { type: 'final', model: 'builtin', responseType: a.responseType, sources: a.sources };
    },
  };
}
