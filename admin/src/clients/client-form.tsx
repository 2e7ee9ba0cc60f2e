import { useState, type FormEvent, type ReactNode } from 'react';
import {
  CLIENT_STATUSES,
  ClientCreate,
  ClientUpdate,
  INDUSTRY_OPTIONS,
  industryOption,
  type Client,
} from '../../../contract/clients.ts';
import { PlanName, planLimit, planOf } from '../../../contract/plans.ts';
import { fieldErrorsOf } from '../api/http.ts';
import { TextAreaField, TextField } from '../ui/field.tsx';
import { FormActions } from '../ui/form-actions.tsx';
import { SelectField } from '../ui/select-field.tsx';
import { SwitchField } from '../ui/switch-field.tsx';
import { fieldMessages } from './validation.ts';

export interface ClientFormValues {
  clientName: string;
  businessName: string;
  domain: string;
  plan: string;
  email: string;
  phone: string;
  industry: string;
  timeZone: string;
  notes: string;
  aiContent: string;
  testMode: boolean;
  messagesUsed: string;
  /** The custom monthly limit as typed; empty means the plan's allowance. */
  messageLimit: string;
  status: string;
}

/** The limit the edit form's values would enforce: the custom one when typed, else the plan's. */
export function formMessageLimit(v: ClientFormValues): number {
  const custom = v.messageLimit.trim();
  return custom !== '' && /^\d+$/.test(custom) ? Number(custom) : planLimit(planOf(v.plan));
}

const NO_INDUSTRY = '__none__';
const PLAN_OPTIONS = PlanName.options.map((p) => ({ value: p, label: p }));
const INDUSTRY_SELECT = [
  { value: NO_INDUSTRY, label: 'Not specified' },
  ...INDUSTRY_OPTIONS.map((i) => ({ value: i, label: i })),
];
const STATUS_OPTIONS = CLIENT_STATUSES.map((s) => ({ value: s, label: s }));

export function emptyClientForm(): ClientFormValues {
  return {
    clientName: '',
    businessName: '',
    domain: '',
    plan: '',
    email: '',
    phone: '',
    industry: '',
    timeZone: 'UTC',
    notes: '',
    aiContent: '',
    testMode: true,
    messagesUsed: '0',
    messageLimit: '',
    status: 'Active',
  };
}

export function clientFormFrom(client: Client): ClientFormValues {
  return {
    clientName: client.clientName,
    businessName: client.businessName,
    domain: client.domain,
    plan: client.plan,
    email: client.email,
    phone: client.phone,
    // A seeded raw value ('real_estate') shows as its option ('Real Estate') rather than a blank select.
    industry: industryOption(client.industry),
    timeZone: client.timeZone,
    notes: client.notes,
    aiContent: client.aiContent,
    testMode: client.testMode,
    messagesUsed: client.messagesUsed,
    messageLimit: client.customMessageLimit === null ? '' : String(client.customMessageLimit),
    status: client.status,
  };
}

function createBody(v: ClientFormValues): ClientCreate {
  return {
    clientName: v.clientName,
    businessName: v.businessName,
    domain: v.domain,
    plan: v.plan as ClientCreate['plan'],
    email: v.email,
    phone: v.phone,
    industry: v.industry,
    timeZone: v.timeZone.trim() || 'UTC',
    notes: v.notes,
    aiContent: v.aiContent,
    testMode: v.testMode,
  };
}

/** Edit sends messagesUsed only when the operator changed it, so live counting is never overwritten. */
export function updateBody(v: ClientFormValues, initial: ClientFormValues): ClientUpdate {
  const body: ClientUpdate = {
    clientName: v.clientName,
    businessName: v.businessName,
    domain: v.domain,
    plan: v.plan as ClientCreate['plan'],
    email: v.email,
    phone: v.phone,
    timeZone: v.timeZone.trim() || 'UTC',
    notes: v.notes,
    aiContent: v.aiContent,
    status: v.status as ClientUpdate['status'],
  };
  // Sent only when chosen: a stored text outside the options ('Bakery') is not overwritten by 'Other'.
  if (v.industry !== initial.industry) body.industry = v.industry;
  if (v.messagesUsed.trim() !== initial.messagesUsed.trim()) body.messagesUsed = v.messagesUsed;
  const limit = v.messageLimit.trim();
  if (limit !== initial.messageLimit.trim())
    body.customMessageLimit = limit === '' ? null : /^\d+$/.test(limit) ? Number(limit) : NaN;
  return body;
}

type SubmitBody = { mode: 'create'; body: ClientCreate } | { mode: 'edit'; body: ClientUpdate };

interface ClientFormProps {
  mode: 'create' | 'edit';
  initial: ClientFormValues;
  submitLabel: string;
  busyLabel: string;
  onSubmit: (body: SubmitBody) => Promise<unknown>;
  onCancel: () => void;
  /** Extra content under the fields (the edit dialog's usage panel). */
  aside?: (values: ClientFormValues) => ReactNode;
}

