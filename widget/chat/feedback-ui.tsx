import { useState } from 'react';
import type { ChatMessage, FeedbackReason } from '../../contract/chat.ts';
import type { ChatState } from './chat-state.ts';
import type { ChatController } from './controller.ts';
import { FEEDBACK_TEXT as T } from './feedback.ts';

const REASONS = Object.keys(T.reasons) as FeedbackReason[];

/** A thumbs down's reason: one click for a listed one, a few words for "other". */
function Reasons({ onSend }: { onSend: (reason: FeedbackReason, comment?: string) => void }) {
  const [other, setOther] = useState(false);
  const [comment, setComment] = useState('');
  return (
    <div className="fr" role="group" aria-label={T.why}>
      <span>{T.why}</span>
      {REASONS.map((r) => (
        <button
          key={r}
          type="button"
          className="chip"
          aria-pressed={r === 'other' && other}
          onClick={() => (r === 'other' ? setOther(true) : onSend(r))}
        >
          {T.reasons[r]}
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
            aria-label={T.comment}
            placeholder={T.comment}
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
  const t = state.thumbs?.[m.id];
  const give = (rating: 'up' | 'down') => void chat.feedback.thumbs(m.id, rating);
  return (
    <div className="fb" data-feedback={m.id}>
      <div className="th" role="group" aria-label={T.helpful}>
        {last ? <span aria-hidden="true">{T.helpful}</span> : null}
        <button type="button" aria-label={T.up} aria-pressed={t?.rating === 'up'} onClick={() => give('up')}>
          👍
        </button>
        <button
          type="button"
          aria-label={T.down}
          aria-pressed={t?.rating === 'down'}
          onClick={() => give('down')}
        >
          👎
        </button>
      </div>
      {t?.rating === 'down' && !t.sent ? (
        <Reasons onSend={(reason, comment) => void chat.feedback.thumbs(m.id, 'down', reason, comment)} />
      ) : null}
      {t?.sent ? (
        <p className="rt" role="status">
          {T.thanks}
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
  if (state.rating === 'done')
    return (
      <p className="sys" role="status" data-rated="">
        {T.thanks}
      </p>
    );
  if (state.rating !== 'asking' && !handedBack(state.messages)) return null;
  return (
    <div className="rc" role="group" aria-label={T.rate} data-rating="">
      <p>{T.rate}</p>
      <div>
        {T.scores.map((label, i) => (
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
      {T.end}
    </button>
  );
}
