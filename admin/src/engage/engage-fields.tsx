import type { ChatCustomizations } from '../../../contract/clients.ts';
import { WIDGET_THEMES, type PreChatField } from '../../../contract/engage.ts';
import { TextField } from '../ui/field.tsx';
import { SelectField } from '../ui/select-field.tsx';
import { SwitchField } from '../ui/switch-field.tsx';
import { ProactiveFields } from './proactive-fields.tsx';
import { PageRulesFields } from './page-rules-fields.tsx';

const THEME_LABELS: Record<(typeof WIDGET_THEMES)[number], string> = {
  light: 'Light',
  dark: 'Dark',
  auto: "The visitor's system setting",
};

type Patch = Partial<
  Pick<ChatCustomizations, 'logoUrl' | 'theme' | 'preChatForm' | 'proactive' | 'pageRules'>
>;

/**
 * The customisation dialog's look, pre-chat and proactive blocks (issue 32): the header's logo and the
 * light or dark theme, the form asked before the first message, the messages shown by the launcher, and
 * greetings and suggested questions by page. Its wording (title, labels, the consent
 * text) is edited per language in the Languages block.
 */
export function EngageFields({
  values,
  onChange,
  errors,
}: {
  values: ChatCustomizations;
  onChange: (patch: Patch) => void;
  errors: Record<string, string>;
}) {
  const form = values.preChatForm;
  const toggle = (field: PreChatField, on: boolean) => {
    // The order name, email, consent is kept, so the widget shows them in it.
    const fields = (['name', 'email', 'consent'] as const).filter((f) =>
      f === field ? on : form.fields.includes(f),
    );
    onChange({ preChatForm: { ...form, fields } });
  };
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Logo URL"
          name="logoUrl"
          placeholder="https://example.com/logo.png"
          value={values.logoUrl ?? ''}
          onChange={(e) => onChange({ logoUrl: e.target.value.trim() ? e.target.value : null })}
          error={errors.logoUrl}
          hint="An https:// address or a path on this server; shown in the header."
        />
        <SelectField
          label="Theme"
          value={values.theme}
          onValueChange={(v) => onChange({ theme: v as ChatCustomizations['theme'] })}
          options={WIDGET_THEMES.map((value) => ({ value, label: THEME_LABELS[value] }))}
          error={errors.theme}
        />
      </div>
      <fieldset className="space-y-3 rounded-md border border-slate-200 p-3">
        <legend className="text-sm font-semibold text-slate-900">Pre-chat Form</legend>
        <SwitchField
          label="Ask before the first message"
          description="Visitors leave their email (a lead) before they can chat."
          checked={form.enabled}
          onCheckedChange={(enabled) => onChange({ preChatForm: { ...form, enabled } })}
        />
        <SwitchField
          label="Ask for the name"
          checked={form.fields.includes('name')}
          disabled={!form.enabled}
          onCheckedChange={(on) => toggle('name', on)}
        />
        <SwitchField
          label="Ask for consent"
          description="A checkbox with your wording (the Consent text under Languages)."
          checked={form.fields.includes('consent')}
          disabled={!form.enabled}
          onCheckedChange={(on) => toggle('consent', on)}
        />
        {errors['preChatForm.fields'] && (
          <p className="text-sm text-red-700">{errors['preChatForm.fields']}</p>
        )}
      </fieldset>
      <ProactiveFields
        rules={values.proactive}
        onChange={(proactive) => onChange({ proactive })}
        errors={errors}
      />
      <PageRulesFields
        rules={values.pageRules}
        onChange={(pageRules) => onChange({ pageRules })}
        errors={errors}
      />
    </>
  );
}
