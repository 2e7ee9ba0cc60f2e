import { useState, type FormEvent } from 'react';
import { ChatCustomizations, type Client } from '../../../contract/clients.ts';
import { planFeatures } from '../../../contract/plans.ts';
import { clientsApi } from '../api/clients-api.ts';
import { fieldErrorsOf } from '../api/http.ts';
import { Button } from '../ui/button.tsx';
import { TextAreaField, TextField } from '../ui/field.tsx';
import { FormActions } from '../ui/form-actions.tsx';
import { SelectField } from '../ui/select-field.tsx';
import { SwitchField } from '../ui/switch-field.tsx';
import { ClientDialog } from './client-dialog.tsx';
import { CustomizationPreview } from './customization-preview.tsx';
import { useClientAction } from './use-client-action.ts';
import { WidgetLanguageFields } from '../assistant/widget-language-fields.tsx';
import { EngageFields } from '../engage/engage-fields.tsx';
import { fieldMessages } from './validation.ts';
import { focusFirstInvalid } from '../ui/focus-first-invalid.ts';

const POSITIONS = [
  { value: 'bottom-right', label: 'Bottom Right' },
  { value: 'bottom-left', label: 'Bottom Left' },
];

/**
 * The widget's look and greeting (and, unless `withFaqs` is false, its FAQs); the console opens it in
 * a dialog, the workspace's Assistant page shows it inline.
 */
