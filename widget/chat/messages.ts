import type { ChatMessage, MessageMetadata } from '../../contract/chat.ts';

/** Optimistic messages carry this id prefix until the server's copy replaces them. */
export const LOCAL_PREFIX = 'local-';

/**
 * Merges server messages into the list: one copy per id, an optimistic message dropped once the
 * server's copy of it (same clientMessageId) is present, server messages in id order (ids are
 * time-sortable) and optimistic ones after them.
 */
export function mergeMessages(current: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  const byId = new Map<string, ChatMessage>();
  for (const m of current) if (!m.id.startsWith(LOCAL_PREFIX)) byId.set(m.id, m);
  for (const m of incoming) byId.set(m.id, m);
  const confirmed = [...byId.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const known = new Set(confirmed.map((m) => m.metadata.clientMessageId).filter(Boolean));
  const local = current.filter(
    (m) => m.id.startsWith(LOCAL_PREFIX) && !known.has(m.metadata.clientMessageId) && !byId.has(m.id),
  );
  return [...confirmed, ...local];
}

export function withoutLocal(list: ChatMessage[], clientMessageId: string): ChatMessage[] {
  return list.filter((m) => m.id !== LOCAL_PREFIX + clientMessageId);
}

export function replyTo(list: ChatMessage[], userMessageId: string): ChatMessage | undefined {
  return list.find(
    (m) => (m.sender === 'ai' || m.sender === 'operator') && m.metadata.replyTo === userMessageId,
  );
}

export function counters(list: ChatMessage[]) {
  const real = list.filter((m) => !m.id.startsWith(LOCAL_PREFIX) || m.sender === 'user');
  return {
    totalMessages: real.length,
    aiResponses: real.filter((m) => m.sender === 'ai').length,
    userMessages: real.filter((m) => m.sender === 'user').length,
  };
}

/** A message made in the browser: an optimistic visitor message or a demo-mode reply. */
export function localMessage(
  sessionId: string,
  sender: ChatMessage['sender'],
  message: string,
  metadata: MessageMetadata,
  id: string,
): ChatMessage {
  return { id, sessionId, sender, message, metadata, timestamp: new Date().toISOString() };
}

/** Who writes an operator's messages when they set no display name. */
export const TEAM_NAME = 'Support team';

export interface OperatorFace {
  name: string;
  /** The avatar's path on the server (metadata.operatorAvatar), or null: initials show. */
  avatar: string | null;
}

/** The face of the person answering: from the latest "joined" note or operator message. */
export function operatorFace(list: ChatMessage[], team = TEAM_NAME): OperatorFace {
  for (let i = list.length - 1; i >= 0; i--) {
    const m = list[i];
    if (m && (m.sender === 'operator' || (m.sender === 'system' && m.metadata.handoff === 'joined')))
      return { name: m.metadata.operator ?? team, avatar: m.metadata.operatorAvatar ?? null };
  }
  return { name: team, avatar: null };
}
