import { describe, expect, it } from 'vitest';
import { contentStems, contentWords, indexTerms, splitSentences, stem, words } from './knowledge-text.ts';

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

describe('index terms', () => {
  it('are the stems of every word and compound, so each content stem of the text is one of them', () => {
    const text = 'Our e-bikes: children ride free, monthly plans generate invoices.';
    const terms = indexTerms(text).split(' ');
    expect(terms).toEqual([...words(text), 'ebikes'].map(stem));
    expect(terms).toEqual(expect.arrayContaining(['child', 'monthli', 'gener', 'ebik', 'our']));
    for (const s of contentStems(text)) expect(terms).toContain(s);
    // The query side: a question's content words, compounds included, stem to what was indexed.
    expect(contentWords('any e-bikes for children?').map(stem)).toEqual(['bike', 'child', 'ebik']);
  });

  it('also index a closed compound by its two words, so "chat bot" finds "chatbot"', () => {
    const terms = indexTerms('Our chatbot answers on your website.').split(' ');
    expect(terms).toEqual(expect.arrayContaining(['chatbot', 'chat', 'bot', 'websit']));
    expect(contentStems('the Cyclescheme voucher')).toEqual(['cycleschem', 'voucher', 'cycl', 'scheme']);
    // A word WordNet knows stays whole: "website" is not web and site.
    expect(indexTerms('website').split(' ')).toEqual(['websit']);
  });
});

describe('sentences', () => {
  it('end at a full stop before a capital, but not after a title or an initial', () => {
    expect(
      splitSentences('Sedation is with Dr. Okafor for $350. Book ahead. Ask J. Smith. No. We close.'),
    ).toEqual(['Sedation is with Dr. Okafor for $350.', 'Book ahead.', 'Ask J. Smith.', 'No.', 'We close.']);
  });
});
