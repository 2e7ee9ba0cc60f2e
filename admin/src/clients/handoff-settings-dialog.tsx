import { useState, type FormEvent } from 'react';
import { WEEKDAYS, type HandoffSettings } from '../../../contract/handoff-settings.ts';
import type { Client } from '../../../contract/clients.ts';
import { clientsApi } from '../api/clients-api.ts';
import { fieldErrorsOf } from '../api/http.ts';
import { focusRing } from '../ui/button.tsx';
import { TextField } from '../ui/field.tsx';
import { FormActions } from '../ui/form-actions.tsx';
import { Modal } from '../ui/modal.tsx';
import { SwitchField } from '../ui/switch-field.tsx';
import {
  handoffBody,
  handoffErrors,
  handoffFormFrom,
  WEEKDAY_LABELS,
  type DayHours,
  type HandoffFormValues,
  type Weekday,
} from './handoff-form.ts';
import { useClientAction } from './use-client-action.ts';

const timeInput = `rounded-md border border-slate-300 bg-white px-2 py-1 text-sm text-slate-900 ${focusRing}`;

function DayRow({
  day,
  hours,
  error,
  onChange,
}: {
  day: Weekday;
  hours: DayHours;
  error?: string;
  onChange: (h: DayHours) => void;
}) {
  const label = WEEKDAY_LABELS[day];
  return (
    <li className="flex flex-wrap items-center gap-2 py-1 text-sm" data-day={day}>
      <label className="flex w-32 items-center gap-2 text-slate-800">
        <input
          type="checkbox"
          checked={hours.open}
          onChange={(e) => onChange({ ...hours, open: e.target.checked })}
          className={focusRing}
        />
        {label}
      </label>
      {hours.open ? (
        <>
          <input
            type="time"
            aria-label={`${label} opens`}
            value={hours.from}
            onChange={(e) => onChange({ ...hours, from: e.target.value })}
            className={timeInput}
          />
          <span className="text-slate-600">to</span>
          <input
            type="time"
            aria-label={`${label} closes`}
            value={hours.to}
            onChange={(e) => onChange({ ...hours, to: e.target.value })}
            className={timeInput}
            aria-invalid={error ? true : undefined}
          />
        </>
      ) : (
        <span className="text-slate-600">Closed</span>
      )}
      {error && (
        <p role="alert" className="w-full text-sm text-red-700">
          {label}: {error}
        </p>
      )}
    </li>
  );
}

/**
 * Human handoff settings (issue 12): on/off, the hours people can join (per weekday, in a time zone)
 * and how long a visitor waits before the email follow-up is offered. Checked with the contract's
 * schema before it is sent; the server checks it again.
 */
function HandoffSettingsForm({ client, onDone }: { client: Client; onDone: () => void }) {
  const [values, setValues] = useState<HandoffFormValues>(() =>
    handoffFormFrom(client.handoff, client.timeZone),
  );
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const save = useClientAction((body: HandoffSettings) => clientsApi.handoff(client.id, body), {
    success: { title: 'Handoff settings saved', description: 'Visitors see the change at once.' },
    failure: 'Failed to save the handoff settings. Please try again.',
  });
  const errors = submitted ? { ...serverErrors, ...handoffErrors(values) } : {};
  const set = (patch: Partial<HandoffFormValues>) => setValues((v) => ({ ...v, ...patch }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(handoffErrors(values)).length > 0) return;
    try {
      await save.mutateAsync(handoffBody(values));
      onDone();
    } catch (error) {
      setServerErrors(
        Object.fromEntries(
          Object.entries(fieldErrorsOf(error)).map(([k, v]) => [k.replace(/^handoff\./, ''), v]),
        ),
      );
    }
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <SwitchField
        label="Let visitors ask for a person"
        description="Shows “Talk to a person” in the widget; operators answer from the Chats screen."
        checked={values.enabled}
        onCheckedChange={(enabled) => set({ enabled })}
      />
      <TextField
        label="Time Zone of the Hours"
        name="handoffTimeZone"
        hint="IANA name, e.g. Europe/Paris."
        value={values.timeZone}
        onChange={(e) => set({ timeZone: e.target.value })}
        error={errors.timeZone}
      />
      <SwitchField
        label="Only during business hours"
        description="Outside these hours visitors are offered the email follow-up instead of a wait."
        checked={values.limitHours}
        onCheckedChange={(limitHours) => set({ limitHours })}
      />
      {values.limitHours && (
        <fieldset>
          <legend className="text-sm font-medium text-slate-800">Business hours</legend>
          <ul className="mt-1">
            {WEEKDAYS.map((d) => (
              <DayRow
                key={d}
                day={d}
                hours={values.days[d]}
                error={errors[`hours.${d}`]}
                onChange={(h) => set({ days: { ...values.days, [d]: h } })}
              />
            ))}
          </ul>
          {errors.hours && (
            <p role="alert" className="text-sm text-red-700">
              {errors.hours}
            </p>
          )}
        </fieldset>
      )}
      <TextField
        label="Minutes Before the Email Offer"
        name="waitTimeoutMinutes"
        inputMode="numeric"
        hint="If nobody joins within this time, the visitor is offered the email follow-up (1 to 240)."
        value={values.waitTimeoutMinutes}
        onChange={(e) => set({ waitTimeoutMinutes: e.target.value })}
        error={errors.waitTimeoutMinutes}
      />
      <FormActions
        onCancel={onDone}
        pending={save.isPending}
        label="Save Handoff Settings"
        pendingLabel="Saving..."
      />
    </form>
  );
}

export function HandoffSettingsDialog({
  client,
  onOpenChange,
}: {
  client: Client | null;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Modal
      open={client !== null}
      onOpenChange={onOpenChange}
      title="Human Handoff"
      description={client ? `When visitors of ${client.businessName} can talk to a person.` : undefined}
    >
      {client && <HandoffSettingsForm key={client.id} client={client} onDone={() => onOpenChange(false)} />}
    </Modal>
  );
}
