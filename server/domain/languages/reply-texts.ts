/**
 * The assistant's fixed replies in each supported language: the decline with what it offers (an email
 * follow-up, a person, or both), the limits, the thanks for a left address, and greetings. English is
 * word for word what the answerer said before languages came, so English conversations read as before.
 * `{business}`, `{email}` and `{part}` are filled in by replyText.
 */
import type { UnknownAnswer } from '../../../contract/assistant-settings.ts';
import type { LanguageCode } from '../../../contract/languages.ts';

export interface ReplyTexts {
  greeting: string;
  thanks: string;
  /** The first half of every decline. */
  sorry: string;
  /** What a decline offers, by the client's unknown-answer setting. */
  offerEmail: string;
  offerHandoff: string;
  offerBoth: string;
  couldNotFind: string;
  /** A question in this language to knowledge in another, with no model to translate. */
  otherLanguage: string;
  limitReached: string;
  testLimit: string;
  leadThanks: string;
  unavailable: string;
  /** What a visitor says to greet or thank, in this language. */
  greets: RegExp;
  thanks_: RegExp;
}

export const REPLY_TEXTS: Readonly<Record<LanguageCode, ReplyTexts>> = {
  en: {
    greeting: 'Hello! How can I help you today?',
    thanks: "You're welcome! Is there anything else I can help you with?",
    sorry: "I'm sorry, I don't have information about that.",
    offerEmail: 'If you leave your email address, someone from {business} will get back to you.',
    offerHandoff: 'You can ask to talk to a person here in the chat.',
    offerBoth:
      'You can ask to talk to a person here in the chat, or leave your email address and someone from {business} will get back to you.',
    couldNotFind: `I couldn't find anything about "{part}".`,
    otherLanguage: "I'm sorry, I can't answer that question in English.",
    limitReached:
      'Sorry, our assistant is unavailable right now. Please leave your email address and someone from {business} will get back to you.',
    testLimit:
      "This test assistant has used today's test allowance. It answers again tomorrow (UTC), or on the live site.",
    leadThanks: "Thank you! I've sent {email} to the {business} team by email; they will write to you there.",
    unavailable:
      "I'm sorry, I can't answer that right now. If you leave your email address, someone from {business} will follow up with you.",
    greets: /^\s*(hi|hello|hey|good (morning|afternoon|evening)|howdy|greetings|yo)\b/i,
    thanks_: /\b(thanks|thank you|thx|cheers)\b/i,
  },
  es: {
    greeting: '¡Hola! ¿En qué puedo ayudarle hoy?',
    thanks: '¡De nada! ¿Puedo ayudarle en algo más?',
    sorry: 'Lo siento, no tengo información sobre eso.',
    offerEmail: 'Si deja su correo electrónico, alguien de {business} se pondrá en contacto con usted.',
    offerHandoff: 'Puede pedir hablar con una persona aquí en el chat.',
    offerBoth:
      'Puede pedir hablar con una persona aquí en el chat, o dejar su correo electrónico y alguien de {business} se pondrá en contacto con usted.',
    couldNotFind: 'No encontré nada sobre «{part}».',
    otherLanguage: 'Lo siento, no puedo responder a esa pregunta en español.',
    limitReached:
      'Lo siento, nuestro asistente no está disponible en este momento. Deje su correo electrónico y alguien de {business} se pondrá en contacto con usted.',
    testLimit:
      'Este asistente de prueba ha agotado su cuota de hoy. Volverá a responder mañana (UTC), o en el sitio publicado.',
    leadThanks:
      '¡Gracias! He pasado {email} al equipo de {business} y alguien le responderá por correo electrónico.',
    unavailable:
      'Lo siento, no puedo responder a eso ahora mismo. Si deja su correo electrónico, alguien de {business} se pondrá en contacto con usted.',
    greets: /^[\s¡¿!?.,]*(hola|buen[oa]s( d[ií]as| tardes| noches)?|saludos)\b/i,
    thanks_: /\b(gracias|muchas gracias)\b/i,
  },
  fr: {
    greeting: 'Bonjour ! Comment puis-je vous aider aujourd’hui ?',
    thanks: 'Je vous en prie ! Puis-je vous aider pour autre chose ?',
    sorry: 'Désolé, je n’ai pas d’information à ce sujet.',
    offerEmail: 'Si vous laissez votre adresse e-mail, quelqu’un de {business} vous recontactera.',
    offerHandoff: 'Vous pouvez demander à parler à une personne ici, dans le chat.',
    offerBoth:
      'Vous pouvez demander à parler à une personne ici, dans le chat, ou laisser votre adresse e-mail : quelqu’un de {business} vous recontactera.',
    couldNotFind: 'Je n’ai rien trouvé sur « {part} ».',
    otherLanguage: 'Désolé, je ne peux pas répondre à cette question en français.',
    limitReached:
      'Désolé, notre assistant n’est pas disponible pour le moment. Laissez votre adresse e-mail et quelqu’un de {business} vous recontactera.',
    testLimit:
      'Cet assistant de test a épuisé son quota du jour. Il répondra de nouveau demain (UTC), ou sur le site en ligne.',
    leadThanks:
      'Merci ! J’ai transmis {email} à l’équipe de {business} ; quelqu’un vous répondra par e-mail.',
    unavailable:
      'Désolé, je ne peux pas répondre pour le moment. Si vous laissez votre adresse e-mail, quelqu’un de {business} vous recontactera.',
    greets: /^[\s¡¿!?.,]*(bonjour|bonsoir|salut|coucou)\b/i,
    thanks_: /\b(merci)\b/i,
  },
  de: {
    greeting: 'Hallo! Wie kann ich Ihnen heute helfen?',
    thanks: 'Gern geschehen! Kann ich Ihnen sonst noch helfen?',
    sorry: 'Es tut mir leid, dazu habe ich keine Informationen.',
    offerEmail: 'Wenn Sie Ihre E-Mail-Adresse hinterlassen, meldet sich jemand von {business} bei Ihnen.',
    offerHandoff: 'Sie können hier im Chat darum bitten, mit einer Person zu sprechen.',
    offerBoth:
      'Sie können hier im Chat darum bitten, mit einer Person zu sprechen, oder Ihre E-Mail-Adresse hinterlassen, dann meldet sich jemand von {business} bei Ihnen.',
    couldNotFind: 'Zu „{part}“ habe ich nichts gefunden.',
    otherLanguage: 'Es tut mir leid, diese Frage kann ich auf Deutsch nicht beantworten.',
    limitReached:
      'Unser Assistent ist gerade leider nicht verfügbar. Hinterlassen Sie Ihre E-Mail-Adresse, dann meldet sich jemand von {business} bei Ihnen.',
    testLimit:
      'Dieser Test-Assistent hat sein heutiges Testkontingent aufgebraucht. Er antwortet morgen (UTC) wieder, oder auf der Live-Website.',
    leadThanks:
      'Danke! Ich habe {email} an das Team von {business} weitergegeben; jemand meldet sich per E-Mail bei Ihnen.',
    unavailable:
      'Es tut mir leid, das kann ich gerade nicht beantworten. Wenn Sie Ihre E-Mail-Adresse hinterlassen, meldet sich jemand von {business} bei Ihnen.',
    greets: /^[\s¡¿!?.,]*(hallo|guten (morgen|tag|abend)|moin|servus|gr[üu](ss|ß) gott)\b/i,
    thanks_: /\b(danke|vielen dank)\b/i,
  },
  pt: {
    greeting: 'Olá! Como posso ajudar hoje?',
    thanks: 'De nada! Posso ajudar em mais alguma coisa?',
    sorry: 'Desculpe, não tenho informações sobre isso.',
    offerEmail: 'Se você deixar seu e-mail, alguém de {business} entrará em contato.',
    offerHandoff: 'Você pode pedir para falar com uma pessoa aqui no chat.',
    offerBoth:
      'Você pode pedir para falar com uma pessoa aqui no chat ou deixar seu e-mail, e alguém de {business} entrará em contato.',
    couldNotFind: 'Não encontrei nada sobre "{part}".',
    otherLanguage: 'Desculpe, não consigo responder a essa pergunta em português.',
    limitReached:
      'Desculpe, nosso assistente não está disponível no momento. Deixe seu e-mail e alguém de {business} entrará em contato.',
    testLimit:
      'Este assistente de teste usou a cota de hoje. Ele volta a responder amanhã (UTC), ou no site publicado.',
    leadThanks:
      'Obrigado! Passei {email} para a equipe de {business}, e alguém entrará em contato por e-mail.',
    unavailable:
      'Desculpe, não consigo responder agora. Se você deixar seu e-mail, alguém de {business} entrará em contato.',
    greets: /^[\s¡¿!?.,]*(ol[áa]|oi|bom dia|boa (tarde|noite))\b/i,
    thanks_: /\b(obrigad[oa]|valeu)\b/i,
  },
  it: {
    greeting: 'Salve! Come posso aiutarla oggi?',
    thanks: 'Prego! Posso aiutarla in qualcos’altro?',
    sorry: 'Mi dispiace, non ho informazioni su questo.',
    offerEmail: 'Se lascia il suo indirizzo email, qualcuno di {business} la ricontatterà.',
    offerHandoff: 'Può chiedere di parlare con una persona qui in chat.',
    offerBoth:
      'Può chiedere di parlare con una persona qui in chat, oppure lasciare il suo indirizzo email e qualcuno di {business} la ricontatterà.',
    couldNotFind: 'Non ho trovato nulla su «{part}».',
    otherLanguage: 'Mi dispiace, non posso rispondere a questa domanda in italiano.',
    limitReached:
      'Ci dispiace, il nostro assistente non è disponibile al momento. Lasci il suo indirizzo email e qualcuno di {business} la ricontatterà.',
    testLimit:
      'Questo assistente di prova ha esaurito la quota di oggi. Risponderà di nuovo domani (UTC), o sul sito pubblicato.',
    leadThanks: 'Grazie! Ho passato {email} al team di {business}: qualcuno la ricontatterà via email.',
    unavailable:
      'Mi dispiace, ora non posso rispondere. Se lascia il suo indirizzo email, qualcuno di {business} la ricontatterà.',
    greets: /^[\s¡¿!?.,]*(ciao|salve|buongiorno|buonasera)\b/i,
    thanks_: /\b(grazie)\b/i,
  },
  nl: {
    greeting: 'Hallo! Waarmee kan ik u vandaag helpen?',
    thanks: 'Graag gedaan! Kan ik u nog ergens anders mee helpen?',
    sorry: 'Sorry, daar heb ik geen informatie over.',
    offerEmail: 'Als u uw e-mailadres achterlaat, neemt iemand van {business} contact met u op.',
    offerHandoff: 'U kunt hier in de chat vragen om met een persoon te spreken.',
    offerBoth:
      'U kunt hier in de chat vragen om met een persoon te spreken, of uw e-mailadres achterlaten, dan neemt iemand van {business} contact met u op.',
    couldNotFind: 'Ik kon niets vinden over "{part}".',
    otherLanguage: 'Sorry, die vraag kan ik niet in het Nederlands beantwoorden.',
    limitReached:
      'Sorry, onze assistent is nu niet beschikbaar. Laat uw e-mailadres achter, dan neemt iemand van {business} contact met u op.',
    testLimit:
      'Deze testassistent heeft het testtegoed van vandaag opgebruikt. Hij antwoordt morgen (UTC) weer, of op de live website.',
    leadThanks:
      'Bedankt! Ik heb {email} doorgegeven aan het team van {business}; iemand neemt per e-mail contact met u op.',
    unavailable:
      'Sorry, daar kan ik nu geen antwoord op geven. Als u uw e-mailadres achterlaat, neemt iemand van {business} contact met u op.',
    greets: /^[\s¡¿!?.,]*(hallo|hoi|goedemorgen|goedemiddag|goedenavond|dag)\b/i,
    thanks_: /\b(bedankt|dank (je|u)( wel)?)\b/i,
  },
};

