import type { EvalCase } from './eval-set.ts';

/**
 * A second question set, written apart from the tuning of the builtin answerer and never used to
 * adjust it: `npm run eval` reports it separately, so the figures show how phrasing the answerer has
 * not seen fares. Do not tune against it; add new cases instead.
 */
const answerable: [string, string, string][] = [
  ['chatgenius.ai', 'what would the cheapest plan cost me per month', '$29'],
  ['chatgenius.ai', 'is the enterprise tier unlimited?', 'unlimited'],
  ['chatgenius.ai', 'which website builders do you connect with', 'Wix'],
  ['chatgenius.ai', 'can your bot plug into slack', 'Slack'],
  ['chatgenius.ai', 'when is your support team around', '24/7'],
  ['bellamoda.shop', 'can I send back something I bought if it does not fit', '30 days'],
  ['bellamoda.shop', 'do you stock plus sizes like 3XL', '3XL'],
  ['bellamoda.shop', 'I need it fast, how quick is express shipping', '1-2'],
  ['bellamoda.shop', 'are you open on saturdays', '10 AM to 7 PM'],
  ['bellamoda.shop', 'is styling free if I spend a lot', '$300'],
  ['sunsetrealty.com', 'which neighborhoods are your miami condos in', 'Brickell'],
  ['sunsetrealty.com', 'how much do rentals start at', '$2,200'],
  ['sunsetrealty.com', 'can I do a virtual tour of a listing', 'virtual tour'],
  ['sunsetrealty.com', 'where is your office located', 'Ocean Drive'],
  ['sunsetrealty.com', 'how quickly can you value my house', '48 hours'],
  ['ecothreads.co', 'what is your outerwear made from', 'recycled polyester'],
  ['ecothreads.co', 'how long do I have to send something back', '45 days'],
  ['ecothreads.co', 'do you fix broken seams', 'repair'],
  ['ecothreads.co', 'how much is the willow dress', '$89'],
  ['ecothreads.co', 'when is shipping free', '$75'],
  ['taskpilot.io', 'does the business plan include single sign-on', 'SSO'],
  ['taskpilot.io', 'do I need a credit card for the trial', 'no credit card'],
  ['taskpilot.io', 'is my data encrypted', 'encrypted'],
  ['taskpilot.io', 'can it connect to microsoft teams', 'Microsoft Teams'],
  ['taskpilot.io', 'what does the basic plan cost per user', '$8'],
];

const unanswerable: [string, string][] = [
  ['chatgenius.ai', 'do you have an office in Berlin?'],
  ['chatgenius.ai', 'what is your refund policy for annual plans?'],
  ['bellamoda.shop', 'do you sell children’s clothing?'],
  ['bellamoda.shop', 'can I pick up my order in store today?'],
  ['sunsetrealty.com', 'do you have commercial office space for lease?'],
  ['sunsetrealty.com', 'what is the HOA fee for Brickell condos?'],
  ['ecothreads.co', 'do you offer student discounts?'],
  ['ecothreads.co', 'are your products vegan leather?'],
  ['taskpilot.io', 'is there an on-premise version?'],
  ['taskpilot.io', 'what is the uptime SLA?'],
  ['taskpilot.io', 'tell me a joke'],
  ['bellamoda.shop', 'who designed the website?'],
];

export const HELD_OUT_SET: EvalCase[] = [
  ...answerable.map(([domain, question, fact]) => ({ domain, question, fact })),
  ...unanswerable.map(([domain, question]) => ({ domain, question, fact: null })),
];
