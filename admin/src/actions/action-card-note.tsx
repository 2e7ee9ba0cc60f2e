import type { ActionCard, ChatMessage } from '../../../contract/chat.ts';

const OUTCOME: Record<Exclude<ActionCard['state'], 'pending'>, string> = {
  confirmed: 'Confirmed by the visitor: the action ran',
  failed: 'Confirmed by the visitor: the action failed',
  cancelled: 'Cancelled by the visitor: nothing was called',
};

/**
 * In a transcript, under the reply that offered a confirm/cancel card: what the card said and what
 * became of it (a later reply of the same card says the outcome; none yet is waiting or expired).
 */
export function ActionCardNote({
  card,
  messages,
  now = Date.now(),
}: {
  card: ActionCard;
  messages: ChatMessage[];
  now?: number;
}) {
  if (card.state !== 'pending') return null;
  const decided = messages.find(
    (m) => m.metadata.actionCard?.id === card.id && m.metadata.actionCard.state !== 'pending',
  )?.metadata.actionCard?.state;
  const outcome =
    decided && decided !== 'pending'
      ? OUTCOME[decided]
      : card.expiresAt && Date.parse(card.expiresAt) <= now
        ? 'Expired: the visitor did not confirm, nothing was called'
        : 'Waiting for the visitor to confirm or cancel';
  return (
    <div
      className="mt-2 rounded-md border border-slate-300 bg-white px-2 py-1.5 text-xs text-slate-800"
      data-action-card={card.id}
    >
      <p className="font-semibold">Confirmation card</p>
      <p>{card.summary}</p>
      <p className="mt-0.5 font-semibold">{outcome}</p>
    </div>
  );
}
