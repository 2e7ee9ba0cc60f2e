import { useState } from 'react';
import type { ChatController } from './controller.ts';
import type { PreChatResult } from './pre-chat.ts';

/**
 * The pre-chat form, in place of the conversation until it is answered: the fields the client chose,
 * every label from the widget's texts (the business's wording of the consent included). The page
 * checks the email itself (noValidate: the widget's own message, in the widget's language).
 */
export function PreChatFormView({ chat }: { chat: ChatController }) {
  const { display } = chat.getState();
  const t = display.texts;
  const fields = display.preChat?.fields ?? [];
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [consent, setConsent] = useState(false);
  const [result, setResult] = useState<PreChatResult | null>(null);
  const [busy, setBusy] = useState(false);
  const problem = result === 'email' ? t.invalidEmail : result === 'error' ? t.error : null;
  return (
    <form
      className="pc"
      noValidate
      data-pre-chat=""
      onSubmit={(e) => {
        e.preventDefault();
        if (busy) return;
        setBusy(true);
        void chat.submitPreChat({ name, email, consent }).then((r) => {
          setBusy(false);
          setResult(r);
        });
      }}
    >
      <p className="pt">{t.preChatTitle}</p>
      {fields.includes('name') ? (
        <label>
          {t.name}
          <input
            type="text"
            autoComplete="name"
            maxLength={100}
            required
            aria-invalid={result === 'name'}
            value={name}
            onInput={(e) => setName((e.target as HTMLInputElement).value)}
          />
        </label>
      ) : null}
      <label>
        {t.email}
        <input
          type="email"
          autoComplete="email"
          maxLength={254}
          required
          placeholder={t.emailPlaceholder}
          aria-invalid={result === 'email'}
          value={email}
          onInput={(e) => setEmail((e.target as HTMLInputElement).value)}
        />
      </label>
      {fields.includes('consent') ? (
        <label className="ck">
          <input
            type="checkbox"
            required
            aria-invalid={result === 'consent'}
            checked={consent}
            onChange={(e) => setConsent((e.target as HTMLInputElement).checked)}
          />
          <span>{t.consent}</span>
        </label>
      ) : null}
      {problem ? (
        <p className="pe" role="alert">
          {problem}
        </p>
      ) : null}
      <button type="submit" className="btn" aria-disabled={busy}>
        {t.startChat}
      </button>
    </form>
  );
}
