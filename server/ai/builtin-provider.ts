import type { AnswerProvider, AnswerRequest } from '../domain/chat/index.ts';
import {
  type AnswerStyle,
  answerInLanguage,
  builtinAnswer,
  createAnswerMemo,
  liveDataAnswer,
  otherLanguageDecline,
  parseQuestion,
} from '../domain/answering/index.ts';

const styleOf = (req: AnswerRequest): AnswerStyle => ({
  replyLength: req.assistant?.replyLength,
  unknownAnswer: req.assistant?.unknownAnswer,
  handoffAvailable: req.handoffAvailable,
  greeting: req.greeting,
});

/** The offline default provider: no network, no key, answers only from retrieved passages. */
export function createBuiltinProvider(): AnswerProvider {
  const remembered = createAnswerMemo();
  return {
    name: 'builtin',
    // Answers are quoted from the knowledge for the question alone.
    needsHistory: false,
    async *answer(req) {
      const style = styleOf(req);
      const knowledge = req.language?.knowledge ?? 'en';
      const visitor = req.language?.visitor ?? knowledge;
      const variant = JSON.stringify([style, knowledge, visitor]);
      let a;
      if (visitor !== knowledge) {
        // No model to read across languages: said so in the visitor's, with a person offered.
        a = otherLanguageDecline(visitor, req.business.name, style);
      } else if (knowledge !== 'en') {
        a = remembered(
          {
            question: req.question,
            businessName: req.business.name,
            sampleResponses: req.sampleResponses,
            passages: [req.passages],
            variant,
          },
          () =>
            answerInLanguage({
              language: knowledge,
              question: req.question,
              businessName: req.business.name,
              passages: req.passages,
              sampleResponses: req.sampleResponses,
              style,
            }),
        );
      } else {
        a = await englishAnswer(req, style, variant);
      }
      yield { type: 'delta', text: a.text };
      yield { type: 'final', model: 'builtin', responseType: a.responseType, sources: a.sources };
    },
  };

  async function englishAnswer(req: AnswerRequest, style: AnswerStyle, variant: string) {
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
      variant,
    };
    return (
      liveDataAnswer(req.liveData?.match, req.business.name) ??
      remembered(key, () =>
        builtinAnswer({
          ...key,
          passages: req.passages,
          parsed,
          style,
          ...(partPassages ? { partPassages } : {}),
        }),
      )
    );
  }
}
