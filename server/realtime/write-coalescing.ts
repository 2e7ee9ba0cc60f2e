import type { Socket as TcpSocket } from 'node:net';
import type { Server } from 'socket.io';

/** What the coalescing reads off an engine.io socket: its transport, and the WebSocket's TCP socket. */
interface EngineSocket {
  transport?: { name?: string; writable?: boolean; socket?: { _socket?: TcpSocket } };
}

/**
 * One TCP write per WebSocket per event-loop turn. A chat turn sends its visitor five packets in two
 * bursts (the question's `message:created`, the ack, and later the reply's `message:created` and
 * `answer:done`), and ws writes every frame on its own: a `writev` system call each, most of a packet's
 * cost on a server whose other work is cheap. When engine.io flushes to a WebSocket, its TCP socket is
 * corked until the event loop's next check phase (setImmediate), so every frame the code queues
 * meanwhile (across sockets and namespaces) leaves in one write. The frames and their order are unchanged; only
 * how they are cut into TCP segments differs. The delay is at most the rest of this loop iteration.
 */
export function coalesceSocketWrites(io: Server): () => void {
  const corked = new Set<TcpSocket>();
  let scheduled = false;
  const release = () => {
    scheduled = false;
    const sockets = [...corked];
    corked.clear();
    for (const tcp of sockets) tcp.uncork();
  };
  const onFlush = (socket: EngineSocket) => {
    const transport = socket.transport;
    // Long-polling answers one HTTP response per flush already; only WebSocket frames are coalesced.
    if (transport?.name !== 'websocket') return;
    const tcp = transport.socket?._socket;
    if (!tcp || corked.has(tcp) || tcp.destroyed) return;
    tcp.cork();
    corked.add(tcp);
    if (!scheduled) {
      scheduled = true;
      setImmediate(release);
    }
  };
  // engine.io holds further packets back until the transport's write callback (it sets `writable`
  // false for the write in flight), which a corked socket calls only after the release: the turn's later
  // packets would make a second write. While corked, ws takes them straight away instead; each still
  // gets its own callback, in order, so engine.io's send callbacks keep their one-per-flush bookkeeping.
  const onDrain = (socket: EngineSocket) => {
    const transport = socket.transport;
    const tcp = transport?.name === 'websocket' ? transport.socket?._socket : undefined;
    if (transport && tcp && corked.has(tcp)) transport.writable = true;
  };
  io.engine.on('flush', onFlush);
  io.engine.on('drain', onDrain);
  return () => {
    io.engine.off('flush', onFlush);
    io.engine.off('drain', onDrain);
    release();
  };
}
