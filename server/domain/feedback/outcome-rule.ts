/**
 * The outcome of one conversation, decided from what is stored: its messages, the visitor's thumbs and
 * score, and its handoff state. The rule is the contract's (contract/chat.ts Outcome), applied in this
 * order: a person asked for → handed_off; else the visitor's latest verdict (thumbs, score, thanks) →
 * confirmed or unresolved; else the last question's fate: unanswered or declined → unresolved,
 * answered → pending until 24 hours pass without a word from the visitor, then assumed.
 */
import type { HandoffStatus, MessageMetadata, Outcome, Sender } from '../../../contract/chat.ts';
import { isThanks } from './outcome-words.ts';

/** How long an answered conversation waits for a follow-up before it counts as assumed. */
export const ASSUME_AFTER_MS = 24 * 60 * 60 * 1000;

/** Replies that do not answer: the assistant declined, cited nothing, or was cut off. */
const NOT_ANSWERS = new Set(['no_answer', 'unsupported', 'interrupted']);
/** Replies that neither answer nor decline (a hello back): a question they follow is not counted. */
const SMALL_TALK = new Set(['greeting']);

export interface OutcomeMessage {
  id: string;
  sender: Sender;
  message: string;
  createdAt: string;
  metadata: MessageMetadata;
}

export interface OutcomeInput {
  messages: OutcomeMessage[];
  feedback: { messageId: string; rating: 'up' | 'down'; at: string }[];
  score: { score: number; at: string } | null;
  handoffStatus: HandoffStatus;
}

export interface OutcomeDecision {
  /** null: nothing asked yet, or answered and waiting out `settlesAt`. */
  outcome: Outcome | null;
  /** When a pending conversation becomes assumed (null when it never will by itself). */
  settlesAt: string | null;
  /** From the first visitor message to the first reply (AI or operator), in ms. */
  firstReplyMs: number | null;
  startedAt: string | null;
}

const isReply = (m: OutcomeMessage) => m.sender === 'ai' || m.sender === 'operator';

function handedOff(input: OutcomeInput): boolean {
  if (input.handoffStatus !== 'none') return true;
  return input.messages.some(
    (m) =>
      m.sender === 'operator' ||
      (m.sender === 'system' && m.metadata.handoff !== undefined) ||
      (m.sender === 'ai' && m.metadata.responseType === 'lead_capture'),
  );
}

/** The visitor's latest verdict: true helped, false did not, null none given. */
function latestVerdict(input: OutcomeInput): boolean | null {
  const verdicts: { at: string; helped: boolean }[] = input.feedback.map((f) => ({
    at: f.at,
    helped: f.rating === 'up',
  }));
  if (input.score && input.score.score !== 3)
    verdicts.push({ at: input.score.at, helped: input.score.score >= 4 });
  let answered = false;
  for (const m of input.messages) {
    if (m.sender === 'ai') answered = true;
    else if (m.sender === 'user' && answered && isThanks(m.message))
      verdicts.push({ at: m.createdAt, helped: true });
  }
  verdicts.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
  return verdicts.at(-1)?.helped ?? null;
}

function firstReplyMs(messages: OutcomeMessage[]): number | null {
  const first = messages.findIndex((m) => m.sender === 'user');
  if (first < 0) return null;
  const reply = messages.slice(first + 1).find(isReply);
  if (!reply) return null;
  return Math.max(0, Date.parse(reply.createdAt) - Date.parse(messages[first]!.createdAt));
}

export function decideOutcome(input: OutcomeInput): OutcomeDecision {
  const { messages } = input;
  const startedAt = messages[0]?.createdAt ?? null;
  const base = { firstReplyMs: firstReplyMs(messages), startedAt };
  const questions = messages.filter((m) => m.sender === 'user' && !isThanks(m.message));
  if (questions.length === 0 && !messages.some((m) => m.sender === 'user'))
    return { outcome: null, settlesAt: null, ...base };
  if (handedOff(input)) return { outcome: 'handed_off', settlesAt: null, ...base };
  const verdict = latestVerdict(input);
  if (verdict !== null) return { outcome: verdict ? 'confirmed' : 'unresolved', settlesAt: null, ...base };
  // The last question that was more than small talk decides; its reply names it, else the next reply.
  for (let i = questions.length - 1; i >= 0; i--) {
    const q = questions[i]!;
    const at = messages.indexOf(q);
    const reply =
      messages.find((m) => m.sender === 'ai' && m.metadata.replyTo === q.id) ??
      messages.slice(at + 1).find((m) => m.sender === 'ai');
    if (!reply) return { outcome: 'unresolved', settlesAt: null, ...base };
    const kind = reply.metadata.responseType ?? '';
    if (SMALL_TALK.has(kind)) continue;
    if (NOT_ANSWERS.has(kind) || reply.metadata.interrupted)
      return { outcome: 'unresolved', settlesAt: null, ...base };
    const settlesAt = new Date(Date.parse(reply.createdAt) + ASSUME_AFTER_MS).toISOString();
    return { outcome: null, settlesAt, ...base };
  }
  return { outcome: null, settlesAt: null, ...base };
}

/** The outcome as of `now`: a pending conversation past its 24 hours is assumed. */
export function outcomeAt(
  stored: { outcome: Outcome | null; settlesAt: string | null },
  now: string,
): Outcome | null {
  if (stored.outcome) return stored.outcome;
  return stored.settlesAt && stored.settlesAt <= now ? 'assumed' : null;
}
