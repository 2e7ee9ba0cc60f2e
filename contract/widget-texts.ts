import { z } from 'zod';
import { LANGUAGE_CODES, type LanguageCode } from './languages.ts';
import { EN, WIDGET_TEXT_KEYS, type WidgetTextKey, type WidgetTexts } from './widget-texts-en.ts';
import { FEEDBACK_TEXTS } from './widget-texts-feedback.ts';

export { WIDGET_TEXT_KEYS, type WidgetTextKey, type WidgetTexts } from './widget-texts-en.ts';

/**
 * Every text a visitor reads in the widget, in each supported language. GET /api/widget/config answers
 * the visitor's language's texts with the business's overrides (chatCustomizations.texts) on top, so
 * the widget bundle carries English only, as its fallback. `headerTitle` and `firstMessage` are the
 * business's own texts: the table's are what a business that kept the defaults shows.
 */
export const WIDGET_TEXTS: Readonly<Record<LanguageCode, WidgetTexts>> = {
  en: EN,
  es: {
    ...FEEDBACK_TEXTS.es,
    headerTitle: 'Hable con nosotros',
    firstMessage: '¡Hola! ¿En qué puedo ayudarle hoy?',
    online: 'En línea',
    unavailableBadge: 'No disponible',
    away: 'Ausente',
    human: 'Persona',
    restart: 'Reiniciar la conversación',
    close: 'Cerrar el chat',
    unavailable:
      'El chat no está disponible en este sitio ahora mismo. Contacte directamente con la empresa.',
    returnToFaq: 'Volver a las preguntas frecuentes',
    talkToPerson: 'Hablar con una persona',
    placeholder: 'Escriba su mensaje aquí...',
    send: 'Enviar',
    sendMessage: 'Enviar mensaje',
    emailPlaceholder: 'usted@ejemplo.com',
    emailLabel: 'Su correo electrónico para responderle',
    interrupted: 'Esta respuesta se interrumpió.',
    retry: 'Reintentar',
    instantFaq: 'Respuesta instantánea',
    supportTeam: 'Equipo de atención',
    sources: 'Fuentes:',
    faqs: 'Preguntas frecuentes',
    limit: 'Nuestro asistente no está disponible ahora mismo. Deje su correo electrónico y le responderemos.',
    rate: 'Está enviando mensajes demasiado rápido. Espere un momento, o deje su correo electrónico y le responderemos.',
    error: 'Lo siento, el asistente no ha podido responder. Inténtelo de nuevo.',
    thanks: '¡Gracias! Le responderemos por correo electrónico.',
    handoffMissed: 'Deje su correo electrónico y le responderemos.',
    preChatTitle: 'Antes de empezar, díganos quién es.',
    name: 'Nombre',
    email: 'Correo electrónico',
    consent: 'Acepto que se guarden mis datos para responderme.',
    startChat: 'Empezar el chat',
    invalidEmail: 'Introduzca un correo electrónico válido.',
    suggestions: 'Preguntas sugeridas',
  },
  fr: {
    ...FEEDBACK_TEXTS.fr,
    headerTitle: 'Discutons',
    firstMessage: 'Bonjour ! Comment puis-je vous aider aujourd’hui ?',
    online: 'En ligne',
    unavailableBadge: 'Indisponible',
    away: 'Absent',
    human: 'Humain',
    restart: 'Recommencer la conversation',
    close: 'Fermer le chat',
    unavailable:
      'Le chat n’est pas disponible sur ce site pour le moment. Contactez directement l’entreprise.',
    returnToFaq: 'Retour aux questions fréquentes',
    talkToPerson: 'Parler à une personne',
    placeholder: 'Écrivez votre message ici...',
    send: 'Envoyer',
    sendMessage: 'Envoyer le message',
    emailPlaceholder: 'vous@exemple.fr',
    emailLabel: 'Votre e-mail pour vous répondre',
    interrupted: 'Cette réponse a été interrompue.',
    retry: 'Réessayer',
    instantFaq: 'Réponse instantanée',
    supportTeam: 'Équipe support',
    sources: 'Sources :',
    faqs: 'Questions fréquentes',
    limit:
      'Notre assistant n’est pas disponible pour le moment. Laissez votre e-mail et nous vous répondrons.',
    rate: 'Vous envoyez des messages un peu trop vite. Patientez un instant, ou laissez votre e-mail et nous vous répondrons.',
    error: 'Désolé, l’assistant n’a pas pu répondre. Veuillez réessayer.',
    thanks: 'Merci ! Nous vous répondrons par e-mail.',
    handoffMissed: 'Laissez votre e-mail et nous vous répondrons.',
    preChatTitle: 'Avant de commencer, dites-nous qui vous êtes.',
    name: 'Nom',
    email: 'E-mail',
    consent: 'J’accepte que mes coordonnées soient conservées pour me répondre.',
    startChat: 'Commencer',
    invalidEmail: 'Saisissez une adresse e-mail valide.',
    suggestions: 'Questions suggérées',
  },
  de: {
    ...FEEDBACK_TEXTS.de,
    headerTitle: 'Schreiben Sie uns',
    firstMessage: 'Hallo! Wie kann ich Ihnen heute helfen?',
    online: 'Online',
    unavailableBadge: 'Nicht verfügbar',
    away: 'Abwesend',
    human: 'Mensch',
    restart: 'Unterhaltung neu beginnen',
    close: 'Chat schließen',
    unavailable:
      'Der Chat ist auf dieser Website gerade nicht verfügbar. Bitte wenden Sie sich direkt an das Unternehmen.',
    returnToFaq: 'Zurück zu den häufigen Fragen',
    talkToPerson: 'Mit einer Person sprechen',
    placeholder: 'Schreiben Sie hier Ihre Nachricht...',
    send: 'Senden',
    sendMessage: 'Nachricht senden',
    emailPlaceholder: 'sie@beispiel.de',
    emailLabel: 'Ihre E-Mail-Adresse für eine Antwort',
    interrupted: 'Diese Antwort wurde unterbrochen.',
    retry: 'Erneut versuchen',
    instantFaq: 'Sofortantwort',
    supportTeam: 'Support-Team',
    sources: 'Quellen:',
    faqs: 'Häufige Fragen',
    limit:
      'Unser Assistent ist gerade nicht verfügbar. Hinterlassen Sie Ihre E-Mail-Adresse, dann melden wir uns.',
    rate: 'Sie senden Nachrichten etwas zu schnell. Warten Sie einen Moment, oder hinterlassen Sie Ihre E-Mail-Adresse, dann melden wir uns.',
    error: 'Der Assistent konnte gerade nicht antworten. Bitte versuchen Sie es erneut.',
    thanks: 'Danke! Wir antworten Ihnen per E-Mail.',
    handoffMissed: 'Hinterlassen Sie Ihre E-Mail-Adresse, dann melden wir uns.',
    preChatTitle: 'Bevor wir beginnen: Wer sind Sie?',
    name: 'Name',
    email: 'E-Mail',
    consent: 'Ich bin einverstanden, dass meine Angaben für die Antwort gespeichert werden.',
    startChat: 'Chat beginnen',
    invalidEmail: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    suggestions: 'Vorgeschlagene Fragen',
  },
  pt: {
    ...FEEDBACK_TEXTS.pt,
    headerTitle: 'Fale conosco',
    firstMessage: 'Olá! Como posso ajudar hoje?',
    online: 'Online',
    unavailableBadge: 'Indisponível',
    away: 'Ausente',
    human: 'Pessoa',
    restart: 'Recomeçar a conversa',
    close: 'Fechar o chat',
    unavailable: 'O chat não está disponível neste site agora. Entre em contato diretamente com a empresa.',
    returnToFaq: 'Voltar às perguntas frequentes',
    talkToPerson: 'Falar com uma pessoa',
    placeholder: 'Escreva sua mensagem aqui...',
    send: 'Enviar',
    sendMessage: 'Enviar mensagem',
    emailPlaceholder: 'voce@exemplo.com',
    emailLabel: 'Seu e-mail para resposta',
    interrupted: 'Esta resposta foi interrompida.',
    retry: 'Tentar de novo',
    instantFaq: 'Resposta instantânea',
    supportTeam: 'Equipe de suporte',
    sources: 'Fontes:',
    faqs: 'Perguntas frequentes',
    limit: 'Nosso assistente não está disponível agora. Deixe seu e-mail e responderemos.',
    rate: 'Você está enviando mensagens rápido demais. Aguarde um momento, ou deixe seu e-mail e responderemos.',
    error: 'Desculpe, o assistente não conseguiu responder agora. Tente de novo.',
    thanks: 'Obrigado! Responderemos por e-mail.',
    handoffMissed: 'Deixe seu e-mail e responderemos.',
    preChatTitle: 'Antes de começar, diga-nos quem você é.',
    name: 'Nome',
    email: 'E-mail',
    consent: 'Concordo que meus dados sejam guardados para me responder.',
    startChat: 'Iniciar chat',
    invalidEmail: 'Digite um e-mail válido.',
    suggestions: 'Perguntas sugeridas',
  },
  it: {
    ...FEEDBACK_TEXTS.it,
    headerTitle: 'Scrivici',
    firstMessage: 'Salve! Come posso aiutarla oggi?',
    online: 'Online',
    unavailableBadge: 'Non disponibile',
    away: 'Assente',
    human: 'Persona',
    restart: 'Ricomincia la conversazione',
    close: 'Chiudi la chat',
    unavailable: 'La chat non è disponibile su questo sito al momento. Contatti direttamente l’azienda.',
    returnToFaq: 'Torna alle domande frequenti',
    talkToPerson: 'Parla con una persona',
    placeholder: 'Scriva qui il suo messaggio...',
    send: 'Invia',
    sendMessage: 'Invia messaggio',
    emailPlaceholder: 'lei@esempio.it',
    emailLabel: 'La sua email per risponderle',
    interrupted: 'Questa risposta è stata interrotta.',
    retry: 'Riprova',
    instantFaq: 'Risposta immediata',
    supportTeam: 'Assistenza',
    sources: 'Fonti:',
    faqs: 'Domande frequenti',
    limit: 'Il nostro assistente non è disponibile al momento. Lasci la sua email e le risponderemo.',
    rate: 'Sta inviando messaggi un po’ troppo in fretta. Attenda un momento, o lasci la sua email e le risponderemo.',
    error: 'Ci dispiace, l’assistente non è riuscito a rispondere. Riprovi.',
    thanks: 'Grazie! Le risponderemo via email.',
    handoffMissed: 'Lasci la sua email e le risponderemo.',
    preChatTitle: 'Prima di iniziare, ci dica chi è.',
    name: 'Nome',
    email: 'Email',
    consent: 'Acconsento alla conservazione dei miei dati per ricevere risposta.',
    startChat: 'Inizia la chat',
    invalidEmail: 'Inserisca un indirizzo email valido.',
    suggestions: 'Domande suggerite',
  },
  nl: {
    ...FEEDBACK_TEXTS.nl,
    headerTitle: 'Chat met ons',
    firstMessage: 'Hallo! Waarmee kan ik u vandaag helpen?',
    online: 'Online',
    unavailableBadge: 'Niet beschikbaar',
    away: 'Afwezig',
    human: 'Mens',
    restart: 'Gesprek opnieuw beginnen',
    close: 'Chat sluiten',
    unavailable:
      'De chat is nu niet beschikbaar op deze website. Neem rechtstreeks contact op met het bedrijf.',
    returnToFaq: 'Terug naar veelgestelde vragen',
    talkToPerson: 'Met een persoon praten',
    placeholder: 'Typ hier uw bericht...',
    send: 'Versturen',
    sendMessage: 'Bericht versturen',
    emailPlaceholder: 'u@voorbeeld.nl',
    emailLabel: 'Uw e-mailadres voor een antwoord',
    interrupted: 'Dit antwoord is onderbroken.',
    retry: 'Opnieuw',
    instantFaq: 'Direct antwoord',
    supportTeam: 'Supportteam',
    sources: 'Bronnen:',
    faqs: 'Veelgestelde vragen',
    limit: 'Onze assistent is nu niet beschikbaar. Laat uw e-mailadres achter, dan nemen we contact op.',
    rate: 'U stuurt berichten iets te snel. Wacht even, of laat uw e-mailadres achter, dan nemen we contact op.',
    error: 'Sorry, de assistent kon nu niet antwoorden. Probeer het opnieuw.',
    thanks: 'Bedankt! We antwoorden u per e-mail.',
    handoffMissed: 'Laat uw e-mailadres achter, dan nemen we contact op.',
    preChatTitle: 'Vertel ons eerst wie u bent.',
    name: 'Naam',
    email: 'E-mail',
    consent: 'Ik ga akkoord dat mijn gegevens worden bewaard om mij te antwoorden.',
    startChat: 'Chat starten',
    invalidEmail: 'Vul een geldig e-mailadres in.',
    suggestions: 'Voorgestelde vragen',
  },
};

