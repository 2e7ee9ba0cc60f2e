/**
 * socket.io's connection-state recovery at a cost that does not grow with the heap's object count.
 *
 * socket.io's own SessionAwareAdapter keeps every broadcast packet as the live object graph that was
 * emitted (the message, its metadata, its sources), and drops expired packets only once a minute, so
 * it holds up to 90 s of traffic for a 30 s window. Under chat load that was about 4 KB of retained
 * objects a turn, and every major GC had to mark them all: on two cores the marking took the server
 * below the offered rate for 100–200 ms, which was the benchmark's whole p99 tail.
 *
 * This adapter keeps the same protocol (each kept packet carries its offset as the last argument, a
 * recovered socket gets its rooms back and every kept packet for them after its offset), but:
 *  - indexes the kept packets in columns (packet-index.ts), not an object each, and names a packet's
 *    room with one string per room, not the broadcast's own copy, so keeping a packet adds nothing to
 *    the V8 heap that would be promoted;
 *  - stores each packet as its JSON text (taken from the text socket.io's encoder wrote for the wire,
 *    so a packet is serialised once; event packets with binary attachments are a different packet type
 *    and are not kept), written into one fixed ring buffer outside the
 *    V8 heap. Kept as strings, every packet outlived a few young-generation collections at chat load,
 *    so each was copied and promoted, and the old generation filled with ~9 MB/s of packet text
 *    waiting for a major GC (most of resident memory's growth under load); the ring is written and
 *    read in place, and only a packet's small index entry lives on the heap;
 *  - drops expired packets and sessions as it goes, so the window is the configured one;
 *  - keeps at most `maxBytes` of packet text (the oldest go first): at 1,000 turns/s a 30 s window
 *    was ~90 MB of strings; a client whose offset went out gets a fresh session, and the widget's
 *    session:join after every connect reads what it missed from the database anyway;
 *  - does not keep events named in `notKept` (streamed answer chunks: the answer:done that follows
 *    carries the whole message, and the widget's session:join after every connect reads the rest).
 */
import type { Namespace, Socket } from 'socket.io';
import { Adapter, type BroadcastOptions, type PrivateSessionId, type Session } from 'socket.io-adapter';
import { PacketIndex } from './packet-index.ts';

type SessionToPersist = Omit<Session, 'missedPackets'>;

/** No session to resume. The typings say Session, but socket.io's own adapter resolves null, and the namespace checks. */
const NONE = Promise.resolve(null) as unknown as Promise<Session>;

/** socket.io-parser's EVENT packet type: the only kind that is kept (no ack, no binary). */
const EVENT = 2;

/** Packet text kept for recovery by default: the last few seconds of traffic at full chat load. */
export const RECOVERY_MAX_BYTES = 8 * 1024 * 1024;