export function CustomizationForm({
  client,
  onDone,
  withFaqs = true,
}: {
  client: Client;
  onDone: () => void;
  withFaqs?: boolean;
}) {
  const [values, setValues] = useState<ChatCustomizations>(client.chatCustomizations);
  const brandingAllowed = planFeatures(client.plan).branding;
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const save = useClientAction((body: ChatCustomizations) => clientsApi.customize(client.id, body), {
    success: { title: 'Chatbot customization updated', description: 'The widget uses the new settings now.' },
    failure: 'Failed to update chatbot customization. Please try again.',
  });

  const validation = fieldMessages(ChatCustomizations.safeParse(values).error);
  const errors = submitted ? { ...serverErrors, ...validation } : {};
  const set = <K extends keyof ChatCustomizations>(key: K, value: ChatCustomizations[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const setFaq = (index: number, field: 'question' | 'answer', text: string) =>
    setValues((v) => ({ ...v, faqs: v.faqs.map((f, i) => (i === index ? { ...f, [field]: text } : f)) }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const form = event.currentTarget instanceof HTMLElement ? event.currentTarget : null;
    setSubmitted(true);
    const parsed = ChatCustomizations.safeParse(values);
    if (!parsed.success) return focusFirstInvalid(form);
    try {
      await save.mutateAsync(parsed.data);
      onDone();
    } catch (error) {
      const fields = fieldErrorsOf(error);
      setServerErrors(
        Object.fromEntries(
          Object.entries(fields).map(([k, v]) => [k.replace(/^chatCustomizations\./, ''), v]),
        ),
      );
      focusFirstInvalid(form);
    }
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-6 lg:grid-cols-[1fr_16rem]">
      <div className="space-y-4">
        {!brandingAllowed && (
          <p className="rounded-md border border-blue-200 bg-blue-50 p-2 text-sm text-blue-900">
            Custom branding (header title, theme colour, logo) shows in the widget on the Premium and
            Enterprise plans; the {client.plan} plan uses the defaults. Messages and FAQs apply on every plan.
          </p>
        )}
        <TextField
          label="Header Title"
          name="headerTitle"
          value={values.headerTitle}
          onChange={(e) => set('headerTitle', e.target.value)}
          error={errors.headerTitle}
        />
        <TextAreaField
          label="First Message"
          name="firstMessage"
          rows={2}
          value={values.firstMessage}
          onChange={(e) => set('firstMessage', e.target.value)}
          error={errors.firstMessage}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="flex items-end gap-2">
            <div className="flex-1">
              <TextField
                label="Theme Color"
                name="themeColor"
                value={values.themeColor}
                onChange={(e) => set('themeColor', e.target.value)}
                error={errors.themeColor}
              />
            </div>
            <input
              type="color"
              aria-label="Pick theme color"
              value={/^#[0-9a-fA-F]{6}$/.test(values.themeColor) ? values.themeColor : '#3b82f6'}
              onChange={(e) => set('themeColor', e.target.value)}
              className="mb-0.5 h-9 w-10 shrink-0 cursor-pointer rounded border border-slate-300"
            />
          </div>
          <SelectField
            label="Position"
            value={values.position}
            onValueChange={(v) => set('position', v as ChatCustomizations['position'])}
            options={POSITIONS}
            error={errors.position}
          />
        </div>
        <div className="space-y-3 rounded-md border border-slate-200 p-3">
          <SwitchField
            label="Show Avatar"
            checked={values.showAvatar}
            onCheckedChange={(c) => set('showAvatar', c)}
          />
          <SwitchField
            label="Typing Indicator"
            checked={values.enableTypingIndicator}
            onCheckedChange={(c) => set('enableTypingIndicator', c)}
          />
          <SwitchField
            label="Sound Notifications"
            checked={values.enableSoundNotifications}
            onCheckedChange={(c) => set('enableSoundNotifications', c)}
          />
        </div>
        <EngageFields
          values={values}
          onChange={(patch) => setValues((v) => ({ ...v, ...patch }))}
          errors={errors}
        />
        <WidgetLanguageFields
          values={values}
          onChange={(patch) => setValues((v) => ({ ...v, ...patch }))}
          errors={errors}
        />
        {withFaqs && (
          <fieldset className="space-y-3">
            <legend className="text-sm font-semibold text-slate-900">Frequently Asked Questions</legend>
            {values.faqs.length === 0 && (
              <p className="text-sm text-slate-600">
                No FAQs yet. FAQ answers are shown instantly in the widget.
              </p>
            )}
            {values.faqs.map((faq, index) => (
              <div
                key={index}
                className="space-y-2 rounded-md border border-slate-200 p-3"
                data-testid="faq-item"
              >
                {faq.curated && (
                  <p className="text-xs font-medium text-purple-800">
                    Curated answer (written from a chat): answers this question, not shown as a button
                  </p>
                )}
                <TextField
                  label={`Question ${index + 1}`}
                  value={faq.question}
                  onChange={(e) => setFaq(index, 'question', e.target.value)}
                  error={errors[`faqs.${index}.question`]}
                />
                <TextAreaField
                  label={`Answer ${index + 1}`}
                  rows={2}
                  value={faq.answer}
                  onChange={(e) => setFaq(index, 'answer', e.target.value)}
                  error={errors[`faqs.${index}.answer`]}
                />
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() =>
                    set(
                      'faqs',
                      values.faqs.filter((_, i) => i !== index),
                    )
                  }
                  aria-label={`Remove FAQ ${index + 1}`}
                >
                  Remove
                </Button>
              </div>
            ))}
            <Button
              variant="secondary"
              size="sm"
              onClick={() => set('faqs', [...values.faqs, { question: '', answer: '' }])}
            >
              Add FAQ
            </Button>
            {errors.faqs && <p className="text-sm text-red-700">{errors.faqs}</p>}
          </fieldset>
        )}
        <FormActions
          onCancel={onDone}
          pending={save.isPending}
          label="Save Customization"
          pendingLabel="Saving..."
        />
      </div>
      <CustomizationPreview values={values} />
    </form>
  );
}

export function CustomizationDialog({
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
      title="Chatbot Customization"
      describe={(c) => `How the widget looks and greets visitors of ${c.businessName}.`}
      wide
    >
      {(c, close) => <CustomizationForm key={c.id} client={c} onDone={close} />}
    </ClientDialog>
  );
}
