import type { ChatMessage } from '../../../contract/chat.ts';
import { formatDateTime } from '../format.ts';
import { MessageQuality } from '../quality/message-quality.tsx';
import { ActionCardNote } from '../actions/action-card-note.tsx';

const SENDER_LABEL: Record<ChatMessage['sender'], string> = {
  user: 'Customer',
  ai: 'AI Assistant',
  operator: 'Operator',
  system: 'System',
};

/**
 * A whole conversation: customer on the right, assistant (and operator) on the left. With `clientId`,
 * each assistant reply shows the visitor's thumbs and offers "Improve this answer".
 */
export function Conversation({ messages, clientId }: { messages: ChatMessage[]; clientId?: string }) {
  if (messages.length === 0) return <p className="text-sm text-slate-600">No messages in this session.</p>;
  return (
    <ol className="space-y-3" aria-label="Conversation">
      {messages.map((m) => {
        const isCustomer = m.sender === 'user';
        const isSystem = m.sender === 'system';
        return (
          <li
            key={m.id}
            className={`flex ${isCustomer ? 'justify-end' : isSystem ? 'justify-center' : 'justify-start'}`}
            data-sender={m.sender}
          >
            <div
              className={`max-w-[85%] rounded-lg px-3 py-2 text-sm ${
                isCustomer
                  ? 'bg-blue-600 text-white'
                  : isSystem
                    ? 'bg-amber-50 text-amber-900'
                    : m.sender === 'operator'
                      ? 'bg-emerald-50 text-emerald-950'
                      : 'bg-slate-100 text-slate-900'
              }`}
            >
              <div
                className={`mb-0.5 text-xs font-semibold ${isCustomer ? 'text-blue-50' : 'text-slate-700'}`}
              >
                {m.sender === 'operator' && m.metadata.operator
                  ? `Operator · ${m.metadata.operator}`
                  : SENDER_LABEL[m.sender]}
              </div>
              <p className="break-words whitespace-pre-wrap">{m.message}</p>
              {m.metadata.actionCard && <ActionCardNote card={m.metadata.actionCard} messages={messages} />}
              {m.metadata.sources && m.metadata.sources.length > 0 && (
                <p className="mt-1 text-xs text-slate-700">
                  Sources: {m.metadata.sources.map((s) => s.title).join(', ')}
                </p>
              )}
              <div
                className={`mt-1 flex flex-wrap gap-x-2 text-xs ${isCustomer ? 'text-blue-50' : 'text-slate-700'}`}
              >
                <time dateTime={m.timestamp}>{formatDateTime(m.timestamp)}</time>
                {m.metadata.model && <span>Model: {m.metadata.model}</span>}
                {m.metadata.preview && <span>Preview</span>}
                {m.metadata.fallback && (
                  <span
                    title={`The model failed (${m.metadata.fallbackReason ?? 'error'}); this is the fallback reply`}
                  >
                    Fallback reply
                  </span>
                )}
                {m.metadata.interrupted && <span>Interrupted</span>}
              </div>
              {clientId && <MessageQuality m={m} clientId={clientId} />}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
