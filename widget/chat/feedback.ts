/**
 * The visitor's word on the chat: a thumbs up or down on each assistant reply (a reason may follow a
 * thumbs down; the server keeps the last word) and a 1–5 score when the conversation is handed back or
 * the visitor ends it. Live widgets only: a preview or the demo has no visitor to ask. Its texts are
 * the widget's, in the visitor's language (contract/widget-texts-feedback.ts).
 */
import type { FeedbackReason } from '../../contract/chat.ts';
import type { Api } from './api.ts';
import type { ChatCore } from './chat-state.ts';

export type Thumbs = { rating: 'up' | 'down'; reason?: FeedbackReason; sent?: boolean };

export function createFeedbackActions(core: ChatCore, api: Api | null, live: boolean) {
  const failed = () => core.set({ notice: { kind: 'error', text: core.state.display.texts.feedbackFailed } });
  return {
    enabled: live && api !== null,
    async thumbs(messageId: string, rating: 'up' | 'down', reason?: FeedbackReason, comment?: string) {
      if (!api) return;
      const sessionId = core.state.sessionId;
      const done = reason !== undefined || rating === 'up';
      core.set({ thumbs: { ...core.state.thumbs, [messageId]: { rating, reason, sent: done } } });
      try {
        await api.feedback({ sessionId, messageId, rating, reason, comment: comment?.trim() || undefined });
      } catch {
        failed();
      }
    },
    /** Opens the 1–5 question (the "End chat" button). */
    askRating() {
      if (core.state.rating !== 'done') core.set({ rating: 'asking' });
    },
    async rate(score: number, end: boolean) {
      if (!api) return;
      const sessionId = core.state.sessionId;
      try {
        await api.rating({ sessionId, score });
        core.set({ rating: 'done' });
        if (end) api.endSession(sessionId, false);
      } catch {
        failed();
      }
    },
  };
}
export type FeedbackActions = ReturnType<typeof createFeedbackActions>;
