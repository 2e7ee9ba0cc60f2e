import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { WidgetTheme } from '../../contract/engage.ts';
import type { ChatController } from './controller.ts';
import { MessageList, OperatorAvatar } from './message-list.tsx';
import { EndChat } from './feedback-lazy.ts';
import { operatorFace } from './messages.ts';
import { needsPreChat } from './chat-state.ts';
import { lazyView } from './lazy-view.tsx';
import { readableColor } from './readable-color.ts';

const RestartIcon = () => (
  <svg
    width="16"
    height="16"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    stroke-width="2"
    aria-hidden="true"
  >
    <path d="M3 12a9 9 0 1 0 3-6.7L3 8" />
    <path d="M3 3v5h5" />
  </svg>
);

/** The pre-chat form's code comes only for a client that asks for it (it is shown as soon as it loads). */
const PreChatFormView = lazyView(
  () => import('./pre-chat-form.tsx').then((m) => m.PreChatFormView),
  () => true,
);

const darkQuery = typeof matchMedia === 'function' ? matchMedia('(prefers-color-scheme: dark)') : null;
const watchScheme = (changed: () => void) => {
  darkQuery?.addEventListener('change', changed);
  return () => darkQuery?.removeEventListener('change', changed);
};

/** Dark when the client chose it, or chose 'auto' and the visitor's system is dark (followed live). */
function useDark(theme: WidgetTheme): boolean {
  const systemDark = useSyncExternalStore(watchScheme, () => darkQuery?.matches ?? false);
  return theme === 'dark' || (theme === 'auto' && systemDark);
}

function Notice({ chat }: { chat: ChatController }) {
  const { notice, display } = chat.getState();
  const t = display.texts;
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  if (!notice) return null;
  const askEmail = notice.kind === 'limit' || notice.kind === 'rate' || notice.kind === 'handoff';
  return (
    <div
      className={`nt ${notice.kind}`}
      role={notice.kind === 'error' ? 'alert' : 'status'}
      data-notice={notice.kind}
    >
      <p style={{ margin: 0 }}>{notice.text}</p>
      {askEmail ? (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void chat.submitEmail(email).then((ok) => setInvalid(!ok));
          }}
        >
          <input
            type="email"
            required
            placeholder={t.emailPlaceholder}
            aria-label={t.emailLabel}
            aria-invalid={invalid}
            value={email}
            onInput={(e) => setEmail((e.target as HTMLInputElement).value)}
          />
          <button type="submit" className="btn">
            {t.send}
          </button>
        </form>
      ) : null}
    </div>
  );
}

export function App({
  chat,
  showHeader,
  onClose,
}: {
  chat: ChatController;
  showHeader: boolean;
  onClose?: () => void;
}) {
  const state = useSyncExternalStore(chat.subscribe, chat.getState);
  const [text, setText] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const { display } = state;
  const t = display.texts;
  // Visitors see the person's display name and avatar, never the login that holds the session.
  const face = operatorFace(state.messages, t.supportTeam);
  const dark = useDark(display.theme);

  useEffect(() => setText(''), [state.epoch]);
  // Focus goes to the input when the launcher opens the chat.
  useEffect(() => {
    const el = input.current;
    if (!el || el.disabled) return;
    if (state.wantFocus) {
      el.focus({ preventScroll: true });
      chat.requestFocus(false);
    }
  }, [state.wantFocus, state.availability, chat]);

  const submit = () => {
    if (!text.trim() || state.pending) return;
    chat.send(text);
    setText('');
    // The send button is disabled now, which would drop focus to the page: keep it in the (read-only) input.
    input.current?.focus({ preventScroll: true });
  };

  return (
    <div
      className={dark ? 'w dk' : 'w'}
      data-theme={dark ? 'dark' : 'light'}
      role="region"
      aria-label={`${display.title} chat`}
      lang={display.language}
      style={{ '--c': readableColor(display.color) } as Record<string, string>}
      data-state={state.availability}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && onClose) onClose();
      }}
    >
      {showHeader ? (
        <div className="hd">
          {state.handoff?.status === 'operator' ? (
            <>
              <OperatorAvatar name={face.name} src={chat.assetUrl(face.avatar)} />
              <h2>{face.name}</h2>
              <span className="badge">{t.human}</span>
            </>
          ) : (
            <>
              {display.logo ? <img className="lo" src={display.logo} alt="" /> : null}
              <h2>{display.title}</h2>
              {state.availability === 'unavailable' || display.answering === false ? (
                <span className="on off">{display.answering === false ? t.away : t.unavailableBadge}</span>
              ) : (
                <span className="on">{t.online}</span>
              )}
            </>
          )}
          <button
            type="button"
            className="ib"
            title={t.restart}
            aria-label={t.restart}
            onClick={() => chat.restart()}
          >
            <RestartIcon />
          </button>
          {onClose ? (
            <button type="button" className="ib" title={t.close} aria-label={t.close} onClick={onClose}>
              <svg
                width="16"
                height="16"
                viewBox="0 0 24 24"
                fill="none"
                stroke="currentColor"
                stroke-width="2"
                aria-hidden="true"
              >
                <path d="M18 6 6 18M6 6l12 12" />
              </svg>
            </button>
          ) : null}
        </div>
      ) : null}
      {state.availability === 'unavailable' ? (
        <div className="un" role="status" data-unavailable="">
          <p>{t.unavailable}</p>
        </div>
      ) : needsPreChat(state) ? (
        <PreChatFormView chat={chat} />
      ) : (
        <>
          <MessageList state={state} chat={chat} />
          <Notice chat={chat} />
          <div className="ft">
            {!state.showFaqs && display.faqs.length > 0 ? (
              <button type="button" className="back" onClick={() => chat.showFaqs()}>
                {t.returnToFaq}
              </button>
            ) : null}
            {display.handoff && (state.handoff?.status ?? 'none') === 'none' ? (
              <button type="button" className="back" onClick={() => void chat.requestHandoff()}>
                {t.talkToPerson}
              </button>
            ) : null}
            <EndChat state={state} chat={chat} />
            <form
              className="cp"
              onSubmit={(e) => {
                e.preventDefault();
                submit();
              }}
            >
              <input
                ref={input}
                type="text"
                value={text}
                maxLength={4000}
                placeholder={t.placeholder}
                aria-label={t.placeholder}
                // While a reply is pending the input is disabled but keeps focus (read-only), so Escape
                // and the keyboard still reach the widget.
                readOnly={state.pending}
                aria-disabled={state.pending}
                disabled={state.availability !== 'ready'}
                onInput={(e) => {
                  const value = (e.target as HTMLInputElement).value;
                  setText(value);
                  chat.typing(value.trim() !== '');
                }}
              />
              <button
                type="submit"
                className="btn"
                disabled={state.pending || !text.trim() || state.availability !== 'ready'}
                aria-label={t.sendMessage}
              >
                {t.send}
              </button>
            </form>
          </div>
        </>
      )}
    </div>
  );
}
