import { describe, expect, it } from 'vitest';
import { isHandoffRequest } from './handoff-intent.ts';

const ASKS = [
  'can I talk to a human?',
  'Can I talk to a person?',
  'I want to speak to someone',
  'speak with a real person please',
  'real person',
  'Agent',
  'agent please',
  'HUMAN!!',
  'representative',
  'connect me with an agent',
  'transfer me to a live agent',
  'Could I get a human?',
  'I need a human',
  'I would like to speak to a customer service representative',
  'let me talk to your staff',
  'is there a live agent?',
  'can I chat with someone from your team',
  'talk to the manager',
  'I’d like to talk to somebody',
  // Spanish
  '¿Puedo hablar con una persona?',
  'quiero hablar con un agente',
  'hablar con alguien por favor',
  'necesito una persona real',
  // French
  'je voudrais parler à un humain',
  'Puis-je parler avec un conseiller ?',
  'une vraie personne svp',
  // German
  'Kann ich mit einem Menschen sprechen?',
  'ich möchte mit einem Mitarbeiter reden',
  'bitte eine echte Person',
  // Portuguese
  'posso falar com um atendente?',
  'quero falar com uma pessoa',
  'atendimento humano por favor',
  // Italian
  'posso parlare con un operatore?',
  'vorrei parlare con una persona reale',
];

const NOT_ASKS = [
  'is there a person who can fix my bike?',
  'I need a person who can fix my bike',
  'do you have agents in Madrid?',
  'what does a real estate agent charge?',
  'how many people work there?',
  'what is the number of human resources?',
  'can someone tell me the opening hours?',
  'I spoke to someone yesterday about my order',
  "I don't want to talk to a human",
  'no need for a person, thanks',
  'are you a bot?',
  'can the bot hand a chat over to a live human agent?',
  'does your chatbot escalate to a real person?',
  'can it transfer chats to a human agent?',
  'the agent said my order shipped',
  'How much per person for the tour?',
  'is the price per person?',
  'tell me about your support plans',
  'what time do you open on Sunday?',
  '¿Cuántas personas caben en la casa?',
  'le prix par personne',
  'Wie viel kostet es pro Person?',
  'preço por pessoa',
  'quanto costa a persona?',
  '',
];

describe('isHandoffRequest', () => {
  it.each(ASKS)('hears a request for a person: %s', (text) => {
    expect(isHandoffRequest(text)).toBe(true);
  });
  it.each(NOT_ASKS)('leaves a question for the assistant alone: %s', (text) => {
    expect(isHandoffRequest(text)).toBe(false);
  });
});
