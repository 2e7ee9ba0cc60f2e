import { useState, type FormEvent } from 'react';
import { WEEKDAYS, type HandoffSettings } from '../../../contract/handoff-settings.ts';
import type { Client } from '../../../contract/clients.ts';
import { clientsApi } from '../api/clients-api.ts';
import { fieldErrorsOf } from '../api/http.ts';
import { Button, focusRing } from '../ui/button.tsx';
import { TextAreaField, TextField } from '../ui/field.tsx';
import { HANDOFF_TEXT } from '../../../contract/handoff.ts';
import { FormActions } from '../ui/form-actions.tsx';
import { SwitchField } from '../ui/switch-field.tsx';
import {
  handoffBody,
  handoffErrors,
  handoffFormFrom,
  timeZoneOptions,
  WEEKDAY_LABELS,
  withWindowAdded,
  withWindowRemoved,
  type DayHours,
  type HandoffFormValues,
  type HoursWindow,
  type Weekday,
} from './handoff-form.ts';
import { ClientDialog } from './client-dialog.tsx';
import { useClientAction } from './use-client-action.ts';

const timeInput = `rounded-md border border-slate-300 bg-white px-2 py-1 text-sm text-slate-900 ${focusRing}`;

/** A weekday holds at most this many windows (the contract allows 28 in all: four a day). */
const MAX_WINDOWS = 4;

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
  // The first window keeps the plain names ("Monday opens"); further ones are numbered.
  const name = (i: number) => (i === 0 ? label : `${label} window ${i + 1}`);
  const setWindow = (i: number, w: HoursWindow) =>
    onChange({ ...hours, windows: hours.windows.map((x, j) => (j === i ? w : x)) });
  return (
    <li className="flex flex-wrap items-start gap-2 py-1 text-sm" data-day={day}>
      <label className="flex w-32 items-center gap-2 pt-1 text-slate-800">
        <input
          type="checkbox"
          checked={hours.open}
          onChange={(e) => onChange({ ...hours, open: e.target.checked })}
          className={focusRing}
        />
        {label}
      </label>
      {hours.open ? (
        <div className="flex flex-col gap-1">
          {hours.windows.map((w, i) => (
            <div key={i} className="flex flex-wrap items-center gap-2">
              <input
                type="time"
                aria-label={`${name(i)} opens`}
                value={w.from}
                onChange={(e) => setWindow(i, { ...w, from: e.target.value })}
                className={timeInput}
              />
              <span className="text-slate-600">to</span>
              <input
                type="time"
                aria-label={`${name(i)} closes`}
                value={w.to}
                onChange={(e) => setWindow(i, { ...w, to: e.target.value })}
                className={timeInput}
                aria-invalid={error ? true : undefined}
              />
              {hours.windows.length > 1 && (
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Remove ${name(i)}`}
                  onClick={() => onChange(withWindowRemoved(hours, i))}
                >
                  Remove
                </Button>
              )}
            </div>
          ))}
          {hours.windows.length < MAX_WINDOWS && (
            <Button
              variant="ghost"
              size="sm"
              className="self-start"
              aria-label={`Add a window on ${label}`}
              onClick={() => onChange(withWindowAdded(hours))}
            >
              Add a window
            </Button>
          )}
        </div>
      ) : (
        <span className="pt-1 text-slate-600">Closed</span>
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
export function HandoffSettingsForm({ client, onDone }: { client: Client; onDone: () => void }) {
  const [values, setValues] = useState<HandoffFormValues>(() =>
    handoffFormFrom(client.handoff, client.timeZone),
  );
  const [submitted, setSubmitted] = useState(false);
  const [zones] = useState(() => timeZoneOptions(values.timeZone));
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
      {/* A searchable list of the browser's IANA zones; the contract checks the name again on save. */}
      <TextField
        label="Time Zone of the Hours"
        name="handoffTimeZone"
        list="handoff-time-zones"
        autoComplete="off"
        placeholder="UTC"
        hint="Type to search, e.g. Paris; left empty, UTC."
        value={values.timeZone}
        onChange={(e) => set({ timeZone: e.target.value })}
        error={errors.timeZone}
      />
      <datalist id="handoff-time-zones">
        {zones.map((z) => (
          <option key={z} value={z} />
        ))}
      </datalist>
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
      <TextAreaField
        label="Closing message"
        name="closingMessage"
        rows={2}
        maxLength={500}
        hint={`What visitors read when your team closes a conversation. Empty: “${HANDOFF_TEXT.closed}”`}
        value={values.closingMessage}
        onChange={(e) => set({ closingMessage: e.target.value })}
        error={errors.closingMessage}
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
    <ClientDialog
      client={client}
      onOpenChange={onOpenChange}
      title="Human Handoff"
      describe={(c) => `When visitors of ${c.businessName} can talk to a person.`}
    >
      {(c, close) => <HandoffSettingsForm key={c.id} client={c} onDone={close} />}
    </ClientDialog>
  );
}
