import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { io as connect, type Socket } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import { recoveryAdapter } from './recovery-adapter.ts';

const cleanup: (() => void)[] = [];
afterEach(() => {
  for (const c of cleanup.splice(0)) c();
});

async function setup(windowMs: number, reconnectAfterMs = 10, maxBytes?: number, nsp = '/') {
  const listener = http.createServer();
  const io = new Server(listener, {
    adapter: recoveryAdapter({ notKept: new Set(['chunk']), maxBytes }),
    connectionStateRecovery: { maxDisconnectionDuration: windowMs, skipMiddlewares: true },
  });
  io.of(nsp).on('connection', (s) => void s.join('room'));
  await new Promise<void>((r) => listener.listen(0, '127.0.0.1', r));
  const client = connect(`http://127.0.0.1:${(listener.address() as AddressInfo).port}${nsp}`, {
    transports: ['websocket'],
    reconnectionDelay: reconnectAfterMs,
    reconnectionDelayMax: reconnectAfterMs,
    randomizationFactor: 0,
  });
  cleanup.push(() => {
    client.disconnect();
    void io.close();
  });
  const seen: string[] = [];
  for (const e of ['note', 'chunk']) client.on(e, (p: { n: number }) => seen.push(`${e} ${p.n}`));
  await new Promise((r) => client.once('connect', () => r(null)));
  return { io, client, seen };
}

/**
 * Cuts the transport the way a network blip does; resolves once the server has seen it, with a promise
 * of the reconnect. That promise is made before the cut: on a loaded machine the reconnect can come
 * before the test's next line runs, and a listener added then would wait for ever.
 */
async function blip(io: Server, client: Socket, nsp = '/') {
  const serverSaw = new Promise((r) => io.of(nsp).sockets.values().next().value!.once('disconnect', r));
  const reconnected = new Promise((r) => client.once('connect', () => r(null)));
  client.io.engine.close();
  await serverSaw;
  return { reconnected };
}

