import { describe, expect, it } from 'vitest';
import { contentStems, words } from './knowledge-text.ts';

describe('words', () => {
  it('reads chat spellings as the words they stand for', () => {
    expect(words('do u guys plug into wix? thats what ur site is on')).toEqual([
      'do',
      'you',
      'guys',
      'plug',
      'into',
      'wix',
      'that',
      'what',
      'your',
      'site',
      'is',
      'on',
    ]);
    expect(words('connects w/ zapier, w/o a card, til 2am, 3 diff sites, 24 hrs')).toEqual([
      'connects',
      'with',
      'zapier',
      'without',
      'a',
      'card',
      'until',
      '2am',
      '3',
      'different',
      'sites',
      '24',
      'hours',
    ]);
    expect(words('$29/mo lol')).toEqual(['29', 'month']);
  });

  it('keeps frame words and pronoun forms out of the content stems', () => {
    // "per" says what a price is counted by only in a phrase ("per seat"), never alone.
    expect(contentStems('how much per year')).toEqual(['much', 'year']);
    expect(
      contentStems('my mum wants a stylist to help her, r u open? the plan that gives you timelines'),
    ).toEqual(['mum', 'stylist', 'open', 'plan', 'timelin']);
  });
});
