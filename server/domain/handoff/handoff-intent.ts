/**
 * Whether a visitor's message asks for a person instead of the assistant ("can I talk to a human?",
 * "real person please", "agent"), in English, Spanish, French, German, Portuguese and Italian. It errs
 * on the side of not firing: a question that merely mentions a person ("is there a person who can fix
 * my bike?", "do you have agents in Madrid?") is a question for the assistant, and a refusal ("I don't
 * need a human") is not a request.
 */

/** Lower case, accents folded, curly apostrophes straightened, whitespace collapsed. */
const normalise = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u2018\u2019`]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();

const EN_PEOPLE =
  '(?:a |an |the |one of your |some |your )?(?:real |live |actual |human |customer service |support |sales )?' +
  '(?:human(?: being)?|person|people|agent|representative|rep|operator|somebody|someone|staff(?: member)?|employee|' +
  'team member|member of (?:your |the )?(?:staff|team)|advisor|adviser|consultant|manager)';

const PATTERNS: RegExp[] = [
  // English: a verb of talking, then a person ("can I talk to a human", "connect me with an agent").
  new RegExp(
    `\\b(?:talk|speak|chat|connect(?: me)?|transfer(?: me)?|put me through|get me through|escalate(?: this)?)` +
      ` (?:to|with) ${EN_PEOPLE}\\b`,
  ),
  // "I want/need/would like a human", "can I get a real person", "get me an agent".
  new RegExp(
    `\\b(?:i (?:want|need|would like|'d like)|can i (?:get|have)|could i (?:get|have)|may i (?:have|get)|get me|give me)` +
      ` (?:a |an |to )?(?:real |live |actual )?(?:human|real person|live (?:agent|person)|agent|representative|operator|person)\\b` +
      // "I need a person who can fix my bike" asks about a service, not for a person in this chat.
      '(?! (?:who|that|which|for|to (?:fix|repair|clean|install|help (?:me )?(?:with|move))))',
  ),
  // "real person", "live agent", "human agent", "human please".
  /\b(?:real|actual|live) (?:human|person|agent|representative|operator)\b/,
  /\bhuman (?:agent|representative|operator|support|being please)\b/,
  /^(?:a )?(?:human|agent|person|representative|operator|live agent|real person)(?: please| pls| now)?[.!?]*$/,
  /^(?:please|pls) (?:a )?(?:human|agent|person|representative|operator)[.!?]*$/,
  // Spanish.
  /\b(?:hablar|comunicarme|conversar|chatear) con (?:un |una |el |la |algun |alguna )?(?:persona|humano|agente|representante|asesor|operador|alguien|empleado|ser humano)\b/,
  /\b(?:persona real|agente humano|quiero (?:un |una )?(?:humano|persona|agente|asesor))\b/,
  // French.
  /\b(?:parler|discuter|echanger) (?:a|avec) (?:un |une |le |la )?(?:vrai |vraie )?(?:humain|personne|agent|conseiller|conseillere|operateur|operatrice|quelqu'un|quelqu un|employe)\b/,
  /\b(?:vraie personne|personne reelle|etre humain|un humain(?: svp| s'il vous plait)?$)/,
  // German.
  /\bmit (?:einem |einer )?(?:echten |echte )?(?:menschen|mensch|person|mitarbeiter|mitarbeiterin|berater|beraterin|agenten|jemandem) (?:sprechen|reden|chatten|verbinden|verbunden)\b/,
  /\b(?:echte[nr]? (?:person|menschen|mensch|mitarbeiter))\b/,
  // Portuguese.
  /\b(?:falar|conversar) com (?:um |uma |o |a |algum |alguma )?(?:pessoa|humano|atendente|agente|alguem|representante|operador|consultor)\b/,
  /\b(?:pessoa real|atendente humano|atendimento humano)\b/,
  // Italian.
  /\b(?:parlare|chattare) con (?:un |una |uno |l'|qualcuno|un vero |una vera )?(?:persona|operatore|operatrice|umano|agente|qualcuno|consulente|addetto)\b/,
  /\b(?:persona reale|persona vera|operatore umano)\b/,
];

/** A refusal or a statement about the past is not a request ("I don't want an agent", "I spoke to someone"). */
const NEGATION =
  /\b(?:don't|dont|do not|doesn't|no need|not|never|without|no quiero|no necesito|ne veux pas|pas besoin|nicht|kein(?:en)?|nao quero|nao preciso|non voglio|non ho bisogno)\b/;

/**
 * A question about what the assistant or the product can do ("can the bot hand a chat over to a live
 * agent?", "does your widget escalate to a real person?") asks about a feature, not for a person now.
 */
const CAPABILITY =
  /\b(?:can|could|does|do|will|would|is|are) (?:the |your |this |a )?(?:bot|chatbot|chat bot|assistant|widget|ai|software|tool|app|product|system|platform|it|they)\b/;

export function isHandoffRequest(text: string): boolean {
  const t = normalise(text);
  if (t.length === 0 || t.length > 400) return false;
  if (NEGATION.test(t) || CAPABILITY.test(t)) return false;
  return PATTERNS.some((p) => p.test(t));
}
