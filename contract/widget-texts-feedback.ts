import type { LanguageCode } from './languages.ts';
import type { WidgetTexts } from './widget-texts-en.ts';

/** The widget's feedback texts (thumbs, a thumbs down's reasons, the 1–5 score, "End chat"). */
export type FeedbackTextKey =
  | 'helpful'
  | 'thumbsUp'
  | 'thumbsDown'
  | 'whyDown'
  | 'reasonWrong'
  | 'reasonNotMyQuestion'
  | 'reasonTooLong'
  | 'reasonOther'
  | 'feedbackComment'
  | 'feedbackThanks'
  | 'feedbackFailed'
  | 'rateChat'
  | 'score1'
  | 'score2'
  | 'score3'
  | 'score4'
  | 'score5'
  | 'endChat';

/**
 * The feedback texts in the languages other than English (English is in widget-texts-en.ts, the
 * widget's own fallback), in the register of each language's other widget texts. Kept apart so the
 * table of the other texts (widget-texts.ts) stays one page per language.
 */
export const FEEDBACK_TEXTS: Readonly<
  Record<Exclude<LanguageCode, 'en'>, Pick<WidgetTexts, FeedbackTextKey>>
> = {
  es: {
    helpful: '¿Le ha resultado útil?',
    thumbsUp: 'Útil',
    thumbsDown: 'No es útil',
    whyDown: '¿Qué ha fallado?',
    reasonWrong: 'Es incorrecta',
    reasonNotMyQuestion: 'No responde a mi pregunta',
    reasonTooLong: 'Demasiado larga',
    reasonOther: 'Otro motivo',
    feedbackComment: 'Cuéntenos más (opcional)',
    feedbackThanks: '¡Gracias por su opinión!',
    feedbackFailed: 'Lo siento, no hemos podido guardarlo. Inténtelo de nuevo.',
    rateChat: '¿Cuál es su grado de satisfacción con este chat?',
    score1: 'Muy insatisfecho',
    score2: 'Insatisfecho',
    score3: 'Neutral',
    score4: 'Satisfecho',
    score5: 'Muy satisfecho',
    endChat: 'Terminar el chat',
  },
  fr: {
    helpful: 'Cette réponse vous a-t-elle aidé ?',
    thumbsUp: 'Utile',
    thumbsDown: 'Pas utile',
    whyDown: 'Qu’est-ce qui n’allait pas ?',
    reasonWrong: 'Elle est fausse',
    reasonNotMyQuestion: 'Elle ne répond pas à ma question',
    reasonTooLong: 'Trop longue',
    reasonOther: 'Autre chose',
    feedbackComment: 'Dites-nous en plus (facultatif)',
    feedbackThanks: 'Merci pour votre avis !',
    feedbackFailed: 'Désolé, nous n’avons pas pu l’enregistrer. Veuillez réessayer.',
    rateChat: 'Êtes-vous satisfait de cette conversation ?',
    score1: 'Très insatisfait',
    score2: 'Insatisfait',
    score3: 'Neutre',
    score4: 'Satisfait',
    score5: 'Très satisfait',
    endChat: 'Terminer le chat',
  },
  de: {
    helpful: 'War das hilfreich?',
    thumbsUp: 'Hilfreich',
    thumbsDown: 'Nicht hilfreich',
    whyDown: 'Was war nicht in Ordnung?',
    reasonWrong: 'Falsch',
    reasonNotMyQuestion: 'Hat meine Frage nicht beantwortet',
    reasonTooLong: 'Zu lang',
    reasonOther: 'Etwas anderes',
    feedbackComment: 'Erzählen Sie uns mehr (optional)',
    feedbackThanks: 'Danke für Ihr Feedback!',
    feedbackFailed: 'Das konnten wir leider nicht speichern. Bitte versuchen Sie es erneut.',
    rateChat: 'Wie zufrieden sind Sie mit diesem Chat?',
    score1: 'Sehr unzufrieden',
    score2: 'Unzufrieden',
    score3: 'Neutral',
    score4: 'Zufrieden',
    score5: 'Sehr zufrieden',
    endChat: 'Chat beenden',
  },
  pt: {
    helpful: 'Isso foi útil?',
    thumbsUp: 'Útil',
    thumbsDown: 'Não foi útil',
    whyDown: 'O que deu errado?',
    reasonWrong: 'Está errada',
    reasonNotMyQuestion: 'Não respondeu à minha pergunta',
    reasonTooLong: 'Longa demais',
    reasonOther: 'Outro motivo',
    feedbackComment: 'Conte-nos mais (opcional)',
    feedbackThanks: 'Obrigado pela sua opinião!',
    feedbackFailed: 'Desculpe, não conseguimos salvar isso. Tente novamente.',
    rateChat: 'Quão satisfeito você está com este chat?',
    score1: 'Muito insatisfeito',
    score2: 'Insatisfeito',
    score3: 'Neutro',
    score4: 'Satisfeito',
    score5: 'Muito satisfeito',
    endChat: 'Encerrar o chat',
  },
  it: {
    helpful: 'Le è stato utile?',
    thumbsUp: 'Utile',
    thumbsDown: 'Non utile',
    whyDown: 'Che cosa non andava?',
    reasonWrong: 'È sbagliata',
    reasonNotMyQuestion: 'Non risponde alla mia domanda',
    reasonTooLong: 'Troppo lunga',
    reasonOther: 'Altro',
    feedbackComment: 'Ci dica di più (facoltativo)',
    feedbackThanks: 'Grazie per il suo riscontro!',
    feedbackFailed: 'Ci dispiace, non siamo riusciti a salvarlo. Riprovi.',
    rateChat: 'Quanto è soddisfatto di questa chat?',
    score1: 'Molto insoddisfatto',
    score2: 'Insoddisfatto',
    score3: 'Neutrale',
    score4: 'Soddisfatto',
    score5: 'Molto soddisfatto',
    endChat: 'Termina la chat',
  },
  nl: {
    helpful: 'Was dit nuttig?',
    thumbsUp: 'Nuttig',
    thumbsDown: 'Niet nuttig',
    whyDown: 'Wat ging er mis?',
    reasonWrong: 'Onjuist',
    reasonNotMyQuestion: 'Gaf geen antwoord op mijn vraag',
    reasonTooLong: 'Te lang',
    reasonOther: 'Iets anders',
    feedbackComment: 'Vertel ons meer (optioneel)',
    feedbackThanks: 'Bedankt voor uw feedback!',
    feedbackFailed: 'Sorry, dat konden we niet opslaan. Probeer het opnieuw.',
    rateChat: 'Hoe tevreden bent u over deze chat?',
    score1: 'Zeer ontevreden',
    score2: 'Ontevreden',
    score3: 'Neutraal',
    score4: 'Tevreden',
    score5: 'Zeer tevreden',
    endChat: 'Chat beëindigen',
  },
};
