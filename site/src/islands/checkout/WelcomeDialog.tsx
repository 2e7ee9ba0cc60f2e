import { useState } from 'react';
import type { CheckoutSuccessResponse } from '../../../../contract/checkout.ts';
import { ModalDialog } from './ModalDialog.tsx';

/** After a paid sign-up: the new client's test embed snippet, ready to paste. */
export default function WelcomeDialog({
  result,
  onClose,
}: {
  result: CheckoutSuccessResponse;
  onClose: () => void;
}) {
  const [copied, setCopied] = useState(false);
  return (
    <ModalDialog
      title={`Welcome, ${result.businessName}!`}
      description="Your assistant is ready in test mode. Paste this snippet before </body> on your website to try it."
      onClose={onClose}
    >
      <pre
        className="overflow-x-auto rounded-lg bg-gray-900 p-4 text-xs text-gray-100"
        data-testid="embed-snippet"
      >
        <code>{result.embedScript}</code>
      </pre>
      <button
        type="button"
        onClick={() => {
          void navigator.clipboard.writeText(result.embedScript).then(
            () => setCopied(true),
            () => setCopied(false),
          );
        }}
        className="mt-4 rounded-lg bg-blue-700 px-4 py-2 font-semibold text-white hover:bg-blue-800"
      >
        {copied ? 'Copied!' : 'Copy snippet'}
      </button>
    </ModalDialog>
  );
}
