import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import {
  AssistantSettings,
  MAX_ASSISTANT_INSTRUCTIONS,
  type ReplyLength,
  type UnknownAnswer,
} from '../../../contract/assistant-settings.ts';
import type { Client } from '../../../contract/clients.ts';
import { clientsApi } from '../api/clients-api.ts';
import { fieldErrorsOf } from '../api/http.ts';
import { keys } from '../api/keys.ts';
import { useClientAction } from '../clients/use-client-action.ts';
import { Button } from '../ui/button.tsx';
import { Card } from '../ui/card.tsx';
import { TextAreaField, TextField } from '../ui/field.tsx';
import { SelectField } from '../ui/select-field.tsx';

const LENGTHS: { value: ReplyLength; label: string }[] = [
  { value: 'short', label: 'Short: a sentence or two' },
  { value: 'normal', label: 'Normal: up to three sentences' },
  { value: 'detailed', label: 'Detailed: the fuller answer' },
];
const UNKNOWN: { value: UnknownAnswer; label: string }[] = [
  { value: 'email', label: 'Ask for their email address' },
  { value: 'handoff', label: 'Offer a person in the chat' },
  { value: 'both', label: 'Offer both' },
];
const DEPLOYMENT_MODEL = '';

interface FormValues {
  instructions: string;
  replyLength: ReplyLength;
  unknownAnswer: UnknownAnswer;
  model: string;
  temperature: string;
}

const formOf = (c: Client): FormValues => ({
  instructions: c.assistant.instructions,
  replyLength: c.assistant.replyLength,
  unknownAnswer: c.assistant.unknownAnswer,
  model: c.assistant.model ?? DEPLOYMENT_MODEL,
  temperature: c.assistant.temperature === undefined ? '' : String(c.assistant.temperature),
});

/**
 * How the business steers its assistant (issue 32): its instructions in its own words, the reply
 * length, what an unknown answer offers, and the model and temperature where its plan allows. The
 * instructions shape replies; they never lift the service's own rules (grounding, other businesses'
 * data, safety), which the prompt puts above them.
 */
export function AssistantSection({ clientId }: { clientId: string }) {
  const query = useQuery<Client>({ queryKey: keys.client(clientId) });
  const client = query.data;
  const [values, setValues] = useState<FormValues | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    if (client && values === null) setValues(formOf(client));
  }, [client, values]);
  const save = useClientAction(
    (body: AssistantSettings) => clientsApi.update(clientId, { assistant: body }),
    {
      success: { title: 'Assistant settings saved', description: 'The next reply follows them.' },
      failure: 'Failed to save the assistant settings. Please try again.',
    },
  );
  if (!client || !values) return null;
  const options = client.assistantOptions;
  const set = (patch: Partial<FormValues>) => setValues({ ...values, ...patch });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = {
      instructions: values.instructions,
      replyLength: values.replyLength,
      unknownAnswer: values.unknownAnswer,
      ...(values.model ? { model: values.model } : {}),
      ...(values.temperature.trim() ? { temperature: Number(values.temperature) } : {}),
    };
    const parsed = AssistantSettings.safeParse(body);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync(parsed.data);
    } catch (error) {
      setErrors(
        Object.fromEntries(
          Object.entries(fieldErrorsOf(error)).map(([k, v]) => [k.replace(/^assistant\./, ''), v]),
        ),
      );
    }
  };

  return (
    <Card>
      <h2 id="assistant-heading" className="text-lg font-semibold text-slate-900">
        Assistant
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        How your assistant talks to visitors. It always answers only from your knowledge, keeps to your
        business and stays polite, whatever the instructions say.
      </p>
      <form noValidate onSubmit={submit} aria-labelledby="assistant-heading" className="mt-4 space-y-4">
        <TextAreaField
          label="Instructions"
          name="instructions"
          rows={6}
          maxLength={MAX_ASSISTANT_INSTRUCTIONS}
          placeholder="Answer in a friendly tone. Never promise delivery dates. Always suggest booking a test ride."
          hint={`Tone, persona, things to always or never say. ${values.instructions.length.toLocaleString('en-US')} of ${MAX_ASSISTANT_INSTRUCTIONS.toLocaleString('en-US')} characters. The built-in assistant (no AI model) follows the reply length and the offer below, not the instructions.`}
          value={values.instructions}
          onChange={(e) => set({ instructions: e.target.value })}
          error={errors.instructions}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="Reply length"
            value={values.replyLength}
            onValueChange={(v) => set({ replyLength: v as ReplyLength })}
            options={LENGTHS}
            error={errors.replyLength}
          />
          <SelectField
            label="When the answer isn't known"
            value={values.unknownAnswer}
            onValueChange={(v) => set({ unknownAnswer: v as UnknownAnswer })}
            options={UNKNOWN}
            error={errors.unknownAnswer}
          />
        </div>
        {!client.handoff.enabled && values.unknownAnswer !== 'email' && (
          <p className="text-sm text-amber-800">
            Human handoff is off, so visitors are asked for their email address until you turn it on.
          </p>
        )}
        {options.models.length > 0 && (
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              label="Model"
              value={values.model || 'default'}
              onValueChange={(v) => set({ model: v === 'default' ? DEPLOYMENT_MODEL : v })}
              options={[
                { value: 'default', label: 'The service default' },
                ...options.models.map((m) => ({ value: m, label: m })),
              ]}
              error={errors.model}
            />
            {options.temperature && (
              <TextField
                label="Temperature"
                name="temperature"
                inputMode="decimal"
                placeholder="Service default"
                hint="0 keeps replies steady; 1 lets them vary more."
                value={values.temperature}
                onChange={(e) => set({ temperature: e.target.value })}
                error={errors.temperature}
              />
            )}
          </div>
        )}
        <div className="flex justify-end">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save Assistant Settings'}
          </Button>
        </div>
      </form>
    </Card>
  );
}
