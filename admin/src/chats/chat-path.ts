/** Link to a session's page; the client id picks it when two clients share a session id. */
export function chatPath(sessionId: string, clientId: string): string {
  return `/chats/${encodeURIComponent(sessionId)}?clientId=${encodeURIComponent(clientId)}`;
}