export function recoveryAdapter(opts: { notKept: ReadonlySet<string>; maxBytes?: number }) {
  const maxBytes = opts.maxBytes ?? RECOVERY_MAX_BYTES;
  return class RecoveryAdapter extends Adapter {
    private readonly windowMs: number;
    /** Offsets are `${prefix}${seq}`: a restarted process never mistakes another's offset for its own. */
    private readonly prefix = `${Math.random().toString(36).slice(2, 8)}.`;
    private seq = 0;
    /** Kept packets, oldest first; a packet's text is at least a few dozen bytes, so this bounds their count. */
    private index = new PacketIndex(Math.max(64, Math.floor(maxBytes / 64)));
    /**
     * One string per room name, for the index (a broadcast's room name is built anew for each emit);
     * forgotten when the room goes, so it holds no more names than there are rooms.
     */
    private roomNames = new Map<string, string>();
    /** The packets' text, `maxBytes` long, allocated at the first kept packet. */
    private ring: Buffer | null = null;
    /** Where the next packet's text goes. */
    private cursor = 0;
    /** Disconnected sessions in order of disconnection (re-persisting moves one to the end). */
    private sessions = new Map<PrivateSessionId, SessionToPersist & { disconnectedAt: number }>();

    /** A kept packet's wire text starts with this (its type and namespace), made once. */
    private wireHead: string | undefined;
    /** What socket.io's encoder made of the packet being broadcast (the wire text, for the ring). */
    private encoded: unknown[] | null = null;

    constructor(nsp: Namespace) {
      super(nsp);
      // The packet is serialised once: the ring keeps the text socket.io's encoder wrote for the wire
      // (the encoder is private in the typings; socket.io's own adapters use it the same way).
      const self = this as unknown as { encoder: { encode(packet: unknown): unknown[] } };
      const encoder = self.encoder;
      self.encoder = {
        encode: (packet) => {
          const out = encoder.encode(packet);
          this.encoded = out;
          return out;
        },
      };
      // The server's options are private in the typings; socket.io's own adapter reads them the same way.
      const server = nsp.server as unknown as {
        opts: { connectionStateRecovery?: { maxDisconnectionDuration?: number } };
      };
      const recovery = server.opts.connectionStateRecovery;
      this.windowMs = recovery?.maxDisconnectionDuration ?? 2 * 60 * 1000;
      this.on('delete-room', (room: string) => this.roomNames.delete(room));
      // Nearly every packet goes to one room with no exception (a session's room), four or five a chat
      // turn. socket.io's `apply` builds two Sets for each (the sockets excepted, and those reached, so
      // none gets a packet twice through two rooms); with one room and no exception neither can matter.
      // Private in the typings, so it is replaced on the instance, as the encoder is above.
      const adapter = this as unknown as {
        apply(opts: BroadcastOptions, callback: (s: Socket) => void): void;
      };
      const apply = adapter.apply.bind(this);
      adapter.apply = (o, callback) => {
        if (o.rooms.size !== 1 || (o.except !== undefined && o.except.size > 0)) return apply(o, callback);
        for (const room of o.rooms) {
          const ids = this.rooms.get(room);
          if (ids === undefined) return;
          for (const id of ids) {
            const socket = this.nsp.sockets.get(id);
            if (socket) callback(socket);
          }
        }
      };
    }

    private roomName(room: string) {
      let name = this.roomNames.get(room);
      if (name === undefined) this.roomNames.set(room, (name = room));
      return name;
    }

    private prune(now: number) {
      const threshold = now - this.windowMs;
      while ((this.index.oldestTime() ?? Infinity) < threshold) this.index.dropOldest();
      for (const [pid, session] of this.sessions) {
        if (session.disconnectedAt >= threshold) break;
        this.sessions.delete(pid);
      }
    }

    /**
     * Room in the ring for `length` bytes of text: the oldest packets in its way are dropped (the ring
     * holds packets oldest first from the cursor on, then from its start). A packet longer than the
     * ring is not kept, and nor is any before it: a missing packet in the middle would go unnoticed,
     * while an offset older than the first kept packet gets a fresh session.
     */
    private place(length: number): number | null {
      const index = this.index;
      if (length > maxBytes) {
        index.clear();
        return null;
      }
      this.ring ??= Buffer.allocUnsafeSlow(maxBytes);
      if (this.cursor + length > maxBytes) {
        // The ring's tail, from the cursor on, holds the oldest packets: they go, and writing wraps.
        while ((index.oldestStart() ?? -1) >= this.cursor) index.dropOldest();
        this.cursor = 0;
      }
      const end = this.cursor + length;
      while (index.size > 0) {
        if (index.oldestStart()! >= end || index.oldestEnd()! <= this.cursor) break;
        index.dropOldest();
      }
      const at = this.cursor;
      this.cursor = end;
      return at;
    }

    override persistSession(session: SessionToPersist) {
      const now = Date.now();
      this.prune(now);
      this.sessions.delete(session.pid);
      this.sessions.set(session.pid, { ...session, disconnectedAt: now });
    }

    override restoreSession(pid: PrivateSessionId, offset: string): Promise<Session> {
      this.prune(Date.now());
      const session = this.sessions.get(pid);
      if (!session) return NONE;
      this.sessions.delete(pid);
      const seq = offset.startsWith(this.prefix) ? Number(offset.slice(this.prefix.length)) : NaN;
      const first = this.index.firstSeq() ?? this.seq + 1;
      // An offset older than the window (or from elsewhere) cannot be resumed: a fresh session, then.
      if (!Number.isInteger(seq) || seq < first - 1 || seq > this.seq) return NONE;
      const missedPackets: unknown[][] = [];
      for (let i = seq - first + 1; i < this.index.size; i++) {
        const p = this.index.at(i);
        const { rooms, except } = p;
        const included =
          typeof rooms === 'string'
            ? session.rooms.includes(rooms)
            : rooms.size === 0 || session.rooms.some((room) => rooms.has(room));
        const excluded = except !== undefined && session.rooms.some((room) => except.has(room));
        if (included && !excluded)
          missedPackets.push(
            JSON.parse(this.ring!.toString('utf8', p.start, p.start + p.length)) as unknown[],
          );
      }
      const { disconnectedAt: _, ...restored } = session;
      return Promise.resolve({ ...restored, missedPackets });
    }

    override broadcast(packet: { type: number; id?: number; data: unknown[] }, o: BroadcastOptions) {
      const kept =
        packet.type === EVENT &&
        packet.id === undefined &&
        o.flags?.volatile === undefined &&
        !opts.notKept.has(packet.data[0] as string);
      if (!kept) return super.broadcast(packet, o);
      const now = Date.now();
      this.prune(now);
      const seq = ++this.seq;
      // The offset goes last, where the client looks for it (the format stays backward-compatible).
      packet.data.push(`${this.prefix}${seq}`);
      this.encoded = null;
      super.broadcast(packet, o);
      // An event packet's wire text is its type, its namespace and the JSON of its data; binary data
      // makes it a binary packet in several parts, which is not kept.
      const wire = this.encoded as unknown[] | null;
      this.encoded = null;
      const head = (this.wireHead ??= `${EVENT}${this.nsp.name === '/' ? '' : `${this.nsp.name},`}`);
      if (wire?.length !== 1 || typeof wire[0] !== 'string' || !wire[0].startsWith(head)) return;
      const text = wire[0];
      // The whole wire text goes into the ring (no copy of its tail); the packet starts after its head.
      const written = Buffer.byteLength(text);
      const at = this.place(written);
      if (at === null) return;
      this.ring!.write(text, at, 'utf8');
      this.index.push(
        seq,
        now,
        at + head.length,
        written - head.length,
        o.rooms.size === 1 ? this.roomName(o.rooms.values().next().value as string) : o.rooms,
        o.except?.size ? o.except : undefined,
      );
    }
  };
}
