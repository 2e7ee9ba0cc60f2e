/**
 * socket.io's packet codec for the widget's chat build (widget/build.ts aliases 'socket.io-parser'
 * here): the text format of socket.io-parser 4 (`<type>[<nsp>,][<ack id>][<json>]`, protocol 5) without
 * its binary attachments, which the widget never sends and the server never sends it. 1.4 KB gzip less
 * on every chat; socket-parser.test.ts holds it to the real parser packet by packet.
 */
import { Emitter } from '@socket.io/component-emitter';

export const protocol = 5;

export const PacketType = {
  CONNECT: 0,
  DISCONNECT: 1,
  EVENT: 2,
  ACK: 3,
  CONNECT_ERROR: 4,
  BINARY_EVENT: 5,
  BINARY_ACK: 6,
} as const;

export interface Packet {
  type: number;
  nsp: string;
  id?: number;
  data?: unknown;
}

/** Names socket.io keeps for itself: an event by one of them from the wire is refused, as there. */
const RESERVED = ['connect', 'connect_error', 'disconnect', 'disconnecting', 'newListener', 'removeListener'];

export class Encoder {
  encode(p: Packet): string[] {
    const nsp = p.nsp && p.nsp !== '/' ? `${p.nsp},` : '';
    return [`${p.type}${nsp}${p.id ?? ''}${p.data == null ? '' : JSON.stringify(p.data)}`];
  }
}

const valid = (type: number, data: unknown): boolean => {
  const isObject = typeof data === 'object' && data !== null && !Array.isArray(data);
  if (type === PacketType.CONNECT) return isObject;
  if (type === PacketType.DISCONNECT) return data === undefined;
  if (type === PacketType.CONNECT_ERROR) return typeof data === 'string' || isObject;
  if (!Array.isArray(data)) return false;
  if (type === PacketType.ACK) return true;
  const [name] = data as unknown[];
  return (
    type === PacketType.EVENT &&
    (typeof name === 'number' || (typeof name === 'string' && !RESERVED.includes(name)))
  );
};

const FORMAT = /^([0-4])(\/[^,]*,?)?(\d*)([\s\S]*)$/;

/** Decodes one text packet; a binary or malformed one throws (socket.io then closes: "parse error"). */
export function decode(text: string): Packet {
  const m = FORMAT.exec(text);
  if (!m) throw new Error('invalid packet');
  const [, type, nsp, id, json] = m as unknown as [string, string, string | undefined, string, string];
  const p: Packet = { type: Number(type), nsp: nsp?.replace(/,$/, '') ?? '/' };
  if (id) p.id = Number(id);
  if (json) {
    let data: unknown;
    try {
      data = JSON.parse(json);
    } catch {
      data = false;
    }
    p.data = data;
  }
  if (!valid(p.type, p.data)) throw new Error('invalid payload');
  return p;
}

export class Decoder extends Emitter<
  Record<string, never>,
  Record<string, never>,
  { decoded: (p: Packet) => void }
> {
  add(chunk: unknown): void {
    if (typeof chunk !== 'string') throw new Error('binary packets are not supported');
    this.emitReserved('decoded', decode(chunk));
  }

  destroy(): void {}
}
