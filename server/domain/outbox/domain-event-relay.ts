/**
 * Domain events of other capabilities that leave as outbox events: a visitor's feedback (domain/feedback)
 * becomes `feedback.created`, an erased visitor (domain/privacy) `visitor.erased`, for the client's
 * webhooks, so a business's own systems can erase their copy too; a test suite's regression
 * (domain/answer-tests) `tests.regressed`, which is also a notice to the team. Recorded right after the write that raised it, so
 * a kill -9 between the two can lose it (the chat's own events are written in the append's transaction).
 */
import type { DomainEvents } from '../shared/ports.ts';
import type { OutboxRecorder } from './outbox-recorder.ts';

export function relayDomainEvents(deps: {
  events: DomainEvents;
  recorder: OutboxRecorder;
  onError: (err: unknown) => void;
}): () => void {
  const erased = deps.events.on('visitor.erased', (e) => {
    const data = { sessionIds: e.sessionIds, email: e.email };
    deps.recorder.record(e.clientId, 'visitor.erased', data).catch(deps.onError);
  });
  const feedback = deps.events.on('feedback.created', (f) => {
    const data = {
      sessionId: f.sessionId,
      kind: f.kind,
      messageId: f.messageId,
      rating: f.rating,
      reason: f.reason,
      comment: f.comment,
      score: f.score,
      at: f.at,
    };
    // One event per feedback write: a changed thumb is a new event, a repeated delivery is not.
    const key = `feedback:${f.sessionId}:${f.messageId ?? 'rating'}:${f.at}`;
    deps.recorder.record(f.clientId, 'feedback.created', data, { dedupeKey: key }).catch(deps.onError);
  });
  // A test suite that ran again after a knowledge change and found questions that passed before and
  // fail now: the team's notice (with per-person mutes) and the webhook event.
  const regressed = deps.events.on('tests.regressed', (e) => {
    const summary = e.questions
      .map((q, i) => (e.problems[i] ? `“${q}” (${e.problems[i]})` : `“${q}”`))
      .join('; ');
    const data = { runId: e.runId, count: e.questions.length, questions: e.questions, summary };
    deps.recorder
      .record(e.clientId, 'tests.regressed', data, { dedupeKey: `tests:${e.runId}` })
      .catch(deps.onError);
  });
  return () => {
    erased();
    feedback();
    regressed();
  };
}