/** A whole set of texts as GET /api/widget/config answers it. */
export const WidgetTextsSchema = z.object(
  Object.fromEntries(WIDGET_TEXT_KEYS.map((k) => [k, z.string()])) as Record<WidgetTextKey, z.ZodString>,
);

const NO_MARKUP = /<\s*[a-z/!?]/i;

/** One language's overrides: any of the keys, plain text (markup is refused, not stored). */
export const WidgetTextOverrides = z
  .object(
    Object.fromEntries(
      WIDGET_TEXT_KEYS.map((k) => [
        k,
        z
          .string()
          .trim()
          .min(1, 'An override cannot be empty (remove it to use the default)')
          .max(k === 'firstMessage' || k === 'unavailable' || k === 'rate' ? 1000 : 200)
          .refine((v) => !NO_MARKUP.test(v), 'Texts are plain text: HTML tags are not allowed')
          .optional(),
      ]),
    ) as Record<WidgetTextKey, z.ZodOptional<z.ZodString>>,
  )
  .strict();
export type WidgetTextOverrides = z.infer<typeof WidgetTextOverrides>;

/** Per-language overrides, keyed by a supported language code (an unknown code is refused). */
export const WidgetTextsByLanguage = z.record(z.string(), WidgetTextOverrides).superRefine((v, ctx) => {
  for (const code of Object.keys(v))
    if (!(LANGUAGE_CODES as readonly string[]).includes(code))
      ctx.addIssue({
        code: 'custom',
        path: [code],
        message: `Unknown language code "${code.slice(0, 10)}": use one of ${LANGUAGE_CODES.join(', ')}`,
      });
});
export type WidgetTextsByLanguage = Partial<Record<LanguageCode, WidgetTextOverrides>>;
