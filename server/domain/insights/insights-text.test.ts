import { describe, expect, it } from 'vitest';
import { followUpEmail, LEAD_LOOK_BACK, questionBeforeLead, unansweredAsk } from './insights-text.ts';

describe('insights text rules', () => {
  it('records a declined question under its key, in the visitor wording, and nothing for punctuation alone', () => {
    expect(unansweredAsk('  What is the PRICE?? ')).toEqual({
      key: 'what is the price',
      question: 'What is the PRICE??',
    });
    expect(unansweredAsk(' ?!… ')).toBeNull();
  });

  it('takes the latest earlier message that is not an address as the question a lead follows', () => {
    expect(followUpEmail('me@example.com')).toBe('me@example.com');
    expect(questionBeforeLead(['or me@example.com', 'Can I book a group tour?', 'Hi'])).toBe(
      'Can I book a group tour?',
    );
    expect(questionBeforeLead(['me@example.com'])).toBeNull();
    const tooFarBack = [...Array.from({ length: LEAD_LOOK_BACK }, () => 'x@example.com'), 'A question?'];
    expect(questionBeforeLead(tooFarBack)).toBeNull();
  });
});
