/**
 * The pre-chat form: what a visitor enters before the first message (name, email, a consent tick) is
 * a lead of the session, with the consent wording the business showed in the visitor's language, so
 * the business can later say what was agreed to. Previews and test-token chats leave no lead.
 */
import type { PreChatSubmission } from '../../../contract/pre-chat.ts';
import type { InsightsRepo } from '../insights/index.ts';
import { DomainError } from '../shared/errors.ts';
import type { Clock, Ids } from '../shared/ports.ts';
import type { ChatCaller } from './chat-gate.ts';
import { widgetLanguage, widgetTextsFor } from './widget-config.ts';

/** The lead's message id: one pre-chat lead per session (a second submission keeps the first). */
export const preChatLeadId = (sessionId: string) => `pre-chat-${sessionId}`;

export type SubmitPreChat = (caller: ChatCaller, input: PreChatSubmission) => Promise<void>;

export function createPreChat(deps: {
  leads: Pick<InsightsRepo, 'recordLead'>;
  clock: Clock;
  ids: Ids;
}): SubmitPreChat {
  const { leads, clock, ids } = deps;
  return async (caller, input) => {
    const form = caller.client.chatCustomizations.preChatForm;
    if (!form.enabled) throw new DomainError('bad_request', 'This widget has no pre-chat form');
    const name = input.name || null;
    if (form.fields.includes('name') && !name)
      throw new DomainError('validation_failed', 'Please enter your name', {
        name: 'Please enter your name',
      });
    const asksConsent = form.fields.includes('consent');
    if (asksConsent && input.consent !== true)
      throw new DomainError('validation_failed', 'Please tick the consent box', {
        consent: 'Please tick the consent box',
      });
    if (caller.mode === 'admin' || caller.test) return;
    const language = input.language ?? widgetLanguage(caller.client);
    await leads.recordLead(
      caller.client.id,
      {
        id: ids.uuid(),
        sessionId: input.sessionId,
        messageId: preChatLeadId(input.sessionId),
        email: input.email,
        name: form.fields.includes('name') ? name : null,
        consent: asksConsent ? widgetTextsFor(caller.client, language).consent : null,
        createdAt: clock.now().toISOString(),
      },
      () => null,
    );
  };
}
