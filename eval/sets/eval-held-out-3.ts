import type { EvalCase } from './eval-set.ts';

/**
 * A third held-out set, written on 2026-11-21 BLIND: its author read only the demo businesses'
 * knowledge and the eval file format, never the answerer or retrieval code, and never ran the eval
 * while writing it. Phrased as visitors type: casual, lowercase, typos, indirect, with synonyms the
 * knowledge doesn't use literally and questions of more than one clause. Never tune the answerer
 * against it; when its misses have been studied, retire it to the development set and write another.
 */
const answerable: [string, string, string][] = [
  ['chatgenius.ai', 'do u guys plug into wix? thats what my site is built on', 'Wix'],
  ['chatgenius.ai', 'whats the cheapest option u have', '$29'],
  [
    'chatgenius.ai',
    'can i put the bot on 3 diff websites or is it one site per subscription',
    'unlimited websites',
  ],
  ['chatgenius.ai', "we'll prob go over 10k chats a month, is there a bigger tier than pro?", 'Enterprise'],
  ['chatgenius.ai', 'is there a dashboard to see stats on how the bot is doing', 'real-time analytics'],
  ['chatgenius.ai', 'can the chat widget match our brand colours and logo', 'custom branding'],
  ['chatgenius.ai', 'my boss wants to know if it connects w/ zapier', 'Zapier'],
  ['chatgenius.ai', 'is help only during office hours or can i reach someone at 2am', '24/7'],
  ['bellamoda.shop', 'how much do i have to spend so i dont pay for postage', '$150'],
  [
    'bellamoda.shop',
    'need a dress for a party this weekend, whats ur quickest shipping option?',
    '1-2 business days',
  ],
  ['bellamoda.shop', 'bought a top 2 weeks ago and wore it once, can i still send it back', 'unworn'],
  ['bellamoda.shop', 'im usually a 2x or 3x, will ur stuff fit me', '3XL'],
  ['bellamoda.shop', 'not sure what size to order, do you have measurments somewhere', 'size chart'],
  ['bellamoda.shop', 'r u open late on saturdays? like after work', '7 PM'],
  ['bellamoda.shop', 'my mum wants a stylist to help her pick outfits, does that cost extra?', '$300'],
  ['bellamoda.shop', 'do you carry accesories or just clothes', 'accessories'],
  ['sunsetrealty.com', 'looking to rent an apartment, what are monthly prices like', '$2,200'],
  ['sunsetrealty.com', 'which neighbourhoods are ur miami condos in', 'Brickell'],
  ['sunsetrealty.com', 'how big are the condos, we need at least 3 bedrooms', 'three bedrooms'],
  ['sunsetrealty.com', 'is there a doorman or front desk in the condo buildings', 'concierge'],
  ['sunsetrealty.com', 'want to know what my house is worth, how long til i hear back?', '48 hours'],
  ['sunsetrealty.com', 'can i pop into your office on a sunday', 'Monday to Saturday'],
  ['sunsetrealty.com', 'can i book a showing at 8pm after work', '6 PM'],
  ['sunsetrealty.com', 'thinking of relocating to fort lauderdale, got anything there?', 'Fort Lauderdale'],
  ['ecothreads.co', 'how much is the willow', '$89'],
  ['ecothreads.co', 'what are ur jackets and coats made from', 'plastic bottles'],
  ['ecothreads.co', 'do you offset the emissions when you send my order', 'carbon-neutral'],
  ['ecothreads.co', 'if i need a different size is it free to send it back and swap', 'free for exchanges'],
  ['ecothreads.co', 'do the dyes have any nasty chemicals in them', 'azo'],
  ['ecothreads.co', 'ordered something 5 weeks ago, is it too late to return?', '45 days'],
  ['ecothreads.co', 'is the mending thing just for the first year or forever', 'lifetime'],
  ['ecothreads.co', 'got a dress thats not cotton? cotton makes me itch', 'Fern'],
  ['taskpilot.io', "we're a team of 10, what's the cheapest it gets per person", '$8'],
  ['taskpilot.io', 'do i have to put my card in to try it out', 'no credit card'],
  ['taskpilot.io', 'does it connect w/ jira', 'Jira'],
  ['taskpilot.io', 'can we use it alongside ms teams', 'Microsoft Teams'],
  ['taskpilot.io', 'how much is the plan that gives you timelines', '$15'],
  ['taskpilot.io', 'is our data protected while its being sent over the network', 'in transit'],
  ['taskpilot.io', 'we need single sign on, what would that run us per seat', '$25'],
  ['taskpilot.io', 'can we link our google drive files to tasks', 'Google Drive'],
];

const unanswerable: [string, string][] = [
  ['chatgenius.ai', 'is there a discount if i pay yearly instead of monthly'],
  ['chatgenius.ai', 'can the bot hand a chat over to a live human agent?'],
  ['chatgenius.ai', 'if i cancel mid month do i get a refund'],
  ['chatgenius.ai', 'is there a free trial before i commit to the starter plan?'],
  ['bellamoda.shop', 'how much does express delivery cost?'],
  ['bellamoda.shop', 'can i return stuff i bought on sale'],
  ['bellamoda.shop', 'do u ship to the uk'],
  ['bellamoda.shop', 'do you do wedding dresses or anything bridal'],
  ['sunsetrealty.com', 'what are the hoa fees on the brickell condos'],
  ['sunsetrealty.com', 'whats the minimum lease length on your rentals'],
  ['sunsetrealty.com', 'got any listings in boca raton?'],
  ['sunsetrealty.com', 'do you handle commercial property, like office space for my business'],
  ['ecothreads.co', 'how much is the organic cotton t-shirt'],
  ['ecothreads.co', 'do you make kids clothes'],
  ['ecothreads.co', 'can i pay extra for next day delivery'],
  ['ecothreads.co', 'do you have anything in linen'],
  ['taskpilot.io', 'is there an education discount for universities'],
  ['taskpilot.io', 'can we host taskpilot on our own servers'],
  ['taskpilot.io', 'are you hipaa compliant? we are a clinic'],
  ['taskpilot.io', 'does it integrate with notion'],
];

export const HELD_OUT_SET_3: EvalCase[] = [
  ...answerable.map(([domain, question, fact]) => ({ domain, question, fact })),
  ...unanswerable.map(([domain, question]) => ({ domain, question, fact: null })),
];
