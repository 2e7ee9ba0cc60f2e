import type { EvalCase } from './eval-set.ts';

/**
 * A fresh held-out set, written on 2026-11-21 after the first held-out set had been read (and so was
 * spent). Phrased as visitors type: casual, indirect, with typos. Never tune the answerer against it;
 * when its misses have been studied, retire it to the development set and write another.
 */
const answerable: [string, string, string][] = [
  ['chatgenius.ai', 'hey how much for the pro plan', '$99'],
  ['chatgenius.ai', 'how many chats does the starter plan give me', '1,000'],
  ['chatgenius.ai', 'we use shopify, will your bot work with our store?', 'Shopify'],
  ['chatgenius.ai', 'is there an api so my devs can build something custom', 'REST API'],
  ['chatgenius.ai', 'how long is the demo call', '30-minute'],
  ['chatgenius.ai', 'what email do i write to for help', 'support@chatgenius.ai'],
  ['bellamoda.shop', 'whats the smallest size you carry', 'XS'],
  ['bellamoda.shop', 'how long does normal delivery take', '3-5'],
  ['bellamoda.shop', 'if I return something do I get my money back on my card', 'original payment method'],
  ['bellamoda.shop', 'what time do you close on sunday', '5 PM'],
  ['bellamoda.shop', 'how much is a styling session on its own', '$50'],
  ['bellamoda.shop', 'do u sell knitwear', 'knitwear'],
  ['sunsetrealty.com', 'cheapest condo you have in miami?', '$350,000'],
  ['sunsetrealty.com', 'what do houses in fort lauderdale go for', '$550,000'],
  ['sunsetrealty.com', "what's your fee if you sell my place", '5%'],
  ['sunsetrealty.com', 'can I see a property on a sunday', 'seven days a week'],
  ['sunsetrealty.com', 'do the condo buildings have a gym', 'gyms'],
  ['sunsetrealty.com', 'which cities do you cover', 'West Palm Beach'],
  ['ecothreads.co', 'what is the fern dress made of', 'Tencel'],
  ['ecothreads.co', 'how long until my order arrives', '4-6'],
  ['ecothreads.co', 'is your cotton certified', 'GOTS'],
  ['ecothreads.co', 'do you use plastic in your packaging', 'plastic-free'],
  ['ecothreads.co', 'my button fell off, can you sew it back on', 'repair'],
  ['ecothreads.co', 'what kind of dyes do you use', 'low-impact'],
  ['taskpilot.io', 'how long is the free trial', '14-day'],
  ['taskpilot.io', 'which plan has time tracking', 'Team'],
  ['taskpilot.io', 'do you integrate with github', 'GitHub'],
  ['taskpilot.io', 'are you soc2 compliant', 'SOC 2'],
  ['taskpilot.io', 'do you have audit logs', 'audit logs'],
  ['taskpilot.io', 'how much is the business plan', '$25'],
];

const unanswerable: [string, string][] = [
  ['chatgenius.ai', 'do you offer a discount for nonprofits?'],
  ['chatgenius.ai', 'which languages does the bot speak?'],
  ['chatgenius.ai', 'can I pay with bitcoin?'],
  ['bellamoda.shop', 'do you ship to Canada?'],
  ['bellamoda.shop', 'do you have gift cards?'],
  ['bellamoda.shop', 'is there a loyalty program?'],
  ['sunsetrealty.com', 'do you help with mortgages?'],
  ['sunsetrealty.com', 'are pets allowed in your rentals?'],
  ['sunsetrealty.com', 'do you have listings in Orlando?'],
  ['ecothreads.co', 'do you make shoes?'],
  ['ecothreads.co', 'where is your factory?'],
  ['ecothreads.co', 'do you have a store in London?'],
  ['taskpilot.io', 'is there a mobile app?'],
  ['taskpilot.io', 'can I import from Trello?'],
  ['taskpilot.io', 'what is the maximum number of users?'],
];

export const HELD_OUT_SET_2: EvalCase[] = [
  ...answerable.map(([domain, question, fact]) => ({ domain, question, fact })),
  ...unanswerable.map(([domain, question]) => ({ domain, question, fact: null })),
];
