import type { Socket as TcpSocket } from 'node:net';
import type { Server } from 'socket.io';

/** What the coalescing reads off an engine.io socket: its transport, and the WebSocket's TCP socket. */
interface EngineSocket {
  transport?: { name?: string; writable?: boolean; socket?: { _socket?: TcpSocket } };
}

/**
 * How many check phases (setImmediate) a corked socket waits. A builtin-answered turn sends its packets
 * in three bursts, one loop iteration apart (after the question's commit: `message:created` and the
 * ack; after the usage unit's: `answer:chunk`; after the reply's: `message:created` and `answer:done`).
 * Held over two, the later bursts mostly share a write: about 1.9 TCP writes a turn under the
 * benchmark's load, against 2.8 when released at the first check phase, and 5 without coalescing.
 */
const CHECK_PHASES_HELD = 2;

/**
 * Fewer TCP writes to WebSockets. ws writes every frame on its own, a `writev` system call each, and on
 * loopback or a small machine that call (the kernel's TCP path and waking the reader) was a chat
 * turn's largest single cost after SQLite. When engine.io flushes to a WebSocket, its TCP socket is
 * corked until the second check phase from then, so every frame queued meanwhile (across sockets and
 * namespaces) leaves in one write. The frames and their order are unchanged; only how they are cut into
 * TCP segments differs. A frame waits at most two loop iterations.
 */
export function coalesceSocketWrites(io: Server): () => void {
  const corked = new Set<TcpSocket>();
  let scheduled = false;
  let waited = 0;
  const uncorkAll = () => {
    const sockets = [...corked];
    corked.clear();
    for (const tcp of sockets) tcp.uncork();
  };
  const release = () => {
    if (++waited < CHECK_PHASES_HELD) {
      setImmediate(release);
      return;
    }
    waited = 0;
    scheduled = false;
    uncorkAll();
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
    // What is still held (the close frames of sockets just cut) goes out now; a release still
    // scheduled finds nothing left.
    uncorkAll();
  };
}