describe('recovery adapter', () => {
  it('replays the room packets missed in a blip, after the last one the client had, but not chunks', async () => {
    const { io, client, seen } = await setup(10_000);
    io.to('room').emit('note', { n: 1 });
    await new Promise((r) => setTimeout(r, 20));
    const { reconnected } = await blip(io, client);
    io.to('room').emit('note', { n: 2 });
    io.to('room').emit('chunk', { n: 3 });
    io.to('other').emit('note', { n: 4 });
    io.to('room').emit('note', { n: 5 });
    await reconnected;
    await new Promise((r) => setTimeout(r, 20));
    expect(client.recovered).toBe(true);
    expect(seen).toEqual(['note 1', 'note 2', 'note 5']);
    // Chunks still reach connected sockets.
    io.to('room').emit('chunk', { n: 6 });
    await new Promise((r) => setTimeout(r, 20));
    expect(seen.at(-1)).toBe('chunk 6');
  });

  it('replays a packet to several rooms or to everyone once, and leaves out the rooms excepted', async () => {
    const { io, client, seen } = await setup(10_000);
    io.to('room').emit('note', { n: 1 });
    await new Promise((r) => setTimeout(r, 20));
    const { reconnected } = await blip(io, client);
    io.to('other').to('room').emit('note', { n: 2 });
    io.emit('note', { n: 3 });
    io.to('other').to('third').emit('note', { n: 4 });
    io.except('room').emit('note', { n: 5 });
    io.to('room').except('other').emit('note', { n: 6 });
    await reconnected;
    await new Promise((r) => setTimeout(r, 20));
    expect(client.recovered).toBe(true);
    expect(seen).toEqual(['note 1', 'note 2', 'note 3', 'note 6']);
  });

  it('does not recover after the window', async () => {
    // The client comes back 400 ms after the cut, far past the 50 ms window even when a loaded machine
    // is slow to see the cut on the server side.
    const { io, client, seen } = await setup(50, 400);
    io.to('room').emit('note', { n: 1 });
    await new Promise((r) => setTimeout(r, 20));
    const { reconnected } = await blip(io, client);
    io.to('room').emit('note', { n: 2 });
    await reconnected;
    await new Promise((r) => setTimeout(r, 20));
    expect(client.recovered).toBe(false);
    expect(seen).toEqual(['note 1']);
  });

  it('keeps at most maxBytes of packets: a client whose offset went out starts a fresh session', async () => {
    const { io, client, seen } = await setup(10_000, 10, 200);
    io.to('room').emit('note', { n: 1 });
    await new Promise((r) => setTimeout(r, 20));
    const { reconnected } = await blip(io, client);
    // Each packet is ~40 characters: the first of these is dropped before the client is back.
    for (let n = 2; n <= 8; n++) io.to('room').emit('note', { n, pad: 'x'.repeat(10) });
    await reconnected;
    await new Promise((r) => setTimeout(r, 20));
    expect(client.recovered).toBe(false);
    expect(seen).toEqual(['note 1']);
  });

  it('within maxBytes, still replays', async () => {
    const { io, client, seen } = await setup(10_000, 10, 10_000);
    io.to('room').emit('note', { n: 1 });
    await new Promise((r) => setTimeout(r, 20));
    const { reconnected } = await blip(io, client);
    for (let n = 2; n <= 8; n++) io.to('room').emit('note', { n, pad: 'x'.repeat(10) });
    await reconnected;
    await new Promise((r) => setTimeout(r, 20));
    expect(client.recovered).toBe(true);
    expect(seen).toEqual(['note 1', 'note 2', 'note 3', 'note 4', 'note 5', 'note 6', 'note 7', 'note 8']);
  });

  it('replays across the ring wrapping many times, multi-byte text included', async () => {
    const { io, client, seen } = await setup(10_000, 10, 300);
    // ~50-byte packets through a 300-byte ring: it wraps every few packets before the blip.
    for (let n = 1; n <= 20; n++) io.to('room').emit('note', { n, pad: 'é'.repeat(n % 4) });
    await new Promise((r) => setTimeout(r, 20));
    const { reconnected } = await blip(io, client);
    for (let n = 21; n <= 23; n++) io.to('room').emit('note', { n, pad: 'ü€'.repeat(3) });
    await reconnected;
    await new Promise((r) => setTimeout(r, 20));
    expect(client.recovered).toBe(true);
    expect(seen).toEqual(Array.from({ length: 23 }, (_, i) => `note ${i + 1}`));
  });

  it('replays in a named namespace (as /widget): the kept text is the data the wire carried', async () => {
    const { io, client, seen } = await setup(10_000, 10, undefined, '/widget');
    io.of('/widget').to('room').emit('note', { n: 1 });
    await new Promise((r) => setTimeout(r, 20));
    const { reconnected } = await blip(io, client, '/widget');
    io.of('/widget').to('room').emit('note', { n: 2, text: 'naïve, "quoted", [bracketed]' });
    io.of('/widget').to('room').emit('note', { n: 3 });
    await reconnected;
    await new Promise((r) => setTimeout(r, 20));
    expect(client.recovered).toBe(true);
    expect(seen).toEqual(['note 1', 'note 2', 'note 3']);
  });

  it('a packet longer than the ring is not kept, and nor is any before it', async () => {
    const { io, client, seen } = await setup(10_000, 10, 300);
    io.to('room').emit('note', { n: 1 });
    await new Promise((r) => setTimeout(r, 20));
    const { reconnected } = await blip(io, client);
    io.to('room').emit('note', { n: 2 });
    io.to('room').emit('note', { n: 3, pad: 'x'.repeat(400) });
    io.to('room').emit('note', { n: 4 });
    await reconnected;
    await new Promise((r) => setTimeout(r, 20));
    expect(client.recovered).toBe(false);
    expect(seen).toEqual(['note 1']);
  });
});
