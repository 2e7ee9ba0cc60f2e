import { afterAll, describe, expect, it } from 'vitest';
import { closeLexicon, compoundParts, derivedForms, synonyms } from './lexicon.ts';

afterAll(closeLexicon);

describe('WordNet synonyms', () => {
  it("gives the other words of a word's common senses, from its base form", () => {
    expect(synonyms('hire')).toEqual(expect.arrayContaining(['employ', 'engage']));
    expect(synonyms('hiring')).toEqual(expect.arrayContaining(['employ']));
    expect(synonyms('kids')).toEqual(expect.arrayContaining(['child']));
    expect(synonyms('cost')).toContain('price');
  });

  it("goes both ways: a word whose common sense is a rarer sense of the visitor's covers it", () => {
    // "Rent" is mostly a payment or a tear; "hire" and "charter" are common senses of theirs it shares.
    expect(synonyms('rent')).toEqual(expect.arrayContaining(['hire', 'charter']));
    expect(synonyms('hire')).toContain('rent');
  });

  it('gives the forms WordNet derives from a word or it from them, single words only', () => {
    expect(derivedForms('deliver')).toContain('delivery');
    expect(derivedForms('rent')).toContain('rental');
    expect(derivedForms('arriving')).toContain('arrival');
    expect(derivedForms('zzqx')).toEqual([]);
    expect(derivedForms('cancel').every((w) => !w.includes(' '))).toBe(true);
  });

  it('knows nothing of words WordNet lacks, and never returns multi-word lemmas', () => {
    expect(synonyms('zzqx')).toEqual([]);
    expect(synonyms('phone').every((w) => !w.includes(' '))).toBe(true);
  });
});

describe('closed compounds', () => {
  it('splits a compound WordNet lacks into the two words it is made of', () => {
    expect(compoundParts('chatbot')).toEqual(['chat', 'bot']);
    expect(compoundParts('Cyclescheme')).toEqual(['cycle', 'scheme']);
    expect(compoundParts('lifejackets')).toEqual(['life', 'jackets']);
  });

  it('takes the split whose parts are most common, not the longest first part', () => {
    expect(compoundParts('squarespace')).toEqual(['square', 'space']);
    expect(compoundParts('hubspot')).toEqual(['hub', 'spot']);
  });

  it('leaves whole what WordNet knows, what is too short, and what splits only into rare pieces', () => {
    expect(compoundParts('weekend')).toBeNull();
    expect(compoundParts('booking')).toBeNull();
    expect(compoundParts('delivery')).toBeNull();
    expect(compoundParts('ebike')).toBeNull();
    expect(compoundParts('bernese')).toBeNull();
    expect(compoundParts('zzqxzzqx')).toBeNull();
  });
});
