import type { Socket } from 'socket.io-client';

/**
 * One socket.io connection to the admin namespace for the whole console, opened when the first
 * screen needs it and closed when the last one lets go. socket.io-client is imported lazily so it
 * never weighs on the first load. The admin cookie authenticates the handshake.
 */
let socket: Promise<Socket> | null = null;
let users = 0;

export function acquireAdminSocket(): Promise<Socket> {
  users += 1;
  socket ??= import('socket.io-client').then(({ io }) =>
    io('/admin', { path: '/socket.io', withCredentials: true, transports: ['websocket'] }),
  );
  return socket;
}

export function releaseAdminSocket(): void {
  users = Math.max(0, users - 1);
  if (users > 0 || !socket) return;
  const closing = socket;
  socket = null;
  void closing.then((s) => s.disconnect());
}
