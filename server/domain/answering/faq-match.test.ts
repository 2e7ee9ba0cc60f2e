import { describe, expect, it } from 'vitest';
import { matchFaq } from './assistant.ts';

const shipping = { question: 'Do you ship to Canada?', answer: 'Yes, we ship to Canada in 5 days.' };
const returns = { question: 'What is your return policy?', answer: 'Returns are free within 30 days.' };

describe('matchFaq, remembered per FAQ list', () => {
  it('answers a repeated question the same way, from the list it was asked of', () => {
    const faqs = [shipping, returns];
    expect(matchFaq('Do you ship to Canada?', faqs, 'Ada')).toBe(shipping);
    expect(matchFaq('Do you ship to Canada?', faqs, 'Ada')).toBe(shipping);
    expect(matchFaq('What is your return policy?', faqs, 'Ada')).toBe(returns);
    expect(matchFaq('Where is my order 12345?', faqs, 'Ada')).toBeNull();
    expect(matchFaq('Where is my order 12345?', faqs, 'Ada')).toBeNull();
  });

  it('an edited FAQ list (a new list) is matched afresh, not from the old list memory', () => {
    const before = [shipping];
    expect(matchFaq('Do you ship to Canada?', before)).toBe(shipping);
    const edited = { question: 'Do you ship to Canada?', answer: 'Not any more, sorry.' };
    const after = [edited];
    expect(matchFaq('Do you ship to Canada?', after)).toBe(edited);
    expect(matchFaq('Do you ship to Canada?', [])).toBeNull();
  });
});
