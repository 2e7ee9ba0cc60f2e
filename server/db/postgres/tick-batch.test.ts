import { describe, expect, it } from 'vitest';
import { tickBatch, type Outcome } from './tick-batch.ts';

describe('tickBatch (PostgreSQL group commit)', () => {
  it('flushes everything queued in one event-loop turn together, in order, and the next turn apart', async () => {
    const flushes: number[][] = [];
    const double = tickBatch(async (items: number[]): Promise<Outcome<number>[]> => {
      flushes.push(items);
      return items.map((i) => ({ ok: true, value: i * 2 }));
    });
    expect(await Promise.all([1, 2, 3].map(double))).toEqual([2, 4, 6]);
    expect(await double(4)).toBe(8);
    expect(flushes).toEqual([[1, 2, 3], [4]]);
  });

  it('splits a long queue at the batch size', async () => {
    const sizes: number[] = [];
    const same = tickBatch(async (items: number[]): Promise<Outcome<number>[]> => {
      sizes.push(items.length);
      return items.map((value) => ({ ok: true, value }));
    }, 2);
    expect(await Promise.all([1, 2, 3, 4, 5].map(same))).toEqual([1, 2, 3, 4, 5]);
    expect(sizes).toEqual([2, 2, 1]);
  });

  it('fails one item by its outcome, and every item of a flush that throws', async () => {
    const odd = tickBatch(async (items: number[]): Promise<Outcome<number>[]> =>
      items.map((value) =>
        value % 2 ? { ok: true, value } : { ok: false, err: new Error(`even ${value}`) },
      ),
    );
    const results = await Promise.allSettled([1, 2, 3].map(odd));
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    const broken = tickBatch<number, number>(async () => {
      throw new Error('connection lost');
    });
    const all = await Promise.allSettled([1, 2].map(broken));
    expect(all.every((r) => r.status === 'rejected' && String(r.reason).includes('connection lost'))).toBe(
      true,
    );
  });
});
