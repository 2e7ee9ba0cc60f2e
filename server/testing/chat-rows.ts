import type { Db } from '../db/database.ts';

/**
 * Writes a chat session and its messages straight into the tables, at a chosen time, for tests of
 * read models (dashboard, analytics) that need history the chat path would stamp with "now".
 * Messages alternate visitor / AI, starting with the visitor.
 */
export async function insertChat(
  db: Db,
  row: { clientId: string; sessionId: string; at: string; messages: string[] },
): Promise<void> {
  const { clientId, sessionId, at, messages } = row;
  await db
    .insertInto('chat_sessions')
    .values({
      client_id: clientId,
      session_id: sessionId,
      status: 'active',
      started_at: at,
      last_activity: at,
      ended_at: null,
      message_count: messages.length,
      metadata: '{}',
      handled_by: null,
    })
    .execute();
  for (const [i, message] of messages.entries()) {
    await db
      .insertInto('chat_messages')
      .values({
        id: `${at}-${sessionId}-${i}`,
        client_id: clientId,
        session_id: sessionId,
        sender: i % 2 ? 'ai' : 'user',
        message,
        metadata: '{}',
        client_message_id: null,
        created_at: at,
      })
      .execute();
  }
}
