import type { ReactNode } from 'react';
import { LANGUAGE_CODES, LANGUAGE_NAMES, type LanguageCode } from '../../../contract/languages.ts';
import { Button } from '../ui/button.tsx';
import { SelectField } from '../ui/select-field.tsx';

/**
 * A proactive message's or a page rule's versions in other languages (issue 32): a visitor whose
 * widget language has a version reads it, any other visitor the rule's own wording. One block per
 * version, added from the languages it does not have yet.
 */
export function RuleVersions<V>({
  versions,
  empty,
  onChange,
  ruleName,
  children,
}: {
  versions: Partial<Record<string, V>> | undefined;
  /** A new version's first value. */
  empty: V;
  onChange: (versions: Record<string, V> | undefined) => void;
  /** The rule as its Remove buttons name it ("proactive message 1"). */
  ruleName: string;
  /** The version's fields in `language`. */
  children: (language: LanguageCode, version: V, set: (version: V) => void) => ReactNode;
}) {
  const present = LANGUAGE_CODES.filter((c) => versions?.[c] !== undefined);
  const missing = LANGUAGE_CODES.filter((c) => versions?.[c] === undefined);
  const set = (language: LanguageCode, version: V | undefined) => {
    const next: Record<string, V> = { ...(versions as Record<string, V> | undefined) };
    if (version === undefined) delete next[language];
    else next[language] = version;
    onChange(Object.keys(next).length > 0 ? next : undefined);
  };
  return (
    <div className="space-y-2">
      {present.map((language) => (
        <div
          key={language}
          className="space-y-2 border-l-2 border-slate-200 pl-3"
          data-testid={`version-${language}`}
        >
          {children(language, versions![language] as V, (v) => set(language, v))}
          <Button
            size="sm"
            variant="ghost"
            onClick={() => set(language, undefined)}
            aria-label={`Remove the ${LANGUAGE_NAMES[language].english} version of ${ruleName}`}
          >
            Remove {LANGUAGE_NAMES[language].native}
          </Button>
        </div>
      ))}
      {missing.length > 0 && (
        <SelectField
          label={`Add a Language Version of ${ruleName}`}
          hideLabel
          value=""
          placeholder="Add a version in another language…"
          onValueChange={(v) => set(v as LanguageCode, empty)}
          options={missing.map((c) => ({ value: c, label: LANGUAGE_NAMES[c].native }))}
        />
      )}
    </div>
  );
}
