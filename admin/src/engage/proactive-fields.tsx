import type { ChatCustomizations } from '../../../contract/clients.ts';
import type { ProactiveRule, ProactiveVersion } from '../../../contract/engage.ts';
import { Button } from '../ui/button.tsx';
import { TextAreaField, TextField } from '../ui/field.tsx';
import { LANGUAGE_NAMES } from '../../../contract/languages.ts';
import { RuleVersions } from './rule-versions.tsx';

const NEW_RULE: ProactiveRule = { path: '/pricing*', delaySeconds: 10, message: '' };

/**
 * Proactive messages (issue 32): on pages whose path matches, after some seconds, the launcher shows
 * the message once a day per visitor; the first matching rule wins, in the visitor's language where the
 * business wrote a version in it.
 */
export function ProactiveFields({
  rules,
  onChange,
  errors,
}: {
  rules: ChatCustomizations['proactive'];
  onChange: (rules: ChatCustomizations['proactive']) => void;
  errors: Record<string, string>;
}) {
  const setRule = (index: number, patch: Partial<ProactiveRule>) =>
    onChange(rules.map((r, i) => (i === index ? { ...r, ...patch } : r)));
  return (
    <fieldset className="space-y-3 rounded-md border border-slate-200 p-3">
      <legend className="text-sm font-semibold text-slate-900">Proactive Messages</legend>
      <p className="text-sm text-slate-600">
        Shown by the launcher after some seconds on matching pages, at most once a day per visitor and never
        while the chat is open. The first rule whose path matches is used. Visitors read the version in their
        language when you add one, otherwise the message as written.
      </p>
      {rules.map((rule, index) => (
        <div
          key={index}
          className="space-y-2 rounded-md border border-slate-200 p-3"
          data-testid="proactive-rule"
        >
          <div className="grid gap-3 sm:grid-cols-[1fr_8rem]">
            <TextField
              label={`Page Path ${index + 1}`}
              value={rule.path}
              onChange={(e) => setRule(index, { path: e.target.value })}
              error={errors[`proactive.${index}.path`]}
              hint="/pricing is that page; /pricing* also its subpages; * matches anything."
            />
            <TextField
              label="After (seconds)"
              type="number"
              min={0}
              max={600}
              value={String(rule.delaySeconds)}
              onChange={(e) => setRule(index, { delaySeconds: Number(e.target.value) })}
              error={errors[`proactive.${index}.delaySeconds`]}
            />
          </div>
          <TextAreaField
            label={`Message ${index + 1}`}
            rows={2}
            value={rule.message}
            onChange={(e) => setRule(index, { message: e.target.value })}
            error={errors[`proactive.${index}.message`]}
          />
          <RuleVersions<ProactiveVersion>
            versions={rule.texts}
            empty={{ message: '' }}
            onChange={(texts) => setRule(index, { texts })}
            ruleName={`proactive message ${index + 1}`}
          >
            {(language, version, set) => (
              <TextAreaField
                label={`Message ${index + 1} (${LANGUAGE_NAMES[language].native})`}
                rows={2}
                value={version.message}
                onChange={(e) => set({ message: e.target.value })}
                error={
                  errors[`proactive.${index}.texts.${language}.message`] ??
                  errors[`proactive.${index}.texts.${language}`]
                }
              />
            )}
          </RuleVersions>
          <Button
            size="sm"
            variant="ghost"
            onClick={() => onChange(rules.filter((_, i) => i !== index))}
            aria-label={`Remove proactive message ${index + 1}`}
          >
            Remove
          </Button>
        </div>
      ))}
      <Button variant="secondary" size="sm" onClick={() => onChange([...rules, NEW_RULE])}>
        Add Proactive Message
      </Button>
      {errors.proactive && <p className="text-sm text-red-700">{errors.proactive}</p>}
    </fieldset>
  );
}
