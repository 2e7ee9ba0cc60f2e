/**
 * A client's assistant settings and what the operator allows of them: the model and temperature are
 * the operator's to offer, per plan (FRONTDESK_CLIENT_MODELS, FRONTDESK_MODEL_CHOICE_PLANS). What a
 * client saved and may no longer use (a plan moved down, a model withdrawn) is ignored, not refused,
 * when it is read for a reply.
 */
import {
  type AssistantOptions,
  type AssistantSettings,
  DEFAULT_ASSISTANT_SETTINGS,
} from '../../../contract/assistant-settings.ts';
import type { PlanName } from '../../../contract/plans.ts';
import { DomainError } from '../shared/errors.ts';

export interface AssistantPolicy {
  /** Models a client on an allowed plan may pick (empty: none may). */
  models: readonly string[];
  /** Plans whose clients may pick the model and temperature. */
  plans: readonly PlanName[];
}

export const NO_MODEL_CHOICE: AssistantPolicy = { models: [], plans: [] };

export function assistantOptionsFor(plan: PlanName, policy: AssistantPolicy): AssistantOptions {
  const allowed = policy.plans.includes(plan);
  return { models: allowed ? [...policy.models] : [], temperature: allowed && policy.models.length > 0 };
}

/** Refuses a model or temperature the client's plan may not set (400 with the field named). */
export function checkAssistantSettings(
  settings: AssistantSettings,
  plan: PlanName,
  policy: AssistantPolicy,
): void {
  const options = assistantOptionsFor(plan, policy);
  const fields: Record<string, string> = {};
  if (settings.model !== undefined && !options.models.includes(settings.model))
    fields['assistant.model'] =
      options.models.length === 0
        ? `The ${plan} plan cannot choose the model`
        : `Model must be one of: ${options.models.join(', ')}`;
  if (settings.temperature !== undefined && !options.temperature)
    fields['assistant.temperature'] = `The ${plan} plan cannot set the temperature`;
  if (Object.keys(fields).length > 0)
    throw new DomainError('validation_failed', Object.values(fields).join('; '), fields);
}

/** The settings a reply follows: the saved ones, less a model or temperature the plan no longer allows. */
export function effectiveAssistant(
  client: { plan: PlanName; assistant?: AssistantSettings },
  policy: AssistantPolicy,
): AssistantSettings {
  const saved = client.assistant ?? DEFAULT_ASSISTANT_SETTINGS;
  const options = assistantOptionsFor(client.plan, policy);
  const { model, temperature, ...rest } = saved;
  return {
    ...rest,
    ...(model !== undefined && options.models.includes(model) ? { model } : {}),
    ...(temperature !== undefined && options.temperature ? { temperature } : {}),
  };
}
