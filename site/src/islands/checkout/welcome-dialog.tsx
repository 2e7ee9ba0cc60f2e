import { useState } from 'react';
import type { CheckoutSuccessResponse } from '../../../../contract/checkout.ts';
import { ModalDialog } from './modal-dialog.tsx';

/**
 * After a paid sign-up: the owner account's one-time set-password link (also emailed), and the embed
 * snippet, live on the website the buyer named.
 */
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
      description={
        result.setPasswordUrl
          ? `Your workspace is ready. We sent ${result.email} a link to set your password.`
          : `Your workspace is ready. We sent ${result.email} an email about it.`
      }
      onClose={onClose}
    >
      {result.setPasswordUrl ? (
        <a
          href={result.setPasswordUrl}
          data-testid="set-password-link"
          className="mb-4 inline-block rounded-lg bg-blue-700 px-4 py-2 font-semibold text-white hover:bg-blue-800"
        >
          Set your password
        </a>
      ) : (
        <p className="mb-4 text-sm text-gray-700">
          Sign in at{' '}
          <a href={result.workspaceUrl} className="text-blue-700 underline">
            {result.workspaceUrl}
          </a>{' '}
          with your Frontdesk password (already have a workspace? choose this one in the Workspace menu), or
          set it first with the link from your email.
        </p>
      )}
      <p className="mb-2 text-sm text-gray-700">
        Paste this snippet before &lt;/body&gt; on your website. It answers there only, once you have added
        what your assistant should know in your workspace.
      </p>
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
        className="mt-4 rounded-lg border border-blue-700 px-4 py-2 font-semibold text-blue-700 hover:bg-blue-50"
      >
        {copied ? 'Copied!' : 'Copy snippet'}
      </button>
    </ModalDialog>
  );
}
