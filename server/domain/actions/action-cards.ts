import type { ActionCard, ChatMessage, MessageMetadata, Source } from '../../../contract/chat.ts';
import type { ActionCardDecision } from '../../../contract/actions.ts';
import { DomainError, notFound, type Clock, type Ids } from '../shared/index.ts';
import { argumentsOf, type ArgumentValue } from './action-arguments.ts';
import type { ActionCardsRepo, ActionsRepo, ActionViewer, StoredAction } from './action-ports.ts';
import type { ActionRunner } from './action-runner.ts';
import { actionText } from './action-texts.ts';

/** How long a visitor has to confirm a card. */
export const CARD_VALID_MS = 10 * 60_000;

/** camelCase and snake_case names as words: "orderNumber" → "order number". */
const words = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();

/** What will happen, in words: the action's description and the visitor's values (never identity ones). */
export function cardSummary(action: StoredAction, values: Record<string, ArgumentValue>): string {
  const d = action.definition;
  const description = d.description.trim().replace(/[.!]+$/, '');
  const details = d.parameters
    .filter((p) => p.source === 'conversation' && values[p.name] !== undefined)
    .map((p) => `${words(p.name)}: ${String(values[p.name])}`)
    .join(', ');
  return details
    ? actionText('cardSummary', { description, details })
    : actionText('cardSummaryPlain', { description });
}

export type CardProposal = { ok: true; card: ActionCard } | { ok: false; errors: Record<string, string> };

/** Who decides: the session's own caller, as the chat gate resolved it (token, Origin, session key). */
export interface CardCaller {
  client: { id: string; businessName: string };
  mode: 'visitor' | 'admin';
  test: boolean;
}

/** Stores the reply that says a card's outcome in the conversation (announced like any message). */
export type SayInConversation = (
  caller: CardCaller,
  sessionId: string,
  text: string,
  metadata: MessageMetadata,
) => Promise<ChatMessage>;

export interface ActionCards {
  /**
   * An action that changes something, with the visitor's values checked against its schema: stored as
   * a pending card of this session (nothing is called). Refused values come back per parameter.
   */
  propose(
    client: { id: string },
    sessionId: string,
    action: StoredAction,
    given: Record<string, unknown>,
    viewer: ActionViewer,
  ): Promise<CardProposal>;
  /**
   * The visitor's Confirm or Cancel. Only the card's own session decides, once: another session's card
   * is not found; an expired, decided or changed one is refused and nothing runs. Confirm calls the
   * action once (logged) and says the result with its source; Cancel says nothing was done.
   */
  decide(
    caller: CardCaller,
    sessionId: string,
    cardId: string,
    decision: 'confirm' | 'cancel',
  ): Promise<ActionCardDecision>;
}

export function createActionCards(deps: {
  repo: ActionsRepo;
  cards: ActionCardsRepo;
  runner: ActionRunner;
  clock: Clock;
  ids: Ids;
  viewerOf(clientId: string, sessionId: string): Promise<ActionViewer>;
  say: SayInConversation;
}): ActionCards {
  const { cards, clock } = deps;
  return {
    async propose(client, sessionId, action, given, viewer) {
      const checked = argumentsOf(action.definition, given, viewer);
      if (!checked.ok) return { ok: false, errors: checked.errors };
      const own = new Set(
        action.definition.parameters.filter((p) => p.source === 'conversation').map((p) => p.name),
      );
      const values = Object.fromEntries(Object.entries(checked.values).filter(([k]) => own.has(k)));
      const now = clock.now();
      const card = {
        id: deps.ids.uuid(),
        summary: cardSummary(action, checked.values),
        expiresAt: new Date(now.getTime() + CARD_VALID_MS).toISOString(),
      };
      await cards.insert({
        ...card,
        clientId: client.id,
        sessionId,
        actionId: action.id,
        definition: JSON.stringify(action.definition),
        arguments: values,
        state: 'pending',
        resultMessageId: null,
        createdAt: now.toISOString(),
        decidedAt: null,
      });
      return { ok: true, card: { ...card, state: 'pending' } };
    },

    async decide(caller, sessionId, cardId, decision) {
      const clientId = caller.client.id;
      const card = await cards.get(clientId, cardId);
      // Another session's card is as unknown as a card that never was.
      if (!card || card.sessionId !== sessionId) throw notFound('Card');
      const now = clock.now().toISOString();
      if (card.state !== 'pending') throw new DomainError('conflict', actionText('cardDecided'));
      if (card.expiresAt <= now) throw new DomainError('conflict', actionText('cardExpired'));
      const outcome = (
        state: 'confirmed' | 'failed' | 'cancelled',
        text: string,
        sources: Source[] = [],
      ) => ({
        text,
        metadata: {
          model: 'builtin',
          responseType: 'action',
          sources,
          actionCard: { id: card.id, summary: card.summary, state },
        } satisfies MessageMetadata,
      });
      if (decision === 'cancel') {
        if (!(await cards.claim(clientId, cardId, sessionId, 'cancelled', now)))
          throw new DomainError('conflict', actionText('cardDecided'));
        const said = outcome('cancelled', actionText('cardCancelled'));
        const message = await deps.say(caller, sessionId, said.text, said.metadata);
        await cards.finish(clientId, cardId, 'cancelled', message.id);
        return { outcome: 'cancelled', message };
      }
      const action = await deps.repo.get(clientId, card.actionId);
      if (!action || !action.definition.enabled)
        throw new DomainError('conflict', actionText('cardUnavailable'));
      if (JSON.stringify(action.definition) !== card.definition)
        throw new DomainError('conflict', actionText('cardChanged'));
      const d = action.definition;
      const viewer = await deps.viewerOf(clientId, sessionId);
      if (d.personal && !viewer.userId && viewer.emails.length === 0)
        throw new DomainError(
          'forbidden',
          actionText('needsVerified', { business: caller.client.businessName }),
        );
      // One conditional update decides: a second click or a replay finds the card taken.
      if (!(await cards.claim(clientId, cardId, sessionId, 'running', now)))
        throw new DomainError('conflict', actionText('cardDecided'));
      const r = await deps.runner.call(action, card.arguments, { sessionId, viewer });
      const facts = Object.entries(r.fields)
        .map(
          ([k, v]) => `${words(k.split('.').pop() ?? k)}: ${typeof v === 'string' ? v : JSON.stringify(v)}`,
        )
        .join(', ');
      const said =
        r.outcome === 'ok'
          ? outcome(
              'confirmed',
              facts
                ? actionText('cardDone', { action: d.name, facts })
                : actionText('cardDoneEmpty', { action: d.name }),
              [{ title: d.name, url: null, kind: 'data' }],
            )
          : outcome('failed', actionText('failed', { action: d.name, business: caller.client.businessName }));
      const message = await deps.say(caller, sessionId, said.text, said.metadata);
      await cards.finish(clientId, cardId, said.metadata.actionCard.state, message.id);
      return { outcome: r.outcome === 'ok' ? 'done' : 'failed', message };
    },
  };
}