/** The client create/edit form; messages come from the contract schema and the server's 400 fields. */
export function ClientForm({
  mode,
  initial,
  submitLabel,
  busyLabel,
  onSubmit,
  onCancel,
  aside,
}: ClientFormProps) {
  const [values, setValues] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const build = (v: ClientFormValues): SubmitBody =>
    mode === 'create' ? { mode, body: createBody(v) } : { mode, body: updateBody(v, initial) };
  const validate = (v: ClientFormValues) => {
    const built = build(v);
    return fieldMessages(
      built.mode === 'create'
        ? ClientCreate.safeParse(built.body).error
        : ClientUpdate.safeParse(built.body).error,
    );
  };
  const errors = submitted ? { ...serverErrors, ...validate(values) } : {};

  const set = <K extends keyof ClientFormValues>(key: K, value: ClientFormValues[K]) => {
    setValues((prev) => ({ ...prev, [key]: value }));
    setServerErrors((prev) => {
      const { [key]: _dropped, ...rest } = prev;
      return rest;
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(validate(values)).length > 0) return;
    setBusy(true);
    try {
      await onSubmit(build(values));
    } catch (error) {
      setServerErrors(fieldErrorsOf(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Client Name"
          name="clientName"
          value={values.clientName}
          onChange={(e) => set('clientName', e.target.value)}
          error={errors.clientName}
          required
        />
        <TextField
          label="Business Name"
          name="businessName"
          value={values.businessName}
          onChange={(e) => set('businessName', e.target.value)}
          error={errors.businessName}
          required
        />
        <TextField
          label="Domain"
          name="domain"
          placeholder="example.com"
          value={values.domain}
          onChange={(e) => set('domain', e.target.value)}
          error={errors.domain}
          required
        />
        <SelectField
          label="Plan"
          value={values.plan}
          onValueChange={(v) => set('plan', v)}
          options={PLAN_OPTIONS}
          placeholder="Select a plan"
          error={errors.plan}
        />
        <TextField
          label="Email"
          name="email"
          type="email"
          value={values.email}
          onChange={(e) => set('email', e.target.value)}
          error={errors.email}
        />
        <TextField
          label="Phone"
          name="phone"
          type="tel"
          value={values.phone}
          onChange={(e) => set('phone', e.target.value)}
          error={errors.phone}
        />
        <SelectField
          label="Industry"
          value={values.industry || NO_INDUSTRY}
          onValueChange={(v) => set('industry', v === NO_INDUSTRY ? '' : v)}
          options={INDUSTRY_SELECT}
          error={errors.industry}
        />
        <TextField
          label="Time Zone"
          name="timeZone"
          placeholder="UTC"
          hint="IANA name, e.g. Europe/Paris: the assistant's current date and time."
          value={values.timeZone}
          onChange={(e) => set('timeZone', e.target.value)}
          error={errors.timeZone}
        />
        {mode === 'edit' && (
          <>
            <SelectField
              label="Status"
              value={values.status}
              onValueChange={(v) => set('status', v)}
              options={STATUS_OPTIONS}
              error={errors.status}
            />
            <TextField
              label="Messages Used"
              name="messagesUsed"
              inputMode="numeric"
              value={values.messagesUsed}
              onChange={(e) => set('messagesUsed', e.target.value)}
              error={errors.messagesUsed}
            />
            <TextField
              label="Monthly Message Limit"
              name="messageLimit"
              inputMode="numeric"
              placeholder={`Plan default (${planLimit(planOf(values.plan)).toLocaleString('en-US')})`}
              hint={`Leave empty for the ${planOf(values.plan)} plan's ${planLimit(planOf(values.plan)).toLocaleString('en-US')} AI messages a month; set a number for a custom deal.`}
              value={values.messageLimit}
              onChange={(e) => set('messageLimit', e.target.value)}
              error={errors.customMessageLimit}
            />
          </>
        )}
      </div>
      <TextAreaField
        label="AI Content"
        name="aiContent"
        hint="What the assistant should know: products, prices, policies, opening hours."
        rows={4}
        value={values.aiContent}
        onChange={(e) => set('aiContent', e.target.value)}
        error={errors.aiContent}
      />
      <TextAreaField
        label="Notes"
        name="notes"
        rows={2}
        value={values.notes}
        onChange={(e) => set('notes', e.target.value)}
        error={errors.notes}
      />
      {mode === 'create' && (
        <SwitchField
          label="Test Mode"
          description="Issue a test token that works on any domain."
          checked={values.testMode}
          onCheckedChange={(c) => set('testMode', c)}
        />
      )}
      {aside?.(values)}
      <FormActions onCancel={onCancel} pending={busy} label={submitLabel} pendingLabel={busyLabel} />
    </form>
  );
}
