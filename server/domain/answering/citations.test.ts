import { describe, expect, it } from 'vitest';
import { createCitationFilter, createPassageRegistry, sourceOf } from './citations.ts';

const run = (chunks: string[]) => {
  const f = createCitationFilter();
  const shown = chunks.map((c) => f.push(c)).join('') + f.end();
  return { shown, cited: f.cited() };
};

describe('citation markers', () => {
  it('takes markers out of the text, also when split over chunks, and keeps the numbers', () => {
    expect(run(['Open daily [1].'])).toEqual({ shown: 'Open daily.', cited: [1] });
    expect(run(['Open daily [', '1', ']. Free parking [2', ', 3].'])).toEqual({
      shown: 'Open daily. Free parking.',
      cited: [1, 2, 3],
    });
    expect(run(['A [2][1] and b [2].'])).toEqual({ shown: 'A and b.', cited: [2, 1] });
  });

  it('leaves brackets that are not citations alone', () => {
    expect(run(['Press [Enter] or see [a', '] [12x].'])).toEqual({
      shown: 'Press [Enter] or see [a] [12x].',
      cited: [],
    });
  });

  it('never holds back more than a possible marker', () => {
    const f = createCitationFilter();
    expect(f.push('Hello there ')).toBe('Hello there');
    expect(f.push('friend [')).toBe(' friend');
    expect(f.push('3]!')).toBe('!');
  });
});

describe('numbered passages', () => {
  it('numbers each passage once and gives the sources of cited numbers only, one per page', () => {
    const reg = createPassageRegistry();
    const page = { kind: 'page' as const, title: 'Hours', url: 'https://a.example/hours', body: '' };
    expect(reg.add({ kind: 'faq', title: 'Parking?', url: null }, 'Free.')).toBe(1);
    expect(reg.add(sourceOf({ ...page, body: 'Open 9 to 5.', rank: 0 }), 'Open 9 to 5.')).toBe(2);
    expect(reg.add({ kind: 'faq', title: 'Parking?', url: null }, 'Free.')).toBe(1);
    expect(reg.add(sourceOf({ ...page, body: 'Open 9 to 5.', rank: 0 }), 'Closed Sundays.')).toBe(3);
    expect(reg.sourcesOf([3, 2, 9])).toEqual([
      { kind: 'page', title: 'Hours', url: 'https://a.example/hours#:~:text=Open%209%20to%205.' },
    ]);
    expect(reg.sourcesOf([])).toEqual([]);
  });

  it('links a page passage with a text fragment; other kinds keep their own link', () => {
    expect(
      sourceOf({
        kind: 'page',
        title: 'Prices',
        url: 'https://a.example/p',
        body: 'Tours cost $20, kids-free.',
        rank: 0,
      }).url,
    ).toBe('https://a.example/p#:~:text=Tours%20cost%20%2420%2C%20kids%2Dfree.');
    expect(sourceOf({ kind: 'file', title: 'menu.pdf, page 2', url: null, body: 'x', rank: 0 })).toEqual({
      kind: 'file',
      title: 'menu.pdf, page 2',
      url: null,
    });
  });
});
