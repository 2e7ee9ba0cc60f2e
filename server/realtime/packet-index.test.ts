import { describe, expect, it } from 'vitest';
import { PacketIndex } from './packet-index.ts';

const starts = (index: PacketIndex) => Array.from({ length: index.size }, (_, i) => index.at(i).start);

describe('packet index', () => {
  it('keeps packets oldest first across growth and wrapping, and drops the oldest at its bound', () => {
    const index = new PacketIndex(2048);
    for (let seq = 1; seq <= 1500; seq++) index.push(seq, seq, seq * 10, 5, 'room');
    expect(index.size).toBe(1500);
    for (let i = 0; i < 1000; i++) index.dropOldest();
    // Wraps inside the grown columns, then grows again with the oldest first.
    for (let seq = 1501; seq <= 3000; seq++) index.push(seq, seq, seq * 10, 5, 'room');
    expect(index.size).toBe(2000);
    expect(index.firstSeq()).toBe(1001);
    expect(starts(index)).toEqual(Array.from({ length: 2000 }, (_, i) => (1001 + i) * 10));
    for (let seq = 3001; seq <= 3100; seq++) index.push(seq, seq, seq * 10, 5, 'room');
    expect(index.size).toBe(2048);
    expect(index.firstSeq()).toBe(3100 - 2048 + 1);
    expect(index.oldestTime()).toBe(3100 - 2048 + 1);
    expect(index.oldestEnd()).toBe((3100 - 2048 + 1) * 10 + 5);
  });

  it('keeps each packet its rooms and exceptions, and forgets them when it goes', () => {
    const index = new PacketIndex(64);
    const except = new Set(['b']);
    index.push(1, 0, 0, 1, 'a');
    index.push(2, 0, 1, 1, new Set(['a', 'c']), except);
    expect(index.at(0)).toEqual({ start: 0, length: 1, rooms: 'a', except: undefined });
    expect(index.at(1)).toEqual({ start: 1, length: 1, rooms: new Set(['a', 'c']), except });
    index.dropOldest();
    expect(index.at(0).rooms).toEqual(new Set(['a', 'c']));
    index.clear();
    expect(index.size).toBe(0);
    expect(index.firstSeq()).toBeNull();
    expect(index.oldestStart()).toBeUndefined();
  });

  it('drops what it kept when a number is skipped, so a position is always seq - first', () => {
    const index = new PacketIndex(64);
    index.push(1, 0, 0, 1, 'a');
    index.push(2, 0, 1, 1, 'a');
    index.push(4, 0, 2, 1, 'a');
    expect(index.size).toBe(1);
    expect(index.firstSeq()).toBe(4);
  });
});
