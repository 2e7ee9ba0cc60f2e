import type { EvalCase } from './eval-set.ts';

/**
 * A blind held-out set, written on 2026-11-21 without reading the answerer, its retrieval code or the
 * earlier sets' questions: only the demo businesses' knowledge was consulted. Phrased as visitors type:
 * casual, lowercase, typos, indirect, with synonyms the knowledge does not use and questions that need
 * a little reading. Never tune the answerer against it; once its misses have been studied it is spent.
 */
const answerable: [string, string, string][] = [
  [
    'chatgenius.ai',
    'quick q — if we run like 5 different sites do we have to pay for each one?',
    'unlimited websites',
  ],
  ['chatgenius.ai', 'im not technical at all, is it a pain to get the bot onto my site', '5 minutes'],
  ['chatgenius.ai', 'can ur bot go on a wix site?', 'Wix'],
  ['chatgenius.ai', 'we get maybe 800 chats a month tops, whats the cheapest option for us', '$29'],
  ['chatgenius.ai', 'if something breaks at 3am on a sunday is anyone there to help', '24/7'],
  [
    'chatgenius.ai',
    'wanted to see a live walkthrough this saturday, do you do demos on weekends?',
    'Monday to Friday',
  ],
  [
    'chatgenius.ai',
    "we're a big company with tons of traffic — is there a plan with no cap on conversations?",
    'Enterprise',
  ],
  [
    'chatgenius.ai',
    'can i put our own logo and colours on the chat widget or is it always your look',
    'custom branding',
  ],
  [
    'bellamoda.shop',
    'my husband and i are looking for a gift for my mom, she wears a 3x — do you go that big?',
    '3XL',
  ],
  [
    'bellamoda.shop',
    'if i order tonight and pay for the faster shipping how soon would it get here',
    '1-2 business days',
  ],
  ['bellamoda.shop', 'is there a minimum i have to spend to not pay postage', '$150'],
  [
    'bellamoda.shop',
    'bought a top last week, tried it on and cut the tags off... can i still send it back?',
    'tags attached',
  ],
  ['bellamoda.shop', 'can i swing by the shop around 8pm on a weds?', '10 AM to 7 PM'],
  ['bellamoda.shop', 'how do i figure out which size to order, are there measurments anywhere', 'size chart'],
  ['bellamoda.shop', 'if i spend like $400 is the stylist appointment thing included for free', '$300'],
  ['bellamoda.shop', 'do u sell sweaters or cardigans', 'knitwear'],
  ['sunsetrealty.com', 'my wife and i want a house in fort lauderdale, where do prices start?', '$550,000'],
  [
    'sunsetrealty.com',
    'looking for a 2br condo in miami, which neighborhoods do you have stuff in',
    'Brickell',
  ],
  ['sunsetrealty.com', 'do the condo buildings come with a gym or anything', 'gyms'],
  [
    'sunsetrealty.com',
    "i'm relocating from out of state and can't fly down to look at places, what are my options?",
    'irtual tour',
  ],
  ['sunsetrealty.com', 'thinking about selling my place, what cut do you guys take', '5%'],
  ['sunsetrealty.com', 'could i stop by your office sunday afternoon?', 'Monday to Saturday'],
  ['sunsetrealty.com', 'how soon can somebody tell me what my condo is worth', '48 hours'],
  ['sunsetrealty.com', 'is it possible to see a property at 7:30 in the evening after work', '9 AM to 6 PM'],
  ['ecothreads.co', 'is the willow dress pricey? what does it run', '$89'],
  ['ecothreads.co', 'what is the fern dress made out of, is it cotton too?', 'Tencel'],
  [
    'ecothreads.co',
    'a seam on my ecothreads jacket is coming apart, can you guys fix it and what would it cost',
    'lifetime repair',
  ],
  ['ecothreads.co', 'are ur dyes full of nasty chemicals? i have really sensitive skin', 'azo'],
  [
    'ecothreads.co',
    'i want to swap a dress for a different size, do i have to pay to ship it back?',
    'free for exchanges',
  ],
  ['ecothreads.co', 'what are your coats and jackets made from', 'recycled polyester'],
  ['ecothreads.co', 'ordered a tee on monday, roughly when will it show up', '4-6 business days'],
  [
    'ecothreads.co',
    'i got something about 5 weeks ago and it doesnt fit, is it too late to return it',
    '45 days',
  ],
  ['taskpilot.io', "we're a team of 10, what would the middle plan cost per person", '$15'],
  ['taskpilot.io', 'does the cheapest plan have time tracking or do we need to upgrade', 'Team'],
  ['taskpilot.io', 'do i have to put in my card details just to try it out?', 'no credit card'],
  ['taskpilot.io', 'we need audit logs for compliance reasons, which tier has them', 'Business'],
  ['taskpilot.io', 'can it hook up to jira? our devs live in there', 'Jira'],
  ['taskpilot.io', 'my boss wants to know if our project data is safe on your servers', 'encrypted'],
  ['taskpilot.io', 'whats the most expensive plan run per user', '$25'],
  ['taskpilot.io', 'how long can i test it for free before paying', '14-day'],
];

const unanswerable: [string, string][] = [
  ['chatgenius.ai', 'is there a free trial of the professional plan before i commit?'],
  ['chatgenius.ai', 'does chatgenius connect to zendesk or intercom?'],
  ['chatgenius.ai', 'do you give a discount if we pay yearly instead of monthly'],
  ['chatgenius.ai', 'can the bot reply to customers in spanish and french?'],
  ['bellamoda.shop', 'do you do alterations, like hemming a dress i bought from you?'],
  ['bellamoda.shop', 'how much does express shipping cost?'],
  ['bellamoda.shop', 'do you ship to canada'],
  ['bellamoda.shop', 'got a promo code for first time customers?'],
  ['sunsetrealty.com', 'what are the HOA fees on the miami condos'],
  ['sunsetrealty.com', 'do you have any listings in boca raton?'],
  ['sunsetrealty.com', 'how much is the security deposit on your rentals'],
  ['sunsetrealty.com', 'do you handle commercial property, like office space for my business?'],
  ['ecothreads.co', 'do you make kids clothes?'],
  ['ecothreads.co', 'what sizes does the willow wrap dress come in'],
  ['ecothreads.co', 'how much is express shipping, i need it by friday'],
  ['ecothreads.co', 'can the fern midi dress go in the washing machine?'],
  ['taskpilot.io', 'do you have a discount for nonprofits?'],
  ['taskpilot.io', 'can i connect taskpilot to notion'],
  ['taskpilot.io', 'is taskpilot HIPAA compliant? we are a clinic'],
  ['taskpilot.io', 'can we self-host taskpilot on our own servers'],
];

export const HELD_OUT_SET_4: EvalCase[] = [
  ...answerable.map(([domain, question, fact]) => ({ domain, question, fact })),
  ...unanswerable.map(([domain, question]) => ({ domain, question, fact: null })),
];
