import { usageLevel } from '../../../contract/plans.ts';
import type { Client } from '../../../contract/clients.ts';
import { parseMessagesUsed } from '../format.ts';
import { Badge } from '../ui/card.tsx';

/** "Limit reached" (the assistant no longer answers) or "Near limit" (over 80%), from the one usage rule. */
export function LimitBadge({ client }: { client: Pick<Client, 'messagesUsed' | 'messageLimit'> }) {
  const level = usageLevel(parseMessagesUsed(client.messagesUsed), client.messageLimit);
  if (level === 'exceeded') return <Badge tone="red">Limit reached</Badge>;
  if (level === 'warning') return <Badge tone="amber">Near limit</Badge>;
  return null;
}

/** The clients whose assistant stopped answering because the month's AI replies are used up. */
export const atLimit = (clients: Client[]) =>
  clients.filter((c) => usageLevel(parseMessagesUsed(c.messagesUsed), c.messageLimit) === 'exceeded');
