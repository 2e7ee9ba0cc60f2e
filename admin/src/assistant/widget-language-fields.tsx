import { useState } from 'react';
import type { ChatCustomizations } from '../../../contract/clients.ts';
import { LANGUAGE_CODES, LANGUAGE_NAMES, type LanguageCode } from '../../../contract/languages.ts';
import { WIDGET_TEXTS, type WidgetTextKey } from '../../../contract/widget-texts.ts';
import { TextAreaField, TextField } from '../ui/field.tsx';
import { SelectField } from '../ui/select-field.tsx';

/** The texts a business sees in the customisation dialog, each of which it may word per language. */
const EDITABLE: { key: WidgetTextKey; label: string; long?: boolean }[] = [
  { key: 'headerTitle', label: 'Header Title' },
  { key: 'firstMessage', label: 'First Message', long: true },
  { key: 'placeholder', label: 'Message Box Placeholder' },
  { key: 'talkToPerson', label: '“Talk to a Person” Button' },
  { key: 'preChatTitle', label: 'Pre-chat Form Title' },
  { key: 'consent', label: 'Consent Text (Pre-chat Form)', long: true },
];

const LANGUAGE_OPTIONS = LANGUAGE_CODES.map((c) => ({ value: c, label: LANGUAGE_NAMES[c].native }));

/**
 * The widget's language (the visitor's browser, or fixed) and the business's own wording of its texts
 * per language, over the built-in translations (issue 32). An empty field keeps the translation.
 */
export function WidgetLanguageFields({
  values,
  onChange,
  errors,
}: {
  values: ChatCustomizations;
  onChange: (patch: Pick<ChatCustomizations, 'language' | 'texts'>) => void;
  errors: Record<string, string>;
}) {
  const [editing, setEditing] = useState<LanguageCode>(values.language === 'auto' ? 'en' : values.language);
  const own = values.texts[editing] ?? {};
  const setText = (key: WidgetTextKey, text: string) => {
    const next = { ...own, [key]: text.trim() ? text : undefined };
    const kept = Object.fromEntries(Object.entries(next).filter(([, v]) => v !== undefined));
    const texts = { ...values.texts };
    if (Object.keys(kept).length > 0) texts[editing] = kept;
    else delete texts[editing];
    onChange({ language: values.language, texts });
  };
  return (
    <fieldset className="space-y-3 rounded-md border border-slate-200 p-3">
      <legend className="text-sm font-semibold text-slate-900">Languages</legend>
      <SelectField
        label="Widget Language"
        value={values.language}
        onValueChange={(v) =>
          onChange({ language: v as ChatCustomizations['language'], texts: values.texts })
        }
        options={[{ value: 'auto', label: "The visitor's browser language" }, ...LANGUAGE_OPTIONS]}
        error={errors.language}
      />
      <SelectField
        label="Edit Texts In"
        value={editing}
        onValueChange={(v) => setEditing(v as LanguageCode)}
        options={LANGUAGE_OPTIONS}
      />
      {EDITABLE.map(({ key, label, long }) => {
        const props = {
          label: `${label} (${LANGUAGE_NAMES[editing].native})`,
          placeholder: WIDGET_TEXTS[editing][key],
          value: own[key] ?? '',
          error: errors[`texts.${editing}.${key}`],
          hint: 'Left empty, visitors read the translation shown.',
        };
        return long ? (
          <TextAreaField key={key} rows={2} {...props} onChange={(e) => setText(key, e.target.value)} />
        ) : (
          <TextField key={key} {...props} onChange={(e) => setText(key, e.target.value)} />
        );
      })}
    </fieldset>
  );
}