type TextKey = Exclude<keyof ReplyTexts, 'greets' | 'thanks_'>;

/** A fixed reply in `language` (English when unknown), its placeholders filled in one pass. */
export function replyText(
  language: LanguageCode | null | undefined,
  key: TextKey,
  values: { business?: string; email?: string; part?: string } = {},
): string {
  const template = REPLY_TEXTS[language ?? 'en'][key];
  return template.replace(/\{(business|email|part)\}/g, (_, name: keyof typeof values) => values[name] ?? '');
}

/**
 * What a decline offers: a person only where the client has human handoff on (else the email
 * follow-up, so nothing is offered that cannot happen).
 */
export function offerKey(unknownAnswer: UnknownAnswer, handoffAvailable: boolean): TextKey {
  if (!handoffAvailable || unknownAnswer === 'email') return 'offerEmail';
  return unknownAnswer === 'handoff' ? 'offerHandoff' : 'offerBoth';
}

/** "I'm sorry, I don't have information about that." and what the client offers instead. */
export function declineReply(
  language: LanguageCode | null | undefined,
  business: string,
  unknownAnswer: UnknownAnswer = 'email',
  handoffAvailable = false,
): string {
  return `${replyText(language, 'sorry')} ${replyText(language, offerKey(unknownAnswer, handoffAvailable), { business })}`;
}
