import { createElement, useEffect, useRef, useState } from 'react';
import type { ActionCard, ChatMessage, Source } from '../../contract/chat.ts';
import type { WidgetTexts } from '../../contract/widget-texts-en.ts';
import type { ChatState } from './chat-state.ts';
import type { ChatController } from './controller.ts';
import { RatingCard, ReplyFeedback } from './feedback-lazy.ts';
import { linkify, safeHref } from './linkify.ts';
import type { createActionCardView } from './action-card.ts';

const time = (iso: string) => {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : d.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
};

/** Message text as text nodes and safe anchors only: markup in a message can never run. */
export function RichText({ text }: { text: string }) {
  return (
    <>
      {linkify(text).map((s, i) =>
        s.kind === 'link' ? (
          <a key={i} href={s.href} target="_blank" rel="noopener noreferrer nofollow">
            {s.text}
          </a>
        ) : (
          s.text
        ),
      )}
    </>
  );
}

function Sources({ sources, label }: { sources: Source[]; label: string }) {
  if (sources.length === 0) return null;
  return (
    <div className="src">
      {label}
      <ul>
        {sources.map((s, i) => {
          const href = s.url ? safeHref(s.url) : null;
          return (
            <li key={i}>
              {href && /^https?:/.test(href) ? (
                <a href={href} target="_blank" rel="noopener noreferrer nofollow">
                  {s.title}
                </a>
              ) : (
                s.title
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** An operator's face: their avatar image, or their initial; the name is said in text beside it. */
export function OperatorAvatar(props: { name: string; src: string | null }) {
  return (
    <span className="av op" aria-hidden="true">
      {props.src ? <img src={props.src} alt="" /> : props.name[0]?.toUpperCase()}
    </span>
  );
}

function Bubble(props: {
  m: ChatMessage;
  avatar: boolean;
  initial: string;
  t: WidgetTexts;
  assetUrl: (path: string | undefined) => string | null;
}) {
  const { m, avatar, initial, t } = props;
  if (m.sender === 'system')
    return (
      <p className="sys" data-sender="system" data-message-id={m.id}>
        {m.metadata.handoff === 'joined' ? (
          <OperatorAvatar
            name={m.metadata.operator ?? t.supportTeam}
            src={props.assetUrl(m.metadata.operatorAvatar)}
          />
        ) : null}
        {m.message}
      </p>
    );
  const kind = m.sender === 'user' ? 'user' : m.sender === 'ai' ? 'ai' : 'other';
  const operator = m.sender === 'operator' ? (m.metadata.operator ?? t.supportTeam) : null;
  return (
    <div className={`row ${kind}`} data-sender={m.sender} data-message-id={m.id}>
      {operator !== null ? (
        <OperatorAvatar name={operator} src={props.assetUrl(m.metadata.operatorAvatar)} />
      ) : kind !== 'user' && avatar ? (
        <span className="av" aria-hidden="true">
          {initial}
        </span>
      ) : null}
      <div className="b">
        {operator !== null ? <div className="who">{operator}</div> : null}
        <span className="sr">
          {kind === 'user' ? 'You said: ' : m.sender === 'ai' ? 'Assistant: ' : 'Support: '}
        </span>
        <RichText text={m.message} />
        {m.metadata.sources ? <Sources sources={m.metadata.sources} label={t.sources} /> : null}
        <div className="meta">
          {m.metadata.isFAQ ? (
            <>
              <span className="badge">FAQ</span>
              <span>{t.instantFaq}</span>
            </>
          ) : null}
          <time dateTime={m.timestamp}>{time(m.timestamp)}</time>
        </div>
      </div>
    </div>
  );
}

declare const __FD_ACTION_CARD_FILE__: string;
type CardModule = { createActionCardView: typeof createActionCardView };
type CardView = ReturnType<typeof createActionCardView>;
let cardView: Promise<CardView> | null = null;

/** An action's confirm/cancel card, drawn by its own chunk, fetched the first time a reply has one. */
function CardSlot(props: {
  card: ActionCard;
  messages: ChatMessage[];
  chat: ChatController;
  t: WidgetTexts;
}) {
  const [View, setView] = useState<CardView | null>(null);
  useEffect(() => {
    let on = true;
    (cardView ??= (
      import(/* @vite-ignore */ new URL(__FD_ACTION_CARD_FILE__, import.meta.url).href) as Promise<CardModule>
    ).then((m) => m.createActionCardView({ h: createElement, useState, useRef, useEffect })))
      .then((v) => on && setView(() => v))
      .catch(() => (cardView = null));
    return () => {
      on = false;
    };
  }, []);
  const { card } = props;
  const said = props.messages.find(
    (m) => m.metadata.actionCard?.id === card.id && m.metadata.actionCard.state !== 'pending',
  )?.metadata.actionCard?.state;
  const expired = !said && card.expiresAt !== undefined && Date.parse(card.expiresAt) <= Date.now();
  return View ? (
    <View
      card={card}
      outcome={said && said !== 'pending' ? said : expired ? 'expired' : null}
      t={props.t}
      decide={(d) => props.chat.decideCard(card.id, d)}
    />
  ) : null;
}

const lastQuestion = (messages: ChatMessage[]) =>
  [...messages].reverse().find((m) => m.sender === 'user')?.message ?? null;

/** The answer stopped mid-way (the model's stream was cut): said so, with the question asked again on retry. */
function Interrupted(props: {
  question: string | null;
  disabled: boolean;
  chat: ChatController;
  t: WidgetTexts;
}) {
  const { question, chat, t } = props;
  return (
    <p className="rt" data-interrupted="">
      {t.interrupted}{' '}
      {question ? (
        <button type="button" className="retry" disabled={props.disabled} onClick={() => chat.send(question)}>
          {t.retry}
        </button>
      ) : null}
    </p>
  );
}

export function MessageList({ state, chat }: { state: ChatState; chat: ChatController }) {
  const list = useRef<HTMLDivElement>(null);
  const { messages, display } = state;
  // The list scrolls itself, never an ancestor: scrollIntoView would also scroll the host page of an
  // inline widget (a demo page, a preview) down to the chat.
  useEffect(() => {
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [messages.length, state.draft, state.typing, state.showFaqs, state.rating]);
  const lastAi = messages.findLastIndex((m) => m.sender === 'ai');
  const initial = (display.businessName.trim()[0] ?? 'F').toUpperCase();
  const t = display.texts;
  return (
    <div className="ls" ref={list}>
      <div className="lg" role="log" aria-live="polite" aria-label="Messages">
        {messages.length === 0 ? (
          <div className="row ai" data-welcome="">
            {display.showAvatar ? (
              <span className="av" aria-hidden="true">
                {initial}
              </span>
            ) : null}
            <div className="b">
              <RichText text={display.welcome} />
            </div>
          </div>
        ) : null}
        {messages.map((m, i) => (
          <div key={m.id}>
            <Bubble m={m} avatar={display.showAvatar} initial={initial} t={t} assetUrl={chat.assetUrl} />
            {m.sender === 'ai' && m.metadata.actionCard?.state === 'pending' ? (
              <CardSlot card={m.metadata.actionCard} messages={messages} chat={chat} t={t} />
            ) : null}
            <ReplyFeedback m={m} last={i === lastAi} state={state} chat={chat} />
            {m.sender === 'ai' && m.metadata.interrupted && i === messages.length - 1 ? (
              <Interrupted question={lastQuestion(messages)} disabled={state.pending} chat={chat} t={t} />
            ) : null}
          </div>
        ))}
      </div>
      <RatingCard state={state} chat={chat} />
      {state.draft ? (
        <div className="row ai" data-draft="" aria-hidden="true">
          {display.showAvatar ? <span className="av">{initial}</span> : null}
          <div className="b">
            <RichText text={state.draft} />
          </div>
        </div>
      ) : null}
      {state.operatorTyping ? (
        <div className="row other">
          <div className="b ty" data-operator-typing="">
            <i />
            <i />
            <i />
          </div>
        </div>
      ) : null}
      {state.typing && !state.draft ? (
        <div className="row ai" role="status" aria-label="The assistant is typing">
          <div className="b ty" data-typing="">
            <i />
            <i />
            <i />
          </div>
        </div>
      ) : null}
      {state.showFaqs && display.faqs.length > 0 && state.availability === 'ready' ? (
        <div className="faqs" role="group" aria-label={t.faqs}>
          {display.faqs.map((f) => (
            <button
              key={f.question}
              type="button"
              className="faq"
              disabled={state.pending}
              onClick={() => void chat.selectFaq(f)}
            >
              <span className="badge">FAQ</span>
              {f.question}
            </button>
          ))}
        </div>
      ) : null}
      {display.suggestions.length > 0 &&
      !messages.some((m) => m.sender === 'user') &&
      state.availability === 'ready' ? (
        <div className="faqs" role="group" aria-label={t.suggestions} data-suggestions="">
          {display.suggestions.map((q) => (
            <button
              key={q}
              type="button"
              className="faq"
              disabled={state.pending}
              onClick={() => chat.send(q)}
            >
              {q}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
