/**
 * The load generator: socket.io visitors spread over the demo clients (or the echo server), each in
 * its own session asking the eval set's questions. Closed loop (`rate` null): each visitor sends its
 * next message as soon as the answer arrives, the throughput ceiling. Open loop: visitor i sends every
 * visitors/rate seconds, staggered, and latency counts from each message's scheduled time, so a slow
 * server cannot hide its backlog. The generator's own loop delay is measured too: a stall here is not
 * one in the server.
 */
import { io as connect, type Socket } from 'socket.io-client';
import { EVAL_SET } from '../../eval/sets/eval-set.ts';
import { loopDelayOf, loopMonitor, type LoopDelay } from './loop-delay.ts';

export interface DriveResult {
  turns: number;
  /** Latencies of answered turns, ms, sorted. */
  lat: number[];
  errors: number;
  loop: LoopDelay;
  /** When (ms since the epoch) turns slower than 50 ms were sent, to line up with the server's GC. */
  slow: number[];
  startedAt: number;
  /**
   * What the visitors received from the server during the run, by socket.io event ('ack' for
   * acknowledgements): packets and WebSocket payload bytes (engine.io's type byte included; the
   * frame's own 2–4 byte header not).
   */
  received: Record<string, { packets: number; bytes: number }>;
}

export interface DriveOptions {
  url: string;
  /** Test tokens by demo domain; null drives the echo baseline. */
  tokens: Record<string, string> | null;
  visitors: number;
  seconds: number;
  /** Offered turns/s for the open loop; null for the closed loop. */
  rate: number | null;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function drive({ url, tokens, visitors, seconds, rate }: DriveOptions): Promise<DriveResult> {
  const domains = tokens ? Object.keys(tokens) : ['echo'];
  const sockets: Socket[] = [];
  for (let i = 0; i < visitors; i++) {
    const domain = domains[i % domains.length]!;
    sockets.push(
      connect(`${url}/widget`, {
        transports: ['websocket'],
        auth: tokens ? { token: tokens[domain] } : {},
        reconnection: false,
        forceNew: true,
      }),
    );
  }
  // A refused handshake (reconnection is off) ends the run with its reason instead of waiting forever.
  await Promise.all(
    sockets.map(
      (s) =>
        new Promise((resolve, reject) => {
          if (s.connected) return resolve(null);
          s.once('connect', () => resolve(null));
          s.once('connect_error', (err) => reject(new Error(`a visitor could not connect: ${err.message}`)));
        }),
    ),
  );
  const received: DriveResult['received'] = {};
  for (const s of sockets)
    s.io.engine.on('packet', (p: { type: string; data?: unknown }) => {
      if (p.type !== 'message' || typeof p.data !== 'string') return;
      // A socket.io packet: type digit, namespace, an ack id for acks, then its JSON array.
      const event = p.data[0] === '3' ? 'ack' : (/^2[^[]*\["([^"]+)"/.exec(p.data)?.[1] ?? 'other');
      const r = (received[event] ??= { packets: 0, bytes: 0 });
      r.packets++;
      r.bytes += Buffer.byteLength(p.data) + 1;
    });
  const lat: number[] = [];
  let turns = 0;
  let errors = 0;
  const loop = loopMonitor();
  const slow: number[] = [];
  const startAt = performance.now();
  const stopAt = startAt + seconds * 1000;
  const interval = rate ? (visitors / rate) * 1000 : 0;
  await Promise.all(
    sockets.map(async (s, i) => {
      const domain = domains[i % domains.length]!;
      const questions = EVAL_SET.filter((c) => c.domain === domain || !tokens).map((c) => c.question);
      const sessionId = `bench-session-${rate ? 'open' : 'closed'}-${String(i).padStart(6, '0')}`;
      // The secret the server issues with the session's first message; every later one carries it.
      let sessionKey: string | undefined;
      let n = 0;
      while (performance.now() < stopAt) {
        let t0 = performance.now();
        if (rate) {
          const due = startAt + (i / visitors) * interval + n * interval;
          if (due >= stopAt) break;
          // Timers may fire up to a millisecond early: never send before the scheduled time.
          while (performance.now() < due) await sleep(due - performance.now());
          t0 = due;
        }
        const clientMessageId = `bench-${rate ? 'o' : 'c'}-${i}-${n}`;
        let refused = () => {};
        const done = new Promise<boolean>((resolve) => {
          const onDone = (p: { replyTo: string }) => {
            if (tokens && p.replyTo === undefined) return;
            s.off('answer:done', onDone);
            s.off('answer:error', onError);
            resolve(true);
          };
          const onError = () => {
            s.off('answer:done', onDone);
            s.off('answer:error', onError);
            resolve(false);
          };
          s.on('answer:done', onDone);
          s.on('answer:error', onError);
          refused = onError;
        });
        s.emit(
          'message:send',
          { sessionId, clientMessageId, message: questions[n % questions.length], sessionKey },
          (ack: { ok: boolean; sessionKey?: string; error?: string }) => {
            sessionKey ??= ack.sessionKey;
            // A refused send gets no answer event: count it here, or the visitor would wait forever.
            if (!ack.ok) refused();
          },
        );
        const ok = await done;
        if (ok) {
          const ms = performance.now() - t0;
          if (ms > 50) slow.push(Math.round(performance.timeOrigin + t0));
          lat.push(ms);
          turns++;
        } else errors++;
        n++;
      }
    }),
  );
  loop.disable();
  for (const s of sockets) s.disconnect();
  return {
    turns,
    lat: lat.sort((a, b) => a - b),
    errors,
    loop: loopDelayOf(loop),
    slow,
    startedAt: Math.round(performance.timeOrigin + startAt),
    received,
  };
}
