import * as real from 'socket.io-parser';
import { describe, expect, it } from 'vitest';
import { Decoder, Encoder, PacketType, decode, protocol, type Packet } from './socket-parser.ts';

const packets: Packet[] = [
  { type: PacketType.CONNECT, nsp: '/widget', data: { token: 'pk_1' } },
  { type: PacketType.CONNECT, nsp: '/', data: { sid: 'abc' } },
  { type: PacketType.DISCONNECT, nsp: '/widget' },
  { type: PacketType.EVENT, nsp: '/widget', data: ['answer:chunk', { sessionId: 's', text: 'a,b "c" 12' }] },
  { type: PacketType.EVENT, nsp: '/widget', id: 12, data: ['message:send', { message: 'héllo\n{}' }] },
  { type: PacketType.EVENT, nsp: '/', id: 0, data: ['typing', { typing: true }] },
  { type: PacketType.ACK, nsp: '/widget', id: 345, data: [{ ok: true, messages: [] }] },
  { type: PacketType.CONNECT_ERROR, nsp: '/widget', data: { message: 'unauthorized' } },
  { type: PacketType.CONNECT_ERROR, nsp: '/widget', data: 'Invalid namespace' },
];

describe("the widget's socket.io codec", () => {
  it('speaks protocol 5 as socket.io-parser does', () => {
    expect(protocol).toBe(real.protocol);
    for (const [name, value] of Object.entries(PacketType))
      expect(value).toBe(real.PacketType[name as keyof typeof real.PacketType]);
  });

  it('encodes every packet the widget sends as the real parser does', () => {
    for (const p of packets) expect(new Encoder().encode(p)).toEqual(new real.Encoder().encode(p));
  });

  it('decodes what the real parser encodes to the same packet', () => {
    for (const p of packets) {
      const [text] = new real.Encoder().encode(p) as [string];
      const theirs: Packet[] = [];
      const decoder = new real.Decoder();
      decoder.on('decoded', (x: Packet) => theirs.push(x));
      decoder.add(text);
      const ours: Packet[] = [];
      const mine = new Decoder();
      mine.on('decoded', (x) => ours.push(x));
      mine.add(text);
      expect(ours).toEqual(theirs);
    }
  });

  it('refuses what the real parser refuses, and binary packets', () => {
    for (const text of [
      '9',
      '2["connect"]',
      '2/widget,{"a":1}',
      '2[oops',
      '1/widget,{}',
      '0/widget,"x"',
      '3/widget,5{}',
    ]) {
      expect(() => decode(text), text).toThrow();
      expect(() => new real.Decoder().add(text), text).toThrow();
    }
    expect(() => new Decoder().add('51-["upload",{"_placeholder":true,"num":0}]')).toThrow();
    expect(() => new Decoder().add(new Uint8Array([1, 2]))).toThrow();
  });
});
