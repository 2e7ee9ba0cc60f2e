/**
 * The pre-chat form's submission: checked here first (an invalid email never leaves the page), then
 * stored by the server as a lead of the session. The browser remembers it answered, so the form is
 * asked once, not before every conversation.
 */
import { EMAIL_PATTERN } from '../../contract/patterns.ts';
import { key, writeItem } from '../shared/storage.ts';
import { ApiError, type Api } from './api.ts';
import type { ChatCore } from './chat-state.ts';

export interface PreChatAnswers {
  name: string;
  email: string;
  consent: boolean;
}

/** What went wrong, for the form to say: the email, a field the server named, or anything else. */
export type PreChatResult = 'ok' | 'email' | 'name' | 'consent' | 'error';

export async function submitPreChat(
  core: ChatCore,
  api: Api | null,
  clientId: string,
  answers: PreChatAnswers,
): Promise<PreChatResult> {
  const email = answers.email.trim();
  const fields = core.state.display.preChat?.fields ?? [];
  if (!EMAIL_PATTERN.test(email)) return 'email';
  if (fields.includes('name') && !answers.name.trim()) return 'name';
  if (fields.includes('consent') && !answers.consent) return 'consent';
  try {
    await api?.preChat({
      sessionId: core.state.sessionId,
      email,
      ...(fields.includes('name') ? { name: answers.name.trim() } : {}),
      ...(fields.includes('consent') ? { consent: true } : {}),
      language: core.state.display.language,
    });
  } catch (e) {
    const named = e instanceof ApiError && e.code === 'validation_failed' ? e.field : undefined;
    return named === 'email' || named === 'name' || named === 'consent' ? named : 'error';
  }
  if (clientId) writeItem(key('prechat', clientId), '1');
  core.set({ preChatDone: true, wantFocus: true });
  return 'ok';
}
