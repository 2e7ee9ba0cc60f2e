import { describe, expect, it } from 'vitest';
import { buildTable, correction, informativeness, isUnknownWord } from './word-frequency.ts';

describe('word informativeness', () => {
  it('rates everyday words low and rare or unknown words high, from the packaged SUBTLEX list', () => {
    for (const common of ['know', 'guys', 'boss', 'built', 'kids'])
      expect(informativeness(common)).toBeLessThan(0.6);
    for (const specific of ['linen', 'notion', 'dashboard']) {
      expect(informativeness(specific)).toBeGreaterThan(0.65);
      expect(informativeness(specific)).toBeLessThan(1);
    }
    expect(informativeness('know')).toBeLessThan(informativeness('boss'));
    expect(informativeness('boss')).toBeLessThan(informativeness('linen'));
    expect(informativeness('hoa')).toBe(1);
    expect(isUnknownWord('hipaa')).toBe(true);
    expect(isUnknownWord('zapier')).toBe(true);
    expect(isUnknownWord('boss')).toBe(false);
  });

  it('rates an inflection as its more common base word', () => {
    expect(informativeness('condos', 'condo')).toBe(informativeness('condo'));
    expect(informativeness('condos', 'condo')).toBeLessThan(informativeness('condos'));
    // A typo is unknown unless its base is a word.
    expect(isUnknownWord('measurments', 'measurment')).toBe(true);
  });

  it('merges case variants, drops words seen too rarely and finds every kept word', () => {
    const table = buildTable([
      { word: 'Miami', count: 500 },
      { word: 'miami', count: 500 },
      { word: 'the', count: 1_000_000 },
      { word: 'zymurgy', count: 1 },
      { word: "don't", count: 50 },
    ]);
    expect(informativeness('miami', undefined, table)).toBeCloseTo(
      Math.log10(51e6 / 1000) / Math.log10(51e6),
      2,
    );
    expect(informativeness('the', undefined, table)).toBeLessThan(0.3);
    expect(isUnknownWord('zymurgy', undefined, table)).toBe(true);
    expect(isUnknownWord('aardvark', undefined, table)).toBe(true);
    expect(isUnknownWord('miami', undefined, table)).toBe(false);
  });

  it('corrects a slip in a long unknown word to the most common word one edit away', () => {
    expect(correction('accesories')).toBe('accessories');
    expect(correction('adress')).toBe('address');
    expect(correction('intergrate')).toBe('integrate');
    // Known words, short words and names far from any word stay as typed.
    expect(correction('return')).toBeNull();
    expect(correction('jria')).toBeNull();
    expect(correction('hubspot')).toBeNull();
    const table = buildTable([
      { word: 'dress', count: 5000 },
      { word: 'address', count: 50 },
      { word: 'adds', count: 5 },
    ]);
    // The first letter is kept, so "adress" is not read as the more common "dress".
    expect(correction('adress', table)).toBe('address');
  });
});
