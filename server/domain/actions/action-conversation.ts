import type { ActionCard, Source } from '../../../contract/chat.ts';
import { contentStems, similarity } from '../answering/knowledge-text.ts';
import type { Clock } from '../shared/index.ts';
import type { ActionParameter } from '../../../contract/actions.ts';
import type { ActionsRepo, ActionViewer, PendingActionsRepo, StoredAction } from './action-ports.ts';
import type { ActionRunner } from './action-runner.ts';
import type { ActionCards } from './action-cards.ts';
import { actionText } from './action-texts.ts';

/** How close a question must be to an action's description or an example (the FAQ match's measure). */
const MATCH = 0.5;
const PENDING_MS = 10 * 60_000;
const MAX_ANSWER_CHARS = 200;
const MAX_ANSWER_WORDS = 4;
const ANONYMOUS: ActionViewer = { userId: null, emails: [] };

export interface ActionReply {
  text: string;
  sources: Source[];
  /** An action that changes something, waiting for the visitor's Confirm (nothing was called). */
  card?: ActionCard;
}

/** The builtin answerer's side of actions: pick one by its words, ask for what is missing, say the result. */
export interface ActionConversation {
  /** A reply when the message answers the pending action's question or asks what an action does; else null. */
  reply(
    client: { id: string; businessName: string },
    sessionId: string,
    question: string,
    signal?: AbortSignal,
  ): Promise<ActionReply | null>;
}

type Value = string | number | boolean;

function valueFor(p: ActionParameter, text: string): Value | null {
  const t = text.trim();
  // An answer to "What is your order number?" is short; a longer message or a question is a new one.
  if (!t || t.length > MAX_ANSWER_CHARS || t.includes('?') || t.split(/\s+/).length > MAX_ANSWER_WORDS)
    return null;
  if (p.type === 'number') return Number.isFinite(Number(t)) ? Number(t) : null;
  if (p.type === 'boolean') return t === 'true' || t === 'false' ? t === 'true' : null;
  return t;
}

/** The one token of the question holding a digit (an order number, a booking code), if only one does. */
function identifierIn(question: string): string | null {
  const tokens = question
    .split(/\s+/)
    .map((w) => w.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .filter((w) => /\d/.test(w));
  return tokens.length === 1 ? tokens[0]! : null;
}

const label = (path: string) => (path.split('.').pop() ?? path).replace(/[_-]+/g, ' ');
const shown = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));

export function createActionConversation(deps: {
  repo: ActionsRepo;
  pending: PendingActionsRepo;
  runner: ActionRunner;
  cards: ActionCards;
  clock: Clock;
  viewerOf(clientId: string, sessionId: string): Promise<ActionViewer>;
}): ActionConversation {
  const analysed = new WeakMap<StoredAction, string[][]>();
  const stemsOf = (a: StoredAction) => {
    let s = analysed.get(a);
    if (!s) {
      s = [a.definition.description, ...a.definition.examples].map(contentStems);
      analysed.set(a, s);
    }
    return s;
  };

  async function proceed(
    client: { id: string; businessName: string },
    sessionId: string,
    action: StoredAction,
    args: Record<string, Value>,
    signal: AbortSignal | undefined,
  ): Promise<ActionReply> {
    const d = action.definition;
    let viewer = ANONYMOUS;
    if (d.personal) {
      viewer = await deps.viewerOf(client.id, sessionId);
      if (!viewer.userId && viewer.emails.length === 0) {
        await deps.pending.clear(client.id, sessionId);
        return { text: actionText('needsVerified', { business: client.businessName }), sources: [] };
      }
    }
    const missing = d.parameters.find(
      (p) => p.source === 'conversation' && p.required && args[p.name] === undefined,
    );
    if (missing) {
      await deps.pending.set(client.id, sessionId, {
        actionId: action.id,
        arguments: args,
        asking: missing.name,
        expiresAt: new Date(deps.clock.now().getTime() + PENDING_MS).toISOString(),
      });
      return { text: actionText('askParameter', { description: missing.description }), sources: [] };
    }
    await deps.pending.clear(client.id, sessionId);
    if (d.changes) {
      // A change runs only after the visitor's Confirm on the card this reply carries.
      const proposed = await deps.cards.propose(client, sessionId, action, args, viewer);
      if (proposed.ok)
        return {
          text: actionText('cardAsk', { summary: proposed.card.summary }),
          sources: [],
          card: proposed.card,
        };
      return { text: actionText('failed', { action: d.name, business: client.businessName }), sources: [] };
    }
    const r = await deps.runner.call(action, args, { sessionId, viewer, signal });
    if (r.outcome !== 'ok')
      return {
        text: actionText('failed', { action: d.name, business: client.businessName }),
        sources: [],
      };
    const facts = Object.entries(r.fields).map(([k, v]) => `${label(k)}: ${shown(v)}`);
    const source: Source = { title: d.name, url: null, kind: 'data' };
    return facts.length
      ? { text: actionText('result', { action: d.name, facts: facts.join(', ') }), sources: [source] }
      : { text: actionText('empty', { action: d.name }), sources: [source] };
  }

  return {
    async reply(client, sessionId, question, signal) {
      const now = deps.clock.now().toISOString();
      const pending = await deps.pending.get(client.id, sessionId);
      if (pending) {
        const action = pending.expiresAt > now ? await deps.repo.get(client.id, pending.actionId) : null;
        const param = action?.definition.parameters.find((p) => p.name === pending.asking);
        const value = param ? valueFor(param, question) : null;
        if (action && param && value !== null && action.definition.enabled)
          return proceed(client, sessionId, action, { ...pending.arguments, [param.name]: value }, signal);
        // Anything else is a new question: the pending action is dropped.
        await deps.pending.clear(client.id, sessionId);
      }
      const q = contentStems(question);
      let best: { action: StoredAction; score: number } | null = null;
      for (const a of await deps.repo.list(client.id)) {
        if (!a.definition.enabled) continue;
        const score = Math.max(0, ...stemsOf(a).map((s) => similarity(q, s)));
        if (score >= MATCH && (!best || score > best.score)) best = { action: a, score };
      }
      if (!best) return null;
      const args: Record<string, Value> = {};
      const first = best.action.definition.parameters.find((p) => p.source === 'conversation');
      const id = identifierIn(question);
      const v = first && id ? valueFor(first, id) : null;
      if (first && v !== null) args[first.name] = v;
      return proceed(client, sessionId, best.action, args, signal);
    },
  };
}
