import { useState } from 'react';
import type { ChatMessage, FeedbackReason } from '../../contract/chat.ts';
import type { WidgetTexts } from '../../contract/widget-texts-en.ts';
import type { ChatState } from './chat-state.ts';
import type { ChatController } from './controller.ts';

/** Each reason's text in the widget's texts table (so each language's words). */
const REASONS: [FeedbackReason, keyof WidgetTexts][] = [
  ['wrong', 'reasonWrong'],
  ['not_my_question', 'reasonNotMyQuestion'],
  ['too_long', 'reasonTooLong'],
  ['other', 'reasonOther'],
];
const SCORES = ['score1', 'score2', 'score3', 'score4', 'score5'] as const;

/** A thumbs down's reason: one click for a listed one, a few words for "other". */
function Reasons({
  T,
  onSend,
}: {
  T: WidgetTexts;
  onSend: (reason: FeedbackReason, comment?: string) => void;
}) {
  const [other, setOther] = useState(false);
  const [comment, setComment] = useState('');
  return (
    <div className="fr" role="group" aria-label={T.whyDown}>
      <span>{T.whyDown}</span>
      {REASONS.map(([r, text]) => (
        <button
          key={r}
          type="button"
          className="chip"
          aria-pressed={r === 'other' && other}
          onClick={() => (r === 'other' ? setOther(true) : onSend(r))}
        >
          {T[text]}
        </button>
      ))}
      {other ? (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            onSend('other', comment);
          }}
        >
          <input
            type="text"
            maxLength={1000}
            aria-label={T.feedbackComment}
            placeholder={T.feedbackComment}
            value={comment}
            onInput={(e) => setComment((e.target as HTMLInputElement).value)}
          />
          <button type="submit" className="btn">
            {T.send}
          </button>
        </form>
      ) : null}
    </div>
  );
}

/** Thumbs under an assistant reply; the question is spelled out on the latest one only. */
export function ReplyFeedback({
  m,
  last,
  state,
  chat,
}: {
  m: ChatMessage;
  last: boolean;
  state: ChatState;
  chat: ChatController;
}) {
  if (!chat.feedback.enabled || m.sender !== 'ai') return null;
  const T = state.display.texts;
  const t = state.thumbs?.[m.id];
  const give = (rating: 'up' | 'down') => void chat.feedback.thumbs(m.id, rating);
  return (
    <div className="fb" data-feedback={m.id}>
      <div className="th" role="group" aria-label={T.helpful}>
        {last ? <span aria-hidden="true">{T.helpful}</span> : null}
        <button
          type="button"
          aria-label={T.thumbsUp}
          aria-pressed={t?.rating === 'up'}
          onClick={() => give('up')}
        >
          👍
        </button>
        <button
          type="button"
          aria-label={T.thumbsDown}
          aria-pressed={t?.rating === 'down'}
          onClick={() => give('down')}
        >
          👎
        </button>
      </div>
      {t?.rating === 'down' && !t.sent ? (
        <Reasons
          T={T}
          onSend={(reason, comment) => void chat.feedback.thumbs(m.id, 'down', reason, comment)}
        />
      ) : null}
      {t?.sent ? (
        <p className="rt" role="status">
          {T.feedbackThanks}
        </p>
      ) : null}
    </div>
  );
}

const handedBack = (messages: ChatMessage[]) =>
  messages.some((m) => m.sender === 'system' && m.metadata.handoff === 'released');

/** The 1–5 question, when the conversation was handed back or the visitor ends it. */
export function RatingCard({ state, chat }: { state: ChatState; chat: ChatController }) {
  if (!chat.feedback.enabled) return null;
  const T = state.display.texts;
  if (state.rating === 'done')
    return (
      <p className="sys" role="status" data-rated="">
        {T.feedbackThanks}
      </p>
    );
  if (state.rating !== 'asking' && !handedBack(state.messages)) return null;
  return (
    <div className="rc" role="group" aria-label={T.rateChat} data-rating="">
      <p>{T.rateChat}</p>
      <div>
        {SCORES.map((key) => T[key]).map((label, i) => (
          <button
            key={label}
            type="button"
            className="chip"
            aria-label={`${i + 1}: ${label}`}
            title={label}
            onClick={() => void chat.feedback.rate(i + 1, state.rating === 'asking')}
          >
            {i + 1}
          </button>
        ))}
      </div>
    </div>
  );
}

/** The footer's "End chat": shown once the assistant has replied and no score was given. */
export function EndChat({ state, chat }: { state: ChatState; chat: ChatController }) {
  if (!chat.feedback.enabled || state.rating || !state.messages.some((m) => m.sender === 'ai')) return null;
  return (
    <button type="button" className="back" onClick={() => chat.feedback.askRating()}>
      {state.display.texts.endChat}
    </button>
  );
}
