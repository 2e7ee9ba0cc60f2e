import type { EvalCase } from './eval-set.ts';

/**
 * Blind held-out set 5, written on 2026-11-21 WITHOUT reading the answerer, the retrieval code or any
 * earlier held-out/dev set: only the demo businesses' knowledge (server/seed/demo-profiles.ts) was
 * read. Phrased as visitors type: casual, lowercase, typos, indirect, synonyms the knowledge does not
 * use, visitor context, questions that need a little reading. It measures unseen phrasing honestly
 * only while nobody tunes against it: never adjust the answerer to its questions or misses; once its
 * misses have been studied, retire it to the development set and write another.
 */
const answerable: [string, string, string][] = [
  ['chatgenius.ai', 'do you integrate with wordpress?', 'WordPress'],
  ['chatgenius.ai', 'is support 24/7?', '24/7'],
  ['chatgenius.ai', 'how much is the enterprise plan', 'custom pricing'],
  [
    'chatgenius.ai',
    "we're a small shop, maybe 800 customer chats a month - which plan fits and what would it cost us",
    '$29',
  ],
  [
    'chatgenius.ai',
    'im not technical at all, how hard is it to put the bot on my site?? do i need a developer',
    'script tag',
  ],
  ['chatgenius.ai', 'we run 4 diffrent sites, do i have to pay per website', 'unlimited websites'],
  [
    'chatgenius.ai',
    'can i get a walkthrough with someone live? im in london so what hours r u around',
    'Eastern Time',
  ],
  [
    'chatgenius.ai',
    'can we put our own logo and colours on the widget or is it stuck with your branding',
    'custom branding',
  ],
  ['bellamoda.shop', 'do you do express shipping?', '1-2 business days'],
  ['bellamoda.shop', 'what are your hours on saturday', '10 AM to 7 PM'],
  ['bellamoda.shop', 'do you sell accessories?', 'accessories'],
  ['bellamoda.shop', 'my basket is $120, will i still have to pay for postage', '$150'],
  [
    'bellamoda.shop',
    'i wore a dress once to a wedding and changed my mind, can i still send it back',
    'unworn',
  ],
  ['bellamoda.shop', "I'm usually a 2XL, will your stuff go up to my size?", '3XL'],
  ['bellamoda.shop', 'if i spend like 350 on clothes do i still have to pay for the stylist', '$300'],
  ['bellamoda.shop', 'how do i know what size to order, do u list measurments anywhere', 'size chart'],
  ['sunsetrealty.com', 'do you have rentals?', '$2,200'],
  ['sunsetrealty.com', 'what are your office hours', 'Monday to Saturday'],
  ['sunsetrealty.com', 'do you have condos in brickell?', 'Brickell'],
  [
    'sunsetrealty.com',
    "im relocating from chicago and can't fly down for showings, any way to see places remotely",
    'virtual tour',
  ],
  [
    'sunsetrealty.com',
    'thinking of selling my house, how soon can someone tell me what its worth',
    '48 hours',
  ],
  ['sunsetrealty.com', 'how many bedrooms do the miami condos have, we need 3', 'three bedrooms'],
  ['sunsetrealty.com', 'is there a doorman or front desk in the condo buildings', '24-hour concierge'],
  [
    'sunsetrealty.com',
    "my budget's about 500k, can i get a single family house in ft lauderdale for that",
    '$550,000',
  ],
  ['ecothreads.co', 'how much is the willow dress', '$89'],
  ['ecothreads.co', "what's your return window", '45 days'],
  ['ecothreads.co', 'is your shipping carbon neutral?', 'carbon-neutral'],
  [
    'ecothreads.co',
    'if i want to swap my tee for a different size do i pay to send it back',
    'free for exchanges',
  ],
  [
    'ecothreads.co',
    'the seam on my ecothreads shirt came apart after two years, any chance u fix that',
    'lifetime repair',
  ],
  ['ecothreads.co', "i'm sensitive to some chemical dyes, what do you colour your clothes with", 'azo'],
  ['ecothreads.co', 'is your winter jacket made from new plastic?', 'plastic bottles'],
  ['ecothreads.co', "looking for a dress that isn't cotton, what else have you got", 'Fern'],
  ['taskpilot.io', 'do you integrate with jira', 'Jira'],
  ['taskpilot.io', 'how much is the basic plan', '$8'],
  ['taskpilot.io', 'do i need a credit card for the trial', 'no credit card'],
  [
    'taskpilot.io',
    "we're a team of 10 and need single sign-on for okta - which tier and how much per person",
    '$25',
  ],
  ['taskpilot.io', 'our whole company lives in ms teams, does taskpilot plug into that', 'Microsoft Teams'],
  ['taskpilot.io', 'can i get a gantt-style timeline on the cheapest plan or do i have to upgrade', '$15'],
  [
    'taskpilot.io',
    "our infosec folks want to know if our data's protected while its sitting on your servers",
    'at rest',
  ],
  ['taskpilot.io', 'we keep all our specs in google docs, can we link those files', 'Google Drive'],
];

const unanswerable: [string, string][] = [
  ['chatgenius.ai', 'do you integrate with salesforce?'],
  ['chatgenius.ai', 'is there a discount if we pay yearly for the professional plan?'],
  ['chatgenius.ai', 'can the chatbot answer phone calls too?'],
  ['chatgenius.ai', 'is chatgenius gdpr compliant'],
  ['bellamoda.shop', 'do you ship to australia?'],
  ['bellamoda.shop', 'how much does express shipping cost?'],
  ['bellamoda.shop', 'where is the boutique, is it in new york?'],
  ['bellamoda.shop', 'do you sell shoes?'],
  ['sunsetrealty.com', 'how much are condos in west palm beach?'],
  ['sunsetrealty.com', 'do you manage rental properties for landlords?'],
  ['sunsetrealty.com', "what's the hoa fee on the brickell condos?"],
  ['sunsetrealty.com', 'do you list commercial office space?'],
  ['ecothreads.co', 'what sizes does the willow wrap dress come in?'],
  ['ecothreads.co', 'do you ship internationally?'],
  ['ecothreads.co', 'do you sell kids clothes?'],
  ['ecothreads.co', 'is there a student discount?'],
  ['taskpilot.io', 'is there a discount for nonprofits?'],
  ['taskpilot.io', 'does taskpilot integrate with asana?'],
  ['taskpilot.io', 'is our data hosted in the EU?'],
  ['taskpilot.io', 'how much is the business plan if we pay annually?'],
];

export const HELD_OUT_SET_5: EvalCase[] = [
  ...answerable.map(([domain, question, fact]) => ({ domain, question, fact })),
  ...unanswerable.map(([domain, question]) => ({ domain, question, fact: null })),
];
