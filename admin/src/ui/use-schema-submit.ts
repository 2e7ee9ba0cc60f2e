import { useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { fieldErrorsOf } from '../api/http.ts';
import { fieldMessages } from '../clients/validation.ts';
import { focusFirstInvalid } from './focus-first-invalid.ts';

/** The part of a TanStack mutation a form submits through. */
interface FormMutation<TData> {
  mutateAsync: (data: TData) => Promise<unknown>;
  isPending: boolean;
}

/**
 * A form's submit: the values are checked against the contract's schema (its messages under the
 * fields), the parsed data goes to the mutation, and the form is done on success or shows the
 * fields of a 400 validation_failed answer.
 */
export function useSchemaSubmit<S extends z.ZodType>(
  schema: S,
  mutation: FormMutation<z.output<S>>,
  onDone: () => void,
) {
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = async (event: FormEvent, values: z.input<S>) => {
    event.preventDefault();
    // After a failed save the first invalid field takes focus and comes into view.
    const form = event.currentTarget instanceof HTMLElement ? event.currentTarget : null;
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldMessages(parsed.error));
      focusFirstInvalid(form);
      return;
    }
    setErrors({});
    try {
      await mutation.mutateAsync(parsed.data);
      onDone();
    } catch (error) {
      setErrors(fieldErrorsOf(error));
      focusFirstInvalid(form);
    }
  };

  return { errors, submit, pending: mutation.isPending };
}
