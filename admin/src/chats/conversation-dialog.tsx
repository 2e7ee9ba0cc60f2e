import { useQuery } from '@tanstack/react-query';
import type { SessionDetail } from '../../../contract/chat.ts';
import { visitorTitle } from '../format.ts';
import { keys } from '../api/keys.ts';
import { Modal } from '../ui/modal.tsx';
import { Conversation } from './conversation.tsx';

export interface SessionRef {
  sessionId: string;
  clientId: string;
}

export function ConversationDialog({
  session,
  onOpenChange,
}: {
  session: SessionRef | null;
  onOpenChange: (open: boolean) => void;
}) {
  const sessionId = session?.sessionId ?? null;
  const query = useQuery<SessionDetail>({
    queryKey: keys.session(sessionId ?? '', session?.clientId),
    enabled: session !== null,
  });
  return (
    <Modal
      open={session !== null}
      onOpenChange={onOpenChange}
      title="Conversation"
      description={
        query.data
          ? `${visitorTitle(query.data.session)} · ${query.data.session.clientName} · ${sessionId}`
          : (sessionId ?? undefined)
      }
      wide
    >
      {query.isPending && <p className="text-sm text-slate-600">Loading...</p>}
      {query.isError && (
        <p role="alert" className="text-sm text-red-700">
          Failed to fetch messages
        </p>
      )}
      {query.data && <Conversation messages={query.data.messages} clientId={query.data.session.clientId} />}
    </Modal>
  );
}
