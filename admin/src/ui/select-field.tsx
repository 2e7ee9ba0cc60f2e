import { useId } from 'react';
import { Select } from 'radix-ui';
import { focusRing } from './button.tsx';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  options: readonly SelectOption[];
  placeholder?: string;
  error?: string;
  /** Hides the label visually while keeping it as the accessible name (toolbar filters). */
  hideLabel?: boolean;
  className?: string;
}

/** A Radix Select with a real label; Radix renders a listbox that works with the keyboard. */
export function SelectField({
  label,
  value,
  onValueChange,
  options,
  placeholder,
  error,
  hideLabel,
  className = '',
}: SelectFieldProps) {
  const id = useId();
  return (
    <div className={`space-y-1 ${className}`}>
      <label
        id={`${id}-label`}
        htmlFor={id}
        className={hideLabel ? 'sr-only' : 'block text-sm font-medium text-slate-800'}
      >
        {label}
      </label>
      {/* An empty value shows the placeholder (Radix Select's documented reset). */}
      <Select.Root value={value} onValueChange={onValueChange}>
        <Select.Trigger
          id={id}
          aria-labelledby={`${id}-label`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={`flex w-full min-w-36 items-center justify-between gap-2 rounded-md border bg-white px-3 py-2 text-left text-sm text-slate-900 ${
            error ? 'border-red-500' : 'border-slate-300'
          } ${focusRing}`}
        >
          <Select.Value placeholder={placeholder ?? 'Select...'} />
          <Select.Icon aria-hidden="true" className="text-slate-500">
            ▾
          </Select.Icon>
        </Select.Trigger>
        <Select.Portal>
          <Select.Content
            position="popper"
            sideOffset={4}
            className="z-[60] max-h-72 min-w-[var(--radix-select-trigger-width)] overflow-hidden rounded-md border border-slate-200 bg-white shadow-lg"
          >
            <Select.Viewport className="p-1">
              {options.map((o) => (
                <Select.Item
                  key={o.value}
                  value={o.value}
                  className="relative cursor-pointer rounded px-3 py-2 text-sm text-slate-900 outline-none select-none data-[highlighted]:bg-blue-50 data-[state=checked]:font-semibold"
                >
                  <Select.ItemText>{o.label}</Select.ItemText>
                </Select.Item>
              ))}
            </Select.Viewport>
          </Select.Content>
        </Select.Portal>
      </Select.Root>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
