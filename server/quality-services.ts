/**
 * Wires the quality loop (issue 31): visitors' feedback and each conversation's outcome, the reports,
 * topics and gaps, curated answers and per-client test suites. The test suites ask the assistant,
 * which the chat services build later: `setAssistant` hands it over once it exists.
 */
import { createAnswerTestsService } from './domain/answer-tests/index.ts';
import type { Assistant } from './domain/answering/index.ts';
import { createLazyOpenAiEmbedder } from './ai/lazy-openai.ts';
import type { Config } from './config.ts';
import {
  createCuratedAnswers,
  createFeedbackService,
  createQualityReports,
  createQuestionGrouper,
  createTopicsService,
  replyQuestions,
} from './domain/feedback/index.ts';
import { createAnswerTestsRepo } from './db/repositories/answer-tests-repo.ts';
import { createFeedbackRepo } from './db/repositories/feedback-repo.ts';
import type { Db } from './db/database.ts';
import { log } from './ops/log.ts';

type FeedbackDeps = Parameters<typeof createFeedbackService>[0];
type TestsDeps = Parameters<typeof createAnswerTestsService>[0];
type CuratedDeps = Parameters<typeof createCuratedAnswers>[0];

export function createQualityServices(deps: {
  db: Db;
  chats: FeedbackDeps['chats'] & Parameters<typeof replyQuestions>[0]['chats'];
  resolveSession: FeedbackDeps['resolveSession'];
  clients: TestsDeps['clients'] & CuratedDeps['clients'] & { record(id: string): Promise<unknown> };
  leases: TestsDeps['leases'];
  events: FeedbackDeps['events'] & TestsDeps['events'];
  clock: FeedbackDeps['clock'] & TestsDeps['clock'];
  ids: TestsDeps['ids'];
  /** With an embeddings model configured, unanswered questions are grouped by meaning. */
  ai: Pick<Config['ai'], 'apiKey' | 'baseUrl' | 'embeddingModel'>;
}) {
  const repo = createFeedbackRepo(deps.db);
  let assistant: Assistant | undefined;
  const questionOf = replyQuestions({
    chats: deps.chats,
    sessionOfMessage: (clientId, messageId) => repo.sessionOfMessage(clientId, messageId),
  });
  const feedback = createFeedbackService({
    repo,
    chats: deps.chats,
    resolveSession: deps.resolveSession,
    events: deps.events,
    clock: deps.clock,
    onError: (err) => log().error({ err }, 'deciding a conversation outcome failed'),
  });
  const requireClient = async (id: string) => void (await deps.clients.record(id));
  return {
    feedback,
    quality: createQualityReports({
      repo,
      clock: deps.clock,
      requireClient,
      settled: () => feedback.settled(),
    }),
    topics: createTopicsService({
      repo,
      clock: deps.clock,
      requireClient,
      settled: () => feedback.settled(),
      grouper: createQuestionGrouper({
        embedder: deps.ai.embeddingModel
          ? createLazyOpenAiEmbedder({
              apiKey: deps.ai.apiKey,
              baseUrl: deps.ai.baseUrl,
              model: deps.ai.embeddingModel,
            })
          : undefined,
        onEmbeddingError: (err) =>
          log().warn(
            { reason: String(err) },
            'grouping unanswered questions by embeddings failed; grouped by words',
          ),
      }),
    }),
    curatedAnswers: createCuratedAnswers({ clients: deps.clients, questionOf }),
    answerTests: createAnswerTestsService({
      repo: createAnswerTestsRepo(deps.db),
      clients: deps.clients,
      assistant: () => {
        if (!assistant) throw new Error('the assistant is not built yet');
        return assistant;
      },
      replyOf: questionOf,
      leases: deps.leases,
      events: deps.events,
      clock: deps.clock,
      ids: deps.ids,
      onError: (err) => log().error({ err }, 'running a test suite failed'),
    }),
    setAssistant: (a: Assistant) => void (assistant = a),
  };
}
