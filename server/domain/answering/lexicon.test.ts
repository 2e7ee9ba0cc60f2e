import { afterAll, describe, expect, it } from 'vitest';
import { closeLexicon, synonyms } from './lexicon.ts';

afterAll(closeLexicon);

describe('WordNet synonyms', () => {
  it("gives the other words of a word's common senses, from its base form", () => {
    expect(synonyms('hire')).toEqual(expect.arrayContaining(['employ', 'engage']));
    expect(synonyms('hiring')).toEqual(expect.arrayContaining(['employ']));
    expect(synonyms('kids')).toEqual(expect.arrayContaining(['child']));
    expect(synonyms('cost')).toContain('price');
  });

  it('knows nothing of words WordNet lacks, and never returns multi-word lemmas', () => {
    expect(synonyms('zzqx')).toEqual([]);
    expect(synonyms('phone').every((w) => !w.includes(' '))).toBe(true);
  });
});
