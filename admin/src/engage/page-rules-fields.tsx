import type { ChatCustomizations } from '../../../contract/clients.ts';
import type { PageRule, PageVersion } from '../../../contract/engage.ts';
import { Button } from '../ui/button.tsx';
import { TextAreaField, TextField } from '../ui/field.tsx';
import { LANGUAGE_NAMES } from '../../../contract/languages.ts';
import { RuleVersions } from './rule-versions.tsx';

const NEW_RULE: PageRule = { path: '/pricing*', greeting: '' };

/** Suggested questions are typed one per line; empty lines are dropped. */
const linesOf = (text: string) => {
  const lines = text.split('\n').filter((l) => l.trim());
  return lines.length > 0 ? lines : undefined;
};

/**
 * Greetings and suggested questions by page (issue 32): on the first rule whose path matches the
 * visitor's page, its greeting replaces the first message and its questions are offered to click; a
 * visitor reads the rule's version in their language where the business wrote one.
 */
export function PageRulesFields({
  rules,
  onChange,
  errors,
}: {
  rules: ChatCustomizations['pageRules'];
  onChange: (rules: ChatCustomizations['pageRules']) => void;
  errors: Record<string, string>;
}) {
  const setRule = (index: number, patch: Partial<PageRule>) =>
    onChange(rules.map((r, i) => (i === index ? { ...r, ...patch } : r)));
  return (
    <fieldset className="space-y-3 rounded-md border border-slate-200 p-3">
      <legend className="text-sm font-semibold text-slate-900">Greetings by Page</legend>
      <p className="text-sm text-slate-600">
        On pages whose path matches, the greeting replaces the first message and the suggested questions are
        offered. The first rule whose path matches is used.
      </p>
      {rules.map((rule, index) => (
        <div key={index} className="space-y-2 rounded-md border border-slate-200 p-3" data-testid="page-rule">
          <TextField
            label={`Page Path ${index + 1}`}
            value={rule.path}
            onChange={(e) => setRule(index, { path: e.target.value })}
            error={errors[`pageRules.${index}.path`]}
            hint="/pricing is that page; /pricing* also its subpages; * matches anything."
          />
          <TextAreaField
            label={`Greeting ${index + 1}`}
            rows={2}
            value={rule.greeting ?? ''}
            onChange={(e) => setRule(index, { greeting: e.target.value.trim() ? e.target.value : undefined })}
            error={errors[`pageRules.${index}.greeting`]}
          />
          <TextAreaField
            label={`Suggested Questions ${index + 1}`}
            rows={3}
            value={(rule.suggestions ?? []).join('\n')}
            onChange={(e) => setRule(index, { suggestions: linesOf(e.target.value) })}
            error={errors[`pageRules.${index}.suggestions`]}
            hint="One question per line, at most 5."
          />
          <RuleVersions<PageVersion>
            versions={rule.texts}
            empty={{ greeting: '' }}
            onChange={(texts) => setRule(index, { texts })}
            ruleName={`page rule ${index + 1}`}
          >
            {(language, version, set) => {
              const name = LANGUAGE_NAMES[language].native;
              const field = `pageRules.${index}.texts.${language}`;
              return (
                <>
                  <TextAreaField
                    label={`Greeting ${index + 1} (${name})`}
                    rows={2}
                    value={version.greeting ?? ''}
                    onChange={(e) =>
                      set({ ...version, greeting: e.target.value.trim() ? e.target.value : undefined })
                    }
                    error={errors[`${field}.greeting`] ?? errors[field]}
                  />
                  <TextAreaField
                    label={`Suggested Questions ${index + 1} (${name})`}
                    rows={3}
                    value={(version.suggestions ?? []).join('\n')}
                    onChange={(e) => set({ ...version, suggestions: linesOf(e.target.value) })}
                    error={errors[`${field}.suggestions`]}
                    hint="This language's whole version: a greeting or questions left out here are not taken from the rule above."
                  />
                </>
              );
            }}
          </RuleVersions>
          <Button
            size="sm"
            variant="ghost"
            onClick={() => onChange(rules.filter((_, i) => i !== index))}
            aria-label={`Remove page rule ${index + 1}`}
          >
            Remove
          </Button>
        </div>
      ))}
      <Button variant="secondary" size="sm" onClick={() => onChange([...rules, NEW_RULE])}>
        Add Page Rule
      </Button>
      {errors.pageRules && <p className="text-sm text-red-700">{errors.pageRules}</p>}
    </fieldset>
  );
}
