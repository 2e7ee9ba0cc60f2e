/**
 * The answer-quality set over the five demo clients: questions with the fact the answer must contain,
 * and questions none of them can answer (the assistant must decline). Used by `npm run eval` and by
 * the builtin answerer's tests.
 */
export interface EvalCase {
  domain: string;
  question: string;
  /** Text the answer must contain; null when the assistant must decline. */
  fact: string | null;
}

const answerable: [string, string, string][] = [
  ['chatgenius.ai', 'How much is the Starter plan?', '$29'],
  ['chatgenius.ai', 'What does the Professional plan cost?', '$99'],
  ['chatgenius.ai', 'Do you integrate with HubSpot?', 'HubSpot'],
  ['chatgenius.ai', 'How long does setup take?', '5 minutes'],
  ['chatgenius.ai', 'How fast does the chatbot respond?', '1 second'],
  ['chatgenius.ai', 'Can I book a demo?', '30-minute'],
  ['chatgenius.ai', 'What is your support email?', 'support@chatgenius.ai'],
  ['chatgenius.ai', 'How many conversations does the Professional plan cover?', '10,000'],
  ['chatgenius.ai', 'Is there a REST API?', 'REST API'],
  ['bellamoda.shop', 'How long does express delivery take?', '1-2 business days'],
  ['bellamoda.shop', 'Is shipping free?', '$150'],
  ['bellamoda.shop', 'What is your return policy?', '30 days'],
  ['bellamoda.shop', 'What sizes do you carry?', '3XL'],
  ['bellamoda.shop', 'How much is a personal styling session?', '$50'],
  ['bellamoda.shop', 'What are your store hours on Sunday?', '11 AM to 5 PM'],
  ['bellamoda.shop', 'How long does standard delivery take?', '3-5 business days'],
  ['bellamoda.shop', 'Where does my refund go?', 'original payment method'],
  ['sunsetrealty.com', 'Do you have Miami condos?', '$350,000'],
  ['sunsetrealty.com', 'What properties do you list?', '$550,000'],
  ['sunsetrealty.com', 'When can I schedule a viewing?', '9 AM to 6 PM'],
  ['sunsetrealty.com', 'What is your commission?', '5%'],
  ['sunsetrealty.com', 'Where is your office?', '1200 Ocean Drive'],
  ['sunsetrealty.com', 'How much do rentals cost?', '$2,200'],
  ['sunsetrealty.com', 'Do you offer virtual tours?', 'virtual tour'],
  ['sunsetrealty.com', 'How quickly do I get a home valuation?', '48 hours'],
  ['sunsetrealty.com', 'Which areas do you serve?', 'Fort Lauderdale'],
  ['ecothreads.co', 'Do you have a sustainable dress?', 'Willow'],
  ['ecothreads.co', 'Is your cotton organic?', 'GOTS'],
  ['ecothreads.co', 'How much is the Fern midi dress?', '$119'],
  ['ecothreads.co', 'How many days do I have to return an item?', '45 days'],
  ['ecothreads.co', 'Is shipping free?', '$75'],
  ['ecothreads.co', 'Do you repair clothes?', 'repair'],
  ['ecothreads.co', 'What is your outerwear made of?', 'recycled polyester'],
  ['ecothreads.co', 'How long does delivery take?', '4-6 business days'],
  ['taskpilot.io', 'How much is the Team plan?', '$15'],
  ['taskpilot.io', 'What is your pricing?', '$8'],
  ['taskpilot.io', 'Is there a free trial?', '14-day'],
  ['taskpilot.io', 'Do you integrate with GitHub?', 'GitHub'],
  ['taskpilot.io', 'Is TaskPilot SOC 2 certified?', 'SOC 2'],
  ['taskpilot.io', 'Which plan includes SSO?', 'Business'],
  ['taskpilot.io', 'How do I book a demo?', 'Contact page'],
  ['taskpilot.io', 'Is my data encrypted?', 'encrypted'],
];

const unanswerable: [string, string][] = [
  ['chatgenius.ai', 'Do you have an office in Tokyo?'],
  ['chatgenius.ai', 'Who is your CEO?'],
  ['chatgenius.ai', 'Can I pay with bitcoin?'],
  ['chatgenius.ai', 'Do you offer a student discount?'],
  ['bellamoda.shop', 'Do you sell men’s suits?'],
  ['bellamoda.shop', 'Can I buy a gift card?'],
  ['bellamoda.shop', 'Do you ship to Australia?'],
  ['bellamoda.shop', 'What is the weather tomorrow?'],
  ['sunsetrealty.com', 'Do you have listings in Orlando?'],
  ['sunsetrealty.com', 'Do you allow pets in rentals?'],
  ['sunsetrealty.com', 'What mortgage rate can you get me?'],
  ['sunsetrealty.com', 'Who won the world cup?'],
  ['ecothreads.co', 'Do you sell shoes?'],
  ['ecothreads.co', 'Is there a loyalty program?'],
  ['ecothreads.co', 'Do you have a store in London?'],
  ['ecothreads.co', 'Can I pay with PayPal?'],
  ['taskpilot.io', 'Do you have an Android app?'],
  ['taskpilot.io', 'Is there a lifetime deal?'],
  ['taskpilot.io', 'Do you integrate with Salesforce?'],
  ['taskpilot.io', 'What is the capital of France?'],
];

export const EVAL_SET: EvalCase[] = [
  ...answerable.map(([domain, question, fact]) => ({ domain, question, fact })),
  ...unanswerable.map(([domain, question]) => ({ domain, question, fact: null })),
];
