import { useState, type FormEvent } from 'react';
import type { ActionParameter, ActionView, CreateActionInput } from '../../../contract/actions.ts';
import { Button } from '../ui/button.tsx';
import { TextAreaField, TextField } from '../ui/field.tsx';
import { SelectField } from '../ui/select-field.tsx';

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
const TYPES = ['string', 'number', 'boolean'] as const;
const SOURCES = [
  { value: 'conversation', label: 'Asked in the conversation' },
  { value: 'identity.userId', label: "Verified visitor's user id" },
  { value: 'identity.email', label: "Verified visitor's email" },
  { value: 'fixed', label: 'Fixed value' },
] as const;

const lines = (s: string) =>
  s
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

function headersOf(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const l of lines(text)) {
    const i = l.indexOf(':');
    if (i > 0) out[l.slice(0, i).trim()] = l.slice(i + 1).trim();
  }
  return out;
}

const blankParameter = (): ActionParameter => ({
  name: '',
  type: 'string',
  description: '',
  required: true,
  source: 'conversation',
});

/** The action's definition; the secret is write-only (left empty on edit, the stored one is kept). */
export function ActionForm({
  initial,
  errors,
  busy,
  onSubmit,
  onCancel,
}: {
  initial: ActionView | null;
  errors: Record<string, string>;
  busy: boolean;
  onSubmit: (input: CreateActionInput) => void;
  onCancel: () => void;
}) {
  const [name, setName] = useState(initial?.name ?? '');
  const [description, setDescription] = useState(initial?.description ?? '');
  const [examples, setExamples] = useState(initial?.examples.join('\n') ?? '');
  const [method, setMethod] = useState<(typeof METHODS)[number]>(initial?.method ?? 'GET');
  const [url, setUrl] = useState(initial?.url ?? 'https://');
  const [headers, setHeaders] = useState(
    Object.entries(initial?.headers ?? {})
      .map(([k, v]) => `${k}: ${v}`)
      .join('\n'),
  );
  const [secretHeader, setSecretHeader] = useState(initial?.secretHeader ?? '');
  const [secret, setSecret] = useState('');
  const [parameters, setParameters] = useState<ActionParameter[]>(initial?.parameters ?? []);
  const [fields, setFields] = useState(initial?.fields.join('\n') ?? '');
  const [personal, setPersonal] = useState(initial?.personal ?? false);
  const [changes, setChanges] = useState(initial?.changes ?? false);

  const setParameter = (i: number, patch: Partial<ActionParameter>) =>
    setParameters((ps) => ps.map((p, j) => (j === i ? { ...p, ...patch } : p)));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit({
      name,
      description,
      examples: lines(examples),
      method,
      url,
      headers: headersOf(headers),
      secretHeader: secretHeader.trim() || null,
      ...(secret ? { secret } : {}),
      parameters: parameters.map((p) =>
        p.source === 'fixed'
          ? p
          : {
              name: p.name,
              type: p.type,
              description: p.description,
              required: p.required,
              source: p.source,
            },
      ),
      fields: lines(fields),
      personal,
      changes,
      enabled: initial?.enabled ?? true,
    });
  };
  return (
    <form onSubmit={submit} className="space-y-3" noValidate>
      <TextField
        label="Name"
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={errors.name}
        hint="Cited to visitors, e.g. Order lookup"
      />
      <TextAreaField
        label="What it is for"
        value={description}
        onChange={(e) => setDescription(e.target.value)}
        error={errors.description}
        rows={2}
      />
      <TextAreaField
        label="Example questions (one a line)"
        value={examples}
        onChange={(e) => setExamples(e.target.value)}
        rows={2}
      />
      <div className="grid gap-3 sm:grid-cols-[8rem_1fr]">
        <SelectField
          label="Method"
          value={method}
          onValueChange={(v) => setMethod(v as (typeof METHODS)[number])}
          options={METHODS.map((m) => ({ value: m, label: m }))}
        />
        <TextField
          label="URL"
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          error={errors.url}
          hint="Name parameters as {name}, e.g. https://api.example.com/orders/{orderNumber}"
        />
      </div>
      <TextAreaField
        label="Headers (Name: value, one a line)"
        value={headers}
        onChange={(e) => setHeaders(e.target.value)}
        rows={2}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label="Secret header"
          value={secretHeader}
          onChange={(e) => setSecretHeader(e.target.value)}
          error={errors.secretHeader}
          hint="e.g. Authorization"
        />
        <TextField
          label="Secret"
          type="password"
          autoComplete="off"
          value={secret}
          onChange={(e) => setSecret(e.target.value)}
          hint={
            initial?.secretSet
              ? 'Set. Leave empty to keep it.'
              : 'Sent as the header above; never shown again.'
          }
        />
      </div>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-800">Parameters</legend>
        {parameters.map((p, i) => (
          <div key={i} className="grid gap-2 rounded-md border border-slate-200 p-2 sm:grid-cols-2">
            <TextField
              label={`Parameter ${i + 1} name`}
              value={p.name}
              onChange={(e) => setParameter(i, { name: e.target.value })}
              error={errors[`parameters.${i}.name`]}
            />
            <SelectField
              label={`Parameter ${i + 1} type`}
              value={p.type}
              onValueChange={(v) => setParameter(i, { type: v as ActionParameter['type'] })}
              options={TYPES.map((t) => ({ value: t, label: t }))}
            />
            <TextField
              label={`Parameter ${i + 1} description`}
              value={p.description}
              onChange={(e) => setParameter(i, { description: e.target.value })}
              hint='Asked as "What is …?"'
            />
            <SelectField
              label={`Parameter ${i + 1} comes from`}
              value={p.source}
              onValueChange={(v) => setParameter(i, { source: v as ActionParameter['source'] })}
              options={SOURCES}
            />
            {p.source === 'fixed' && (
              <TextField
                label={`Parameter ${i + 1} value`}
                value={p.value ?? ''}
                onChange={(e) => setParameter(i, { value: e.target.value })}
                error={errors[`parameters.${i}.value`]}
              />
            )}
            <label className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                checked={p.required}
                onChange={(e) => setParameter(i, { required: e.target.checked })}
              />
              Required
            </label>
            <Button
              type="button"
              size="sm"
              variant="ghost"
              onClick={() => setParameters((ps) => ps.filter((_, j) => j !== i))}
            >
              Remove parameter {i + 1}
            </Button>
          </div>
        ))}
        <Button
          type="button"
          size="sm"
          variant="secondary"
          onClick={() => setParameters((ps) => [...ps, blankParameter()])}
        >
          Add Parameter
        </Button>
      </fieldset>
      <TextAreaField
        label="Answer fields to use (dot paths, one a line)"
        value={fields}
        onChange={(e) => setFields(e.target.value)}
        error={errors.fields}
        rows={2}
        hint="e.g. order.status"
      />
      <label className="flex items-center gap-2 text-sm text-slate-800">
        <input type="checkbox" checked={personal} onChange={(e) => setPersonal(e.target.checked)} />
        Personal: only for verified visitors
      </label>
      {errors.personal && (
        <p className="text-sm text-red-700" role="alert">
          {errors.personal}
        </p>
      )}
      <label className="flex items-center gap-2 text-sm text-slate-800">
        <input type="checkbox" checked={changes} onChange={(e) => setChanges(e.target.checked)} />
        Changes something (runs only after the visitor presses Confirm on a card summarising it)
      </label>
      <div className="flex gap-2">
        <Button type="submit" disabled={busy}>
          {initial ? 'Save Action' : 'Create Action'}
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
