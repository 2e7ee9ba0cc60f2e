import type { ActionCard, Source } from '../../../contract/chat.ts';
import type { Clock } from '../shared/index.ts';
import type { ActionViewer, ActionsRepo, StoredAction } from './action-ports.ts';
import type { ActionRunner } from './action-runner.ts';
import type { ActionCards } from './action-cards.ts';
import { actionText } from './action-texts.ts';

/** At most this many action calls in one answer, and no new call once the turn's budget is spent. */
export const MAX_ACTION_CALLS_PER_TURN = 3;
export const ACTION_TURN_BUDGET_MS = 12_000;

/** A tool as OpenAI's function calling describes it (JSON Schema parameters). */
export interface ActionTool {
  name: string;
  description: string;
  parameters: {
    type: 'object';
    additionalProperties: false;
    properties: Record<string, { type: 'string' | 'number' | 'boolean'; description: string }>;
    required: string[];
  };
}

/** One turn's actions as tools: only conversation parameters are the model's to fill. */
export interface ActionToolbox {
  tools: ActionTool[];
  has(toolName: string): boolean;
  /** The change proposed this turn (at most one), for the reply's confirm/cancel card. */
  card(): ActionCard | null;
  /**
   * Runs one tool call and returns the tool message: the chosen fields as numbered data (`register`
   * numbers the source to cite), or why nothing was called (bad arguments, no verified visitor, the
   * turn's limit) or why the call failed.
   */
  call(
    toolName: string,
    rawArguments: string,
    register: (source: Source, body: string) => number,
    signal?: AbortSignal,
  ): Promise<string>;
}

const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 40);

function toolOf(a: StoredAction, name: string): ActionTool {
  const d = a.definition;
  const own = d.parameters.filter((p) => p.source === 'conversation');
  const examples = d.examples.length
    ? ` Questions it answers: ${d.examples.map((e) => `"${e}"`).join(', ')}.`
    : '';
  return {
    name,
    description:
      `${d.name}: ${d.description}${examples}${d.changes ? ` ${actionText('cardTool')}` : ''}`.slice(0, 1000),
    parameters: {
      type: 'object',
      additionalProperties: false,
      properties: Object.fromEntries(own.map((p) => [p.name, { type: p.type, description: p.description }])),
      required: own.filter((p) => p.required).map((p) => p.name),
    },
  };
}

export interface ActionTools {
  /** The client's callable actions for this session's turn; null when it has none. */
  forTurn(client: { id: string; businessName: string }, sessionId: string): Promise<ActionToolbox | null>;
}

export function createActionTools(deps: {
  repo: ActionsRepo;
  runner: ActionRunner;
  cards: ActionCards;
  clock: Clock;
  /** The verified visitor (the identity capability's rule), read at most once a turn. */
  viewerOf(clientId: string, sessionId: string): Promise<ActionViewer>;
}): ActionTools {
  return {
    async forTurn(client, sessionId) {
      const actions = (await deps.repo.list(client.id)).filter((a) => a.definition.enabled);
      if (actions.length === 0) return null;
      // Named for the action (what the model reads), numbered only when two names would collide.
      const taken = new Set<string>();
      const tools = actions.map((a) => {
        const base = `action_${slug(a.definition.name) || 'call'}`;
        let name = base;
        for (let k = 2; taken.has(name); k++) name = `${base}_${k}`;
        taken.add(name);
        return toolOf(a, name);
      });
      const byName = new Map(tools.map((t, i) => [t.name, actions[i]!]));
      const startedAt = deps.clock.now().getTime();
      let calls = 0;
      let viewer: Promise<ActionViewer> | null = null;
      let card: ActionCard | null = null;
      return {
        tools,
        has: (name) => byName.has(name),
        card: () => card,
        async call(name, raw, register, signal) {
          const action = byName.get(name);
          if (!action) return JSON.stringify({ error: 'unknown tool' });
          if (
            calls >= MAX_ACTION_CALLS_PER_TURN ||
            deps.clock.now().getTime() - startedAt > ACTION_TURN_BUDGET_MS
          )
            return JSON.stringify({
              error: 'no more calls this turn',
              instruction: actionText('failedNote'),
            });
          let args: unknown;
          try {
            args = JSON.parse(raw || '{}');
          } catch {
            return JSON.stringify({
              error: 'arguments must be JSON',
              instruction: actionText('refusedNote'),
            });
          }
          if (args === null || typeof args !== 'object' || Array.isArray(args))
            return JSON.stringify({
              error: 'arguments must be an object',
              instruction: actionText('refusedNote'),
            });
          viewer ??= deps.viewerOf(client.id, sessionId);
          const v = await viewer;
          const d = action.definition;
          if (d.personal && !v.userId && v.emails.length === 0)
            return JSON.stringify({
              error: 'the visitor is not verified',
              instruction: `Tell the visitor exactly this: ${actionText('needsVerified', { business: client.businessName })}`,
            });
          if (d.changes) {
            // Nothing is called: the change waits for the visitor's Confirm on the reply's card.
            if (card) return JSON.stringify({ error: actionText('cardOnePerTurn') });
            const proposed = await deps.cards.propose(
              client,
              sessionId,
              action,
              args as Record<string, unknown>,
              v,
            );
            if (!proposed.ok)
              return JSON.stringify({
                error: 'validation failed',
                fields: proposed.errors,
                instruction: actionText('refusedNote'),
              });
            card = proposed.card;
            return JSON.stringify({
              status: 'awaiting_confirmation',
              instruction: actionText('cardNote', { summary: card.summary }),
            });
          }
          calls++;
          const r = await deps.runner.call(action, args as Record<string, unknown>, {
            sessionId,
            viewer: v,
            signal,
          });
          if (r.outcome === 'refused')
            return JSON.stringify({
              error: 'validation failed',
              fields: r.argumentErrors,
              instruction: actionText('refusedNote'),
            });
          if (r.outcome !== 'ok')
            return JSON.stringify({ error: r.error, instruction: actionText('failedNote') });
          const body = JSON.stringify(r.fields);
          const n = register({ title: d.name, url: null, kind: 'data' }, `${d.name}: ${body}`);
          return JSON.stringify({ n, source: d.name, data: r.fields, note: actionText('dataNote') });
        },
      };
    },
  };
}
