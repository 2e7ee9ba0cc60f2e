import type { AnswerProvider } from '../domain/chat/index.ts';
import { builtinAnswer, questionParts, liveDataAnswer } from '../domain/answering/index.ts';

/** The offline default provider: no network, no key, answers only from retrieved passages. */
export function createBuiltinProvider(): AnswerProvider {
  return {
    name: 'builtin',
    // Answers are quoted from the knowledge for the question alone.
    needsHistory: false,
    async *answer(req) {
      // A message asking two things has each part looked up on its own.
      const parts = questionParts(req.question, req.business.name);
      const partPassages =
        parts.length > 1 ? await Promise.all(parts.map((p) => req.searchKnowledge(p))) : undefined;
      // A named record, an unknown order number or a catalogue search is answered from the feeds.
      const a =
        liveDataAnswer(req.liveData?.match, req.business.name) ??
        builtinAnswer({
          question: req.question,
          businessName: req.business.name,
          passages: req.passages,
          sampleResponses: req.sampleResponses,
          ...(partPassages ? { partPassages } : {}),
        });
      yield { type: 'delta', text: a.text };
      yield { type: 'final', model: 'builtin', responseType: a.responseType, sources: a.sources };
    },
  };
}
