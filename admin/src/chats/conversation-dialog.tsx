import { useQuery } from '@tanstack/react-query';
import type { SessionDetail } from '../../../contract/chat.ts';
import { keys } from '../api/keys.ts';
import { Modal } from '../ui/modal.tsx';
import { Conversation } from './conversation.tsx';

export function ConversationDialog({ sessionId, onOpenChange }: { sessionId: string | null; onOpenChange: (open: boolean) => void }) {
  const query = useQuery<SessionDetail>({ queryKey: keys.session(sessionId ?? ''), enabled: sessionId !== null });
  return (
    <Modal open={sessionId !== null} onOpenChange={onOpenChange} title="Conversation" description={query.data ? `${query.data.session.clientName} · ${sessionId}` : (sessionId ?? undefined)} wide>
      {query.isPending && <p className="text-sm text-slate-600">Loading...</p>}
      {query.isError && (
        <p role="alert" className="text-sm text-red-700">
          Failed to fetch messages
        </p>
      )}
      {query.data && <Conversation messages={query.data.messages} />}
    </Modal>
  );
}
