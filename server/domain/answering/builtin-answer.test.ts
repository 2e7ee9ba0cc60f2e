import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Passage } from '../chat/chat-ports.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { builtinAnswer, hedged } from './builtin-answer.ts';
import { parseQuestion } from './parsed-question.ts';
import { DEV_SET } from '../../../eval/sets/eval-dev-set.ts';
import { EVAL_SET, type EvalCase } from '../../../eval/sets/eval-set.ts';

const passage = (title: string, body: string): Passage => ({
  kind: 'content',
  title,
  url: null,
  body,
  rank: -1,
});

/** The quote itself, whether offered as the answer or as what was found (the decision is tested apart). */
const quoted = (text: string) => text.replace(/This may help: /g, '');

describe('builtinAnswer', () => {
  it("never takes the business's own name for another word of the visitor's", () => {
    const about = passage('Greenleaf Bakery', 'Greenleaf Bakery is an independent bakery in Bristol.');
    // "Parking" has "green" (a park) among its synonyms; "Greenleaf" is the name, not a green.
    const a = builtinAnswer({
      question: 'is there parking',
      businessName: 'Greenleaf Bakery',
      passages: [about],
      sampleResponses: null,
    });
    expect(a.responseType).toBe('no_answer');
  });

  it('states a price asked about a situation the visitor describes from the sentence that shares it', () => {
    const areas = passage(
      'Areas we cover',
      'Our workshop is in Harrogate. Beyond 15 miles we add a travel charge of 80p per mile.',
    );
    // Everything the visitor names ("40 miles out of Harrogate") tells their situation: the price is
    // stated by the sentence about the miles, though "Harrogate" weighs more and sits in the other.
    const a = builtinAnswer({
      question: 'I live 40 miles out of Harrogate, is there an extra charge for coming to me?',
      businessName: 'Ashby Glazing',
      passages: [areas],
      sampleResponses: null,
    });
    expect(quoted(a.text)).toContain('80p per mile');
  });

  it("covers a visitor's word by the noun the knowledge makes of it (deliver, delivery)", () => {
    const orders = passage('Orders', 'We bake every cake to order. Delivery to Leeds and York is £8.');
    const a = builtinAnswer({
      question: 'do you deliver to Leeds?',
      businessName: 'Kiln Street Bakery',
      passages: [orders],
      sampleResponses: null,
    });
    // Without the derived form "deliver" is missing, and the question is declined.
    expect(quoted(a.text)).toBe('Delivery to Leeds and York is £8.');
  });

  it('answers a question for a number to call with the phone number stated, and only with one', () => {
    const contact = passage('Contact', 'Phone: 0117 496 0321. Email: hello@greenleaf.example.');
    const ask = (question: string, passages = [contact]) =>
      builtinAnswer({ question, businessName: 'Greenleaf Bakery', passages, sampleResponses: null });
    for (const q of ['what is your phone number', 'can i call you'])
      expect(quoted(ask(q).text), q).toBe('Phone: 0117 496 0321.');
    // Knowledge that names the phone but gives no number does not answer it.
    const noNumber = passage('Contact', 'Phone us or email hello@greenleaf.example any time.');
    expect(ask('what is your phone number', [noNumber]).responseType).toBe('no_answer');
  });

  it('answers who the business is from the sentence in which it introduces itself', () => {
    const passages = [
      passage('Visit us', 'Address: 14 Mill Lane, Leeds LS1 4AB.'),
      passage(
        'About us',
        'Family-run since 1998. Mill Lane Cycles is a bike shop in Leeds: we sell, repair and hire bikes.',
      ),
    ];
    const ask = (question: string, businessName = 'Mill Lane Cycles') =>
      builtinAnswer({ question, businessName, passages, sampleResponses: null });
    for (const q of [
      'what do you do?',
      'who are you',
      'hi, what is this',
      'so what exactly do you guys do',
    ]) {
      const a = ask(q);
      expect(a.text, q).toBe('Mill Lane Cycles is a bike shop in Leeds: we sell, repair and hire bikes.');
      expect(a.sources, q).toEqual([{ title: 'About us', url: null, kind: 'content' }]);
    }
    // Small talk stays small talk, and no description is made up when the knowledge has none.
    expect(ask('how are you').responseType).toBe('greeting');
    expect(ask('what do you do', 'Harbour Dental').responseType).toBe('greeting');
  });

  it('answers where the business is from the address it states, and only that', () => {
    const passages = [
      passage('Visit us', 'Address: 14 Mill Lane, Leeds LS1 4AB. Parking: free spaces behind the building.'),
      passage('Opening hours', 'Monday to Friday: 9am to 5pm. Saturday: 10am to 2pm.'),
    ];
    const ask = (question: string) =>
      builtinAnswer({ question, businessName: 'Mill Lane Cycles', passages, sampleResponses: null });
    for (const q of ['where are you', "what's your address"]) {
      const a = ask(q);
      expect(a.responseType, q).toBe('retrieval');
      // Offered as found, the quote reads on in its passage; it never reaches the hours.
      const rest = a.text.startsWith('This may help: ') ? ' Parking: free spaces behind the building.' : '';
      expect(quoted(a.text), q).toBe(`Address: 14 Mill Lane, Leeds LS1 4AB.${rest}`);
    }
    // Where something the knowledge never names is: not the shop's address.
    expect(ask('where is your warehouse').responseType).toBe('no_answer');
  });

  it('reads a hedged quote on to the next sentence of its passage, and only that one', () => {
    const ask = (question: string, passages: Passage[]) =>
      builtinAnswer({ question, businessName: 'Mill Lane Cycles', passages, sampleResponses: null }).text;
    const address = 'Address: 14 Mill Lane, Leeds LS1 4AB. Parking: free spaces behind the building.';
    expect(ask('where are you', [passage('Visit us', `${address} We sell bikes.`)])).toBe(
      `This may help: ${address}`,
    );
    // The sentence read on follows the one it continues, before the quote's other sentences.
    const hire = 'Hire bikes must be back by 5pm. After that we charge £10 an hour.';
    const repairs = 'A service costs £45 and a puncture repair £12.';
    const both = [
      passage('Hire rules', `${hire} Bring photo ID.`),
      passage('Repairs', `Repairs are booked online. ${repairs}`),
    ];
    expect(ask('hire bikes back late puncture', both)).toBe(`This may help: ${hire} ${repairs}`);
    // Stated as the answer, the quote keeps to what answers.
    const hours = [passage('Opening hours', 'Saturday: 10am to 2pm. Sunday: closed. We sell bikes.')];
    expect(ask('what are your opening hours on saturday', hours)).toBe('Saturday: 10am to 2pm.');
  });

  it("keeps a FAQ's bare yes or no only on the reply's first sentence", () => {
    const a = builtinAnswer({
      question: 'is there a security deposit or a minimum contract for a storage unit',
      businessName: 'Shop',
      passages: [
        passage('Fees', 'There is no security deposit on a storage unit.'),
        passage(
          'Is there a minimum contract?',
          'No. Every storage rental is month-to-month, with no minimum contract.',
        ),
      ],
      sampleResponses: null,
    });
    expect(quoted(a.text)).toBe(
      'There is no security deposit on a storage unit. Every storage rental is month-to-month, with no minimum contract.',
    );
  });

  it('quotes the best sentences and names their source', () => {
    const a = builtinAnswer({
      question: 'How long does express delivery take?',
      businessName: 'Shop',
      passages: [
        passage(
          'Shipping',
          'Shipping is free over $150. Standard delivery takes 3-5 business days. Express delivery takes 1-2 business days.',
        ),
      ],
      sampleResponses: null,
    });
    expect(a).toEqual({
      text: 'Express delivery takes 1-2 business days.',
      responseType: 'retrieval',
      sources: [{ title: 'Shipping', url: null, kind: 'content' }],
    });
  });

  it('never quotes a question the knowledge asks as the answer', () => {
    const a = builtinAnswer({
      question: 'can I study italian with you',
      businessName: 'School',
      passages: [passage('Courses', 'Never studied Italian before? Start at A1, no test needed.')],
      sampleResponses: null,
    });
    expect(a.text).not.toContain('?');
  });

  it("quotes the sentence with the visitor's own word over an earlier one with only a synonym", () => {
    const a = builtinAnswer({
      question: "what's your address",
      businessName: 'Studio',
      passages: [
        passage('Team lessons', 'We teach teams at your office or online.'),
        passage('Find us', 'Address: 14 Mill Lane, Bristol BS1 4QA.'),
      ],
      sampleResponses: null,
    });
    expect(quoted(a.text)).toBe('Address: 14 Mill Lane, Bristol BS1 4QA.');
  });

  it('quotes the sentence stating the time asked about, not one whose words merely match', () => {
    const a = builtinAnswer({
      question: 'is it possible to see a property at 7:30 in the evening',
      businessName: 'Realty',
      passages: [
        passage('Valuations', 'We value any property within 48 hours.'),
        passage('Viewings', 'Property viewings run seven days a week from 9 AM to 6 PM.'),
      ],
      sampleResponses: null,
    });
    // The visitor's time is compared with the hours quoted (issue 11: a reply says what the figure means).
    expect(quoted(a.text)).toBe(
      '7:30pm is outside 9am to 6pm. Property viewings run seven days a week from 9 AM to 6 PM.',
    );
  });

  it("quotes the asked day's hours first, not another day's that shares the question's other words", () => {
    const hours = passage(
      'Studio hours',
      'Monday–Thursday: 8am–7pm.\nFriday: 8am–4pm.\nSaturday: 9am–1pm (lessons only).\nSunday: closed.',
    );
    const a = builtinAnswer({
      question: 'i finish work at 5:30 on fridays, can i book a lesson after that?',
      businessName: 'Studio',
      passages: [hours],
      sampleResponses: null,
    });
    expect(quoted(a.text)).toMatch(/^5:30pm is outside 8am to 4pm\. Friday: 8am–4pm\./);
  });

  it('quotes the sentence stating the price as a figure when a price is asked, in slang too', () => {
    const selling = passage(
      'Selling',
      'Our agents offer a free home valuation within 48 hours. Our commission is 5% of the sale price.',
    );
    const ask = (question: string) =>
      builtinAnswer({ question, businessName: 'Realty', passages: [selling], sampleResponses: null }).text;
    expect(ask('what do you charge to sell my home')).toContain('Our commission is 5% of the sale price.');
    expect(ask('thinking about selling my place, what cut do you guys take')).toContain('5%');
  });

  it('answers "which plan" from the passage that names the plans', () => {
    const a = builtinAnswer({
      question: 'which plan has time tracking',
      businessName: 'TaskPilot',
      passages: [
        passage('About', 'TaskPilot is software for teams: boards, timelines and time tracking.'),
        passage(
          'Pricing',
          'TaskPilot has three plans. Basic costs $8. Team costs $15 and adds time tracking.',
        ),
      ],
      sampleResponses: null,
    });
    expect(quoted(a.text)).toBe('Team costs $15 and adds time tracking.');
  });

  it('picks the end of a price list a superlative or comparative asks for', () => {
    const plans = passage(
      'Pricing',
      'The Starter plan costs $29 per month for 1,000 conversations. The Professional plan costs $99 per month for 10,000 conversations. The Enterprise plan has custom pricing and unlimited conversations.',
    );
    const seats = passage(
      'Pricing',
      'Basic costs $8 per user per month. Business costs $25 per user per month. Team costs $15 per user per month.',
    );
    const ask = (question: string, p: Passage) =>
      builtinAnswer({ question, businessName: 'Co', passages: [p], sampleResponses: null }).text;
    expect(ask('we get 800 conversations a month, whats the cheapest plan', plans)).toContain('Starter');
    expect(
      ask("we'll go over 10k conversations, is there a bigger plan than professional?", plans),
    ).toContain('Enterprise');
    // By the figures, not the order listed.
    expect(quoted(ask('what would the middle plan cost per user', seats))).toBe(
      'Team costs $15 per user per month.',
    );
    expect(ask('whats the most expensive plan per user', seats)).toContain('$25');
  });

  it('needs the stated price in a sentence about what is asked, not beside it', () => {
    const shipping = passage(
      'Shipping',
      'Shipping is free on orders over $150. Express delivery takes 1-2 business days.',
    );
    const ask = (question: string) =>
      builtinAnswer({ question, businessName: 'Shop', passages: [shipping], sampleResponses: null });
    expect(ask('how much does express shipping cost?').responseType).toBe('no_answer');
    expect(ask('how much does shipping cost?').text).toBe('Shipping is free on orders over $150.');
  });

  it('declines plainly and offers an email follow-up when a key word is not in the knowledge', () => {
    const a = builtinAnswer({
      question: 'Do you ship to Mars?',
      businessName: 'Shop',
      passages: [passage('Shipping', 'We ship within the US in 3-5 days.')],
      sampleResponses: null,
    });
    expect(a.responseType).toBe('no_answer');
    expect(a.text).toMatch(/don't have information.*email/);
  });

  it('answers a paraphrase from the knowledge words it stands for', () => {
    const ask = (question: string, title: string, body: string) => {
      const a = builtinAnswer({
        question,
        businessName: 'Shop',
        passages: [passage(title, body)],
        sampleResponses: null,
      });
      return { ...a, text: quoted(a.text) };
    };
    expect(
      ask('can I send back something I bought', 'Returns', 'Returns are accepted within 30 days.').text,
    ).toBe('Returns are accepted within 30 days.');
    expect(
      ask('does the business plan include sso', 'Pricing', 'Team costs $15. Business costs $25 and adds SSO.')
        .text,
    ).toBe('Business costs $25 and adds SSO.');
    expect(ask('where is your office located', 'Office', '1200 Ocean Drive, Miami Beach.').text).toBe(
      '1200 Ocean Drive, Miami Beach.',
    );
    expect(
      ask(
        'how quickly can you do a valuation of my home',
        'Selling',
        'We offer a free home valuation within 48 hours.',
      ).text,
    ).toMatch(/48 hours/);
    expect(ask('are you soc2 certified', 'Security', 'We are SOC 2 Type II certified.').responseType).toBe(
      'retrieval',
    );
    expect(ask('wats ur retrun policy', 'Returns', 'Returns are accepted within 30 days.').responseType).toBe(
      'retrieval',
    );
  });

  it('does not let question-frame words veto an answer, while an unknown thing still declines', () => {
    const ask = (question: string) =>
      builtinAnswer({
        question,
        businessName: 'Shop',
        passages: [
          passage('Repairs', 'We repair any garment, buttons and zips included, for free.'),
          passage('Support', 'Our support team is available 24/7 by chat and email.'),
        ],
        sampleResponses: null,
      });
    expect(quoted(ask('a button fell off my garment, can you fix it').text)).toBe(
      'We repair any garment, buttons and zips included, for free.',
    );
    expect(quoted(ask('when is your support team around').text)).toBe(
      'Our support team is available 24/7 by chat and email.',
    );
    expect(ask('can you repair my shoes today').responseType).toBe('no_answer');
    expect(ask('is your support team around in Canada').responseType).toBe('no_answer');
  });

  it('declines a near miss that shares words with the knowledge but asks for a fact it lacks', () => {
    const ask = (question: string, title: string, body: string) =>
      builtinAnswer({
        question,
        businessName: 'Shop',
        passages: [passage(title, body)],
        sampleResponses: null,
      });
    expect(
      ask('do you ship to canada', 'Shipping', 'Shipping is free on orders over $150.').responseType,
    ).toBe('no_answer');
    expect(
      ask('what is the HOA fee for the miami condos', 'Listings', 'We list condos in Miami from $350,000.')
        .responseType,
    ).toBe('no_answer');
    expect(
      ask('is there a student discount', 'Pricing', 'The Starter plan costs $29 per month.').responseType,
    ).toBe('no_answer');
    // What is asked (a price) must be stated by the answer, not just the subject it is asked about.
    expect(ask('how much are the condos', 'Condos', 'Our condos have pools and gyms.').responseType).toBe(
      'no_answer',
    );
    expect(ask('how much are the condos', 'Condos', 'Our condos start from $350,000.').responseType).toBe(
      'retrieval',
    );
    // The business's own name says nothing about coverage: the integration asked for is missing.
    expect(
      builtinAnswer({
        question: 'does Shop integrate with salesforce',
        businessName: 'Shop',
        passages: [passage('Integrations', 'Shop integrates with Slack.')],
        sampleResponses: null,
      }).responseType,
    ).toBe('no_answer');
  });

  it('answers a price question only with a sentence that itself states a price', () => {
    const ask = (question: string, passages: Passage[], sampleResponses: Record<string, string> | null) =>
      builtinAnswer({ question, businessName: 'Shop', passages, sampleResponses }).responseType;
    // The FAQ's title says "free", but the sentence quoted states only delivery times.
    const faq = passage(
      'Do you offer free shipping?',
      'Standard delivery takes 3-5 business days; express takes 1-2 business days.',
    );
    expect(ask('how much does express delivery cost?', [faq], null)).toBe('no_answer');
    expect(ask('how long does express delivery take?', [faq], null)).toBe('retrieval');
    // "Free of azo compounds" is no price, in a passage or in a sample response.
    const dyes = 'Our t-shirts use organic cotton, dyed with dyes free of azo compounds.';
    expect(ask('how much is the organic cotton t-shirt', [passage('Materials', dyes)], null)).toBe(
      'no_answer',
    );
    expect(ask('how much is the organic cotton t-shirt', [], { 'organic cotton': dyes })).toBe('no_answer');
    expect(
      ask(
        'how much is the organic cotton t-shirt',
        [passage('Prices', 'Organic cotton t-shirts are free.')],
        null,
      ),
    ).toBe('retrieval');
  });

  it('never quotes a sentence ending in a colon without what it introduces', () => {
    const ask = (body: string) =>
      builtinAnswer({
        question: 'do you have a monthly membership plan',
        businessName: 'Dental',
        passages: [passage('Smile Plan', body)],
        sampleResponses: null,
      }).text;
    expect(ask('Our monthly membership plan covers routine care: Adults pay $19.50 per month.')).toBe(
      'Our monthly membership plan covers routine care: Adults pay $19.50 per month.',
    );
    expect(ask('Our monthly membership plan covers routine care:')).toMatch(/don't have information/);
  });

  it("quotes the row of a banded price list that the visitor's figure falls in", () => {
    const prices = passage(
      'Prices',
      'Small (up to 10kg): full groom £38. Medium (10 to 25kg): full groom £48. Large (25 to 40kg): full groom £62.',
    );
    const a = builtinAnswer({
      question: 'My lab is about 30 kilos, what would a full groom cost?',
      businessName: 'Groomers',
      passages: [prices],
      sampleResponses: null,
    });
    expect(quoted(a.text)).toBe('30 kg is within 25 to 40 kg. Large (25 to 40kg): full groom £62.');
  });

  it('reads the verb as the ask when a "which" asks only for a generic noun ("which areas do you serve")', () => {
    const ask = (question: string) =>
      builtinAnswer({
        question,
        businessName: 'Cleaners',
        passages: [passage('Coverage', 'We serve Leeds, York and Harrogate.')],
        sampleResponses: null,
      }).text;
    expect(quoted(ask('Which areas do you serve?'))).toBe('We serve Leeds, York and Harrogate.');
    // After a telling noun the verb still only frames it: the noun must be found.
    expect(ask('Which carpets do you serve?')).toMatch(/don't have information/);
  });

  it('offers a hedged quote with one short lead, never its heading turned into a topic', () => {
    const quote = 'Our agents value any home within 48 hours.';
    expect(hedged(quote)).toBe(`This may help: ${quote}`);
  });

  it("ends a hedged quote where its section does: never on the next FAQ's question", () => {
    const body = 'Yes, we deliver within 10 miles. Can I return an item? Returns are free within 30 days.';
    const text = builtinAnswer({
      question: 'delivery within 10 miles free returns',
      businessName: 'Mill Lane Cycles',
      passages: [passage('Delivery', body)],
      sampleResponses: null,
    }).text;
    expect(text).not.toContain('Can I return an item?');
  });

  it("says whether the visitor's figure is within the limit the knowledge states", () => {
    const answer = (question: string, body: string) =>
      builtinAnswer({
        question,
        businessName: 'Rides',
        passages: [passage('Fares', body)],
        sampleResponses: null,
      }).text;
    // Which sentence is quoted and what is said of the figure, whether or not it is offered as found.
    const ask = (question: string, body: string) => quoted(answer(question, body));
    expect(ask('does my 10 yr old ride free?', 'Children under 12 ride free. Adults pay $5.')).toBe(
      'Age 10 is under 12. Children under 12 ride free.',
    );
    expect(
      ask('we land at midnight, can we still check in?', 'Late check-in after 10pm uses the key box.'),
    ).toBe('Midnight is after 10pm. Late check-in after 10pm uses the key box.');
  });

  it('answers each part of a multi-part question and names the part it cannot answer', () => {
    const parts = (q: string) => parseQuestion(q).parts.map((p) => p.text);
    expect(parts('do you hire kids bikes? and how much is a helmet')).toEqual([
      'do you hire kids bikes?',
      'and how much is a helmet',
    ]);
    // A part that asks nothing, only telling the situation, stays with the question before it.
    expect(parts('are you open in december? thinking of a christmas trip.')).toEqual([
      'are you open in december? thinking of a christmas trip.',
    ]);
    // A part with no words of its own stays with the question before it.
    expect(parts('can my boy join the plan and how much is it')).toEqual([
      'can my boy join the plan and how much is it',
    ]);
    const shop = [
      passage('Hire', 'We hire out kids bikes by the day.'),
      passage('Helmets', 'Helmets cost $30 and come in three sizes.'),
    ];
    const ask = (question: string, partPassages?: Passage[][]) =>
      builtinAnswer({
        question,
        businessName: 'Bikes',
        passages: shop,
        sampleResponses: null,
        ...(partPassages ? { partPassages } : {}),
      });
    const both = ask('do you hire kids bikes? and how much is a helmet', [[shop[0]!], [shop[1]!]]);
    expect(quoted(both.text)).toBe(
      'We hire out kids bikes by the day. Helmets cost $30 and come in three sizes.',
    );
    expect(both.sources.map((x) => x.title)).toEqual(['Hire', 'Helmets']);
    // A sentence that answers two parts is said once.
    const twice = ask('do you hire kids bikes? and can I hire one by the day', [[shop[0]!], [shop[0]!]]);
    expect(quoted(twice.text)).toBe('We hire out kids bikes by the day.');
    expect(quoted(ask('do you hire kids bikes? do you sell kayaks').text)).toBe(
      'We hire out kids bikes by the day. I couldn\'t find anything about "do you sell kayaks".',
    );
    expect(quoted(ask('do you hire kids bikes? and also do you sell kayaks?').text)).toBe(
      'We hire out kids bikes by the day. I couldn\'t find anything about "do you sell kayaks".',
    );
    expect(ask('do you sell kayaks? and do you repair canoes').responseType).toBe('no_answer');
  });

  it('uses sample responses by keyword, and the default only for greetings, never as an answer', () => {
    const samples = { pricing: 'Plans start at $8.', default: 'I can help with plans and demos.' };
    expect(
      builtinAnswer({
        question: 'What is your pricing?',
        businessName: 'X',
        passages: [],
        sampleResponses: samples,
      }).text,
    ).toBe('Plans start at $8.');
    expect(
      builtinAnswer({ question: 'Hello!', businessName: 'X', passages: [], sampleResponses: samples }).text,
    ).toBe('I can help with plans and demos.');
    expect(
      builtinAnswer({
        question: 'Do you sell boats?',
        businessName: 'X',
        passages: [],
        sampleResponses: samples,
      }).responseType,
    ).toBe('no_answer');
    // A keyword hit does not answer a question about something the knowledge lacks.
    expect(
      builtinAnswer({
        question: 'What is your pricing in Japan for yachts?',
        businessName: 'X',
        passages: [],
        sampleResponses: samples,
      }).responseType,
    ).toBe('no_answer');
  });
});

describe('answer quality over the demo clients (npm run eval)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      seedDemo: true,
      chat: { limits: { perIpPerMinute: 100_000, perSessionPerMinute: 100_000 } },
    });
  });
  afterAll(() => t.close());

  async function score(set: EvalCase[], prefix: string) {
    const clients = new Map((await t.services.clients.list()).map((c) => [c.domain, c]));
    let right = 0;
    let declined = 0;
    for (const [i, c] of set.entries()) {
      const res = await t.inject({
        method: 'POST',
        url: '/api/v1/chat',
        headers: { authorization: `Bearer ${clients.get(c.domain)?.testAccessToken}` },
        payload: { message: c.question, sessionId: `${prefix}-test-session-${i}` },
      });
      const reply = String(res.json.reply);
      const decline = /don't have information/.test(reply);
      if (c.fact === null && decline) declined++;
      if (c.fact !== null && reply.includes(c.fact) && !decline) right++;
    }
    const answerable = set.filter((c) => c.fact !== null).length;
    return { right: right / answerable, declined: declined / (set.length - answerable) };
  }

  it('tells a visitor who asks what the business does its own description, for every demo client', async () => {
    const clients = await t.services.clients.list();
    expect(clients.length).toBeGreaterThan(0);
    for (const [i, c] of clients.entries()) {
      const res = await t.inject({
        method: 'POST',
        url: '/api/v1/chat',
        headers: { authorization: `Bearer ${c.testAccessToken}` },
        payload: { message: 'what do you do?', sessionId: `intro-test-session-${i}` },
      });
      const reply = String(res.json?.reply);
      expect(reply.toLowerCase(), c.domain).toContain(c.businessName.toLowerCase());
      expect(c.aiContent, c.domain).toContain(reply.replace(/\.$/, ''));
    }
  });

  it('tuning set: answers ≥ 95% with the right fact and declines all that no client knows', async () => {
    const s = await score(EVAL_SET, 'eval');
    expect(s.right).toBeGreaterThanOrEqual(0.95);
    expect(s.declined).toBe(1);
  });

  // The development set's paraphrases were met by hand-written rules for the demo businesses' words,
  // which issue 11 removed for WordNet's general synonyms: its floor records what that leaves (50%),
  // while the near misses must still all but never be answered.
  it('development set: answers ≥ 45% of visitor paraphrases and declines ≥ 95% of near misses', async () => {
    expect(DEV_SET.filter((c) => c.fact !== null).length).toBeGreaterThanOrEqual(40);
    expect(DEV_SET.filter((c) => c.fact === null).length).toBeGreaterThanOrEqual(20);
    const s = await score(DEV_SET, 'dev');
    expect(s.right).toBeGreaterThanOrEqual(0.45);
    expect(s.declined).toBeGreaterThanOrEqual(0.95);
  });
});
