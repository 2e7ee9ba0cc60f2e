import http from 'node:http';
import type { AddressInfo, Socket as TcpSocket } from 'node:net';
import { Server, type Socket as ServerSocket } from 'socket.io';
import { io as connect, type Socket as ClientSocket } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import { coalesceSocketWrites } from './write-coalescing.ts';

describe('socket write coalescing', () => {
  let server: http.Server;
  let io: Server;
  let client: ClientSocket | null = null;
  afterEach(async () => {
    client?.disconnect();
    await io.close();
  });

  /** A server (coalescing or not) and one WebSocket visitor; counts the TCP writes to that visitor. */
  async function visitor(coalesce: boolean) {
    server = http.createServer();
    io = new Server(server);
    if (coalesce) coalesceSocketWrites(io);
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const connected = new Promise<ServerSocket>((r) => io.on('connection', r));
    client = connect(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, {
      transports: ['websocket'],
      reconnection: false,
    });
    const socket = await connected;
    await new Promise((r) => setTimeout(r, 20)); // the handshake's own packets are out
    const tcp = (socket.conn as unknown as { transport: { socket: { _socket: TcpSocket } } }).transport.socket
      ._socket;
    const writes = { count: 0 };
    const raw = tcp as unknown as Record<'_writev' | '_write', (...a: unknown[]) => unknown>;
    for (const name of ['_writev', '_write'] as const) {
      const original = raw[name].bind(tcp);
      raw[name] = (...a: unknown[]) => {
        writes.count++;
        return original(...a);
      };
    }
    return { socket, writes, client: client as ClientSocket };
  }

  const burst = async (coalesce: boolean) => {
    const { socket, writes, client } = await visitor(coalesce);
    const heard: string[] = [];
    const all = new Promise<void>((resolve) =>
      client.onAny((event: string, n: number) => {
        heard.push(`${event}:${n}`);
        if (heard.length === 3) resolve();
      }),
    );
    socket.emit('message:created', 1);
    socket.emit('answer:chunk', 2);
    socket.emit('answer:done', 3);
    await all;
    return { writes: writes.count, heard };
  };

  it('sends the packets one event-loop turn queues to a WebSocket in one TCP write, in order', async () => {
    const { writes, heard } = await burst(true);
    expect(heard).toEqual(['message:created:1', 'answer:chunk:2', 'answer:done:3']);
    expect(writes).toBe(1);
  });

  it('wrote each packet on its own without it (what the coalescing saves)', async () => {
    const { writes, heard } = await burst(false);
    expect(heard).toEqual(['message:created:1', 'answer:chunk:2', 'answer:done:3']);
    expect(writes).toBeGreaterThan(1);
  });
});
