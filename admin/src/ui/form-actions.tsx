import { Button } from './button.tsx';

/** A form's Cancel and submit buttons; the submit button is disabled and relabelled while pending. */
export function FormActions({
  onCancel,
  pending,
  label,
  pendingLabel,
}: {
  onCancel: () => void;
  pending: boolean;
  label: string;
  pendingLabel: string;
}) {
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Button variant="secondary" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" disabled={pending}>
        {pending ? pendingLabel : label}
      </Button>
    </div>
  );
}
