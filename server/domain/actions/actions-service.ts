import type {
  ActionCallList,
  ActionList,
  ActionTestResult,
  ActionView,
  CreateActionInput,
  UpdateActionInput,
} from '../../../contract/actions.ts';
import { notFound, type Clock, type Ids, type SecretBox } from '../shared/index.ts';
import type { ActionCallsRepo, ActionDefinition, ActionsRepo, StoredAction } from './action-ports.ts';
import type { ActionRunner } from './action-runner.ts';
import { checkDefinition } from './action-template.ts';

const CALLS_SHOWN = 100;

export interface ActionsService {
  list(clientId: string): Promise<ActionList>;
  create(clientId: string, input: CreateActionInput): Promise<ActionView>;
  update(clientId: string, actionId: string, input: UpdateActionInput): Promise<ActionView>;
  remove(clientId: string, actionId: string): Promise<void>;
  /** Calls the action with sample arguments (identity ones included) and logs it as a try. */
  test(clientId: string, actionId: string, args: Record<string, unknown>): Promise<ActionTestResult>;
  calls(clientId: string, actionId: string): Promise<ActionCallList>;
  /** The calls made in one conversation, newest first (the chat detail). */
  callsOfSession(clientId: string, sessionId: string): Promise<ActionCallList>;
}

const viewOf = (a: StoredAction): ActionView => ({
  id: a.id,
  clientId: a.clientId,
  ...a.definition,
  secretSet: a.sealedSecret !== null,
  createdAt: a.createdAt,
  updatedAt: a.updatedAt,
});

const definitionOf = (input: CreateActionInput | UpdateActionInput): ActionDefinition => {
  const { secret: _secret, ...d } = input;
  return d;
};

export function createActionsService(deps: {
  repo: ActionsRepo;
  calls: ActionCallsRepo;
  runner: ActionRunner;
  box: SecretBox;
  clock: Clock;
  ids: Ids;
  clientExists(clientId: string): Promise<void>;
  allowPrivateNetwork: boolean;
}): ActionsService {
  const owned = async (clientId: string, actionId: string) => {
    const a = await deps.repo.get(clientId, actionId);
    if (!a) throw notFound('Action');
    return a;
  };
  const callList = (rows: Awaited<ReturnType<ActionCallsRepo['ofAction']>>): ActionCallList => ({
    calls: rows.map(({ clientId: _c, ...r }) => r),
  });
  return {
    async list(clientId) {
      await deps.clientExists(clientId);
      return { actions: (await deps.repo.list(clientId)).map(viewOf) };
    },
    async create(clientId, input) {
      await deps.clientExists(clientId);
      const definition = definitionOf(input);
      checkDefinition(definition, {
        allowPrivateNetwork: deps.allowPrivateNetwork,
        secret: input.secret !== undefined,
      });
      const now = deps.clock.now().toISOString();
      const action: StoredAction = {
        id: deps.ids.uuid(),
        clientId,
        definition,
        sealedSecret: input.secret !== undefined ? deps.box.seal(input.secret) : null,
        createdAt: now,
        updatedAt: now,
      };
      await deps.repo.insert(action);
      return viewOf(action);
    },
    async update(clientId, actionId, input) {
      const before = await owned(clientId, actionId);
      const definition = definitionOf(input);
      const sealedSecret =
        input.secret === undefined
          ? before.sealedSecret
          : input.secret === null
            ? null
            : deps.box.seal(input.secret);
      checkDefinition(definition, {
        allowPrivateNetwork: deps.allowPrivateNetwork,
        secret: sealedSecret !== null,
      });
      const action = { ...before, definition, sealedSecret, updatedAt: deps.clock.now().toISOString() };
      if (!(await deps.repo.update(action))) throw notFound('Action');
      return viewOf(action);
    },
    async remove(clientId, actionId) {
      if (!(await deps.repo.remove(clientId, actionId))) throw notFound('Action');
    },
    async test(clientId, actionId, args) {
      const action = await owned(clientId, actionId);
      const r = await deps.runner.call(action, args, { sessionId: null, viewer: null });
      const error = r.argumentErrors
        ? Object.entries(r.argumentErrors)
            .map(([k, v]) => `${k} ${v}`)
            .join('; ')
        : r.error;
      return { outcome: r.outcome, status: r.status, durationMs: r.durationMs, fields: r.fields, error };
    },
    async calls(clientId, actionId) {
      await owned(clientId, actionId);
      return callList(await deps.calls.ofAction(clientId, actionId, CALLS_SHOWN));
    },
    async callsOfSession(clientId, sessionId) {
      await deps.clientExists(clientId);
      return callList(await deps.calls.ofSession(clientId, sessionId, CALLS_SHOWN));
    },
  };
}
